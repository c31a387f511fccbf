import { expect, test } from "./fixtures";
import { expectNoSevereAxeViolations, loginAs, toastsGone } from "./helpers";
import { newMember } from "./people";

test("a seller turns off e-mail for 'Pesanan dibayar' in the notification settings, and it stays off", async ({
  page,
  baseURL,
}) => {
  // A seller of the test's own: their settings are theirs whichever spec runs beside this one.
  await loginAs(page, await newMember(baseURL, { role: "seller" }));
  await page.goto("/notifications");
  await toastsGone(page);
  await page.getByRole("link", { name: "Pengaturan notifikasi" }).click();
  await expect(page).toHaveURL("/notifications/pengaturan");
  await expect(page.getByRole("heading", { name: "Pengaturan Notifikasi" })).toBeVisible();

  const paidByMail = page.getByRole("checkbox", { name: "Pesanan dibayar: E-mail" });
  const paidInApp = page.getByRole("checkbox", { name: "Pesanan dibayar: Di aplikasi" });
  const chatByMail = page.getByRole("checkbox", { name: "Pesan: E-mail" });
  // The defaults: in the app for every kind; e-mail for paid orders but not for messages.
  await expect(paidByMail).toBeChecked();
  await expect(paidInApp).toBeChecked();
  await expect(chatByMail).not.toBeChecked();
  // The table fits the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  await expectNoSevereAxeViolations(page);

  await paidByMail.uncheck();
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Pengaturan Disimpan")).toBeVisible();
  await page.reload();
  await expect(paidByMail).not.toBeChecked();
  await expect(paidInApp).toBeChecked();
  await expect(chatByMail).not.toBeChecked();

  // Back as it was, for the other specs of the run.
  await toastsGone(page);
  await paidByMail.check();
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Pengaturan Disimpan")).toBeVisible();
  await page.reload();
  await expect(paidByMail).toBeChecked();
});
