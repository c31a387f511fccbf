import { expect, test } from "./fixtures";
import { expectNoSevereAxeViolations, loginAs, phoneContextPage } from "./helpers";

test("a seller gives an account 14 days of warranty; a visitor finds it with 'Bergaransi' and sees the warranty on its card and page", async ({
  page,
  browser,
  baseURL,
}) => {
  await loginAs(page, "penjual@pasargame.test");
  await page.goto("/sell/create-listing");
  const title = `Akun Valorant Garansi Uji ${Date.now()}`;
  await page.getByLabel("Game").selectOption("valorant");

  // Top Up is not offered a warranty; Akun is, 7 days unless chosen.
  await page.getByLabel("Kategori").selectOption("top-up");
  await expect(page.getByLabel("Garansi")).toHaveCount(0);
  await page.getByLabel("Kategori").selectOption("akun");
  const warranty = page.getByLabel("Garansi");
  await expect(warranty).toHaveValue("7");
  await expect(page.getByText("Dana pesanan ditahan selama masa garansi, lalu masuk ke saldo Anda.")).toBeVisible();
  await warranty.selectOption({ label: "14 hari" });

  await page.getByLabel("Judul").fill(title);
  await page.getByLabel("Deskripsi").fill("Akun main sendiri, email bisa diganti.");
  await page.getByLabel(/^Harga \(Rp\)/).fill("650000");
  await page.getByLabel("Stok").fill("1");
  await expectNoSevereAxeViolations(page);
  await page.getByRole("button", { name: "Buat Listing" }).click();
  await expect(page).toHaveURL("/seller/dashboard");

  // A visitor on the phone: the filter drawer's 'Bergaransi' finds it, and its card says so.
  const visitor = await phoneContextPage(browser, baseURL);
  await visitor.goto(`/games/valorant?q=${encodeURIComponent("Garansi Uji")}`);
  await visitor.getByTestId("open-filters").click();
  const panel = visitor.getByTestId("filter-panel");
  await expect(panel.getByRole("group", { name: "Pengiriman & Garansi" })).toBeVisible();
  await panel.getByLabel("Bergaransi").check();
  await panel.getByRole("button", { name: "Terapkan Filter" }).click();
  await expect(visitor).toHaveURL(/warranty=1/);
  const card = visitor.getByTestId("product-card").filter({ hasText: title });
  await expect(card).toContainText("Garansi 14 hari");
  await expectNoSevereAxeViolations(visitor);

  // Only listings that really deliver at once pass 'Pengiriman Instan': this one does not.
  await visitor.goto(`/games/valorant?q=${encodeURIComponent("Garansi Uji")}&warranty=1&instant=1`);
  await expect(visitor.getByTestId("product-card").filter({ hasText: title })).toHaveCount(0);

  await visitor.goto(`/games/valorant?q=${encodeURIComponent("Garansi Uji")}&warranty=1`);
  await visitor.getByTestId("product-card").filter({ hasText: title }).click();
  await expect(visitor.getByRole("heading", { name: title })).toBeVisible();
  await expect(visitor.getByTestId("listing-price").locator("..")).toContainText("Garansi 14 hari");
  await visitor.getByRole("tab", { name: "Detail Produk" }).click();
  await expect(visitor.getByTestId("product-details")).toContainText(/Garansi\s*Garansi 14 hari/);
  await visitor.context().close();
});
