/**
 * The cart's frictions on a phone: a visitor's 'Tambah ke Keranjang' survives the login, a reload
 * of /checkout keeps the order under review, the sticky buy bar's 'Beli Sekarang' goes straight to
 * checkout with one line, and a signed-in buyer's cart follows them to another device.
 */
import { expect, test, type Page } from "./fixtures";
import { expectNoSevereAxeViolations, phoneContextPage } from "./helpers";
import { newMember, type Member } from "./people";

const JASA = "/games/genshin-impact/jasa-joki/lst_032"; // Jasa Clear Spiral Abyss 36 Bintang, Rp85.000, stock 20
const TOP_UP = "/games/valorant/top-up/lst_006"; // Top Up 420 VP Valorant, Rp50.000, needs a Riot ID

async function fillLogin(page: Page, buyer: Member) {
  await page.getByLabel("Email").fill(buyer.email);
  await page.getByLabel("Password").fill(buyer.password);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
}

async function logIn(page: Page, buyer: Member, redirectTo: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(redirectTo)}`);
  await fillLogin(page, buyer);
  await expect(page).toHaveURL(redirectTo);
}

// A signed-in buyer's cart follows them across browsers (and tests): every test has a buyer of its own.
let buyer: Member;
test.beforeEach(async ({ baseURL }) => {
  buyer = await newMember(baseURL);
});

test("a visitor's 'Tambah ke Keranjang' goes through login and the item is in the cart afterwards", async ({
  page,
}) => {
  await page.goto(TOP_UP);
  await page.getByLabel("Riot ID").fill("Tamu#0001");
  await page.getByTestId("add-to-cart").click();
  await expect(page).toHaveURL(/\/login\?/);
  await fillLogin(page, buyer);
  await expect(page).toHaveURL(TOP_UP);
  await expect(page.getByText("Ditambahkan ke Keranjang").first()).toBeVisible();
  await page.goto("/cart");
  const line = page.getByTestId("cart-line").filter({ hasText: "Top Up 420 VP" });
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId("cart-line-inputs")).toContainText("Riot ID: Tamu#0001");
});

test("without JavaScript a visitor's 'Tambah ke Keranjang' is added after login too", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 412, height: 915 },
  });
  const page = await context.newPage();
  await page.goto(TOP_UP);
  await page.getByLabel("Riot ID").fill("TanpaJs#0002");
  await page.getByTestId("add-to-cart").click();
  await expect(page).toHaveURL(/\/login\?/);
  await fillLogin(page, buyer);
  await expect(page).toHaveURL(TOP_UP);
  await context.close();
  // The line is in the buyer's cart on the server: another (JavaScript) browser sees it.
  const other = await phoneContextPage(browser, baseURL);
  await logIn(other, buyer, "/cart");
  const line = other.getByTestId("cart-line").filter({ hasText: "Top Up 420 VP" });
  await expect(line.getByTestId("cart-line-inputs")).toContainText("Riot ID: TanpaJs#0002");
  await other.context().close();
});

test("reloading /checkout shows the same order under review", async ({ page }) => {
  await logIn(page, buyer, JASA);
  await page.getByLabel("Nickname In-Game").fill("Reload");
  await page.getByLabel("Adventure Rank").fill("40");
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByText("Ditambahkan ke Keranjang").first()).toBeVisible();
  await page.goto("/cart");
  await page.getByTestId("cart-checkout").click();
  await expect(page).toHaveURL(/\/checkout/);
  await expect(page.getByTestId("review-line")).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Periksa Pesanan" })).toBeVisible();
  await expect(page.getByTestId("review-line")).toHaveCount(1);
  await expect(page.getByTestId("review-line")).toContainText("Nickname In-Game: Reload");
  await expect(page.getByTestId("review-total")).toHaveText("Rp85.000");
  await expect(page.getByTestId("checkout-confirm")).toBeVisible();
});

test("the phone's sticky buy bar: 'Beli Sekarang' reviews just that line, the cart untouched; hidden on desktop", async ({
  page,
}) => {
  await logIn(page, buyer, TOP_UP);
  await page.getByLabel("Riot ID").fill("Keranjang#001"); // a Riot tagline has 3–5 characters
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  await page.goto(JASA);
  const bar = page.locator("[data-bottom-bar]");
  await expect(bar).toBeVisible();
  const box = (await bar.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(page.viewportSize()!.height);
  // Nothing wider than the phone (which would zoom the page out).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  await expect(bar.getByRole("button", { name: "Tambah ke Keranjang" })).toBeVisible();
  await expectNoSevereAxeViolations(page, { include: "[data-bottom-bar]" });

  await page.getByLabel("Nickname In-Game").fill("Langsung");
  await page.getByLabel("Adventure Rank").fill("60");
  await bar.getByRole("button", { name: "Beli Sekarang" }).click();
  await expect(page).toHaveURL(/\/checkout\?/);
  await expect(page.getByTestId("review-line")).toHaveCount(1);
  await expect(page.getByTestId("review-line")).toContainText("Jasa Clear Spiral Abyss");
  await expect(page.getByTestId("review-line")).toContainText("Nickname In-Game: Langsung");
  await page.reload();
  await expect(page.getByTestId("review-line")).toHaveCount(1);
  // The cart still holds only the Top Up line.
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(JASA);
  await expect(page.locator("[data-bottom-bar]")).toBeHidden();
});

test("a guest cart is merged on login and the cart follows the buyer to another device", async ({
  page,
  browser,
  baseURL,
}) => {
  // A line left in this browser while signed out (the cart stays in localStorage for guests).
  await page.goto(JASA);
  await page.evaluate(() =>
    localStorage.setItem(
      "cart",
      JSON.stringify([
        {
          id: "lst_032",
          name: "Jasa Clear Spiral Abyss 36 Bintang",
          price: 85_000,
          quantity: 2,
          userInputData: { nickname: "Tamu", adventure_rank: "30" },
          type: "Jasa",
          stock: 20,
        },
      ]),
    ),
  );
  await logIn(page, buyer, "/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-line-quantity")).toHaveText("2");

  const phone = await phoneContextPage(browser, baseURL);
  await logIn(phone, buyer, "/cart");
  await expect(phone.getByTestId("cart-line")).toHaveCount(1);
  await expect(phone.getByTestId("cart-line").first()).toContainText("Jasa Clear Spiral Abyss");
  await expect(phone.getByTestId("cart-line-quantity")).toHaveText("2");
  // A change on the phone reaches the first browser.
  await phone.getByRole("button", { name: "Tambah jumlah" }).click();
  await expect(phone.getByTestId("cart-line-quantity")).toHaveText("3");
  await expect
    .poll(async () => {
      await page.goto("/cart");
      return page.getByTestId("cart-line-quantity").first().textContent();
    })
    .toBe("3");
  await phone.context().close();
});
