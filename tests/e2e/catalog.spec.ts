import { expect, test, type Page } from "./fixtures";
import { navigateInApp } from "./helpers";

/** Prices of the visible cards, in rupiah, in page order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId("results").getByTestId("card-price").allTextContents();
  return texts.map((t) => Number(t.replace(/\D/g, "")));
}

const cards = (page: Page) => page.getByTestId("results").getByTestId("product-card");

test("a buyer sorts a game page by lowest price, loads more, then filters by category, price and a sub-filter", async ({
  page,
}) => {
  await page.goto("/games/mobile-legends");
  await expect(page.getByRole("heading", { name: "Mobile Legends", level: 1 })).toBeVisible();
  await expect(cards(page)).toHaveCount(12);

  // Sort: Harga Terendah.
  await page.getByTestId("sort").selectOption({ label: "Harga Terendah" });
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(cards(page)).toHaveCount(12);
  // The address changes before the sorted list has replaced the old one on a slow run: wait for it.
  const ascending = (prices: number[]) => prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
  await expect.poll(async () => ascending(await cardPrices(page))).toBe(true);
  const firstPage = await cardPrices(page);

  // Muat Lebih Banyak appends the next page, still in price order, and the address remembers it.
  const loadMore = page.getByRole("link", { name: "Muat Lebih Banyak" });
  await loadMore.click();
  await expect.poll(() => cards(page).count()).toBeGreaterThan(12);
  const all = await cardPrices(page);
  expect(all.slice(0, 12)).toEqual(firstPage);
  expect(all).toEqual([...all].sort((a, b) => a - b));
  await expect(page).toHaveURL(/page=2/);
  const total = await cards(page).count();
  await page.reload();
  await expect(cards(page)).toHaveCount(total);

  // Filters live in the mobile drawer.
  await page.getByTestId("open-filters").click();
  const panel = page.getByTestId("filter-panel");
  await expect(panel.getByRole("heading", { name: "Filter Hasil" })).toBeVisible();
  await panel.getByRole("radio", { name: /^Akun/ }).check();
  await expect(page).toHaveURL(/category=akun/);
  await expect(page).not.toHaveURL(/page=/);
  const akunCount = await cards(page).count();
  expect(akunCount).toBeGreaterThan(1);

  // A sub-filter of the category (checkbox values are arrays in the listing's attributes).
  await panel.getByRole("checkbox", { name: "Collector" }).check();
  await expect(page).toHaveURL(/f_skin_spesial=Collector/);
  await expect.poll(() => cards(page).count()).toBeLessThan(akunCount);
  const collectorCount = await cards(page).count();
  expect(collectorCount).toBeGreaterThan(1);

  // Price: at most Rp1.000.000, typed.
  await panel.getByRole("spinbutton", { name: "Harga maksimum (Rp)" }).fill("1000000");
  await panel.getByRole("spinbutton", { name: "Harga maksimum (Rp)" }).press("Enter");
  await expect(page).toHaveURL(/max=1000000/);
  await expect.poll(() => cards(page).count()).toBeLessThan(collectorCount);
  // A typed amount applies like 'Terapkan Filter': the drawer closes on the results.
  await expect(panel).toBeHidden();
  const filtered = await cardPrices(page);
  expect(filtered.length).toBeGreaterThan(0);
  for (const price of filtered) expect(price).toBeLessThanOrEqual(1_000_000);
  await expect(page).toHaveURL(/sort=price-asc/);

  // The address is the state: shareable and the back button works.
  await page.reload();
  await expect(cards(page)).toHaveCount(filtered.length);
  await page.goBack();
  await expect(page).not.toHaveURL(/max=/);
  await expect(cards(page)).toHaveCount(collectorCount);

  // Reset Filter clears the filters.
  await page.goto("/games/mobile-legends?category=akun&max=100000");
  await expect(page.getByTestId("empty-results")).toBeVisible();
  await expect(page.getByText("Tidak Ada Produk Sesuai")).toBeVisible();
  await page.getByTestId("empty-results").getByRole("link", { name: "Reset Filter" }).click();
  await expect(page).toHaveURL(/\/games\/mobile-legends\?$|\/games\/mobile-legends$/);
  await expect(cards(page)).toHaveCount(12);
});

test("the banners' category links land on the game page with that category chosen", async ({ page }) => {
  await page.goto("/games/mobile-legends/top-up");
  await page.getByTestId("open-filters").click();
  await expect(page.getByTestId("filter-panel").getByRole("radio", { name: /^Diamond/ })).toBeChecked();
  for (const href of await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute("href")))) {
    expect(href).toMatch(/^\/games\/mobile-legends\/top-up\//);
  }
  await page.goto("/games/tidak-ada");
  await expect(page.getByRole("heading", { name: "Game Tidak Ditemukan" })).toBeVisible();
});

test("a missing game, category or listing says which, also when reached inside the app", async ({ page }) => {
  await page.goto("/games/mobile-legends/kategori-tidak-ada");
  await expect(page.getByRole("heading", { name: "Produk Tidak Ditemukan" })).toBeVisible();
  await expect(page.getByTestId("back-to-game")).toHaveAttribute("href", "/games/mobile-legends");
  // Client-side: the router loads the missing game's data and shows the same views.
  await page.goto("/games");
  await navigateInApp(page, "/games/tidak-ada");
  await expect(page.getByRole("heading", { name: "Game Tidak Ditemukan" })).toBeVisible();
  await page.getByRole("link", { name: "Kembali ke Beranda" }).click();
  await expect(page).toHaveURL("/");
  await navigateInApp(page, "/games/valorant/bukan-kategori");
  await expect(page.getByTestId("back-to-game")).toHaveAttribute("href", "/games/valorant");
});

test("search shows the count, filters by game, ignores diacritics and has an empty state", async ({ page }) => {
  await page.goto("/");
  const search = page.locator("#search-home");
  await search.fill("diamond");
  await search.press("Enter");
  await expect(page).toHaveURL("/search?q=diamond");
  await expect(page.getByRole("heading", { name: 'Hasil Pencarian untuk "diamond"' })).toBeVisible();
  const count = page.getByTestId("result-count");
  await expect(count).toHaveText(/^\d+ produk ditemukan\.$/);
  const n = Number((await count.textContent())!.match(/\d+/)![0]);
  expect(n).toBeGreaterThan(1);

  // Diacritics typed by the visitor do not matter.
  await page.goto(`/search?q=${encodeURIComponent("diámönd")}`);
  await expect(count).toHaveText(`${n} produk ditemukan.`);

  // Game filter (multi-select) in the mobile overlay.
  await page.getByTestId("open-filters").click();
  await page.getByTestId("filter-panel").getByRole("checkbox", { name: "Mobile Legends" }).check();
  await expect(page).toHaveURL(/game=mobile-legends/);
  await page.getByTestId("filter-panel").getByText("Tutup").click();
  await expect.poll(async () => Number((await count.textContent())?.match(/\d+/)?.[0])).toBeLessThan(n);
  for (const href of await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute("href")))) {
    expect(href).toMatch(/^\/games\/mobile-legends\//);
  }

  // Nothing matches: the spec's empty state.
  const box = page.getByRole("searchbox", { name: "Kata kunci" });
  await box.fill("zzqqxxtidakada");
  await box.press("Enter");
  await expect(page.getByText("Tidak Ada Produk Sesuai")).toBeVisible();
  await expect(page.getByText("Coba ubah kata kunci atau filter pencarian Anda.")).toBeVisible();
  await expect(count).toHaveText("0 produk ditemukan.");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter drawer, the filter form and 'Muat Lebih Banyak' still work", async ({ page }) => {
    await page.goto("/games/mobile-legends");
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole("link", { name: "Muat Lebih Banyak" }).click();
    await expect(page).toHaveURL(/page=2/);
    expect(await cards(page).count()).toBeGreaterThan(12);

    await page.getByTestId("open-filters").click();
    const panel = page.getByTestId("filter-panel");
    await panel.getByRole("radio", { name: /^Akun/ }).check();
    await panel.getByRole("button", { name: "Terapkan Filter" }).click();
    await expect(page).toHaveURL(/category=akun/);
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    for (const href of await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute("href")))) {
      expect(href).toMatch(/^\/games\/mobile-legends\/akun\//);
    }
  });
});
