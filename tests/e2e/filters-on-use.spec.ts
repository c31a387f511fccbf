import { expect, test, type Page } from "./fixtures";

/**
 * The filter panel's code (the game page's and search's) is not part of what a page downloads
 * on load: the server's form is there and works; the code comes on the first touch of the form
 * (issue 33 point 5), and what the shopper did before it arrived still applies (issue 33 point 1).
 */
// The service worker would answer the scripts from its cache, out of sight of the page's requests.
test.use({ serviceWorkers: "block" });

const FILTER_CODE = /\/assets\/[^/]*filter[^/]*\.js(\?|$)/;

/** Scripts whose name says filter, requested by the page from now on. */
function filterScripts(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (FILTER_CODE.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/** Holds the filter code back `ms` after it is asked for (a slow phone). */
async function holdFilterCode(page: Page, ms: number) {
  await page.route(FILTER_CODE, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

for (const path of ["/games/mobile-legends", "/search?q=akun"]) {
  test(`${path} does not download the filter code until the filter form is touched`, async ({ page }) => {
    const seen = filterScripts(page);
    await page.goto(path);
    await page.getByTestId("view-list").click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page.getByTestId("results-pending")).toHaveCount(0);
    expect(seen, "filter code downloaded without a touch of the form").toEqual([]);
    // After a navigation made outside it, the panel still shows and carries the current view.
    await page.getByTestId("open-filters").click();
    await expect(page.getByTestId("filter-panel").getByRole("button", { name: "Terapkan Filter" })).toBeVisible();
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    await expect(page.getByTestId("filter-form").locator('input[name="view"]')).toHaveValue("list");
  });
}

test("a box ticked before the filter code arrives still applies", async ({ page }) => {
  await holdFilterCode(page, 2_000);
  await page.goto("/games/mobile-legends");
  const count = page.getByTestId("result-count");
  const before = await count.textContent();
  await page.getByTestId("open-filters").click();
  const promo = page.getByTestId("filter-panel").getByRole("checkbox", { name: "Hanya produk diskon" });
  await promo.check();
  await expect(promo).toBeChecked();
  await expect(page).toHaveURL(/promo=1/, { timeout: 15_000 });
  await expect(count).not.toHaveText(before!);
  await expect(promo).toBeChecked();
});

test("an amount typed while the filter code arrives is not sent by itself, nor wiped", async ({ page }) => {
  await holdFilterCode(page, 2_000);
  await page.goto("/games/valorant");
  await page.getByTestId("open-filters").click();
  const panel = page.getByTestId("filter-panel");
  const min = panel.getByRole("spinbutton", { name: "Harga minimum (Rp)" });
  const max = panel.getByRole("spinbutton", { name: "Harga maksimum (Rp)" });
  await min.fill("150000");
  // The code has arrived once the slider follows the typed amount.
  await expect(panel.getByRole("slider", { name: "Geser harga minimum" })).toHaveValue("150000", { timeout: 15_000 });
  await max.fill("900000");
  await page.waitForTimeout(1_000);
  // Typed amounts apply with Enter: nothing was sent meanwhile, so nothing reset the fields.
  expect(new URL(page.url()).search).toBe("");
  await expect(max).toHaveValue("900000");
  await max.press("Enter");
  await expect(page).toHaveURL(/min=150000/);
  await expect(page).toHaveURL(/max=900000/);
});

test("a minimum price typed and sent before the filter code arrives still applies", async ({ page }) => {
  await holdFilterCode(page, 2_000);
  await page.goto("/search?q=akun");
  await page.getByTestId("open-filters").click();
  const min = page.getByLabel("Harga minimum (Rp)", { exact: true });
  await min.fill("150000");
  await min.press("Enter");
  await expect(page).toHaveURL(/min=150000/, { timeout: 15_000 });
  // Sent by the app (a tidy address, no full reload's defaults), and the field shows it.
  await expect(page).not.toHaveURL(/max=/);
  await expect(page.getByTestId("filter-panel")).toBeHidden(); // the drawer closes, as on 'Terapkan'
  await page.getByTestId("open-filters").click();
  await expect(min).toHaveValue("150000");
});

test("a panel nobody touched shows the new address's filters after a search from the header", async ({ page }) => {
  await page.goto("/search?q=akun&type=Akun");
  await page.getByTestId("mobile-menu").locator("summary").click();
  const header = page.locator("#search-mobile");
  await header.fill("diamond");
  await header.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=diamond$/);
  await expect(page.getByTestId("results-pending")).toHaveCount(0);
  await page.getByTestId("open-filters").click();
  const panel = page.getByTestId("filter-panel");
  await expect(panel.getByRole("checkbox", { name: "Akun" })).not.toBeChecked();
  await expect(panel.getByRole("checkbox", { name: "Hanya produk diskon" })).not.toBeChecked();
});

test("reached by a link, search takes a keyword sent before the filter code arrives", async ({ page }) => {
  await holdFilterCode(page, 2_000);
  await page.goto("/");
  await page.getByTestId("site-header").getByRole("link", { name: "Cari", exact: true }).click();
  const field = page.getByRole("searchbox", { name: "Kata kunci" });
  await field.fill("mythic");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=mythic$/, { timeout: 15_000 });
  await expect(page.getByTestId("search-title")).toHaveText('Hasil Pencarian untuk "mythic"');
});
