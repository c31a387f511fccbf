/**
 * The e2e `test`: Playwright's, plus a watch on Content-Security-Policy violations (a test that
 * caused one fails at its end). `page.goto` / `page.reload` return once the page has hydrated,
 * not at its load event: the app starts its scripts after load (scripts-after-load.tsx), and the
 * tests check the interactive page. Pages without app hydration data, and calls naming their own
 * `waitUntil`, return as Playwright's do.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
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

/** A live process with this id (signal 0 only asks). */
function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Takes the named site-wide figures for this test alone, across the run's workers: a directory per
 * name (mkdir either makes it or fails), holding the owner's pid so a crashed worker's hold is
 * taken over. Answers the release.
 */
async function hold(names: string[], server: string): Promise<() => Promise<void>> {
  const dirs = [...names].sort().map((name) => path.join(tmpdir(), `pasargame-e2e-${server}`, name));
  const held: string[] = [];
  for (const dir of dirs) {
    await mkdir(path.dirname(dir), { recursive: true });
    for (;;) {
      try {
        await mkdir(dir);
        await writeFile(path.join(dir, "pid"), String(process.pid));
        held.push(dir);
        break;
      } catch {
        const owner = Number(await readFile(path.join(dir, "pid"), "utf8").catch(() => "0"));
        if (owner && !alive(owner)) await rm(dir, { recursive: true, force: true });
        else await new Promise((r) => setTimeout(r, 250));
      }
    }
  }
  return async () => {
    for (const dir of held.reverse()) await rm(dir, { recursive: true, force: true });
  };
}

export const test = base.extend<{
  cspViolations: string[];
  hydratedNavigation: void;
  siteWide: string[];
  siteWideHold: void;
}>({
  /**
   * Site-wide figures a test reads before and after its own steps, such as the ledger's platform
   * fees: the specs run in several workers at once, so a test that counts such a figure, and every test
   * that moves it, names it here (`test.use({ siteWide: ["platform-fees"] })`) and runs alone with it.
   */
  siteWide: [[], { option: true }],
  siteWideHold: [
    async ({ siteWide, baseURL }, use) => {
      const release = siteWide.length ? await hold(siteWide, new URL(baseURL!).port) : null;
      await use();
      await release?.();
    },
    { auto: true },
  ],
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
