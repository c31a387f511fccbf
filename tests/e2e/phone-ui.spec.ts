import { expect, test, type Page } from "./fixtures";

/**
 * Issue 33.4's phone defects, checked on the phone project: what a chip draws, which button leads,
 * what lies over what (element boxes, never screenshots).
 */

const ML_TOP_UP = "/games/mobile-legends/top-up/lst_sample_3"; // platform 'Mobile'
const VALORANT_ACCOUNT = "/games/valorant/akun/lst_sample_1"; // platform 'PC'

/** The drawing behind the platform chip's icon (its CSS mask), as the browser resolved it. */
const platformDrawing = (page: Page) =>
  page
    .getByTestId("platform-chip")
    .locator("[data-platform]")
    .evaluate((el) => {
      const s = getComputedStyle(el);
      return decodeURIComponent(s.maskImage || s.getPropertyValue("-webkit-mask-image"));
    });

test("the platform chip draws a phone for 'Mobile' and a monitor for 'PC'", async ({ page }) => {
  await page.goto(ML_TOP_UP);
  await expect(page.getByTestId("platform-chip")).toHaveText(/Mobile/);
  const phone = await platformDrawing(page);
  expect(phone).toContain("M12 18h.01"); // lucide's smartphone: its speaker dot
  expect(phone).not.toContain("x1='8'");
  const icon = (await page.getByTestId("platform-chip").locator("[data-platform]").boundingBox())!;
  expect(icon.width).toBeGreaterThan(0);

  await page.goto(VALORANT_ACCOUNT);
  expect(await platformDrawing(page)).toContain("x1='8'"); // the monitor's foot
});

test("the buy box has one primary action: 'Beli Sekarang'; the rest are outlined", async ({ page }) => {
  await page.goto(VALORANT_ACCOUNT);
  await expect(page.getByTestId("bar-buy-now")).toBeVisible();
  const accent = await page.getByTestId("bar-buy-now").evaluate((el) => getComputedStyle(el).backgroundColor);
  // Every visible button of the buy form (box and bottom bar) with the accent fill.
  const primary = await page
    .locator("form:has([data-testid=add-to-cart]) button")
    .evaluateAll(
      (buttons, fill) =>
        buttons
          .filter((b) => b.getBoundingClientRect().height > 0 && getComputedStyle(b).backgroundColor === fill)
          .map((b) => b.textContent!.trim()),
      accent,
    );
  expect(primary.length).toBeGreaterThan(0);
  expect(new Set(primary)).toEqual(new Set(["Beli Sekarang"]));
});
