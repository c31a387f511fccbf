/** What several end-to-end specs do the same way: log in, open a second person's phone, read and write rupiah, run axe. */
import AxeBuilder from "@axe-core/playwright";
import { devices, expect, type Browser, type Page } from "./fixtures";
import type { Member } from "./people";

/** Every demo account's password (scripts/demo-accounts.ts). */
export const DEMO_PASSWORD = "demo12345";

/**
 * Logs in through the login form — a demo account by its e-mail, or a test's own account
 * (people.ts) — and waits for the spec's 'Login Berhasil'.
 */
export async function loginAs(page: Page, who: string | Member) {
  const { email, password } = typeof who === "string" ? { email: who, password: DEMO_PASSWORD } : who;
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await expect(page.getByText("Login Berhasil")).toBeVisible();
}

/** A page in a new browser context on a phone (Pixel 7, Indonesian locale and time zone): a second person. */
export async function phoneContextPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    ...devices["Pixel 7"],
    baseURL,
    locale: "id-ID",
    timezoneId: "Asia/Jakarta",
  });
  return context.newPage();
}

/** 175000 → "Rp175.000", as the spec writes amounts. */
export const rupiahText = (amount: number) => `Rp${amount.toLocaleString("id-ID")}`;

/** "Rp2.000.000" → 2000000, "-Rp8.750" → -8750. */
export const rupiahValue = (text: string | null) => Number((text ?? "").replace(/[^\d-]/g, ""));

/** No serious or critical axe violation in the page, or in the part `include` names. */
export async function expectNoSevereAxeViolations(page: Page, scope: { include?: string; exclude?: string } = {}) {
  let builder = new AxeBuilder({ page });
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const results = await builder.analyze();
  const severe = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }));
  expect(severe).toEqual([]);
}

/**
 * Empties the server cart of the account `page` is signed in as: a signed-in buyer's cart follows
 * them to every browser, so a test that counts cart lines starts from an empty one.
 */
export async function emptyServerCart(page: Page) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post("/cart/sync", {
    form: { intent: "replace", lines: "[]" },
    headers: { Origin: origin },
  });
  expect(res.ok()).toBe(true);
}

/**
 * Waits until no toast is shown. On phones a toast lies over the sticky header (root.tsx) for its
 * five seconds (a deposit's instructions for fifteen), and the pointer resting on it pauses it; a test
 * that next taps the header waits.
 */
export async function toastsGone(page: Page) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 30_000 });
}

let registered = 0;
/** Registers a new buyer through the form and the OTP from the dev outbox; signed in on `page` afterwards. */
export async function registerBuyer(page: Page) {
  const n = `${Date.now().toString(36)}${++registered}`;
  const user = { username: `bayar_${n}`, email: `bayar.${n}@contoh.id`, password: "rahasia123" };
  await page.goto("/register");
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Konfirmasi Password").fill(user.password);
  await page.getByLabel("Pembeli").check();
  await page.getByLabel(/Saya berusia 18 tahun/).check();
  await page.getByRole("button", { name: "Daftar" }).click();
  await expect(page).toHaveURL(/\/verify-otp\?email=/);
  const verifyUrl = page.url();
  await page.goto("/dev/mail");
  const mail = page.getByTestId("outbox").getByRole("listitem").filter({ hasText: user.email }).first();
  const code = (await mail.getByTestId("mail-code").textContent())?.trim() ?? "";
  expect(code).toMatch(/^\d{6}$/);
  await page.goto(verifyUrl);
  await page.getByTestId("otp-0").click();
  await page.keyboard.type(code);
  await page.getByRole("button", { name: "Verifikasi" }).click();
  await expect(page).toHaveURL("/");
  await toastsGone(page);
  return user;
}

/**
 * Buys one of `line` (listing, expected price, top-up inputs) through the checkout's no-JavaScript
 * post, the top-up ID confirmation ('Pastikan ID sudah benar') ticked; answers the new order's path.
 */
export async function checkoutOne(page: Page, baseURL: string, line: Record<string, unknown>): Promise<string> {
  const res = await page.request.post("/checkout", {
    form: {
      intent: "confirm",
      idsConfirmed: "1",
      lines: JSON.stringify([{ ...line, quantity: 1 }]),
      idempotencyKey: crypto.randomUUID(),
    },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  const location = res.headers()["location"] ?? "";
  expect(location).toMatch(/^\/order\/[^/]+$/);
  return location;
}

/** Radix items carry data-state once React has hydrated the server's <details> list. */
export async function waitForFaqHydration(page: Page) {
  await expect(page.getByTestId("faq-item").first()).toHaveAttribute("data-state", /open|closed/);
}

/** A move within the app (Remix's router, no page load), as a link inside the app would make. */
export function navigateInApp(page: Page, to: string) {
  return page.evaluate(
    (path) => (window as unknown as { __remixRouter: { navigate: (p: string) => void } }).__remixRouter.navigate(path),
    to,
  );
}
