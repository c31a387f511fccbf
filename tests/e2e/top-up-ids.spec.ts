import { expect, test } from "./fixtures";
import { expectNoSevereAxeViolations, loginAs } from "./helpers";
import { newMember } from "./people";

const ML = "/games/mobile-legends/top-up/lst_012"; // 86 Diamond Mobile Legends: User ID + Zone ID
const WRONG = "User ID harus 6–12 digit angka, contoh: 109088431.";

test("a top-up's User ID in the wrong form is explained at once; the right one is confirmed at checkout", async ({
  page,
  baseURL,
}) => {
  // A buyer of the test's own (the cart and the wallet follow an account across tests): Rp22.000 to pay.
  await loginAs(page, await newMember(baseURL, { deposit: 50_000 }));
  await page.goto(ML);

  // Digits-only IDs bring up the phone's number pad.
  const userId = page.getByLabel("User ID");
  await expect(userId).toHaveAttribute("inputmode", "numeric");
  await expect(page.getByLabel("Zone ID")).toHaveAttribute("inputmode", "numeric");

  // What a new buyer typed: 'abc' goes nowhere, with a message naming the field and the form.
  await userId.fill("abc");
  await page.getByLabel("Zone ID").fill("2558");
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("user_id-error")).toHaveText(WRONG);
  await expect(page.getByText("Input Tidak Valid")).toBeVisible();
  await expect(userId).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
  await page.getByTestId("buy-now").click();
  await expect(page).toHaveURL(ML); // 'Beli Sekarang' does not go on either
  await expectNoSevereAxeViolations(page, { include: "[data-testid=buy-box]" });

  // The right ID goes on to checkout, where it is shown once more with a tick to give.
  await userId.fill("109088431");
  await expect(page.getByTestId("user_id-error")).toHaveCount(0);
  await page.getByTestId("buy-now").click();
  await expect(page).toHaveURL(/\/checkout\?buy=lst_012&/);
  const check = page.getByTestId("id-check");
  await expect(check.getByText("Pastikan ID sudah benar")).toBeVisible();
  await expect(check).toContainText("86 Diamond Mobile Legends");
  await expect(check).toContainText("User ID: 109088431");
  await expect(check).toContainText("Zone ID: 2558");
  await expectNoSevereAxeViolations(page);

  // Paying without the tick is held back by the form; with it, the order is made with these IDs.
  await page.getByTestId("checkout-confirm").click();
  await expect(page).toHaveURL(/\/checkout\?buy=lst_012&/);
  await page.getByTestId("ids-confirmed").check();
  await page.getByTestId("checkout-confirm").click();
  await expect(page).toHaveURL(/\/order\/ord_[0-9a-f]+$/);
  await expect(page.getByText("Pembayaran Berhasil", { exact: true })).toBeVisible();
  await expect(page.getByText("109088431").first()).toBeVisible();
});
