import { expect, test, type Page } from "./fixtures";
import { expectNoSevereAxeViolations, loginAs } from "./helpers";

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

test("a form posted before the page's scripts run shows at once that it is working", async ({ page }) => {
  // Slow 4G: the scripts never arrive, and the post's answer takes two seconds.
  await page.route(/\/assets\/.*\.js(\?|$)/, (route) => route.abort());
  await page.route("**/login*", async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  // The page is not readable while its post is under way: it writes down when (and how) the
  // button showed it was working, for reading once the answer has come.
  await page.addInitScript(() => {
    document.addEventListener("submit", () => (sessionStorage.submitAt = String(Date.now())), true);
    new MutationObserver(() => {
      const b = document.querySelector<HTMLElement>("form[aria-busy=true] [data-busy]");
      if (!b || sessionStorage.busy) return;
      sessionStorage.busy = JSON.stringify({
        after: Date.now() - Number(sessionStorage.submitAt),
        name: b.textContent!.trim(),
        spinner: getComputedStyle(b, "::before").content,
        taps: getComputedStyle(b).pointerEvents,
      });
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["aria-busy", "data-busy"] });
  });
  await page.goto("/login", { waitUntil: "load" });
  await page.getByLabel("Email").fill("pembeli@pasargame.test");
  await page.getByLabel("Password").fill("salah-sekali");
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await page.waitForLoadState("load");
  const busy = JSON.parse((await page.evaluate(() => sessionStorage.busy)) ?? "null");
  expect(busy, "the button showed it was working").not.toBeNull();
  // Within a moment, not when the answer came: a spinner, and no second tap.
  expect(busy.after).toBeLessThan(300);
  expect(busy).toMatchObject({ name: "Masuk", spinner: '""', taps: "none" });
});

test("the game page's categories are tabs on a phone: links in reach, the shown one marked", async ({ page }) => {
  await page.goto("/games/mobile-legends");
  const tabs = page.getByRole("navigation", { name: "Kategori" });
  await expect(tabs).toBeVisible();
  await expect(tabs.getByRole("link", { name: "Semua" })).toHaveAttribute("aria-current", "page");
  // Above the results, every tab a full finger high, the row within the screen's width.
  const results = (await page.getByTestId("result-count").boundingBox())!;
  const nav = (await tabs.boundingBox())!;
  expect(nav.y + nav.height).toBeLessThanOrEqual(results.y);
  for (const link of await tabs.getByRole("link").all())
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);

  await tabs.getByRole("link", { name: "Diamond" }).click();
  await expect(page).toHaveURL("/games/mobile-legends/top-up");
  await expect(tabs.getByRole("link", { name: "Diamond" })).toHaveAttribute("aria-current", "page");
  await expect(tabs.locator("[aria-current]")).toHaveCount(1);
  await expect(page.getByTestId("result-count")).toContainText("Diamond:");
  await expectNoSevereAxeViolations(page, { include: 'nav[aria-label="Kategori"]' });
});

test.describe("the category tabs without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("are plain links to the category's page", async ({ page }) => {
    await page.goto("/games/mobile-legends/top-up");
    await page.getByRole("navigation", { name: "Kategori" }).getByRole("link", { name: "Akun" }).click();
    await expect(page).toHaveURL("/games/mobile-legends/akun");
    await expect(
      page.getByRole("navigation", { name: "Kategori" }).getByRole("link", { name: "Akun" }),
    ).toHaveAttribute("aria-current", "page");
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test("the categories stay in the sidebar, without tabs", async ({ page }) => {
    await page.goto("/games/mobile-legends");
    await expect(page.getByTestId("category-filter")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Kategori" })).toBeHidden();
  });
});

/** The header bar's tappable items (links, buttons, menu openers) shown in its 72 px row, left to right. */
const headerRow = (page: Page) =>
  page.getByTestId("site-header").evaluate((header) => {
    const bar = header.getBoundingClientRect();
    return [...header.querySelectorAll<HTMLElement>("a, button, summary")]
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && box.top >= bar.top && box.bottom <= bar.bottom)
      .map(({ el, box }) => ({
        name: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim(),
        left: box.left,
        right: box.right,
      }))
      .sort((a, b) => a.left - b.left);
  });

test("the signed-in phone header keeps five icons and 'Jual' in its row; the rest are in its menus", async ({
  page,
}) => {
  await loginAs(page, "pembeli@pasargame.test");
  await page.goto("/games/valorant");
  const row = await headerRow(page);
  const names = row.map((item) => item.name);
  expect(names.filter((name) => name !== "Jual").length, names.join(" | ")).toBeLessThanOrEqual(5);
  expect(names).toContain("Jual");
  // Side by side within the screen, none over another.
  for (const [i, item] of row.entries()) {
    expect(item.left).toBeGreaterThanOrEqual(0);
    expect(item.right).toBeLessThanOrEqual(412);
    if (i > 0) expect(item.left, names.join(" | ")).toBeGreaterThanOrEqual(row[i - 1]!.right - 0.5);
  }
  await expect(page.getByTestId("cart-link")).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId("notifications-link")).toBeHidden();

  // Notifikasi and Pesan are in the user menu, the avatar's dot saying whether either is unread.
  const menu = page.getByTestId("user-menu");
  await menu.locator("summary").click();
  const notifications = menu.getByRole("link", { name: /^Notifikasi/ });
  const messages = menu.getByRole("link", { name: /^Pesan( \(|$)/ });
  await expect(notifications).toBeVisible();
  await expect(messages).toBeVisible();
  const unread = /belum dibaca/.test(`${await notifications.textContent()} ${await messages.textContent()}`);
  await expect(menu.getByTestId("menu-unread")).toHaveCount(unread ? 1 : 0);
  await messages.click();
  await expect(page).toHaveURL("/messages");

  // The theme is in the main menu.
  await page.getByTestId("mobile-menu").locator("summary").click();
  await expect(page.getByTestId("theme-toggle-menu")).toBeVisible();
  await expect(page.getByTestId("theme-toggle")).toBeHidden();
});

test.describe("the signed-in header on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test("keeps notifications, messages and the theme in the bar", async ({ page }) => {
    await loginAs(page, "pembeli@pasargame.test");
    await page.goto("/games/valorant");
    for (const id of ["notifications-link", "messages-link", "theme-toggle", "cart-link"])
      await expect(page.getByTestId(id)).toBeVisible();
    await page.getByTestId("user-menu").locator("summary").click();
    await expect(page.getByTestId("menu-notifications")).toBeHidden();
  });
});
