import { expect, test, type Page } from "./fixtures";
import { expectNoSevereAxeViolations } from "./helpers";

/**
 * The filter controls show what the address says: after a choice made in the app (client
 * navigation) and after the back and forward buttons, never the first page's defaults.
 */

const sort = (page: Page) => page.getByTestId("sort");
const results = (page: Page) => page.getByTestId("results");

/** Waits until the new page has rendered (no pending navigation), then returns. */
async function settled(page: Page) {
  await expect(page.getByTestId("results-pending")).toHaveCount(0);
  await expect(results(page).or(page.getByTestId("empty-results"))).toBeVisible();
}

test("the sort control follows the address on the game page, through back and forward", async ({ page }) => {
  await page.goto("/games/mobile-legends");
  await expect(sort(page)).toHaveValue("relevance");

  await sort(page).selectOption({ label: "Harga Terendah" });
  await expect(page).toHaveURL(/sort=price-asc/);
  await settled(page);
  await expect(sort(page)).toHaveValue("price-asc");

  await sort(page).selectOption({ label: "Terbaru" });
  await expect(page).toHaveURL(/sort=newest/);
  await settled(page);
  await expect(sort(page)).toHaveValue("newest");

  await page.goBack();
  await expect(page).toHaveURL(/sort=price-asc/);
  await settled(page);
  await expect(sort(page)).toHaveValue("price-asc");

  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await settled(page);
  await expect(sort(page)).toHaveValue("relevance");

  await page.goForward();
  await expect(page).toHaveURL(/sort=price-asc/);
  await settled(page);
  await expect(sort(page)).toHaveValue("price-asc");
});

test("search's sort and kind filters follow the address, through back and forward", async ({ page }) => {
  await page.goto("/search?q=akun");
  await expect(sort(page)).toHaveValue("relevance");

  await sort(page).selectOption({ label: "Harga Tertinggi" });
  await expect(page).toHaveURL(/sort=price-desc/);
  await settled(page);
  await expect(sort(page)).toHaveValue("price-desc");

  await page.getByTestId("open-filters").click();
  const panel = page.getByTestId("filter-panel");
  await panel.getByRole("checkbox", { name: "Akun" }).check();
  await expect(page).toHaveURL(/type=Akun/);
  await settled(page);
  await expect(panel.getByRole("checkbox", { name: "Akun" })).toBeChecked();
  await expect(sort(page)).toHaveValue("price-desc");
  await panel.getByText("Tutup").click();

  await page.goBack();
  await expect(page).not.toHaveURL(/type=/);
  await settled(page);
  // The drawer is closed: the box is hidden, but it still says what the form will send.
  await expect(page.locator('input[name="type"][value="Akun"]')).not.toBeChecked();
  await expect(sort(page)).toHaveValue("price-desc");

  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await settled(page);
  await expect(sort(page)).toHaveValue("relevance");

  await page.goForward();
  await expect(page).toHaveURL(/sort=price-desc/);
  await settled(page);
  await expect(sort(page)).toHaveValue("price-desc");
});

test("a select sub-filter and the price range follow the address, through back and forward", async ({ page }) => {
  await page.goto("/games/valorant?category=akun");
  await page.getByTestId("open-filters").click();
  const panel = page.getByTestId("filter-panel");
  // Located by name: the drawer may close on the way, the fields still say what the form sends.
  const rank = page.locator('select[name="f_rank"]');
  // The typed amount carries the form's `max`; its slider has no name and follows it.
  const maxPrice = page.locator('input[name="max"]');
  const maxSlider = page.getByRole("slider", { name: "Geser harga maksimum", includeHidden: true });
  await expect(rank).toHaveValue("");

  await rank.selectOption("Immortal");
  await expect(page).toHaveURL(/f_rank=Immortal/);
  await settled(page);
  await expect(rank).toHaveValue("Immortal");

  await rank.selectOption("Diamond");
  await expect(page).toHaveURL(/f_rank=Diamond/);
  await settled(page);
  await expect(rank).toHaveValue("Diamond");

  if (!(await panel.isVisible())) await page.getByTestId("open-filters").click();
  await panel.getByRole("slider", { name: "Geser harga maksimum" }).fill("1000000");
  await expect(page).toHaveURL(/max=1000000/);
  await settled(page);
  await expect(maxPrice).toHaveValue("1000000");
  await expect(maxSlider).toHaveValue("1000000");
  await expect(rank).toHaveValue("Diamond");

  await page.goBack();
  await expect(page).not.toHaveURL(/max=/);
  await settled(page);
  await expect(maxPrice).toHaveValue("5000000");
  await expect(maxSlider).toHaveValue("5000000");
  await expect(rank).toHaveValue("Diamond");

  await page.goBack();
  await expect(page).toHaveURL(/f_rank=Immortal/);
  await settled(page);
  await expect(rank).toHaveValue("Immortal");

  await page.goBack();
  await expect(page).not.toHaveURL(/f_rank=/);
  await settled(page);
  await expect(rank).toHaveValue("");

  await page.goForward();
  await expect(page).toHaveURL(/f_rank=Immortal/);
  await settled(page);
  await expect(rank).toHaveValue("Immortal");
});

test("the catalog pages with the promo filter, cards' figures and the profile's stats stay accessible", async ({
  page,
}) => {
  for (const path of [
    "/games/valorant?promo=special",
    "/search?q=akun&promo=1",
    "/user/penjual_demo",
    "/games/valorant/akun/lst_003",
  ]) {
    await page.goto(path);
    await expectNoSevereAxeViolations(page, { include: "main" });
  }
});
