import { expect, test } from "./fixtures";
import { expectNoSevereAxeViolations, loginAs } from "./helpers";

test("a seller's new account listing shows its details, the game's sub-filters find it, and the seller card shows the seller's figures", async ({
  page,
}) => {
  await loginAs(page, "penjual@pasargame.test");
  await page.goto("/sell/create-listing");
  const title = `Akun Valorant Radiant Rincian ${Date.now()}`;
  await page.getByLabel("Game").selectOption("valorant");
  await page.getByLabel("Kategori").selectOption("akun");
  await page.getByLabel("Judul").fill(title);
  await page.getByLabel("Deskripsi").fill("Akun radiant region NA, 77 skin.");
  await page.getByLabel(/^Harga \(Rp\)/).fill("5000000");
  await page.getByLabel("Stok").fill("1");

  const details = page.getByTestId("account-details").locator("..");
  await expect(details.getByRole("heading", { name: "Detail Akun" })).toBeVisible();
  await details.getByLabel("Rank", { exact: true }).selectOption("Radiant");
  await details.getByLabel("Region", { exact: true }).selectOption("NA");
  await details.getByLabel("Jumlah Skin").fill("tujuh");
  await details.getByRole("group", { name: "Ada Skin Premium" }).getByLabel("Ya").check();
  await details.getByLabel("Metode Login").selectOption("Riot ID + email");
  await details.getByLabel("Status Bind").selectOption("Email bisa diganti");
  await expectNoSevereAxeViolations(page);

  // A number that is not one is refused at once, with the field's message; the rest stays.
  await page.getByRole("button", { name: "Buat Listing" }).click();
  await expect(page.getByTestId("detail.jumlah_skin-error")).toHaveText(
    "Jumlah Skin harus berupa angka bulat dari 0 sampai 1.000.000.",
  );
  await expect(details.getByLabel("Rank", { exact: true })).toHaveValue("Radiant");
  await details.getByLabel("Jumlah Skin").fill("77");
  await page.getByRole("button", { name: "Buat Listing" }).click();
  await expect(page).toHaveURL("/seller/dashboard");

  // The game page's sub-filters find it; another rank does not.
  await page.goto("/games/valorant?category=akun&f_rank=Immortal");
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  await page.goto("/games/valorant?category=akun&f_rank=Radiant&f_region=NA&f_skin_premium=Ya");
  await page.getByRole("link", { name: title }).first().click();

  await page.getByRole("tab", { name: "Detail Produk" }).click();
  const shown = page.getByTestId("product-details");
  await expect(shown).toContainText(/Jumlah Skin\s*77/);
  await expect(shown).toContainText(/Region\s*NA/);
  await expect(shown).toContainText(/Status Bind\s*Email bisa diganti/);
  await expect(shown).toContainText(/Rank\s*Radiant/);

  // The seller card carries the seller's figures (other specs' orders may already have lifted the
  // demo seller, who has reviews, over 'Belum cukup pesanan': the worker tests pin both cases down).
  const card = page.getByTestId("seller-card");
  await expect(card.getByTestId("seller-figures")).toContainText("Kinerja 90 hari terakhir");
  await expect(card.getByTestId("seller-figures")).toContainText(/Belum cukup pesanan|Pesanan selesai/);
  await expectNoSevereAxeViolations(page);

  await card.getByTestId("seller-link").click();
  await expect(page.getByTestId("seller-figures")).toContainText(/Belum cukup pesanan|Pesanan selesai/);
  await expectNoSevereAxeViolations(page);
});
