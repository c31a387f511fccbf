/**
 * Irreversible order steps on a phone: 'Konfirmasi Pesanan Diterima' and the seller's 'Batalkan
 * Pesanan' open a dialog (focus inside, Escape closes without moving money), the seller's reason is
 * required and kept when refused, and the buyer then reads the outcome and the reason. Without
 * JavaScript the same step is a confirmation section on the page.
 */
import { devices, expect, test } from "./fixtures";
import { expectNoSevereAxeViolations, loginAs, phoneContextPage, checkoutOne } from "./helpers";
import { newMember } from "./people";

// A Roblox top-up of the demo seller (penjual_demo): Rp48.000, plenty of stock, one required input.
const LISTING = { listingId: "lst_061", expectedPrice: 48_000, userInputData: { username: "pemain_dialog" } };

// Confirming pays the demo seller, less the platform fee: figures orders-flow.spec.ts counts.
test.use({ siteWide: ["platform-fees", "demo-seller-wallet"] });

test("confirming receipt asks in a dialog first; Escape leaves the money where it is", async ({
  page: buyer,
  browser,
  baseURL,
}) => {
  await loginAs(buyer, await newMember(baseURL, { deposit: 50_000 }));
  const orderPath = await checkoutOne(buyer, baseURL!, LISTING);
  const seller = await phoneContextPage(browser, baseURL);
  await loginAs(seller, "penjual@pasargame.test");
  await seller.goto(orderPath);
  await seller.getByLabel("Info Pengiriman").fill("Kode top up: RBX-7731");
  await seller.getByRole("button", { name: "Tandai Dikirim" }).click();
  await expect(seller.locator('main [data-status="Dikirim"]').first()).toBeVisible();
  // The seller still reads what they delivered.
  await expect(seller.getByTestId("delivery-info")).toHaveText("Kode top up: RBX-7731");

  await buyer.goto(orderPath);
  const trigger = buyer.getByTestId("action-confirm");
  await trigger.click();
  const dialog = buyer.getByRole("dialog", { name: "Konfirmasi pesanan diterima?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Dana akan diteruskan ke penjual dan tidak bisa dibatalkan");
  await expect(dialog.getByRole("button", { name: "Batal" })).toBeFocused();
  await expectNoSevereAxeViolations(buyer, { include: "main" });
  await buyer.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await buyer.reload();
  await expect(buyer.locator('main [data-status="Dikirim"]').first()).toBeVisible();

  await buyer.getByTestId("action-confirm").click();
  await buyer.getByRole("button", { name: "Ya, Pesanan Sudah Diterima" }).click();
  await expect(buyer.locator('main [data-status="Selesai"]').first()).toBeVisible();
  await seller.context().close();
});

test("the seller's cancel needs a reason (kept when refused) and the buyer reads it with the refund", async ({
  page: buyer,
  browser,
  baseURL,
}) => {
  await loginAs(buyer, await newMember(baseURL, { deposit: 50_000 }));
  const orderPath = await checkoutOne(buyer, baseURL!, LISTING);
  await buyer.request.post(orderPath, { form: { intent: "pay" }, headers: { Origin: baseURL! }, maxRedirects: 0 });
  const seller = await phoneContextPage(browser, baseURL);
  await loginAs(seller, "penjual@pasargame.test");
  await seller.goto(orderPath);
  await expect(seller.locator('main [data-status="Diproses"]').first()).toBeVisible();

  await seller.getByTestId("action-cancel").click();
  const dialog = seller.getByRole("dialog", { name: "Batalkan pesanan ini?" });
  await expect(dialog).toBeVisible();
  const reason = dialog.getByLabel("Alasan Pembatalan");
  await expect(reason).toBeFocused();
  await reason.fill("habis");
  await dialog.getByRole("button", { name: "Ya, Batalkan Pesanan" }).click();
  await expect(dialog.getByTestId("decisionReason-error")).toHaveText(
    "Alasan terlalu singkat: tulis minimal 10 karakter.",
  );
  await expect(reason).toHaveValue("habis");
  await expect(seller.locator('main [data-status="Diproses"]').first()).toBeVisible();
  await reason.fill("Stok kode top up sedang kosong, mohon maaf");
  await dialog.getByRole("button", { name: "Ya, Batalkan Pesanan" }).click();
  await expect(seller.locator('main [data-status="Dibatalkan"]').first()).toBeVisible();

  await buyer.goto(orderPath);
  await expect(buyer.getByTestId("order-outcome")).toHaveText("Dana Rp48.000 dikembalikan ke saldo Anda.");
  await expect(buyer.getByTestId("decision-reason")).toHaveText("Stok kode top up sedang kosong, mohon maaf");
  await expectNoSevereAxeViolations(buyer, { include: "main" });
  await buyer.getByRole("link", { name: "Lihat Mutasi Saldo" }).click();
  await expect(buyer.getByTestId("statement-row").first()).toHaveAttribute("data-kind", "order_refunded");
  await expectNoSevereAxeViolations(buyer, { include: "main" });
  await seller.context().close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the confirm step is a section on the page with the warning and the final button", async ({
    page: buyer,
    browser,
    baseURL,
  }) => {
    await buyer.goto("/login?redirect=/my-account/orders");
    const me = await newMember(baseURL, { deposit: 50_000 });
    await buyer.getByLabel("Email").fill(me.email);
    await buyer.getByLabel("Password").fill(me.password);
    await buyer.getByRole("button", { name: "Masuk", exact: true }).click();
    await expect(buyer).toHaveURL(/\/my-account\/orders$/);
    const orderPath = await checkoutOne(buyer, baseURL!, LISTING);
    // The seller's phone runs JavaScript.
    const seller = await (
      await browser.newContext({ ...devices["Pixel 7"], baseURL, locale: "id-ID", javaScriptEnabled: true })
    ).newPage();
    await loginAs(seller, "penjual@pasargame.test");
    await seller.goto(orderPath);
    await seller.getByLabel("Info Pengiriman").fill("Kode top up: RBX-0001");
    await seller.getByRole("button", { name: "Tandai Dikirim" }).click();
    await expect(seller.locator('main [data-status="Dikirim"]').first()).toBeVisible();

    await buyer.goto(orderPath);
    await buyer.getByTestId("action-confirm").click();
    const step = buyer.getByTestId("confirm-step");
    await expect(step).toBeVisible();
    await expect(step).toContainText("Dana akan diteruskan ke penjual dan tidak bisa dibatalkan");
    await expect(buyer.locator('main [data-status="Dikirim"]').first()).toBeVisible();
    await step.getByRole("button", { name: "Ya, Pesanan Sudah Diterima" }).click();
    await expect(buyer.locator('main [data-status="Selesai"]').first()).toBeVisible();
    await seller.context().close();
  });
});
