import { expect, test } from "./fixtures";
import { expectNoSevereAxeViolations, loginAs, toastsGone } from "./helpers";

test("staff open 'Pembayaran' from the admin menu: the gateway reconciliation agrees, the filters stay in the URL, and the page passes axe", async ({
  page,
}) => {
  await loginAs(page, "admin@pasargame.test");
  await toastsGone(page);
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Menu admin" })
    .getByRole("link", { name: /^Pembayaran/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/payments$/);
  await expect(page.getByRole("heading", { name: "Rekonsiliasi Gateway" })).toBeVisible();
  await expect(page.getByText("Berhasil di penyedia")).toBeVisible();
  await expect(page.getByText("Tercatat di buku besar (external:gateway)")).toBeVisible();
  await expect(page.getByTestId("recon-status")).toHaveText("Sesuai");
  await expect(page.getByTestId("recon-status")).toHaveAttribute("data-ok", "true");
  await expectNoSevereAxeViolations(page);

  // Filter: settled and flagged — the choice goes into the URL and comes back checked.
  await page.getByLabel("Status").selectOption({ label: "Berhasil" });
  await page.getByLabel("Ditandai").check();
  await page.getByRole("button", { name: "Terapkan" }).click();
  await expect(page).toHaveURL(/\/admin\/payments\?status=settled&flag=1$/);
  await expect(page.getByLabel("Status")).toHaveValue("settled");
  await expect(page.getByLabel("Ditandai")).toBeChecked();
  const rows = page.getByTestId("payment-row");
  for (const row of await rows.all()) await expect(row).toHaveAttribute("data-status", "settled");
  if ((await rows.count()) === 0) await expect(page.getByTestId("payments-empty")).toBeVisible();

  // Nothing wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSevereAxeViolations(page);

  // The ledger page shows the same reconciliation as one of its invariants.
  await page.goto("/admin/ledger");
  await expect(
    page.getByText("Pembayaran gateway: berhasil di penyedia − belum dialokasikan = tercatat di buku besar"),
  ).toBeVisible();
  for (const check of await page.getByTestId("invariant").all()) await expect(check).toHaveAttribute("data-ok", "true");
});
