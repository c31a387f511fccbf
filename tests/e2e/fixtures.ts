/**
 * The e2e `test`: Playwright's, plus a watch on Content-Security-Policy violations. Every page of
 * the test's browser context (and of any context passed to `watchCsp`) reports violations through
 * the console; a test that caused one fails at its end (the e2e run records zero).
 *
 * And `page.goto` / `page.reload` return once the page has hydrated, not at its load event: the
 * app starts its scripts after the load event (app/components/scripts-after-load.tsx), so a test
 * that goes on at once would meet the server's page before React has taken it over — a shopper
 * can, but the tests check the interactive page. Pages without JavaScript, responses that are not
 * an app page (no hydration data) and calls naming their own `waitUntil` return as Playwright's do.
 */
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

export { expect };
export type { Browser, Locator, Page } from "@playwright/test";
export { devices } from "@playwright/test";

const violations = new WeakMap<BrowserContext, string[]>();

/** Starts collecting CSP violations from every page of `context`. */
export function watchCsp(context: BrowserContext): string[] {
  const seen: string[] = [];
  violations.set(context, seen);
  context.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" && /Content Security Policy/i.test(text)) seen.push(text);
  });
  context.on("weberror", (error) => {
    if (/Content Security Policy/i.test(String(error.error()))) seen.push(String(error.error()));
  });
  return seen;
}

const HYDRATION_TIMEOUT_MS = 20_000;

async function untilHydrated(page: Page) {
  // Playwright keeps the context's options on the client object; JavaScript is on unless a test
  // turned it off.
  const options = (page.context() as unknown as { _options?: { javaScriptEnabled?: boolean } })._options;
  if (options?.javaScriptEnabled === false) return;
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === "true" || !("__remixContext" in window),
    undefined,
    { timeout: HYDRATION_TIMEOUT_MS },
  );
}

let patched = false;
/** Makes every page's goto and reload wait for hydration (Page is one class for all pages). */
function waitForHydrationOnNavigation(page: Page) {
  if (patched) return;
  patched = true;
  const proto = Object.getPrototypeOf(page) as Page;
  const goto = proto.goto;
  const reload = proto.reload;
  proto.goto = async function (this: Page, ...args: Parameters<Page["goto"]>) {
    const response = await goto.apply(this, args);
    if (!args[1]?.waitUntil) await untilHydrated(this);
    return response;
  };
  proto.reload = async function (this: Page, ...args: Parameters<Page["reload"]>) {
    const response = await reload.apply(this, args);
    if (!args[0]?.waitUntil) await untilHydrated(this);
    return response;
  };
}

export const test = base.extend<{ cspViolations: string[]; hydratedNavigation: void }>({
  hydratedNavigation: [
    async ({ page }, use) => {
      waitForHydrationOnNavigation(page);
      await use();
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context, browser }, use) => {
      const seen = watchCsp(context);
      // Contexts a test opens itself (a second user) are watched too.
      const opened: BrowserContext[] = [];
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof browser.newContext>) => {
        const created = await newContext(...args);
        watchCsp(created);
        opened.push(created);
        return created;
      };
      await use(seen);
      browser.newContext = newContext;
      const all = [...seen, ...opened.flatMap((c) => violations.get(c) ?? [])];
      expect(all, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});
