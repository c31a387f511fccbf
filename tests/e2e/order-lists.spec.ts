import { expect, test, type Page } from "./fixtures";
import { expectNoSevereAxeViolations, loginAs, toastsGone } from "./helpers";

const notFound = (page: Page) => page.getByRole("heading", { name: "Halaman Tidak Ditemukan" });

test("a buyer opens orders, messages and notifications from the header without a 404", async ({ page }) => {
  await loginAs(page, "pembeli@pasargame.test");
  const header = page.getByTestId("site-header");

  await toastsGone(page); // a toast over the phone header would take the tap
  await header.getByTestId("user-menu").locator("summary").click();
  await header.getByRole("link", { name: "Pesanan Saya" }).click();
  await expect(page).toHaveURL("/my-account/orders");
  await expect(page.getByRole("heading", { name: "Pesanan Saya" })).toBeVisible();
  await expect(notFound(page)).toHaveCount(0);
  // Other specs may have bought something already: the list or its empty state, never an error.
  // (The checkout flow in orders-flow.spec.ts checks that a new order appears here.)
  // The status filter is a link in the URL, and every order it shows has that status.
  await page.getByTestId("order-status-filter").getByRole("link", { name: "Dibatalkan" }).click();
  await expect(page).toHaveURL("/my-account/orders?status=Dibatalkan");
  await expect(page.getByRole("heading", { name: "Pesanan Saya" })).toBeVisible();
  for (const status of await page.locator("main [data-status]").all()) {
    await expect(status).toHaveAttribute("data-status", "Dibatalkan");
  }
  await expectNoSevereAxeViolations(page);

  await expect(header.getByTestId("user-menu")).not.toHaveAttribute("open"); // closed after navigating
  // On a phone, Pesan and Notifikasi are in the user menu (the bar keeps five icons).
  await header.getByTestId("user-menu").locator("summary").click();
  await header.getByRole("link", { name: /^Pesan( \(|$)/ }).click();
  await expect(page).toHaveURL("/messages");
  await expect(page.getByRole("heading", { name: "Pesan", exact: true })).toBeVisible();
  await expect(notFound(page)).toHaveCount(0);
  await expectNoSevereAxeViolations(page);

  await header.getByTestId("user-menu").locator("summary").click();
  await header.getByRole("link", { name: /^Notifikasi( \(|$)/ }).click();
  await expect(page).toHaveURL("/notifications");
  await expect(page.getByRole("heading", { name: "Notifikasi", exact: true })).toBeVisible();
  await expect(notFound(page)).toHaveCount(0);
  await expectNoSevereAxeViolations(page);
});

test("the logged-in header fits a 360 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await loginAs(page, "penjual@pasargame.test");
  await page.goto("/seller/dashboard?tab=orders");
  await expect(page.getByRole("heading", { name: "Dashboard Penjual" })).toBeVisible();
  await expect(page.getByText("Total Penjualan")).toBeVisible();
  for (const id of ["header-search-link", "cart-link", "user-menu"])
    await expect(page.getByTestId(id)).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
