/**
 * Withdrawals paid by Midtrans Payouts (the local simulator, which completes an approved payout on
 * its own, or fails it for an account ending in 99, and calls the app back with signed callbacks):
 * the seller sees the account holder's name before confirming, one admin sends, another approves,
 * and the seller's history shows the outcome — no reference typed by hand.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { loginAs, phoneContextPage, rupiahText, toastsGone } from "./helpers";
import { newMember } from "./people";

async function withdraw(page: Page, amount: number, accountNumber: string) {
  await page.getByLabel("Jumlah Penarikan (Rp)").fill(String(amount));
  await page.getByRole("radio", { name: "Transfer Bank" }).check();
  await page.getByLabel("Bank", { exact: true }).selectOption("BCA");
  await page.getByLabel("Nomor Rekening").fill(accountNumber);
  await page.getByLabel("Nama Pemilik Rekening").fill("Budi Santoso");
  await page.getByRole("button", { name: "Ajukan Penarikan" }).click();
  const holder = page.getByTestId("account-holder");
  await expect(holder).toContainText("Nama pemilik rekening:");
  // The typed name differs from the bank's: a warning, not a refusal.
  await expect(holder).toContainText("berbeda dengan nama pemilik rekening");
  await page.getByRole("button", { name: "Konfirmasi Penarikan" }).click();
  await expect(page.getByText("Permintaan Penarikan Diterima")).toBeVisible();
  await toastsGone(page);
}

test("a withdrawal is sent by one admin, approved by another and paid by the provider; a failed one comes back", async ({
  page: seller,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // A seller of the test's own with Rp100.000: the demo seller's balance moves with other specs' orders.
  await loginAs(seller, await newMember(baseURL, { role: "seller", deposit: 100_000 }));
  await seller.goto("/my-account/wallet");
  await withdraw(seller, 11_111, "1234567890");
  await withdraw(seller, 12_345, "5566778899");
  const afterAsking = await seller.getByTestId("available-balance").first().textContent();

  // Admin A sends both as one batch.
  const adminA = await phoneContextPage(browser, baseURL);
  await loginAs(adminA, "admin@pasargame.test");
  await adminA.goto("/admin/withdrawals");
  for (const amount of [11_111, 12_345]) {
    const row = adminA.getByTestId("withdrawal-row").filter({ hasText: rupiahText(amount) });
    await row.getByLabel("Pilih untuk kirim bersama").check();
  }
  await adminA.getByRole("button", { name: "Kirim yang Dipilih via Midtrans" }).click();
  await expect(adminA.getByText("2 penarikan dikirim ke Midtrans")).toBeVisible();
  const rowA = adminA.getByTestId("withdrawal-row").filter({ hasText: rupiahText(11_111) });
  await expect(rowA.getByTestId("payout-state")).toContainText("Menunggu persetujuan admin lain");
  await expect(rowA.getByRole("button", { name: "Setujui Pembayaran" })).toHaveCount(0);
  // While the provider holds it, only the provider's answer settles it: no 'Tolak', no manual pay.
  await expect(rowA.getByRole("button", { name: "Tolak" })).toHaveCount(0);
  await expect(rowA.getByRole("button", { name: "Tandai Dibayar" })).toHaveCount(0);
  await expect(rowA.getByRole("button", { name: "Periksa Status" })).toBeVisible();

  // Admin B approves them.
  const adminB = await phoneContextPage(browser, baseURL);
  await loginAs(adminB, "keuangan@pasargame.test");
  for (const amount of [11_111, 12_345]) {
    await adminB.goto("/admin/withdrawals");
    const row = adminB.getByTestId("withdrawal-row").filter({ hasText: rupiahText(amount) });
    await row.getByRole("button", { name: "Setujui Pembayaran" }).click();
    await expect(adminB.getByText("1 pembayaran disetujui")).toBeVisible();
  }

  // The provider completes the first and fails the second; the seller's history follows.
  await expect(async () => {
    await seller.goto("/my-account/wallet");
    const paid = seller
      .getByTestId("withdrawal-row")
      .filter({ hasText: rupiahText(11_111) })
      .first();
    await expect(paid).toContainText("Dibayar", { timeout: 1_000 });
    await expect(paid).toContainText("Referensi transfer:", { timeout: 1_000 });
    const failed = seller
      .getByTestId("withdrawal-row")
      .filter({ hasText: rupiahText(12_345) })
      .first();
    await expect(failed).toContainText("Rekening tujuan tidak aktif", { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  // The failed one's money is back: the balance is what it was after asking, plus Rp12.345.
  const before = Number((afterAsking ?? "").replace(/[^\d]/g, ""));
  await expect(seller.getByTestId("available-balance").first()).toHaveText(rupiahText(before + 12_345));
  await adminA.context().close();
  await adminB.context().close();
});
