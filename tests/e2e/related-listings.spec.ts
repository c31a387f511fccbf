import { expect, test } from "./fixtures";
import { expectNoSevereAxeViolations } from "./helpers";

test("a listing shows the seller's other listings and similar ones as cards that open them", async ({ page }) => {
  await page.goto("/games/mobile-legends/akun/lst_018");
  const fromSeller = page.getByRole("region", { name: "Produk lain dari penjual ini" });
  const similar = page.getByRole("region", { name: "Listing serupa" });
  await expect(fromSeller.getByTestId("product-card").first()).toBeVisible();
  await expect(similar.getByTestId("product-card").first()).toBeVisible();
  expect(await fromSeller.getByTestId("product-card").count()).toBeLessThanOrEqual(6);
  expect(await similar.getByTestId("product-card").count()).toBeLessThanOrEqual(6);
  // Never the listing itself; every card is a Mobile Legends listing.
  await expect(page.locator('main a[data-testid="product-card"][href$="/lst_018"]')).toHaveCount(0);
  await expect(similar.getByTestId("product-card").first()).toHaveAttribute("href", /^\/games\/mobile-legends\/akun\//);
  await expectNoSevereAxeViolations(page, { include: '[data-testid="similar-listings"]' });

  const card = fromSeller.getByTestId("product-card").first();
  const href = await card.getAttribute("href");
  await card.click();
  await expect(page).toHaveURL(href ?? "");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
