/**
 * Issue 32 on a phone: from home to a paid 86 Diamond top-up through 'Top Up Cepat', the game's
 * top-up page and its nickname check, counting the taps (typing the ID is not a tap). A signed-in
 * buyer with wallet balance; the nickname comes from the simulator's VIP Reseller get-nickname.
 */
import { expect, test, type Locator } from "./fixtures";
import { loginAs } from "./helpers";
import { newMember } from "./people";

test("home → Top Up Cepat → type the ID → nickname → 86 Diamond → paid, in at most 6 taps", async ({
  page,
  baseURL,
}) => {
  await loginAs(page, await newMember(baseURL, { deposit: 100_000 }));
  let taps = 0;
  const tap = async (target: Locator) => {
    taps += 1;
    await target.click();
  };

  await page.goto("/");
  const row = page.getByTestId("quick-top-ups");
  await expect(page.getByRole("heading", { name: "Top Up Cepat" })).toBeVisible();
  await expect(row.getByRole("link", { name: /Mobile Legends/ })).toContainText(/mulai Rp/);
  await tap(row.getByRole("link", { name: /Mobile Legends/ }));
  await expect(page).toHaveURL(/\/games\/mobile-legends\/top-up$/);

  // The ID form comes first; the denominations below it.
  await page.getByLabel("User ID").fill("109088431");
  await page.getByLabel("Zone ID").fill("2558");
  await tap(page.getByTestId("check-id"));
  await expect(page.getByTestId("id-nickname")).toHaveText("Nickname: RakaMythic — pastikan benar");
  await expect(page.getByLabel("User ID")).toHaveValue("109088431");

  await tap(page.getByTestId("top-up-tile").filter({ hasText: /^86 Diamond/ }));
  await expect(page).toHaveURL(/\/checkout\?buy=/);
  const check = page.getByTestId("id-check");
  await expect(check).toContainText("User ID: 109088431");
  await expect(check.getByTestId("id-nickname")).toHaveText("Nickname: RakaMythic — pastikan benar");
  await tap(page.getByTestId("ids-confirmed"));
  await tap(page.getByTestId("checkout-confirm"));
  await expect(page).toHaveURL(/\/order\/ord_[0-9a-f]+$/);
  await expect(page.getByText("Pembayaran Berhasil", { exact: true })).toBeVisible();
  expect(taps).toBeLessThanOrEqual(6);
});

test("an ID the supplier does not know says so, and the typed ID stays", async ({ page }) => {
  await page.goto("/games/mobile-legends/top-up");
  await page.getByLabel("User ID").fill("123456789");
  await page.getByLabel("Zone ID").fill("2558");
  await page.getByTestId("check-id").click();
  await expect(page.getByTestId("id-nickname")).toContainText("ID tidak ditemukan");
  await expect(page.getByLabel("User ID")).toHaveValue("123456789");
});
