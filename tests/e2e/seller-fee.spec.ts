import { platformFee, PLATFORM_FEE_PERCENT } from "../../app/modules/money/constants";
import { expect, test } from "./fixtures";
import { expectNoSevereAxeViolations, loginAs, rupiahText } from "./helpers";

test("the create-listing form shows the platform fee and the net amount live as the seller types", async ({ page }) => {
  await loginAs(page, "penjual@pasargame.test");
  await page.goto("/sell/create-listing");
  const summary = page.getByTestId("fee-summary");
  await expect(summary).toContainText(`Biaya platform ${PLATFORM_FEE_PERCENT} %`);
  const price = page.getByLabel(/^Harga \(Rp\)/);
  for (const amount of [250_000, 123_457, 19]) {
    await price.fill(String(amount));
    await expect(summary.getByTestId("fee-amount")).toHaveText(rupiahText(platformFee(amount)));
    await expect(summary.getByTestId("fee-net")).toHaveText(rupiahText(amount - platformFee(amount)));
  }
  await price.fill("");
  await expect(summary.getByTestId("fee-net")).toHaveText("—");
  await expectNoSevereAxeViolations(page);

  await page.goto("/how-to-sell");
  await expect(page.getByRole("heading", { name: `Biaya platform ${PLATFORM_FEE_PERCENT} %` })).toBeVisible();
  await expect(page.getByTestId("fee-net")).toHaveText(rupiahText(100_000 - platformFee(100_000)));
  await expectNoSevereAxeViolations(page);
});
