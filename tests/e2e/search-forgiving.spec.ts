import { expectNoSevereAxeViolations } from "./helpers";
import { expect, test, type Page } from "./fixtures";

/** The number in 'N produk ditemukan.' / the game page's count. */
async function resultCount(page: Page): Promise<number> {
  return Number(((await page.getByTestId("result-count").textContent()) ?? "").replace(/\D/g, ""));
}

/** Searches as a phone visitor does: the header's 'Cari', then the page's search box. */
async function searchFor(page: Page, q: string) {
  await page.goto("/");
  await page.getByTestId("site-header").getByRole("link", { name: "Cari", exact: true }).click();
  const field = page.getByRole("searchbox", { name: "Kata kunci" });
  await field.fill(q);
  await field.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/search\\?(.*&)?q=${encodeURIComponent(q).replace(/%20/g, "\\+")}`));
}

test("a game's name, its abbreviation or a typo finds every listing of the game", async ({ page }) => {
  await page.goto("/games/mobile-legends");
  const mobileLegends = await resultCount(page);
  expect(mobileLegends).toBeGreaterThan(12);
  await page.goto("/games/genshin-impact");
  const genshin = await resultCount(page);
  expect(genshin).toBeGreaterThan(4);

  for (const q of ["mobile legends", "mobil legend", "ml"]) {
    await searchFor(page, q);
    await expect(page.getByTestId("result-count"), q).toHaveText(`${mobileLegends} produk ditemukan.`);
    // Every card on the page is a Mobile Legends listing.
    await expect(page.getByTestId("results").getByTestId("product-card").first()).toBeVisible();
    for (const href of await page
      .getByTestId("results")
      .getByTestId("product-card")
      .evaluateAll((cards) => cards.map((a) => a.getAttribute("href")))) {
      expect(href, q).toMatch(/^\/games\/mobile-legends\//);
    }
  }

  await searchFor(page, "genshin impak");
  await expect(page.getByTestId("result-count")).toHaveText(`${genshin} produk ditemukan.`);
  await expect(page.getByTestId("search-read-as")).toHaveText('Termasuk hasil untuk "genshin impact"');
  await expectNoSevereAxeViolations(page);
});

test("an empty result offers 'Mungkin maksud Anda' and its link searches again", async ({ page }) => {
  await searchFor(page, "mytik");
  await expect(page.getByRole("heading", { name: "Tidak Ada Produk Sesuai" })).toBeVisible();
  const offer = page.getByTestId("search-suggestion");
  await expect(offer).toHaveText("Mungkin maksud Anda: mythic");
  await expectNoSevereAxeViolations(page);
  await offer.getByRole("link", { name: "mythic" }).click();
  await expect(page).toHaveURL(/\/search\?q=mythic$/);
  // The URL changes before the new page replaces the empty one (a tap before hydration loads a
  // whole document): wait for the new page's count.
  await expect.poll(() => resultCount(page)).toBeGreaterThan(0);

  await searchFor(page, "zzqqxx");
  await expect(page.getByRole("heading", { name: "Tidak Ada Produk Sesuai" })).toBeVisible();
  await expect(page.getByTestId("search-suggestion")).toHaveCount(0);
});

test("typing 'mobil' in a search box offers Mobile Legends, and the suggestion leads to the game", async ({ page }) => {
  await page.goto("/");
  const box = page.locator("#search-home");
  await box.click();
  await box.pressSequentially("mobil");
  const suggestions = page.getByTestId("search-suggestions");
  await expect(suggestions.getByTestId("search-suggestion").first()).toContainText("Mobile Legends");
  await expectNoSevereAxeViolations(page, { include: "main" });
  // The arrow key reaches the suggestions; Escape closes them; Enter on one opens it.
  await box.press("ArrowDown");
  await expect(suggestions.getByTestId("search-suggestion").first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/games\/mobile-legends$/);
});
