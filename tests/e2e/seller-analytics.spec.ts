import { expect, test } from "./fixtures";
import { expectNoSevereAxeViolations, loginAs } from "./helpers";

test("the seller's Analitik tab draws 30 days of revenue with the seeded sale, and switches to 7 days", async ({
  page,
}) => {
  await loginAs(page, "penjual@pasargame.test");
  await page.goto("/seller/dashboard");
  await page.getByRole("link", { name: "Analitik" }).click();
  await expect(page).toHaveURL("/seller/dashboard?tab=analytics");
  const chart = page.getByTestId("revenue-chart");
  await expect(chart.getByTestId("revenue-bar")).toHaveCount(30);
  // The seeded sale (the demo Genshin account, Rp175.000, paid when the demo data was made) is in it.
  const revenues = await chart
    .getByTestId("revenue-bar")
    .evaluateAll((bars) => bars.map((b) => Number(b.getAttribute("data-revenue"))));
  expect(revenues.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(175_000);
  await expect(page.getByTestId("total-orders")).not.toHaveText("0");
  await expect(page.getByTestId("analytics-listings")).toContainText("Genshin");
  await expectNoSevereAxeViolations(page, { include: "main" });

  await page.getByRole("link", { name: "7 hari" }).click();
  await expect(page).toHaveURL("/seller/dashboard?tab=analytics&periode=7");
  await expect(chart.getByTestId("revenue-bar")).toHaveCount(7);
});
