/**
 * Checkout on a phone as issue 33 walked it: the IDs' tick answers in Indonesian in place (no
 * browser bubble), a reload keeps the chosen method and the tick, and Back from the payment page
 * lands on the unpaid order instead of a fresh checkout that would make a second one.
 */
import { expect, test, type Page } from "./fixtures";
import { emptyServerCart, loginAs, toastsGone } from "./helpers";
import { newListing, newMember } from "./people";

const ML = "/games/mobile-legends/top-up/lst_012"; // 86 Diamond Mobile Legends: User ID + Zone ID, Rp22.000

// The payment provider sends the browser back to http://localhost:<port> (scripts/lib.mjs PUBLIC_ORIGIN).
test.use({ baseURL: async ({ baseURL }, provide) => provide(baseURL?.replace("127.0.0.1", "localhost")) });

/** Opens the checkout review of one ML top-up ('Beli Sekarang'), signed in as a new buyer with Rp0. */
async function reviewTopUp(page: Page, baseURL: string | undefined) {
  await loginAs(page, await newMember(baseURL));
  await page.goto(ML);
  await page.getByLabel("User ID").fill("109088431");
  await page.getByLabel("Zone ID").fill("2558");
  await page.getByTestId("buy-now").click();
  await expect(page).toHaveURL(/\/checkout\?/);
  await expect(page.getByTestId("id-check")).toBeVisible();
}

test("the IDs' tick is asked for in Indonesian, in place, without the browser's bubble", async ({ page, baseURL }) => {
  await reviewTopUp(page, baseURL);
  const tick = page.getByTestId("ids-confirmed");
  // No constraint the browser would explain in its own words.
  expect(await tick.evaluate((el: HTMLInputElement) => el.required || !el.form?.noValidate)).toBe(false);
  await page.getByTestId("checkout-confirm").click();
  const problem = page.getByTestId("idsConfirmed-problem");
  await expect(problem).toContainText("Konfirmasi ID Diperlukan");
  await expect(problem).toContainText("Centang 'ID di atas sudah benar'");
  await expect(page).toHaveURL(/\/checkout\?/);
  // Ticked, the message goes.
  await tick.check();
  await expect(problem).toHaveCount(0);
});

test("a reload keeps the chosen method and the tick", async ({ page, baseURL }) => {
  await reviewTopUp(page, baseURL);
  const methods = page.getByTestId("payment-methods");
  // The pay button is near: the methods' start and the button fit on one Pixel 7 screen (915 px;
  // with all thirteen methods listed they were 1082 px apart).
  const start = (await methods.boundingBox())!.y;
  const pay = (await page.getByTestId("checkout-confirm").boundingBox())!.y;
  expect(pay - start).toBeLessThan(800);
  await methods.getByRole("radio", { name: /GoPay/ }).check();
  await page.getByTestId("ids-confirmed").check();
  await page.reload();
  await expect(methods.getByRole("radio", { name: /GoPay/ })).toBeChecked();
  await expect(page.getByTestId("ids-confirmed")).toBeChecked();
  // The amount at the top follows the kept method: 22.000 + 1,5 % = 22.330.
  await expect(page.getByTestId("review-pay-total")).toHaveText("Rp22.330");
});

test("Back from the payment page lands on the unpaid order, never on a fresh checkout", async ({ page, baseURL }) => {
  test.slow();
  const seller = await newMember(baseURL, { role: "seller" });
  const id = await newListing(baseURL, seller, { gameSlug: "genshin-impact", categorySlug: "akun", price: "175000" });
  const buyer = await newMember(baseURL);
  await loginAs(page, buyer);
  await emptyServerCart(page);
  await page.goto(`/games/genshin-impact/akun/${id}`);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByText("Ditambahkan ke Keranjang").first()).toBeVisible();
  await toastsGone(page);
  await page.getByTestId("cart-link").click();
  await page.getByTestId("cart-checkout").click();
  await expect(page.getByTestId("payment-methods").getByRole("radio", { name: /QRIS/ })).toBeChecked();
  await page.getByTestId("checkout-confirm").click();
  await expect(page).toHaveURL(/\/payments\/pay-[0-9a-f]{32}$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/order\/ord_[0-9a-f]+$/);
  await expect(page.getByTestId("continue-payment")).toHaveText("Lanjutkan Pembayaran");
  // Going on from there (or pressing Back again) made no second order.
  await page.goto("/my-account/orders");
  await expect(page.locator('a[href^="/order/ord_"]')).not.toHaveCount(0);
  const orderLinks = await page
    .locator('a[href^="/order/ord_"]')
    .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute("href")))]);
  expect(orderLinks).toHaveLength(1);
});
