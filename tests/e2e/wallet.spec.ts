import { expect, test, type Page } from "./fixtures";
import { expectNoSevereAxeViolations, loginAs, rupiahText, toastsGone } from "./helpers";
import { newMember } from "./people";

const amountIn = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).innerText()).replace(/\D/g, ""));

// Each test has a buyer of its own: the demo buyer's balance moves with other specs' orders.
test("a buyer requests a BCA deposit and sees the unique code and the total on its page", async ({ page, baseURL }) => {
  await loginAs(page, await newMember(baseURL));
  await page.goto("/my-account/wallet");
  await expect(page.getByRole("heading", { name: "Dompet Saya" })).toBeVisible();
  await expectNoSevereAxeViolations(page, { exclude: "[data-sonner-toaster]" });
  const before = await amountIn(page, "available-balance");

  await page.getByLabel("Jumlah Deposit (Rp)").fill("100.000");
  await page.getByRole("radio", { name: /^Bank Transfer BCA/ }).check();
  await page.getByRole("button", { name: "Buat Permintaan Deposit" }).click();

  await expect(page).toHaveURL(/\/my-account\/wallet\/deposits\/dep_/);
  await expect(page.getByText("Permintaan Deposit Diterima")).toBeVisible();
  const code = Number(await page.getByTestId("deposit-unique-code").innerText());
  expect(code).toBeGreaterThanOrEqual(100);
  expect(code).toBeLessThanOrEqual(999);
  await expect(page.getByTestId("deposit-total")).toHaveText(rupiahText(100_000 + code));
  await expect(
    page.getByText(`Silakan transfer tepat ${rupiahText(100_000 + code)} melalui Bank Transfer BCA.`).first(),
  ).toBeVisible();
  await expect(page.getByText("Menunggu", { exact: true })).toBeVisible();
  await expectNoSevereAxeViolations(page, { exclude: "[data-sonner-toaster]" });

  // Nothing enters the wallet before staff approve; the deposit is in the history, newest first.
  await page.getByRole("link", { name: "Kembali ke Dompet" }).click();
  await expect(page.getByTestId("available-balance")).toHaveText(rupiahText(before));
  await expect(page.getByTestId("deposit-row").first()).toContainText(rupiahText(100_000 + code));
});

test("a buyer withdraws part of the balance, it moves to held at once, and too much is refused", async ({
  page,
  baseURL,
}) => {
  await loginAs(page, await newMember(baseURL, { deposit: 300_000 }));
  await page.goto("/my-account/wallet");
  const available = await amountIn(page, "available-balance");
  const held = await amountIn(page, "held-balance");
  const rowsBefore = await page.getByTestId("withdrawal-row").count();
  expect(available).toBeGreaterThan(100_000);
  const amount = Math.floor(available / 2 / 1000) * 1000;

  await page.getByLabel("Jumlah Penarikan (Rp)").fill(String(amount));
  await page.getByRole("radio", { name: "Transfer Bank" }).check();
  // The e-wallet fields step aside once a bank transfer is chosen; 'Lainnya' asks for the bank's name.
  await expect(page.getByTestId("ewallet-fields")).toBeHidden();
  await expect(page.getByLabel("Nama Bank (jika memilih Lainnya)")).toBeHidden();
  await page.getByLabel("Bank", { exact: true }).selectOption("Lainnya");
  await page.getByLabel("Nama Bank (jika memilih Lainnya)").fill("Bank Jago");
  await page.getByLabel("Nomor Rekening").fill("1029384756");
  await page.getByLabel("Nama Pemilik Rekening").fill("Andi Pratama");
  await page.getByRole("button", { name: "Ajukan Penarikan" }).click();

  await expect(page.getByText("Permintaan Penarikan Diterima")).toBeVisible();
  await expect(page.getByTestId("available-balance")).toHaveText(rupiahText(available - amount));
  await expect(page.getByTestId("held-balance")).toHaveText(rupiahText(held + amount));
  const row = page.getByTestId("withdrawal-row").first();
  await expect(row).toContainText("Menunggu");
  await expect(row).toContainText(rupiahText(amount));
  await expect(row).toContainText("Bank Jago");

  // The header's user menu shows the new balance.
  await toastsGone(page); // a toast over the phone header would take the tap
  await page.getByTestId("site-header").getByTestId("user-menu").locator("summary").click();
  await expect(page.getByTestId("menu-balance")).toHaveText(`Saldo: ${rupiahText(available - amount)}`);
  await toastsGone(page); // a toast over the phone header would take the tap
  await page.getByTestId("site-header").getByTestId("user-menu").locator("summary").click();

  // A second withdrawal above what is left is refused, with the maximum, and the typed values stay.
  const rest = available - amount;
  await page.getByLabel("Jumlah Penarikan (Rp)").fill(String(rest + 1000));
  await page.getByRole("radio", { name: "E-Wallet" }).check();
  await expect(page.getByTestId("bank-fields")).toBeHidden();
  await page.getByLabel("Penyedia E-Wallet").selectOption("GoPay");
  await page.getByLabel("Nomor Telepon E-Wallet").fill("081234567890");
  await page.getByRole("button", { name: "Ajukan Penarikan" }).click();
  await expect(page.getByTestId("withdraw-amount-error")).toContainText("Saldo Tidak Cukup");
  await expect(page.getByTestId("withdraw-amount-error")).toContainText(
    `Anda hanya dapat menarik maksimal ${rupiahText(rest)}.`,
  );
  await expect(page.getByLabel("Nomor Telepon E-Wallet")).toHaveValue("081234567890");
  await expect(page.getByTestId("available-balance")).toHaveText(rupiahText(rest));
  await expect(page.getByTestId("withdrawal-row")).toHaveCount(rowsBefore + 1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the withdrawal form works on a 360 px screen, 'Lainnya' still asks for the bank's name", async ({
    page,
    baseURL,
  }) => {
    const me = await newMember(baseURL, { deposit: 50_000 });
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/login?redirect=/my-account/wallet");
    await page.getByLabel("Email").fill(me.email);
    await page.getByLabel("Password").fill(me.password);
    await page.getByRole("button", { name: "Masuk", exact: true }).click();
    // The login form posts and redirects back; navigating away before it lands would abort the post.
    await expect(page).toHaveURL(/\/my-account\/wallet$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const available = await amountIn(page, "available-balance");

    await page.getByLabel("Jumlah Penarikan (Rp)").fill("10.000");
    await page.getByRole("radio", { name: "Transfer Bank" }).check();
    await page.getByLabel("Bank", { exact: true }).selectOption("Lainnya");
    await expect(page.getByLabel("Nama Bank (jika memilih Lainnya)")).toBeVisible();
    await page.getByLabel("Nomor Rekening").fill("5566778899");
    await page.getByLabel("Nama Pemilik Rekening").fill("Andi Pratama");
    // The typed bank name is missing: the server says so beside the bank fields and keeps the rest.
    await page.getByRole("button", { name: "Ajukan Penarikan" }).click();
    await expect(page.getByTestId("withdraw-bank-error")).toContainText("Data Bank Tidak Lengkap");
    await expect(page.getByLabel("Nomor Rekening")).toHaveValue("5566778899");
    await expect(page.getByLabel("Nama Bank (jika memilih Lainnya)")).toBeVisible();

    await page.getByLabel("Nama Bank (jika memilih Lainnya)").fill("Bank Neo Commerce");
    await page.getByRole("button", { name: "Ajukan Penarikan" }).click();
    await expect(page).toHaveURL("/my-account/wallet");
    await expect(page.getByTestId("available-balance")).toHaveText(rupiahText(available - 10_000));
    await expect(page.getByTestId("withdrawal-row").first()).toContainText("Bank Neo Commerce");
  });
});
