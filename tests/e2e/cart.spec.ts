import { expect, test, type Page } from "./fixtures";
import { toastsGone } from "./helpers";
import { newMember, type Member } from "./people";

const JASA = "/games/genshin-impact/jasa-joki/lst_032"; // Jasa Clear Spiral Abyss 36 Bintang, Rp85.000, stock 20
const TOP_UP = "/games/valorant/top-up/lst_006"; // Top Up 420 VP Valorant, Rp50.000, needs a Riot ID

async function logIn(page: Page, buyer: Member, redirectTo: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel("Email").fill(buyer.email);
  await page.getByLabel("Password").fill(buyer.password);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await expect(page).toHaveURL(redirectTo);
}

const cartInStorage = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]") as { id: string; quantity: number }[]);

// A buyer of the test's own: a signed-in buyer's cart follows them to every browser (and test).
test("a buyer fills the cart, changes it, checks out from the wallet and the cart lets go of the order", async ({
  page,
  baseURL,
}) => {
  await logIn(page, await newMember(baseURL, { deposit: 200_000 }), JASA);
  await page.getByLabel("Nickname In-Game").fill("Traveler");
  await page.getByLabel("Adventure Rank").fill("55");
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByText("Ditambahkan ke Keranjang").first()).toBeVisible();

  await page.goto(TOP_UP);
  await page.getByLabel("Riot ID").fill("Pemain#1234");
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-count")).toHaveText("2");

  await toastsGone(page); // a toast over the phone header would take the tap
  await page.getByTestId("cart-link").click();
  await expect(page).toHaveURL("/cart");
  await expect(page).toHaveTitle("Keranjang Belanja — PasarGame");
  const lines = page.getByTestId("cart-line");
  await expect(lines).toHaveCount(2);
  const jasa = lines.filter({ hasText: "Jasa Clear Spiral Abyss" });
  const topUp = lines.filter({ hasText: "Top Up 420 VP" });
  await expect(jasa.getByTestId("cart-line-inputs")).toContainText("Adventure Rank: 55");
  await expect(topUp.getByTestId("cart-line-inputs")).toContainText("Riot ID: Pemain#1234");
  await expect(topUp).toContainText("Top Up dibeli satu per pesanan.");
  await expect(topUp.getByRole("button", { name: "Tambah jumlah" })).toHaveCount(0);

  // Quantity: never below 1, up to the stock; the totals follow.
  await expect(jasa.getByRole("button", { name: "Kurangi jumlah" })).toBeDisabled();
  await jasa.getByRole("button", { name: "Tambah jumlah" }).click();
  await expect(jasa.getByTestId("cart-line-quantity")).toHaveText("2");
  await expect(jasa.getByTestId("cart-line-subtotal")).toHaveText("Rp170.000");
  await expect(page.getByTestId("cart-total")).toHaveText("Rp220.000");
  await expect(page.getByTestId("cart-count")).toHaveText("3");

  // Remove, undo; clear all, undo.
  await topUp.getByTestId("cart-line-remove").click();
  await expect(page.getByText("Dihapus dari Keranjang", { exact: true })).toBeVisible();
  await expect(lines).toHaveCount(1);
  await page.getByRole("button", { name: "Urungkan" }).first().click();
  await expect(lines).toHaveCount(2);
  await page.getByTestId("cart-clear").click();
  await expect(page.getByText("Keranjang Dikosongkan", { exact: true })).toBeVisible();
  await expect(page.getByText("Keranjang Anda Kosong", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Jelajahi Game" })).toHaveAttribute("href", "/games");
  await page.getByRole("button", { name: "Urungkan" }).last().click();
  await expect(lines).toHaveCount(2);

  // The Top Up line goes; the Jasa line (2 ×) is checked out.
  await topUp.getByTestId("cart-line-remove").click();
  await expect(lines).toHaveCount(1);
  await expect(page.getByTestId("cart-total")).toHaveText("Rp170.000");
  await page.getByTestId("cart-checkout").click();
  await expect(page).toHaveURL(/\/checkout\?lines=/);
  await expect(page.getByRole("heading", { name: "Periksa Pesanan" })).toBeVisible();
  await expect(page.getByTestId("review-line")).toHaveCount(1);
  await expect(page.getByTestId("review-line")).toContainText("Nickname In-Game: Traveler");
  await expect(page.getByTestId("review-total")).toHaveText("Rp170.000");
  await expect(page.getByTestId("review-balance")).toHaveText(/^Rp[\d.]+$/);
  await page.getByTestId("checkout-confirm").click();

  await expect(page).toHaveURL(/\/order\/ord_[0-9a-f]+$/);
  await expect(page.getByText("Pembayaran Berhasil", { exact: true })).toBeVisible();
  await expect.poll(() => cartInStorage(page)).toEqual([]);
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
});

test("checkout explains a changed price and adjusts the cart only when asked", async ({ page, baseURL }) => {
  await logIn(page, await newMember(baseURL), "/cart");
  // A cart saved while the listing still cost less.
  await page.evaluate(() =>
    localStorage.setItem(
      "cart",
      JSON.stringify([
        {
          id: "lst_032",
          name: "Jasa Clear Spiral Abyss 36 Bintang",
          price: 80000,
          quantity: 1,
          stock: 20,
          type: "Jasa",
          userInputData: { nickname: "Traveler", adventure_rank: "55" },
        },
      ]),
    ),
  );
  await page.reload();
  await page.getByTestId("cart-checkout").click();
  await expect(page.getByTestId("review-problem")).toHaveText("Harga berubah dari Rp80.000 menjadi Rp85.000.");
  await expect(page.getByTestId("checkout-confirm")).toHaveCount(0);
  expect((await cartInStorage(page))[0]).toMatchObject({ price: 80000 }); // nothing silently altered

  await page.getByRole("button", { name: "Sesuaikan Keranjang" }).click();
  await expect(page).toHaveURL("/cart");
  await expect(page.getByText("Keranjang Diperbarui", { exact: true })).toBeVisible();
  await expect(page.getByTestId("cart-total")).toHaveText("Rp85.000");
});

test("a visitor's cart asks for login before checkout and comes back to the cart", async ({ page }) => {
  await page.goto("/cart");
  await page.evaluate(() =>
    localStorage.setItem(
      "cart",
      JSON.stringify([{ id: "lst_032", name: "Jasa", price: 85000, quantity: 1, stock: 20, type: "Jasa" }]),
    ),
  );
  await page.reload();
  await page.getByTestId("cart-checkout").click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent("/cart")}`);
  await expect(page.getByText("Login Diperlukan", { exact: true })).toBeVisible();
});
