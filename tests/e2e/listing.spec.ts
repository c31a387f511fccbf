import { expect, test, type Page } from "./fixtures";
import { DEMO_PASSWORD, navigateInApp } from "./helpers";
import { newMember, type Member } from "./people";

const TOP_UP = "/games/mobile-legends/top-up/lst_sample_3"; // 514 Diamond: User ID + Zone ID, no reviews by the demo buyer
const ACCOUNT = "/games/mobile-legends/akun/lst_018"; // Akun ML Epic, stock 3: has a quantity field

async function fillLogin(page: Page, who: string | Member) {
  const { email, password } = typeof who === "string" ? { email: who, password: DEMO_PASSWORD } : who;
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await expect(page.getByText("Login Berhasil")).toBeVisible();
}

test("a visitor opens a listing from the game page's card list and sees its details", async ({ page }) => {
  await page.goto("/games/mobile-legends?category=top-up");
  await page.locator(`a[href="${TOP_UP}"]`).first().click();
  await expect(page).toHaveURL(TOP_UP);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("514 Diamond Mobile Legends — Proses Instan via ID");
  await expect(page.getByTestId("listing-price")).toContainText("Rp130.000");
  await expect(page.getByTestId("listing-price").getByTestId("discount-badge")).toHaveText("-10%");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Mobile Legends");
  await expect(page.getByRole("button", { name: "Chat dengan Penjual" })).toBeEnabled();
  // Top-ups take no quantity.
  await expect(page.getByLabel("Jumlah", { exact: true })).toHaveCount(0);

  // Tabs switch without a reload and the URL remembers the tab.
  await page.getByRole("tab", { name: "Detail Produk" }).click();
  await expect(page).toHaveURL(`${TOP_UP}?tab=detail`);
  await expect(page.getByTestId("product-details")).toBeVisible();
  await page.getByRole("tab", { name: /Ulasan/ }).click();
  await expect(page.getByTestId("rating-count")).toHaveText(/\d+ ulasan/);
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();

  // The seller card leads to the seller's public profile.
  await page.getByTestId("seller-link").click();
  await expect(page).toHaveURL("/user/raka_topup");
  await expect(page.getByRole("heading", { name: /Penawaran dari raka_topup \(\d+\)/ })).toBeVisible();
});

test("the other tabs' code loads when one is chosen; until then their panels are the server's HTML", async ({
  page,
}) => {
  const errors: string[] = [];
  const panelsCode: string[] = [];
  page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
  page.on("request", (r) => void (/\/assets\/listing-panels-/.test(r.url()) && panelsCode.push(r.url())));
  await page.goto(TOP_UP); // returns once hydrated (fixtures.ts)
  await page.waitForTimeout(1_000);
  expect(panelsCode, "tab panels' code before a tab is chosen").toEqual([]);
  // The hidden panels are in the page as served (readable without JavaScript), reviews included.
  await expect(page.locator("#ulasan").getByTestId("review-item").first()).toBeAttached();

  await page.getByRole("tab", { name: /Ulasan/ }).click();
  await expect.poll(() => panelsCode.length).toBe(1);
  await expect(page.getByTestId("rating-count")).toHaveText(/\d+ ulasan/);
  await expect(page.getByTestId("review-item").first()).toBeVisible();
  // 'Detail Produk' is in the same chunk: nothing more loads.
  await page.getByRole("tab", { name: "Detail Produk" }).click();
  await expect(page.getByTestId("product-details")).toBeVisible();
  expect(panelsCode).toHaveLength(1);
  expect(errors).toEqual([]); // no hydration mismatch
});

test("add to cart: login first, required inputs, then the header badge counts", async ({ page, baseURL }) => {
  const buyer = await newMember(baseURL); // their own: a signed-in buyer's cart follows them across tests
  await page.goto(TOP_UP);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByText("Login Diperlukan")).toBeVisible();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(TOP_UP)}`);

  await fillLogin(page, buyer);
  await expect(page).toHaveURL(TOP_UP);

  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("user_id-error")).toHaveText("Mohon isi User ID.");
  await expect(page.getByText("Input Diperlukan")).toBeVisible();
  await page.getByLabel("User ID").fill("12345678");
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("zone_id-error")).toHaveText("Mohon isi Zone ID.");
  await expect(page.getByLabel("User ID")).toHaveValue("12345678"); // kept
  await page.getByLabel("Zone ID").fill("2001");
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByText("Ditambahkan ke Keranjang").first()).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  // The same player again: a Top Up line holds one purchase, and the toast says so.
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByText("Top Up dibeli satu per pesanan.", { exact: false }).first()).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  // A listing with a quantity: whole numbers up to the stock.
  await page.goto(ACCOUNT);
  const quantity = page.getByLabel("Jumlah", { exact: true });
  await quantity.fill("7");
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("quantity-error")).toHaveText("Jumlah harus bilangan bulat dari 1 sampai 3.");
  await expect(quantity).toHaveValue("7"); // kept, with the message beside it
  await page.getByRole("button", { name: "Kurangi jumlah" }).click(); // back inside 1..3
  await expect(quantity).toHaveValue("3");
  await page.getByRole("button", { name: "Kurangi jumlah" }).click();
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-count")).toHaveText("3");
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]"));
  expect(cart).toEqual([
    expect.objectContaining({
      id: "lst_sample_3",
      quantity: 1,
      userInputData: { user_id: "12345678", zone_id: "2001" },
      type: "Top Up",
      sellerName: "raka_topup",
    }),
    expect.objectContaining({ id: "lst_018", quantity: 2, stock: 3, gameSlug: "mobile-legends", categorySlug: "akun" }),
  ]);
});

test("a buyer without a completed order of the listing is told why they cannot review yet", async ({ page }) => {
  await page.goto(`/login?redirect=${encodeURIComponent(`${TOP_UP}?tab=ulasan`)}`);
  await fillLogin(page, "pembeli@pasargame.test");
  await expect(page).toHaveURL(`${TOP_UP}?tab=ulasan`);
  // Posting a review after a completed order is covered by the order flow (orders.spec.ts).
  await expect(page.getByTestId("review-blocked")).toHaveText(
    "Ulasan hanya bisa diberikan setelah pesanan Anda untuk produk ini selesai.",
  );
  await expect(page.getByTestId("review-form")).toHaveCount(0);
});

const GALLERY = "/games/valorant/akun/lst_sample_1"; // two images

test("after hydration the image gallery gets previous/next, and thumbnails scroll it in place", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
  await page.goto(GALLERY);
  const gallery = page.getByTestId("listing-gallery");
  const slides = page.getByTestId("listing-slide");
  const before = await gallery.boundingBox();
  await page.getByTestId("gallery-next").click();
  await expect(slides.nth(1)).toHaveAttribute("data-active", "true");
  await expect(page.getByRole("link", { name: "Tampilkan gambar 2" })).toHaveAttribute("aria-current", "true");
  await page.getByRole("link", { name: "Tampilkan gambar 1" }).click();
  await expect(slides.nth(0)).toHaveAttribute("data-active", "true");
  await expect(page).toHaveURL(GALLERY);
  expect(await gallery.boundingBox()).toEqual(before);
  expect(errors).toEqual([]); // no hydration mismatch
});

test("a listing with one image loads no carousel code; one with two loads it and it works", async ({ page }) => {
  const carouselCode: string[] = [];
  page.on("request", (r) => void (/\/assets\/gallery-enhance-/.test(r.url()) && carouselCode.push(r.url())));
  await page.goto(TOP_UP); // one image
  await expect(page.getByTestId("listing-slide").locator("img")).toHaveAttribute("fetchpriority", "high");
  await page.waitForTimeout(1_000);
  expect(carouselCode, "carousel code for a single image").toEqual([]);

  await page.goto(GALLERY);
  await expect.poll(() => carouselCode.length).toBe(1);
  await page.getByTestId("gallery-next").click();
  await expect(page.getByTestId("listing-slide").nth(1)).toHaveAttribute("data-active", "true");
});

test("the gallery's controls work again after moves within the app", async ({ page }) => {
  await page.goto(GALLERY);
  await expect(page.getByTestId("gallery-next")).toBeVisible();
  await navigateInApp(page, TOP_UP); // one image: no controls
  await expect(page.getByTestId("listing-slide")).toHaveCount(1);
  await expect(page.getByTestId("gallery-next")).toHaveCount(0);
  await navigateInApp(page, GALLERY);
  await page.getByTestId("gallery-next").click();
  await expect(page.getByTestId("listing-slide").nth(1)).toHaveAttribute("data-active", "true");
  await expect(page.getByRole("link", { name: "Tampilkan gambar 2" })).toHaveAttribute("aria-current", "true");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the image gallery shows its images and the thumbnails scroll the strip", async ({ page }) => {
    await page.goto(GALLERY);
    const slides = page.getByTestId("listing-slide");
    await expect(slides).toHaveCount(2);
    await expect(slides.nth(0).locator("img")).toBeVisible();
    await expect(slides.nth(0)).toBeInViewport();
    await page.getByRole("link", { name: "Tampilkan gambar 2" }).click();
    await expect(slides.nth(1)).toBeInViewport();
    await expect(slides.nth(0)).not.toBeInViewport();
  });
});
