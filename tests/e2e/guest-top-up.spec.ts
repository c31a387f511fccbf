/**
 * Issue 32's measure on a phone: a visitor with no account goes from home to a delivered 86 Diamond
 * (simulated QRIS, simulated Digiflazz: `npm start` maps the demo seller's lst_012 to the supplier)
 * in at most 6 taps plus typing, and follows it on the order's signed page — that order only, no chat.
 * Paying at the simulator stands for the buyer's banking app, so it is not a tap in this shop.
 */
import { expect, test, type Locator } from "./fixtures";
import { payAtSimulator, shownPayCode } from "./pay-sim";

test("a guest: home → Top Up Cepat → ID → nickname → 86 Diamond → QRIS → delivered with its SN, ≤ 6 taps", async ({
  page,
}) => {
  test.slow(); // the simulator's page and the supplier's answer on a loaded CI machine
  let taps = 0;
  const tap = async (target: Locator) => {
    taps += 1;
    await target.click();
  };

  await page.goto("/");
  await tap(page.getByTestId("quick-top-ups").getByRole("link", { name: /Mobile Legends/ }));
  await expect(page).toHaveURL(/\/games\/mobile-legends\/top-up$/);
  await page.getByLabel("User ID").fill("109088431");
  await page.getByLabel("Zone ID").fill("2558");
  await tap(page.getByTestId("check-id"));
  await expect(page.getByTestId("id-nickname")).toHaveText("Nickname: RakaMythic — pastikan benar");
  await tap(page.getByTestId("top-up-tile").filter({ hasText: /^86 Diamond/ }));
  await expect(page).toHaveURL(/\/checkout\?buy=lst_012&/);

  // No wallet for a guest: a contact for the receipt (typing), and QRIS already chosen.
  await expect(page.getByTestId("method-wallet")).toHaveCount(0);
  await expect(page.getByTestId("method-qris").getByRole("radio")).toBeChecked();
  await page.getByLabel("Email atau Nomor WhatsApp").fill(`tamu.${Date.now()}@contoh.id`);
  await tap(page.getByTestId("ids-confirmed"));
  await tap(page.getByTestId("checkout-confirm"));

  await expect(page).toHaveURL(/\/payments\/pay-[0-9a-f]+$/);
  await payAtSimulator(page, await shownPayCode(page));
  await tap(page.getByTestId("check-payment"));
  expect(taps).toBeLessThanOrEqual(6);

  // The signed page of this order: the supplier delivered, its serial number is the proof.
  await expect(page).toHaveURL(/\/order\/ord_[0-9a-f]+\?t=[\w-]+$/);
  const order = page.getByTestId("guest-order");
  await expect(async () => {
    await page.reload();
    await expect(order.locator('header [data-status="Dikirim"]')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByTestId("guest-delivery")).toContainText(/SN/);
  await expect(order.getByText("109088431")).toBeVisible();
  await expect(page.locator("#chat")).toHaveCount(0);
  await expect(page.getByTestId("guest-register")).toBeVisible();
});
