import { expect, test, type Page } from "./fixtures";
import { idOf, newListing, newMember, type Member } from "./people";

/** Logs a seller of the test's own in: the demo seller's listings change with other specs. */
async function loginAsSeller(page: Page, seller: Member) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(seller.email);
  await page.getByLabel("Password").fill(seller.password);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await expect(page).toHaveURL("/seller/dashboard");
}

/** Real tiny images drawn by the browser's canvas (PNG and JPEG), as bytes. */
async function drawImages(page: Page) {
  const [png, jpeg] = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 32;
    canvas.height = 20;
    const ctx = canvas.getContext("2d")!;
    ctx.fillStyle = "#e85d2a";
    ctx.fillRect(0, 0, 32, 20);
    ctx.fillStyle = "#0f1220";
    ctx.fillRect(8, 5, 16, 10);
    const encode = (type: string) =>
      new Promise<string>((resolve) =>
        canvas.toBlob((blob) => {
          const reader = new FileReader();
          reader.onload = () => resolve(String(reader.result).split(",")[1]!);
          reader.readAsDataURL(blob!);
        }, type),
      );
    return [await encode("image/png"), await encode("image/jpeg")];
  });
  return { png: Buffer.from(png, "base64"), jpeg: Buffer.from(jpeg, "base64") };
}

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title }).first();

test("a seller creates a listing with two real images; oversize and fake images are refused; then deletes it", async ({
  page,
  baseURL,
}) => {
  const seller = await newMember(baseURL, { role: "seller" });
  const sellerId = await idOf(baseURL, seller);
  await loginAsSeller(page, seller);
  await page.getByRole("link", { name: "Buat Listing" }).first().click();
  await expect(page).toHaveURL("/sell/create-listing");
  await expect(page.getByRole("heading", { name: "Buat Listing Baru" })).toBeVisible();
  const uploader = page.getByTestId("image-uploader");
  const fileInput = page.locator("#field-images");
  await expect(fileInput).toBeAttached();

  // Submitting empty shows the spec's message.
  await page.getByRole("button", { name: "Buat Listing" }).click();
  await expect(toast(page, "Form Tidak Lengkap")).toBeVisible();
  await expect(toast(page, "Form Tidak Lengkap")).toContainText("Mohon isi semua field yang wajib diisi.");

  const title = `Akun Valorant Radiant Uji ${Date.now()}`;
  await page.getByLabel("Game").selectOption("valorant");
  await page.getByLabel("Kategori").selectOption("akun");
  await page.getByLabel("Judul").fill(title);
  await page.getByLabel("Deskripsi").fill("Akun radiant zirkonium, bisa ganti email, garansi 7 hari.");
  await page.getByLabel(/^Harga \(Rp\)/).fill("450000");
  await page.getByLabel("Stok").fill("1");
  await page.getByLabel("Tag").fill("radiant, , zirkonium ");

  // Changing the game clears the category at once.
  await page.getByLabel("Game").selectOption("mobile-legends");
  await expect(page.getByLabel("Kategori")).toHaveValue("");
  await page.getByLabel("Game").selectOption("valorant");
  await page.getByLabel("Kategori").selectOption("akun");

  // 2 MB + 1 byte: refused in the browser before any upload.
  await fileInput.setInputFiles({
    name: "besar.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 0x89),
  });
  await expect(toast(page, "Ukuran File Terlalu Besar")).toBeVisible();
  await expect(toast(page, "Ukuran File Terlalu Besar")).toContainText("besar.png");

  // Text bytes named .png: uploaded, then refused by the server's check of the stored bytes.
  await fileInput.setInputFiles({
    name: "palsu.png",
    mimeType: "image/png",
    buffer: Buffer.from("ini hanya teks, bukan gambar PNG sama sekali"),
  });
  await expect(toast(page, "Gagal Unggah Gambar")).toBeVisible();
  await expect(toast(page, "Gagal Unggah Gambar")).toContainText("palsu.png");
  await expect(uploader.getByTestId("uploaded-image")).toHaveCount(0);

  const { png, jpeg } = await drawImages(page);
  await fileInput.setInputFiles([
    { name: "sampul.png", mimeType: "image/png", buffer: png },
    { name: "detail.jpg", mimeType: "image/jpeg", buffer: jpeg },
  ]);
  await expect(uploader.getByTestId("uploaded-image")).toHaveCount(2);
  await expect(uploader.getByTestId("uploading-image")).toHaveCount(0);
  // The verified images are served back from storage and render.
  const firstImage = uploader.getByTestId("uploaded-image").first().locator("img");
  await expect(firstImage).toHaveAttribute("src", new RegExp(`^/images/product_images/${sellerId}/\\d+-`));
  await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);

  await page.getByRole("button", { name: "Buat Listing" }).click();
  await expect(page).toHaveURL("/seller/dashboard");
  await expect(toast(page, "Listing Dibuat!")).toBeVisible();

  const row = page.getByTestId("seller-listing").filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Rp450.000");
  await expect(row).toContainText("Valorant");
  // Newest first.
  await expect(page.getByTestId("seller-listing").first()).toContainText(title);
  await expect(row.locator("img")).toHaveAttribute("src", /^\/images\/product_images\//);

  // The new listing is live for buyers: on its game page, in search by a word of its description,
  // and on the seller's public profile.
  await page.goto("/games/valorant?category=akun&sort=newest");
  await expect(page.getByTestId("product-card").filter({ hasText: title })).toBeVisible();
  await page.goto("/search?q=zirkonium");
  await expect(page.getByTestId("product-card").filter({ hasText: title })).toBeVisible();
  await page.goto(`/user/${seller.username}`);
  await expect(page.getByTestId("product-card").filter({ hasText: title })).toBeVisible();
  await page.goto("/seller/dashboard");

  page.once("dialog", (dialog) => {
    expect(dialog.type()).toBe("confirm");
    void dialog.accept();
  });
  await row.getByRole("link", { name: "Hapus" }).click();
  await expect(toast(page, "Listing Dihapus")).toBeVisible();
  await expect(page.getByTestId("seller-listing").filter({ hasText: title })).toHaveCount(0);
});

test("dismissing the delete confirmation keeps the listing", async ({ page, baseURL }) => {
  const seller = await newMember(baseURL, { role: "seller" });
  await newListing(baseURL, seller);
  await loginAsSeller(page, seller);
  const first = page.getByTestId("seller-listing").first();
  const id = await first.getAttribute("data-listing-id");
  page.once("dialog", (dialog) => void dialog.dismiss());
  await first.getByRole("link", { name: "Hapus" }).click();
  await page.waitForTimeout(300);
  await expect(page.locator(`[data-listing-id="${id}"]`)).toBeVisible();
});

test("a Top Up for Mobile Legends chosen on the live form asks for User ID and Zone ID; Valorant's for neither", async ({
  page,
  baseURL,
}) => {
  await loginAsSeller(page, await newMember(baseURL, { role: "seller" }));
  await page.goto("/sell/create-listing");
  const game = page.getByRole("combobox", { name: /^Game/ });
  await game.selectOption("mobile-legends");
  await page.getByLabel("Kategori").selectOption("top-up");
  const inputs = page.getByRole("group", { name: "Data dari Pembeli" });
  await expect(inputs.getByRole("checkbox", { name: "User ID", exact: true })).toBeChecked();
  await expect(inputs.getByRole("checkbox", { name: "Zone ID", exact: true })).toBeChecked();

  await game.selectOption("valorant");
  await page.getByLabel("Kategori").selectOption("top-up");
  await expect(inputs.getByRole("checkbox", { name: "User ID", exact: true })).not.toBeChecked();
  await expect(inputs.getByRole("checkbox", { name: "Zone ID", exact: true })).not.toBeChecked();
});
