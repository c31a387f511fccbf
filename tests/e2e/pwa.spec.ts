/**
 * The installable app: the manifest with its icons, the service worker registering after the load
 * event, the Indonesian offline page with the network off, and personal pages never served from
 * the service worker's cache.
 */
import { expect, test, type Page } from "./fixtures";
import { expectNoSevereAxeViolations, loginAs } from "./helpers";

/** Waits until the service worker controls `page` (it claims the page once active). */
async function untilControlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === "activated", undefined, {
    timeout: 20_000,
  });
}

/** Every URL the service worker's caches hold. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

test("the manifest names the app with Indonesian texts and installable icons, maskable included", async ({ page }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    lang: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: "PasarGame", short_name: "PasarGame", lang: "id", display: "standalone" });
  const pngs = manifest.icons.filter((icon) => icon.type === "image/png");
  expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect(pngs.some((icon) => icon.purpose === "maskable")).toBe(true);
  for (const icon of pngs) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()["content-type"]).toMatch(/^image\/png/);
  }
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveCount(1);
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveCount(1);
});

test("the service worker registers, and with the network off a new page shows the offline page", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await untilControlled(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL)).toMatch(
    /\/sw\.js$/,
  );
  // Home again, now through the service worker: a public page it keeps a copy of.
  await page.reload();

  await context.setOffline(true);
  await page.goto("/faq", { waitUntil: "load" });
  await expect(page.getByRole("heading", { name: "Anda Sedang Offline" })).toBeVisible();
  await expect(page.getByText("tidak terhubung ke internet")).toBeVisible();
  await expectNoSevereAxeViolations(page);

  // A public page visited before opens from the copy the service worker kept.
  await page.goto("/", { waitUntil: "load" });
  await expect(page.getByRole("heading", { name: "Anda Sedang Offline" })).toHaveCount(0);
  await expect(page.locator("h1, h2").first()).toBeVisible();

  await context.setOffline(false);
  await page.goto("/faq");
  await expect(page.getByRole("heading", { name: "Anda Sedang Offline" })).toHaveCount(0);
});

test("an account page is never served from the service worker's cache", async ({ page, context }) => {
  await loginAs(page, "pembeli@pasargame.test");
  await page.goto("/my-account");
  await untilControlled(page);
  // Visited again under the service worker's control, online: fetched, not kept.
  await page.goto("/my-account/orders");
  await page.goto("/my-account");
  await expect(page.getByRole("heading", { name: "Anda Sedang Offline" })).toHaveCount(0);
  const cached = await cachedUrls(page);
  expect(cached).toContain("/offline");
  expect(cached.filter((path) => /^\/(my-account|order|cart|checkout|admin|messages)/.test(path))).toEqual([]);

  await context.setOffline(true);
  await page.goto("/my-account", { waitUntil: "load" });
  await expect(page.getByRole("heading", { name: "Anda Sedang Offline" })).toBeVisible();
  await expect(page.getByText("pembeli_demo")).toHaveCount(0);
  await context.setOffline(false);
});
