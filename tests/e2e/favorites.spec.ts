import { expect, test } from "./fixtures";
import { DEMO_PASSWORD, expectNoSevereAxeViolations } from "./helpers";

test("a visitor's heart asks to log in and comes back; kept, the listing is in Favorit and can be removed there", async ({
  page,
}) => {
  const path = "/games/free-fire/akun/lst_043";
  await page.goto(path);
  await page.getByRole("button", { name: "Simpan ke Favorit" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel("Email").fill("pembeli@pasargame.test");
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await expect(page).toHaveURL(path);

  await page.getByRole("button", { name: "Simpan ke Favorit" }).click();
  await expect(page).toHaveURL(path);
  const saved = page.getByRole("button", { name: "Hapus dari Favorit" });
  await expect(saved).toHaveAttribute("aria-pressed", "true");

  await page.goto("/wishlist");
  await expect(page.getByRole("heading", { level: 1, name: "Favorit" })).toBeVisible();
  const card = page.locator(`a[data-testid="product-card"][href="${path}"]`);
  await expect(card).toBeVisible();
  await expectNoSevereAxeViolations(page);
  await page
    .getByRole("button", { name: /Hapus dari Favorit/ })
    .first()
    .click();
  await expect(page).toHaveURL("/wishlist");
  await expect(card).toHaveCount(0);
  await expect(page.getByTestId("favorites-empty")).toBeVisible();
});
