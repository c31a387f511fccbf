/**
 * Money out and staff decisions, end to end: a seller withdraws, the payout machine marks it paid
 * through /internal/payouts (the curl of the README, as fetch); and the admin decides two disputes,
 * one each way.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { loginAs, phoneContextPage, rupiahText } from "./helpers";
import { idOf, newMember } from "./people";

const LISTING = "/games/genshin-impact/akun/lst_025"; // the demo seller's Rp175.000 account

/** The local payout token `npm start` wrote to .dev.vars (the production one is a secret). */
function payoutToken() {
  const vars = readFileSync(path.join(import.meta.dirname, "../../.dev.vars"), "utf8");
  return /^PAYOUT_API_TOKEN=(.+)$/m.exec(vars)![1]!.trim();
}

test("a seller withdraws and the payout machine marks it paid, once", async ({ page: seller, request, baseURL }) => {
  // A seller of the test's own with Rp150.000 (the demo seller's wallet is shared by every spec).
  const me = await newMember(baseURL, { role: "seller", deposit: 150_000 });
  await loginAs(seller, me);
  await seller.goto("/seller/dashboard?tab=withdrawals");
  await seller.getByLabel("Jumlah Penarikan (Rp)").fill("100000");
  await seller.getByRole("radio", { name: "Transfer Bank" }).check();
  await seller.getByLabel("Bank", { exact: true }).selectOption("BCA");
  await seller.getByLabel("Nomor Rekening").fill("1234567890");
  await seller.getByLabel("Nama Pemilik Rekening").fill("Penjual Demo");
  await seller.getByRole("button", { name: "Ajukan Penarikan" }).click();
  // The payout provider names the account's holder; the seller confirms.
  await expect(seller.getByTestId("account-holder")).toContainText("Nama pemilik rekening: PENJUAL DEMO");
  await seller.getByRole("button", { name: "Konfirmasi Penarikan" }).click();
  await expect(seller.getByText("Permintaan Penarikan Diterima")).toBeVisible();

  const auth = { Authorization: `Bearer ${payoutToken()}` };
  expect((await request.get("/internal/payouts")).status()).toBe(401);
  const pending = await request.get("/internal/payouts", { headers: auth });
  expect(pending.status()).toBe(200);
  const { withdrawals } = (await pending.json()) as { withdrawals: { id: string; userId: string; amount: number }[] };
  const userId = await idOf(baseURL, me);
  const mine = withdrawals.find((w) => w.userId === userId && w.amount === 100_000);
  expect(mine).toBeTruthy();

  const pay = () =>
    request.post(`/internal/payouts/${mine!.id}`, {
      headers: { ...auth, "Content-Type": "application/json" },
      data: { status: "paid", transferReference: "BCA-E2E-0001" },
    });
  const first = await pay();
  expect(first.status()).toBe(200);
  expect(await first.json()).toMatchObject({ changed: true });
  const again = await pay();
  expect(again.status()).toBe(200);
  expect(await again.json()).toMatchObject({ changed: false });

  await seller.goto("/my-account/wallet");
  await expect(seller.getByTestId("held-balance")).toHaveText(rupiahText(0));
  const row = seller.getByTestId("withdrawal-row").first();
  await expect(row).toContainText("Dibayar");
  await expect(row).toContainText("BCA-E2E-0001");
});

test("the admin decides one dispute for the seller and one for the buyer", async ({
  page: buyer,
  browser,
  baseURL,
}) => {
  const seller = await phoneContextPage(browser, baseURL);
  const admin = await phoneContextPage(browser, baseURL);
  await loginAs(buyer, await newMember(baseURL, { deposit: 400_000 }));
  await loginAs(seller, "penjual@pasargame.test");
  await loginAs(admin, "admin@pasargame.test");

  const disputed: string[] = [];
  for (const reason of ["Akun terkunci verifikasi", "Level tidak sesuai"]) {
    await buyer.goto(LISTING);
    await buyer.getByTestId("add-to-cart").click();
    await expect(buyer.getByTestId("cart-count")).toHaveText("1");
    await buyer.goto("/cart"); // the toast may cover the header's cart icon on a phone
    await buyer.getByTestId("cart-checkout").click();
    await buyer.getByTestId("checkout-confirm").click();
    await expect(buyer).toHaveURL(/\/order\/ord_[0-9a-f]+$/);
    const orderPath = new URL(buyer.url()).pathname;
    await seller.goto(orderPath);
    await seller.getByLabel("Info Pengiriman").fill("Email: akun@contoh.test / Sandi: rahasia");
    await seller.getByRole("button", { name: "Tandai Dikirim" }).click();
    await expect(seller.locator('main [data-status="Dikirim"]').first()).toBeVisible();
    await buyer.goto(orderPath);
    await buyer.getByText("Ada masalah? Ajukan Komplain").click(); // the form sits in a disclosure
    await buyer.getByRole("radio", { name: "Data tidak sesuai" }).check();
    await buyer.getByLabel("Penjelasan").fill(`${reason}: tangkapan layar pesan galat dari game.`);
    await buyer.getByTestId("action-dispute").click();
    await expect(buyer.locator('main [data-status="Dikomplain"]').first()).toBeVisible();
    disputed.push(orderPath.split("/").pop()!);
  }

  for (const [orderId, decision, status] of [
    [disputed[0], "release", "Selesai"],
    [disputed[1], "refund", "Dibatalkan"],
  ] as const) {
    await admin.goto(`/admin/disputes/${orderId}`);
    await expect(admin.getByTestId("case-timeline").getByText("tangkapan layar pesan galat dari game.")).toBeVisible();
    await admin.getByTestId(`action-${decision}`).click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByLabel("Alasan Keputusan").fill("Diputuskan berdasarkan bukti di chat pesanan.");
    await dialog.getByTestId(`confirm-${decision}`).click();
    // The decision lands when the console returns to the list; opening the buyer's page earlier
    // could render the old status before the room's broadcast reaches that page's socket.
    await expect(admin).toHaveURL(/\/admin\/disputes$/);
    await buyer.goto(`/order/${orderId}`);
    await expect(buyer.locator(`main [data-status="${status}"]`).first()).toBeVisible();
  }

  await admin.goto("/admin/ledger");
  for (const check of await admin.getByTestId("invariant").all())
    await expect(check).toHaveAttribute("data-ok", "true");
  await seller.context().close();
  await admin.context().close();
});
