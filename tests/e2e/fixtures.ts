/**
 * The e2e `test`: Playwright's, plus a watch on Content-Security-Policy violations. Every page of
 * the test's browser context (and of any context passed to `watchCsp`) reports violations through
 * the console; a test that caused one fails at its end (issue 9: the e2e run records zero).
 */
import { test as base, expect, type BrowserContext } from "@playwright/test";

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

export const test = base.extend<{ cspViolations: string[] }>({
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
