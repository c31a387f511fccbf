/**
 * Accounts of a test's own. The demo accounts are shared by every spec, and the specs run in
 * several workers at once: a test that changes or counts an account's cart, wallet, orders, withdrawals,
 * favourites or notifications makes its own buyer or seller here. They come through the app's
 * real posts — register, the code from the development outbox, verify — and money comes in as a
 * VA BCA deposit the payment simulator settles (its notification credits the wallet).
 */
import { expect, request, type APIRequestContext } from "@playwright/test";
import { SIM_ORIGIN } from "./pay-sim";

export interface Member {
  email: string;
  password: string;
  username: string;
}

let made = 0;

/** A verified account with `role`; with `deposit`, that many rupiah in its wallet (a settled VA BCA deposit). */
export async function newMember(
  baseURL: string | undefined,
  { role = "buyer", deposit = 0, prefix = role === "seller" ? "jual" : "beli" }: NewMemberOptions = {},
): Promise<Member> {
  const n = `${Date.now().toString(36)}${process.pid.toString(36)}${++made}`;
  const member = { username: `${prefix}_${n}`, email: `${prefix}.${n}@contoh.id`, password: "rahasia123" };
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: new URL(baseURL!).origin } });
  try {
    const registered = await againIfUnavailable(() =>
      api.post("/register", {
        form: { ...member, confirmPassword: member.password, phone: "", role, ageConfirmed: "1" },
        maxRedirects: 0,
      }),
    );
    expect(registered.status(), "registration redirects to the code page").toBe(302);
    const code = await codeFor(api, member.email);
    const verified = await againIfUnavailable(() =>
      api.post("/verify-otp", { form: { email: member.email, otp: code, intent: "verify" }, maxRedirects: 0 }),
    );
    expect(verified.status(), "the code verifies and signs in").toBe(302);
    if (deposit > 0) await depositThroughGateway(api, deposit);
  } finally {
    await api.dispose();
  }
  return member;
}

/**
 * Posts once more after a 502 or 503 (the mailer or the payment gateway unreachable): under a loaded
 * machine the local connection to the mailer or the simulator worker sometimes drops, and the page
 * asks the person to try again, which is what this does. Any other answer is returned as it is.
 */
async function againIfUnavailable(post: () => ReturnType<APIRequestContext["post"]>) {
  const first = await post();
  if (first.status() !== 502 && first.status() !== 503) return first;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return post();
}

export interface NewMemberOptions {
  role?: "buyer" | "seller";
  /** Rupiah put in the new wallet before the test starts. */
  deposit?: number;
  /** The start of the username and e-mail (letters, digits and '_'). */
  prefix?: string;
}

/** The six-digit code the development outbox holds for `email` (newest first). */
async function codeFor(api: APIRequestContext, email: string) {
  let code = "";
  await expect(async () => {
    const html = await (await api.get("/dev/mail")).text();
    const at = html.indexOf(`data-testid="mail-to">${email}<`);
    expect(at, `a mail to ${email} in the outbox`).toBeGreaterThan(-1);
    const end = html.indexOf("</li>", at);
    code = /data-testid="mail-code">(\d{6})</.exec(html.slice(at, end))?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 15_000 });
  return code;
}

/** A VA BCA deposit of `amount`, paid on the simulator's page; waits until the wallet shows it. */
async function depositThroughGateway(api: APIRequestContext, amount: number) {
  const asked = await againIfUnavailable(() =>
    api.post("/my-account/wallet", {
      form: { intent: "deposit", amount: String(amount), method: "va_bca" },
      maxRedirects: 0,
    }),
  );
  expect(asked.status(), "the deposit redirects to the payment page").toBe(303);
  const paymentPage = asked.headers()["location"] ?? "";
  expect(paymentPage).toMatch(/^\/payments\/pay-/);
  // The app's payment page shows the VA number; the simulator's /simulator finds it and pays.
  const instructions = await (await api.get(paymentPage)).text();
  const va = /data-testid="pay-va-number"[^>]*>([^<]+)</.exec(instructions)?.[1]?.trim() ?? "";
  expect(va, "the payment page shows a VA number").toMatch(/^\d+$/);
  const found = await api.get(`${SIM_ORIGIN}/simulator?code=${encodeURIComponent(va)}`, { maxRedirects: 0 });
  expect(found.status(), "the simulator knows the VA number").toBe(303);
  const token = (found.headers()["location"] ?? "").split("/").pop() ?? "";
  const paid = await api.post(`${SIM_ORIGIN}/snap/v4/redirection/${token}/pay`, {
    form: { action: "pay" },
  });
  // A charged transaction has no finish page to go back to: the simulator answers 'Pembayaran berhasil'.
  expect(paid.ok(), "the simulator takes the payment").toBe(true);
  expect(await paid.text()).toContain("Pembayaran berhasil");
  await expect
    .poll(async () => {
      const html = await (await api.get("/my-account/wallet")).text();
      return /data-testid="available-balance"[^>]*>([^<]*)</.exec(html)?.[1];
    })
    .toBe(`Rp${amount.toLocaleString("id-ID")}`);
}

/**
 * A listing of `seller`'s, posted as the create-listing form posts it (no JavaScript): a Valorant
 * Jasa Joki unless `fields` say otherwise. Answers its id, read from the seller's dashboard.
 */
export async function newListing(
  baseURL: string | undefined,
  seller: Member,
  fields: Record<string, string> = {},
): Promise<string> {
  const api = await signedIn(baseURL, seller);
  try {
    const title = fields.title ?? `Jasa Joki Uji ${Date.now().toString(36)}${++made}`;
    const created = await api.post("/sell/create-listing", {
      form: {
        gameSlug: "valorant",
        categorySlug: "jasa-joki",
        description: "Listing uji: dikerjakan pemain berpengalaman, laporan tiap hari.",
        price: "150000",
        stock: "5",
        platform: "PC/Mobile",
        deliveryTime: "1 Jam",
        ...fields,
        title,
      },
      maxRedirects: 0,
    });
    expect(created.status(), "the listing is created").toBe(302);
    const html = await (await api.get("/seller/dashboard")).text();
    const at = html.indexOf(title);
    const id = [...html.slice(0, at).matchAll(/data-listing-id="(lst_[^"]+)"/g)].pop()?.[1];
    expect(id, `${title} on the seller's dashboard`).toBeTruthy();
    return id!;
  } finally {
    await api.dispose();
  }
}

/** A request context signed in as `member` through the login form's post. */
async function signedIn(baseURL: string | undefined, member: { email: string; password: string }) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: new URL(baseURL!).origin } });
  const login = await api.post("/login", {
    form: { email: member.email, password: member.password, intent: "login" },
    maxRedirects: 0,
  });
  expect(login.status(), `${member.email} signs in`).toBe(302);
  return api;
}

/** The account's id, as staff see it in the console's user search (the payout API names users by id). */
export async function idOf(baseURL: string | undefined, member: Member): Promise<string> {
  const api = await signedIn(baseURL, { email: "admin@pasargame.test", password: "demo12345" });
  try {
    const html = await (await api.get(`/admin/users?q=${encodeURIComponent(member.username)}`)).text();
    const id = /data-testid="user-row" data-user-id="(usr_[^"]+)"/.exec(html)?.[1];
    expect(id, `${member.username} in the console's user search`).toBeTruthy();
    return id!;
  } finally {
    await api.dispose();
  }
}
