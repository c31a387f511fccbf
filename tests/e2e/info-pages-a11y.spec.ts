/** axe on the information pages, dark and light: no serious or critical violation. */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { waitForFaqHydration } from "./helpers";

test.describe("accessibility", () => {
  const runs = [
    ...["/help", "/contact", "/faq", "/about", "/promotions", "/terms", "/how-to-sell"].map((path) => ({
      path,
      theme: "dark",
    })),
    ...["/help", "/contact", "/promotions"].map((path) => ({ path, theme: "light" })),
  ];
  for (const { path, theme } of runs) {
    test(`axe finds no serious or critical violation on ${path} (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      await page.goto(path);
      if (theme === "light") await expect(page.locator("html")).not.toHaveClass(/dark/);
      if (path === "/help") {
        // Also with an answer open.
        await waitForFaqHydration(page);
        await page.getByTestId("faq-item").first().getByRole("button").click();
      }
      const results = await new AxeBuilder({ page }).analyze();
      const severe = results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(" ")) }));
      expect(severe).toEqual([]);
    });
  }
});
