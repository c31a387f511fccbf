import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures";
import { loginAs, toastsGone } from "./helpers";

const jual = (page: Page) => page.getByRole("link", { name: "Jual", exact: true });

test("the Jual button leads each kind of visitor to the right place", async ({ page }) => {
  await page.goto("/");
  await expect(jual(page)).toHaveAttribute("href", "/login?redirect=/sell/create-listing");

  await loginAs(page, "pembeli@pasargame.test");
  await expect(jual(page)).toHaveAttribute("href", "/my-account/profile?action=become-seller");
  await toastsGone(page); // a toast over the phone header would take the tap
  await page.getByTestId("user-menu").locator("summary").click();
  await page.getByRole("button", { name: "Keluar" }).click();
  await expect(page).toHaveURL("/");

  await loginAs(page, "penjual@pasargame.test");
  await expect(jual(page)).toHaveAttribute("href", "/sell/create-listing");
});

test("the search form ignores a blank term and submits a trimmed one", async ({ page }) => {
  await page.goto("/");
  const search = page.locator("#search-home");
  await search.fill("   ");
  await search.press("Enter");
  await page.waitForTimeout(300);
  await expect(page).toHaveURL("/");
  await search.fill("  akun valorant  ");
  await search.press("Enter");
  await expect(page).toHaveURL("/search?q=akun+valorant");
});

test("the banner carousel advances by itself after 5 s and on a dot click", async ({ page }) => {
  await page.goto("/");
  const slides = page.getByTestId("banner-slide");
  await expect(slides).toHaveCount(3);
  await expect(slides.nth(0)).toHaveAttribute("data-active", "true");
  await expect(slides.nth(1)).toHaveAttribute("data-active", "true", { timeout: 7_000 });
  await page.getByTestId("banner-dot").nth(2).click();
  await expect(slides.nth(2)).toHaveAttribute("data-active", "true");
  await expect(page.getByTestId("banner-dot").nth(2)).toHaveAttribute("aria-current", "true");
  // The spec's banner links.
  const links = await page
    .getByTestId("banner-carousel")
    .getByRole("link")
    .evaluateAll((els) => els.map((e) => e.getAttribute("href")));
  expect(links).toEqual([
    "/games/valorant?promo=special",
    "/games/mobile-legends/top-up",
    "/games/genshin-impact/akun",
  ]);
});

test("after hydration the banners stay a native strip: a swipe moves on, nothing else loads", async ({ page }) => {
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
  page.on("request", (r) => void (r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname)));
  await page.goto("/");
  const carousel = page.getByTestId("banner-carousel");
  const slides = page.getByTestId("banner-slide");
  const before = await carousel.boundingBox();
  // A swipe is the strip's own scroll, with or without the page's scripts.
  await carousel.locator("[data-strip]").evaluate((strip) => strip.scrollTo({ left: strip.clientWidth }));
  await expect(slides.nth(1)).toHaveAttribute("data-active", "true");
  await page.waitForTimeout(500);
  expect(await carousel.boundingBox()).toEqual(before);
  // The strip needs no carousel library: no chunk beyond the page's own after load.
  expect(scripts.filter((path) => /embla|autoplay/.test(path))).toEqual([]);
  expect(errors).toEqual([]); // no hydration mismatch
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the banners are a strip that scrolls to every banner, links working", async ({ page }) => {
    await page.goto("/");
    const slides = page.getByTestId("banner-slide");
    await expect(slides).toHaveCount(3);
    await expect(slides.nth(0).locator("img")).toBeVisible();
    await expect(slides.nth(2)).not.toBeInViewport();
    await slides.nth(2).getByRole("link").scrollIntoViewIfNeeded();
    await expect(slides.nth(2)).toBeInViewport();
    await expect(slides.nth(2).getByRole("link")).toHaveAttribute("href", "/games/genshin-impact/akun");
  });
});

test("home shows popular games and featured offers from the database", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Game Populer" })).toBeVisible();
  const cards = page.getByTestId("featured-grid").getByTestId("product-card");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(4);
  const href = await cards.first().getAttribute("href");
  expect(href).toMatch(/^\/games\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9_]+$/);
  await expect(cards.first()).toContainText(/Rp\d{1,3}(\.\d{3})*/);
  // A discounted card shows the rounded percent and the struck-through original price.
  const discounted = cards.filter({ has: page.getByTestId("discount-badge") }).first();
  await expect(discounted.getByTestId("discount-badge")).toHaveText(/^-\d+%$/);
  await expect(discounted.locator(".line-through")).toContainText("Rp");
  await expect(page.getByRole("link", { name: "Lihat semua penawaran" })).toHaveAttribute("href", "/featured");
});

test("the support button opens WhatsApp with the support number and a greeting", async ({ page }) => {
  await page.goto("/");
  const href = await page.getByTestId("support-button").getAttribute("href");
  const url = new URL(href!);
  expect(url.origin).toBe("https://wa.me");
  expect(url.pathname).toMatch(/^\/62\d{8,13}$/);
  expect(url.searchParams.get("text")).toContain("Halo PasarGame");
});

test("footer social links are real addresses, never '#'", async ({ page }) => {
  await page.goto("/");
  const hrefs = await page.locator("footer a").evaluateAll((els) => els.map((e) => e.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(12);
  for (const href of hrefs) expect(href === "#" || href === "").toBe(false);
});

test("home has no serious or critical accessibility violations", async ({ page }) => {
  await page.goto("/");
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
