import { devices, expect, test } from "./fixtures";
import { expectNoSevereAxeViolations, loginAs, rupiahText, rupiahValue, toastsGone } from "./helpers";
import { newMember } from "./people";

test("a buyer's deposit approved by the admin raises the balance by exactly the transfer (amount plus unique code)", async ({
  page: buyer,
  browser,
  baseURL,
}) => {
  // A buyer of the test's own: the demo buyer's balance moves with other specs' orders.
  const me = await newMember(baseURL);
  await loginAs(buyer, me);
  await buyer.goto("/my-account/wallet");
  const before = rupiahValue(await buyer.getByTestId("available-balance").textContent());

  await buyer.getByLabel("Jumlah Deposit (Rp)").fill("150.000");
  await buyer.getByRole("radio", { name: /Bank Transfer BCA/ }).check();
  await buyer.getByRole("button", { name: "Buat Permintaan Deposit" }).click();
  await expect(buyer.getByText("Permintaan Deposit Diterima")).toBeVisible();
  await expect(buyer).toHaveURL(/\/my-account\/wallet\/deposits\/dep_/);
  const depositId = buyer.url().split("/").pop()!;
  const code = Number(await buyer.getByTestId("deposit-unique-code").textContent());
  expect(code).toBeGreaterThanOrEqual(100);
  expect(code).toBeLessThanOrEqual(999);
  expect(rupiahValue(await buyer.getByTestId("deposit-total").textContent())).toBe(150_000 + code);
  expect(rupiahValue(await buyer.getByTestId("deposit-credit").textContent())).toBe(150_000 + code);

  const adminContext = await browser.newContext({
    ...devices["Pixel 7"],
    baseURL,
    locale: "id-ID",
    timezoneId: "Asia/Jakarta",
  });
  const admin = await adminContext.newPage();
  await loginAs(admin, "admin@pasargame.test");
  await toastsGone(admin); // a toast over the phone header would take the tap
  await admin.getByTestId("user-menu").locator("summary").click();
  await admin.getByRole("link", { name: "Konsol Admin" }).click();
  await expect(admin.getByRole("heading", { name: "Konsol Admin" })).toBeVisible();
  await admin
    .getByRole("navigation", { name: "Menu admin" })
    .getByRole("link", { name: /^Deposit/ })
    .click();
  await expect(admin).toHaveURL(/\/admin\/deposits$/);

  const row = admin.locator(`[data-deposit-id="${depositId}"]`);
  await expect(row).toContainText(me.username);
  await expect(row).toContainText(String(code));
  await expectNoSevereAxeViolations(admin, { include: "main" });
  await row.getByRole("button", { name: `Setujui ${rupiahText(150_000 + code)}` }).click();
  await expect(admin.getByText("Deposit Disetujui")).toBeVisible();
  await expect(admin.locator(`[data-deposit-id="${depositId}"]`)).toHaveCount(0);

  await buyer.goto("/my-account/wallet");
  expect(rupiahValue(await buyer.getByTestId("available-balance").textContent())).toBe(before + 150_000 + code);
  await adminContext.close();
});

test("a buyer is refused the console with 'Akses Ditolak'", async ({ page }) => {
  await loginAs(page, "pembeli@pasargame.test");
  const res = await page.goto("/admin/deposits");
  expect(res?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Akses Ditolak" })).toBeVisible();
  await toastsGone(page); // a toast over the phone header would take the tap
  await page.getByTestId("user-menu").locator("summary").click();
  await expect(page.getByRole("link", { name: "Konsol Admin" })).toHaveCount(0);
});
