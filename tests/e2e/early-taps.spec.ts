import { expect, test, type Page } from "./fixtures";

/**
 * A tap between the page showing and its scripts running is not lost: the app's scripts are held
 * back 3 s (a slow phone on 4G), the shopper taps at once, and the tap takes effect once the page
 * is hydrated (app/utils/early-taps.ts).
 */
// The service worker would answer the scripts from its cache, past the route that holds them back.
test.use({ serviceWorkers: "block" });

async function holdScripts(page: Page, ms: number) {
  await page.route("**/assets/**/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

const hydrated = (page: Page) =>
  expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });

test("an early tap on the theme toggle switches the theme and is remembered once the page is live", async ({
  page,
}) => {
  await holdScripts(page, 3_000);
  await page.goto("/games", { waitUntil: "load" });
  const html = page.locator("html");
  await expect(html).toHaveClass(/dark/);
  await expect(html).not.toHaveAttribute("data-hydrated", "true");
  await page.getByTestId("theme-toggle").click();
  // Held until React runs; then replayed, applied and stored.
  await hydrated(page);
  await expect(html).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");

  // Twice before hydration is back where it started.
  await page.reload({ waitUntil: "load" });
  await expect(html).not.toHaveClass(/dark/);
  await page.getByTestId("theme-toggle").click();
  await page.getByTestId("theme-toggle").click();
  await hydrated(page);
  await expect(html).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
});

test("an early tap on the quantity stepper counts once the page is live; typed text survives", async ({ page }) => {
  await holdScripts(page, 3_000);
  await page.goto("/games/mobile-legends/akun/lst_018", { waitUntil: "load" }); // stock 3: has a quantity field
  const quantity = page.getByLabel("Jumlah", { exact: true });
  await expect(quantity).toHaveValue("1");
  await page.getByRole("button", { name: "Tambah jumlah" }).click();
  await hydrated(page);
  await expect(quantity).toHaveValue("2");
  // Typed text survives as it always did.
  await quantity.fill("3");
  await expect(quantity).toHaveValue("3");
});
