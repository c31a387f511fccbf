/**
 * Paying at the local Midtrans simulator the way a buyer's bank or wallet app would: the app's
 * payment page shows a VA number, pay code or QRIS; the simulator's /simulator page takes that code
 * and "Bayar (simulasi)" settles it and posts the signed notification to the app.
 */
import { expect, type Page } from "@playwright/test";

/** The simulator beside the e2e server: the app's port + 100 (scripts/lib.mjs simulatorPort). */
export const SIM_ORIGIN = `http://localhost:${Number(process.env.E2E_PORT ?? 8788) + 100}`;

/** The code the page's (first) pay instructions show: VA number, bill key, pay code, or the QRIS payload. */
export async function shownPayCode(page: Page): Promise<string> {
  const instructions = page.getByTestId("pay-instructions").first();
  await expect(instructions).toBeVisible();
  for (const id of ["pay-va-number", "pay-bill-key", "pay-code"]) {
    const code = instructions.getByTestId(id);
    if ((await code.count()) > 0) return ((await code.textContent()) ?? "").trim();
  }
  return (await instructions.getByTestId("pay-qr").getAttribute("data-qr-string")) ?? "";
}

/** Pays `code` at the simulator in a tab of its own; returns once the simulator says it is paid. */
export async function payAtSimulator(page: Page, code: string) {
  const bank = await page.context().newPage();
  await bank.goto(`${SIM_ORIGIN}/simulator`);
  await bank.getByLabel("Nomor Virtual Account, kode bayar, bill key atau data QRIS").fill(code);
  await bank.getByRole("button", { name: "Cari transaksi" }).click();
  await bank.getByRole("button", { name: "Bayar (simulasi)" }).click();
  await expect(bank.getByRole("heading", { name: "Pembayaran berhasil" })).toBeVisible();
  await bank.close();
}
