/**
 * Guest checkout on a phone (issue 32, point 3): a visitor with no account buys 86 Diamond by QRIS
 * from the listing's 'Beli Sekarang', pays at the simulator, and lands on the order's signed page —
 * that order only, no chat, no wallet.
 */
import { expect, test } from "./fixtures";
import { payAtSimulator, shownPayCode } from "./pay-sim";

const ML = "/games/mobile-legends/top-up/lst_012"; // 86 Diamond Mobile Legends: User ID + Zone ID

test("a visitor buys a top-up by QRIS without an account and follows it on the signed page", async ({ page }) => {
  await page.goto(ML);
  await page.getByLabel("User ID").fill("109088431");
  await page.getByLabel("Zone ID").fill("2558");
  await page.getByTestId("buy-now").click();
  await expect(page).toHaveURL(/\/checkout\?buy=lst_012&/);

  // No wallet for a guest: a contact for the receipt, and QRIS already chosen.
  await expect(page.getByTestId("method-wallet")).toHaveCount(0);
  await expect(page.getByTestId("method-qris").getByRole("radio")).toBeChecked();
  await page.getByLabel("Email atau Nomor WhatsApp").fill(`tamu.${Date.now()}@contoh.id`);
  await page.getByTestId("ids-confirmed").check();
  await page.getByTestId("checkout-confirm").click();

  await expect(page).toHaveURL(/\/payments\/pay-[0-9a-f]+$/);
  await payAtSimulator(page, await shownPayCode(page));
  await page.getByTestId("check-payment").click();

  await expect(page).toHaveURL(/\/order\/ord_[0-9a-f]+\?t=[\w-]+$/);
  const order = page.getByTestId("guest-order");
  await expect(order).toBeVisible();
  await expect(order.getByText("Diproses").first()).toBeVisible();
  await expect(order.getByText("109088431")).toBeVisible();
  await expect(page.locator("#chat")).toHaveCount(0);
  await expect(page.getByTestId("guest-register")).toBeVisible();
});
