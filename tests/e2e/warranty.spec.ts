/**
 * Warranty (Garansi) end to end on phones: a buyer buys a 7-day-warranty account, ticks the
 * 'Akun sudah diamankan' checklist and confirms; the seller's dashboard shows the money under
 * 'Dana Garansi'; the buyer files a claim with a screenshot, staff refund it, and the seller's public
 * figures count the upheld claim.
 */
import { expect, test } from "./fixtures";
import { expectNoSevereAxeViolations, loginAs, phoneContextPage, registerBuyer, checkoutOne } from "./helpers";
import { payAtSimulator, shownPayCode } from "./pay-sim";

const ACCOUNT = { listingId: "lst_018", expectedPrice: 150_000 }; // dinda_gamestore's ML account, 7-day warranty
const WEEKLY_PASS = { listingId: "lst_047", expectedPrice: 29_000, userInputData: { user_id: "1234567890" } }; // the simulator's BooyahDemo
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** Checks out one line as the logged-in buyer (what the cart's confirm button posts); returns the order page path. */
test("a warranty account: held as Dana Garansi, claimed with evidence, refunded by staff, counted in the figures", async ({
  page: buyer,
  browser,
  baseURL,
}) => {
  test.slow();
  // A new buyer with money of their own (the demo buyer's wallet is shared by every spec): a VA BCA
  // deposit the payment simulator settles by itself.
  const { username } = await registerBuyer(buyer);
  await buyer.goto("/my-account/wallet");
  await buyer.getByLabel("Jumlah Deposit (Rp)").fill("300.000");
  await buyer.getByTestId("deposit-method-va_bca").click();
  await buyer.getByRole("button", { name: "Buat Permintaan Deposit" }).click();
  await payAtSimulator(buyer, await shownPayCode(buyer));
  await expect(async () => {
    await buyer.goto("/my-account/wallet");
    await expect(buyer.getByTestId("available-balance")).toHaveText("Rp300.000", { timeout: 2_000 });
  }).toPass();
  const listing = await buyer.goto("/games/mobile-legends/akun/lst_018");
  expect(listing?.status()).toBe(200);
  await expect(buyer.getByText("Garansi 7 hari").first()).toBeVisible();
  const orderPath = await checkoutOne(buyer, baseURL!, ACCOUNT);
  // Four more paid orders of the same seller, so their figures are shown (not 'Penjual baru').
  for (let i = 0; i < 4; i++) await checkoutOne(buyer, baseURL!, WEEKLY_PASS);

  const seller = await phoneContextPage(browser, baseURL);
  await loginAs(seller, "dinda@pasargame.test");
  await seller.goto(orderPath);
  await seller.getByLabel("Info Pengiriman").fill("Moonton: ml@contoh.test / Sandi: Garansi#7");
  await seller.getByRole("button", { name: "Tandai Dikirim" }).click();
  await expect(seller.locator('main [data-status="Dikirim"]').first()).toBeVisible();

  // The buyer secures the account, ticks every step and confirms: told the money is held 7 days.
  await buyer.goto(orderPath);
  await buyer.getByTestId("action-confirm").click();
  const dialog = buyer.getByRole("dialog", { name: "Konfirmasi pesanan diterima?" });
  await expect(dialog).toContainText("Dana ditahan sebagai dana garansi selama 7 hari");
  for (const step of await dialog.getByRole("checkbox").all()) await step.check();
  await dialog.getByRole("button", { name: "Ya, Pesanan Sudah Diterima" }).click();
  await expect(buyer.locator('main [data-status="Selesai"]').first()).toBeVisible();
  await expect(buyer.getByTestId("warranty-card")).toContainText("Garansi 7 hari");
  await expect(buyer.getByTestId("warranty-status")).toContainText("Dana pesanan ditahan sebagai dana garansi sampai");

  // The seller sees the money under 'Dana Garansi', not in the wallet.
  await seller.goto("/seller/dashboard");
  await expect(seller.getByTestId("warranty-funds")).toContainText("Rp150.000");
  await expect(seller.getByTestId("warranty-funds")).toContainText("Cair ");

  // The account is taken back: the buyer claims with a screenshot.
  await buyer.getByRole("link", { name: "Klaim Garansi" }).click();
  await expect(buyer).toHaveURL(new RegExp(`${orderPath}/claim$`));
  await expectNoSevereAxeViolations(buyer, { include: "main" });
  await buyer.getByLabel("Akun ditarik kembali oleh pemilik lama").check();
  await buyer.getByLabel("Penjelasan").fill("Pemilik lama memulihkan akun lewat nomor HP, saya tidak bisa login.");
  await buyer.getByLabel(/^Bukti/).setInputFiles({ name: "bukti.png", mimeType: "image/png", buffer: PNG });
  await buyer.getByRole("button", { name: "Kirim Klaim Garansi" }).click();
  await expect(buyer).toHaveURL(new RegExp(`${orderPath}$`));
  await expect(buyer.getByTestId("warranty-status")).toContainText("Klaim garansi sedang ditinjau");
  await expect(buyer.getByTestId("warranty-claim").getByRole("img", { name: "Bukti 1" })).toBeVisible();
  // The claim is a case: its timeline and the seller's countdown on the claim page.
  await buyer.goto(`${orderPath}/claim`);
  await expect(buyer.getByTestId("case-timeline").getByTestId("case-event-opened")).toContainText(
    "Klaim garansi diajukan",
  );
  await expect(buyer.getByTestId("deadline-countdown")).toContainText("Sisa 1 hari 23 jam");
  await expectNoSevereAxeViolations(buyer, { include: "main" });

  // Staff read it in the queue and refund the buyer in full.
  const staff = await phoneContextPage(browser, baseURL);
  await loginAs(staff, "admin@pasargame.test");
  await staff.goto("/admin/disputes");
  await staff
    .getByTestId("claim-row")
    .filter({ hasText: "Akun ditarik kembali" })
    .filter({ hasText: username })
    .first()
    .click();
  await expect(staff.getByTestId("stored-checklist")).toBeVisible();
  await expect(staff.getByTestId("case-timeline")).toContainText("Pemilik lama memulihkan akun");
  await staff.getByLabel("Alasan Keputusan").fill("Akun terbukti dipulihkan pemilik lama.");
  await staff.getByRole("button", { name: "Kembalikan ke Pembeli" }).click();
  await expect(staff).toHaveURL(/\/admin\/disputes$/);

  await buyer.reload();
  await expect(buyer.getByTestId("warranty-status")).toContainText("Rp150.000 dikembalikan ke saldo pembeli");
  await expect(buyer.getByTestId("case-event-decided")).toContainText("Akun terbukti dipulihkan pemilik lama.");
  await expect(buyer.getByTestId("case-event-decided")).toContainText("seluruh dana Rp150.000 dikembalikan");

  // The seller's public figures count the upheld claim.
  await buyer.goto("/user/dinda_gamestore");
  await expect(buyer.getByTestId("seller-figures")).toContainText(/Tingkat klaim akun\s*100%\s*dari 1 pesanan akun/);
  await seller.context().close();
  await staff.context().close();
});
