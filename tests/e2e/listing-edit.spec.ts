import { expect, test, type Page } from "./fixtures";
import { expectNoSevereAxeViolations, loginAs } from "./helpers";
import { newListing, newMember } from "./people";

/** A real tiny PNG drawn by the browser's canvas. */
async function drawPng(page: Page) {
  const data = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 32;
    canvas.height = 20;
    const ctx = canvas.getContext("2d")!;
    ctx.fillStyle = "#2a7de8";
    ctx.fillRect(0, 0, 32, 20);
    return new Promise<string>((resolve) =>
      canvas.toBlob((blob) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result).split(",")[1]!);
        reader.readAsDataURL(blob!);
      }, "image/png"),
    );
  });
  return Buffer.from(data, "base64");
}

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title }).first();

test("a seller edits a listing's title, description, price and images from the dashboard", async ({
  page,
  baseURL,
}) => {
  // A seller of the test's own with one listing: the demo seller's listings change with other specs.
  const seller = await newMember(baseURL, { role: "seller" });
  await newListing(baseURL, seller);
  await loginAs(page, seller);
  await page.goto("/seller/dashboard");
  const row = page.getByTestId("seller-listing").first();
  const id = await row.getAttribute("data-listing-id");
  await row.getByRole("link", { name: "Ubah Detail" }).click();
  await expect(page).toHaveURL(`/sell/edit-listing/${id}`);
  await expect(page.getByRole("heading", { name: "Ubah Listing" })).toBeVisible();
  await expect(page.getByLabel("Judul")).not.toHaveValue("");
  await expectNoSevereAxeViolations(page);

  // The create form's rules, before anything is sent.
  await page.getByLabel("Judul").fill("");
  await page.getByRole("button", { name: "Simpan Perubahan" }).click();
  await expect(toast(page, "Form Tidak Lengkap")).toBeVisible();

  const title = `Akun Valorant diubah ${Date.now()}`;
  await page.getByLabel("Judul").fill(title);
  await page.getByLabel("Deskripsi").fill("Deskripsi diubah: semua agent terbuka, email bisa diganti.");
  await page.getByLabel(/^Harga \(Rp\)/).fill("200000");
  await expect(page.getByTestId("fee-net")).toHaveText("Rp190.000");

  const uploader = page.getByTestId("image-uploader");
  const before = await uploader.getByTestId("uploaded-image").count();
  if (before > 0) {
    await uploader
      .getByRole("button", { name: /^Hapus gambar/ })
      .first()
      .click();
    await expect(uploader.getByTestId("uploaded-image")).toHaveCount(before - 1);
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Gagal Hapus Gambar" })).toHaveCount(0);
  }
  await page
    .locator("#field-images")
    .setInputFiles({ name: "baru.png", mimeType: "image/png", buffer: await drawPng(page) });
  await expect(uploader.getByTestId("uploaded-image")).toHaveCount(Math.max(before, 1));
  await expect(uploader.getByTestId("uploading-image")).toHaveCount(0);

  await page.getByRole("button", { name: "Simpan Perubahan" }).click();
  await expect(page).toHaveURL("/seller/dashboard");
  await expect(toast(page, "Data Diperbarui")).toBeVisible();
  const edited = page.locator(`[data-listing-id="${id}"]`);
  await expect(edited).toContainText(title);
  await expect(edited).toContainText("Rp200.000");

  await edited.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText("Deskripsi diubah: semua agent terbuka")).toBeVisible();
});
