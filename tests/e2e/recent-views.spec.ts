import { expect, test } from "./fixtures";
import { expectNoSevereAxeViolations } from "./helpers";

test("a returning visitor sees the listings they opened, newest first, on the home page — no account", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Terakhir Dilihat" })).toHaveCount(0);

  await page.goto("/games/free-fire/akun/lst_043");
  await page.goto("/games/valorant/akun/lst_sample_1");
  await page.goto("/");
  const recent = page.getByRole("region", { name: "Terakhir Dilihat" });
  await expect(recent).toBeVisible();
  const cards = recent.getByTestId("product-card");
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toHaveAttribute("href", "/games/valorant/akun/lst_sample_1");
  await expect(cards.nth(1)).toHaveAttribute("href", "/games/free-fire/akun/lst_043");
  await expectNoSevereAxeViolations(page, { include: '[data-testid="recent-viewed"]' });

  // The cards open their listings.
  await cards.nth(1).click();
  await expect(page).toHaveURL("/games/free-fire/akun/lst_043");
});
