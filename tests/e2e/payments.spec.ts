/**
 * Paying through the payment gateway (the Midtrans simulator beside the app): a new buyer with an
 * empty wallet buys with QRIS — the QR code and the total are on the app's own payment page and on
 * the order — pays it at the simulator as a banking app would, and the order turns 'Diproses' with
 * no staff action; a VA BCA order shows its VA number in the app, switches method without a second
 * payable transaction, and is paid by that number; a VA BCA deposit is credited by itself; a manual
 * BCA deposit shows where to transfer, and 'Saya sudah transfer' marks it for staff.
 */
import { expect, test } from "./fixtures";
import {
  emptyServerCart,
  expectNoSevereAxeViolations,
  loginAs,
  phoneContextPage,
  registerBuyer,
  toastsGone,
} from "./helpers";
import { payAtSimulator, shownPayCode, SIM_ORIGIN } from "./pay-sim";
import { newListing, newMember, type Member } from "./people";

/**
 * A Genshin account of a seller of the test's own: Rp175.000, no required inputs, stock to spare.
 * (The demo seller's lst_025 has six in stock and three other specs buy it on the other worker.)
 */
async function ownListing(baseURL: string | undefined): Promise<{ seller: Member; path: string }> {
  const seller = await newMember(baseURL, { role: "seller" });
  const id = await newListing(baseURL, seller, { gameSlug: "genshin-impact", categorySlug: "akun", price: "175000" });
  return { seller, path: `/games/genshin-impact/akun/${id}` };
}
const QRIS_TOTAL = "Rp176.225"; // 175.000 + 0,7 % (1.225)
/** The app's own payment page, where 'Bayar' lands with the provider's instructions. */
const PAY_PAGE = /\/payments\/pay-[0-9a-f]{32}$/;

// The provider sends the browser back to the site's public origin, http://localhost:<port> locally
// (scripts/lib.mjs PUBLIC_ORIGIN): these tests browse there so the session cookie comes back too.
test.use({ baseURL: async ({ baseURL }, provide) => provide(baseURL?.replace("127.0.0.1", "localhost")) });

/** A new buyer registered through the form and verified with the code from the development outbox. */
test("a new buyer with Rp0 pays with QRIS: the order turns 'Diproses' by itself, live, and the seller sees it paid", async ({
  page: buyer,
  browser,
  baseURL,
}) => {
  test.slow(); // registration, the simulator's page and the provider's notification: slow on a loaded CI machine
  const listing = await ownListing(baseURL);
  await registerBuyer(buyer);
  await buyer.goto("/my-account/wallet");
  await expect(buyer.getByTestId("available-balance")).toHaveText("Rp0");

  await emptyServerCart(buyer);
  await buyer.goto(listing.path);
  await buyer.getByTestId("add-to-cart").click();
  await expect(buyer.getByText("Ditambahkan ke Keranjang").first()).toBeVisible();
  await toastsGone(buyer);
  await buyer.getByTestId("cart-link").click();
  await buyer.getByTestId("cart-checkout").click();
  await expect(buyer.getByTestId("review-total")).toHaveText("Rp175.000");

  // The methods with their fees; short of balance, QRIS is chosen and its total shown.
  const methods = buyer.getByTestId("payment-methods");
  await expect(methods.getByTestId("method-qris")).toContainText("Biaya 0,7%");
  await expect(methods.getByTestId("method-va_bca")).toContainText("Biaya Rp4.000");
  await expect(methods.getByRole("radio", { name: /QRIS/ })).toBeChecked();
  await expect(methods.getByTestId("method-total").filter({ visible: true })).toHaveText(`Total dibayar${QRIS_TOTAL}`);
  await expect(buyer.getByTestId("review-pay-total")).toHaveText(QRIS_TOTAL);
  // Choosing another method shows its total instead.
  // BNI waits behind 'Metode lainnya' (the common methods come first, issue 33).
  await methods.getByText("Metode lainnya").click();
  await methods.getByRole("radio", { name: /Virtual Account BNI/ }).check();
  await expect(methods.getByTestId("method-total").filter({ visible: true })).toHaveText("Total dibayarRp179.000");
  // The amount to pay at the top follows the choice (issue 33).
  await expect(buyer.getByTestId("review-pay-total")).toHaveText("Rp179.000");
  await methods.getByRole("radio", { name: /QRIS/ }).check();
  await expectNoSevereAxeViolations(buyer);

  await buyer.getByTestId("checkout-confirm").click();
  // The app's own page: the QRIS drawn as a QR code, the total with its fee, the deadline in WIB.
  await expect(buyer).toHaveURL(PAY_PAGE);
  await expect(buyer.getByTestId("pay-qr")).toBeVisible();
  await expect(buyer.getByTestId("pay-amount")).toHaveText(QRIS_TOTAL);
  await expect(buyer.getByText("Rp175.000 + biaya Rp1.225")).toBeVisible();
  await expect(buyer.getByTestId("pay-deadline")).toHaveText(/ WIB$/);
  await expectNoSevereAxeViolations(buyer);
  const qris = await shownPayCode(buyer);
  expect(qris).toMatch(/^000201010212.*6304[0-9A-F]{4}$/);

  // Meanwhile the order waits and shows the same QR, amount and deadline.
  const watcher = await buyer.context().newPage();
  await watcher.goto("/my-account/orders");
  await watcher.locator('a[href^="/order/ord_"]').first().click();
  await expect(watcher).toHaveURL(/\/order\/ord_[0-9a-f]+$/);
  const orderPath = new URL(watcher.url()).pathname;
  await expect(watcher.getByTestId("waiting-payment")).toContainText(
    "Menunggu pembayaran melalui QRIS · berlaku sampai",
  );
  expect(await shownPayCode(watcher)).toBe(qris);
  await expect(watcher.getByTestId("pay-amount")).toHaveText(QRIS_TOTAL);
  await expect(watcher.locator('main header [data-status="Menunggu Pembayaran"]')).toBeVisible();
  await expect(watcher.getByTestId("chat-connection")).toHaveText("Terhubung");

  // Scanned and paid in a banking app (the simulator); 'Cek Status' then leads to the paid order.
  await payAtSimulator(buyer, qris);
  await buyer.getByTestId("check-payment").click();
  await expect(buyer).toHaveURL(orderPath);
  await expect(buyer.locator('main header [data-status="Diproses"]')).toBeVisible();
  // The page left open turned 'Diproses' without a reload.
  await expect(watcher.locator('main header [data-status="Diproses"]')).toBeVisible();
  await expect(watcher.getByTestId("waiting-payment")).toHaveCount(0);

  const seller = await phoneContextPage(browser, baseURL);
  await loginAs(seller, listing.seller);
  await seller.goto("/seller/dashboard?tab=orders");
  const orderId = orderPath.split("/").pop()!;
  const row = seller.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
  await expect(row).toContainText("Diproses");
});

test("a VA BCA order shows its VA number in the app, changes method without a second payable transaction, and is paid by it", async ({
  page: buyer,
  baseURL,
}) => {
  test.slow();
  const listing = await ownListing(baseURL);
  await registerBuyer(buyer);
  await emptyServerCart(buyer);
  await buyer.goto(listing.path);
  await buyer.getByTestId("add-to-cart").click();
  await expect(buyer.getByText("Ditambahkan ke Keranjang").first()).toBeVisible();
  await toastsGone(buyer);
  await buyer.getByTestId("cart-link").click();
  await buyer.getByTestId("cart-checkout").click();
  const methods = buyer.getByTestId("payment-methods");
  await methods.getByRole("radio", { name: /Virtual Account BCA/ }).check();
  await buyer.getByTestId("checkout-confirm").click();
  await expect(buyer).toHaveURL(PAY_PAGE);
  const firstPayment = new URL(buyer.url()).pathname;
  await expect(buyer.getByTestId("pay-bank")).toHaveText("BCA");
  const firstVa = await shownPayCode(buyer);
  expect(firstVa).toMatch(/^39012\d{11}$/);
  await expect(buyer.getByTestId("pay-amount")).toHaveText("Rp179.000");

  // The order shows the same number; 'Bayar' again with another method closes the first.
  await buyer.getByTestId("pay-order-link").click();
  await expect(buyer).toHaveURL(/\/order\/ord_[0-9a-f]+$/);
  const orderPath = new URL(buyer.url()).pathname;
  expect(await shownPayCode(buyer)).toBe(firstVa);
  await buyer.getByText("Metode lainnya").click();
  await buyer.getByRole("radio", { name: /Virtual Account BNI/ }).check();
  await buyer.getByTestId("action-pay").click();
  await expect(buyer).toHaveURL(PAY_PAGE);
  expect(new URL(buyer.url()).pathname).not.toBe(firstPayment);
  const va = await shownPayCode(buyer);
  expect(va).toMatch(/^8578\d{12}$/);
  await buyer.goto(orderPath);
  await expect(buyer.getByTestId("pay-instructions")).toHaveCount(1);
  expect(await shownPayCode(buyer)).toBe(va);

  // The closed one can no longer be paid at the provider; the open one can.
  const bank = await buyer.context().newPage();
  await bank.goto(`${SIM_ORIGIN}/simulator?code=${firstVa}`);
  await expect(bank.getByRole("heading", { name: "Pembayaran kedaluwarsa" })).toBeVisible();
  await bank.close();
  await payAtSimulator(buyer, va);
  // The open order page turns 'Diproses' by itself; it then says how it was paid.
  await expect(buyer.locator('main header [data-status="Diproses"]')).toBeVisible();
  await buyer.reload();
  await expect(buyer.getByTestId("paid-method")).toHaveText("Virtual Account BNI");
});

test("a VA BCA deposit is credited by itself; a manual BCA deposit shows the account and is marked for staff", async ({
  page,
  browser,
  baseURL,
}) => {
  await registerBuyer(page);
  await page.goto("/my-account/wallet");
  await page.getByLabel("Jumlah Deposit (Rp)").fill("100.000");
  await page.getByTestId("deposit-method-va_bca").click();
  await page.getByRole("button", { name: "Buat Permintaan Deposit" }).click();
  await expect(page).toHaveURL(PAY_PAGE);
  await expect(page.getByTestId("pay-amount")).toHaveText("Rp104.000");
  await payAtSimulator(page, await shownPayCode(page));
  // Credited by the provider's notification, no staff involved.
  await expect(async () => {
    await page.goto("/my-account/wallet");
    await expect(page.getByTestId("available-balance")).toHaveText("Rp100.000", { timeout: 2_000 });
  }).toPass();

  // A manual transfer: where to, how much exactly, by when.
  await page.getByLabel("Jumlah Deposit (Rp)").fill("50.000");
  await page.getByTestId("deposit-method-Bank Transfer BCA").click();
  await page.getByRole("button", { name: "Buat Permintaan Deposit" }).click();
  await expect(page).toHaveURL(/\/my-account\/wallet\/deposits\/dep_/);
  const depositId = page.url().split("/").pop()!;
  await expect(page.getByTestId("transfer-bank")).toHaveText("BCA");
  await expect(page.getByTestId("transfer-number")).toHaveText("8830 1234 56");
  await expect(page.getByTestId("transfer-holder")).toContainText("PT PasarGame Digital Indonesia");
  await expect(page.getByTestId("transfer-deadline")).toContainText("Transfer sebelum");
  await expect(page.getByTestId("deposit-total")).toHaveText(/^Rp50\.\d{3}$/);
  await toastsGone(page);
  await expectNoSevereAxeViolations(page);
  await page.getByRole("button", { name: "Saya sudah transfer" }).click();
  await expect(page.getByText("Admin akan memeriksa transfer Anda").first()).toBeVisible();
  await expect(page.getByTestId("transfer-claimed")).toBeVisible();

  const admin = await phoneContextPage(browser, baseURL);
  await loginAs(admin, "admin@pasargame.test");
  await admin.goto("/admin/deposits");
  const item = admin.locator(`[data-testid="deposit-row"][data-deposit-id="${depositId}"]`);
  await expect(item.getByTestId("deposit-claimed")).toContainText("Sudah transfer");
});
