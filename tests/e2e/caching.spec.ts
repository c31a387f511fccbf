import { expect, test } from "./fixtures";
import { DEMO_PASSWORD } from "./helpers";

test("the home page sizes its images, hurries the first banner and defers the rest, with no web fonts", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url());
  });
  await page.goto("/");

  const banners = page.getByTestId("banner-slide").locator("img");
  await expect(banners.first()).toBeVisible();
  const first = banners.first();
  await expect(first).toHaveAttribute("width", /^\d+$/);
  await expect(first).toHaveAttribute("height", /^\d+$/);
  await expect(first).toHaveAttribute("fetchpriority", "high");
  await expect(first).not.toHaveAttribute("loading", "lazy");
  const count = await banners.count();
  for (let i = 1; i < count; i++) await expect(banners.nth(i)).toHaveAttribute("loading", "lazy");
  // The head asks for that banner before the stylesheet: one preload, the same URL the slide shows.
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute("href", (await first.getAttribute("src"))!);
  await expect(preload).toHaveAttribute("fetchpriority", "high");

  // The featured listings sit below the fold on a phone: sized, lazy, decoded off the main thread.
  const cards = page.getByTestId("featured-grid").getByTestId("product-card").locator("img");
  expect(await cards.count()).toBeGreaterThan(0);
  const box = await cards.first().boundingBox();
  expect(box!.y).toBeGreaterThan(page.viewportSize()!.height);
  for (const img of await cards.all()) {
    await expect(img).toHaveAttribute("loading", "lazy");
    await expect(img).toHaveAttribute("decoding", "async");
    await expect(img).toHaveAttribute("width", /^\d+$/);
    await expect(img).toHaveAttribute("height", /^\d+$/);
  }
  expect(fonts).toEqual([]);
});

test("a listing's first image is fetched first and the others wait", async ({ page }) => {
  await page.goto("/games/valorant/akun/lst_sample_1");
  const images = page.getByTestId("listing-slide").locator("img");
  await expect(images.first()).toHaveAttribute("fetchpriority", "high");
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute(
    "href",
    (await images.first().getAttribute("src"))!,
  );
  await expect(images.first()).toHaveAttribute("width", /^\d+$/);
  await expect(images.first()).toHaveAttribute("height", /^\d+$/);
  const count = await images.count();
  for (let i = 1; i < count; i++) await expect(images.nth(i)).toHaveAttribute("loading", "lazy");
});

test("the first search result's picture is fetched first", async ({ page }) => {
  await page.goto("/search?q=akun");
  const first = page.getByTestId("product-card").first().locator("img");
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute(
    "href",
    (await first.getAttribute("src"))!,
  );
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute("fetchpriority", "high");
});

for (const path of ["/", "/search?q=akun", "/games/valorant/akun/lst_sample_1"]) {
  test(`${path}: the pictures and the stylesheet load first, the scripts after the load event, then React takes over`, async ({
    page,
  }) => {
    await page.goto(path); // returns once hydrated (fixtures.ts)
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const timing = await page.evaluate(() => {
      const [nav] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const scripts = resources.filter((r) => /\/assets\/.*\.js$/.test(new URL(r.name).pathname));
      return { loadEventStart: nav!.loadEventStart, scriptStarts: scripts.map((s) => s.startTime) };
    });
    expect(timing.scriptStarts.length).toBeGreaterThan(2);
    for (const start of timing.scriptStarts) expect(start).toBeGreaterThanOrEqual(timing.loadEventStart);
  });
}

test("visitors get the home page from the edge cache; a signed-in visitor never does", async ({ page, request }) => {
  // A fresh request context: no cookies, like a first-time visitor.
  let hit = false;
  for (let i = 0; i < 10 && !hit; i++) {
    const res = await request.get("/");
    expect(res.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    hit = res.headers()["x-cache"] === "HIT";
  }
  expect(hit).toBe(true);

  await page.goto("/login");
  await page.getByLabel("Email").fill("pembeli@pasargame.test");
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await expect(page.getByText("Login Berhasil")).toBeVisible();
  const mine = await page.goto("/");
  expect(mine!.headers()["cache-control"]).toBe("private, no-store");
  expect(mine!.headers()["x-cache"]).not.toBe("HIT");
  await expect(page.getByTestId("user-menu")).toBeVisible();
});
