/**
 * Pengiriman Instan end to end: the seller stocks a login for a listing, the buyer pays from the
 * wallet and sees it on the order page at once — the order is 'Dikirim' the moment it is paid.
 */
import { expect, test } from "./fixtures";
import { loginAs, phoneContextPage, toastsGone } from "./helpers";
import { newMember } from "./people";

const LISTING = "/games/free-fire/akun/lst_044"; // the demo seller's Rp160.000 Free Fire account

test("a stocked item is delivered the moment the order is paid", async ({ page: buyer, browser, baseURL }) => {
  const seller = await phoneContextPage(browser, baseURL);
  await loginAs(seller, "penjual@pasargame.test");
  await seller.goto("/sell/instant/lst_044");
  // Counted from what is there: a retry finds the item its first try stocked.
  const counts = seller.getByTestId("instant-counts");
  const [stocked, sold] = ((await counts.textContent()) ?? "").match(/\d+/g)!.map(Number);
  const login = `ff-${Date.now()}@contoh.id / Sandi-${Math.floor(Math.random() * 1e6)}`;
  await seller.getByLabel("Item baru (satu per baris)").fill(login);
  await seller.getByRole("button", { name: "Tambah Item" }).click();
  await expect(seller.getByText("1 item ditambahkan")).toBeVisible();
  await expect(counts).toContainText(`${stocked! + 1} item tersedia`);

  // A buyer of the test's own: the cart and the wallet follow an account across tests.
  await loginAs(buyer, await newMember(baseURL, { deposit: 200_000 }));
  await buyer.goto(LISTING);
  await expect(buyer.getByText(/Pengiriman\s+Instan/).first()).toBeVisible();
  await buyer.getByTestId("add-to-cart").click();
  await expect(buyer.getByText("Ditambahkan ke Keranjang").first()).toBeVisible();
  await toastsGone(buyer);
  await buyer.getByTestId("cart-link").click();
  await buyer.getByTestId("cart-checkout").click();
  await buyer.getByTestId("checkout-confirm").click();
  await expect(buyer).toHaveURL(/\/order\/ord_[0-9a-f]+$/);
  // Paid and delivered in one step: no 'Diproses', the login is there.
  await expect(buyer.locator('main [data-status="Dikirim"]').first()).toBeVisible();
  await expect(buyer.getByTestId("delivery-info")).toContainText(login);

  await seller.reload();
  await expect(counts).toContainText(`${stocked} item tersedia · ${sold! + 1} terjual`);
  await seller.context().close();
});

test("a seeded voucher listing shows 'Instan' and delivers its code when paid", async ({ page: buyer, baseURL }) => {
  await loginAs(buyer, await newMember(baseURL, { deposit: 50_000 }));
  await buyer.goto("/games/steam-wallet");
  const card = buyer.getByTestId("product-card").filter({ hasText: "Steam Wallet IDR 45.000" });
  await expect(card).toContainText("Instan");
  await card.click();
  await expect(buyer.getByText(/Pengiriman\s+Instan/).first()).toBeVisible();
  await buyer.getByTestId("add-to-cart").click();
  await expect(buyer.getByText("Ditambahkan ke Keranjang").first()).toBeVisible();
  await toastsGone(buyer);
  await buyer.getByTestId("cart-link").click();
  await buyer.getByTestId("cart-checkout").click();
  await buyer.getByTestId("checkout-confirm").click();
  await expect(buyer).toHaveURL(/\/order\/ord_[0-9a-f]+$/);
  await expect(buyer.locator('main [data-status="Dikirim"]').first()).toBeVisible();
  await expect(buyer.getByTestId("delivery-info")).toContainText(/[A-Z2-9]{5}-[A-Z2-9]{5}-[A-Z2-9]{5}/);
});
