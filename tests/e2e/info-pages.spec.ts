import { expect, test } from "./fixtures";
import { FOOTER_LINKS } from "../../app/utils/site";

const INFO_PAGES: { path: string; heading: string }[] = [
  { path: "/about", heading: "Tentang PasarGame" },
  { path: "/refund-policy", heading: "Kebijakan Pengembalian Dana" },
  { path: "/terms", heading: "Syarat & Ketentuan" },
  { path: "/privacy", heading: "Kebijakan Privasi" },
  { path: "/cookies", heading: "Kebijakan Cookie" },
  { path: "/contact", heading: "Hubungi Kami" },
  { path: "/help", heading: "Pusat Bantuan" },
  { path: "/faq", heading: "Pertanyaan yang Sering Diajukan" },
  { path: "/how-to-buy", heading: "Cara Membeli" },
  { path: "/how-to-sell", heading: "Cara Menjual" },
  { path: "/promotions", heading: "Promo Spesial" },
  { path: "/careers", heading: "Karir" },
  { path: "/blog", heading: "Blog" },
  { path: "/affiliate", heading: "Program Afiliasi" },
  { path: "/forum", heading: "Forum" },
];

const TODAY = new Intl.DateTimeFormat("id-ID", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Jakarta",
}).format(new Date());

test.describe("information pages", () => {
  for (const { path, heading } of INFO_PAGES) {
    test(`${path} answers 200 with its heading, title and description`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(/ — PasarGame$/);
      await expect(page.locator('meta[name="description"]').last()).toHaveAttribute("content", /.{40,}/);
      await expect(page.locator("h1")).toHaveCount(1);
    });
  }

  test("every footer link resolves (no 404)", async ({ page, request }) => {
    await page.goto("/about");
    const footerHrefs = await page
      .locator("footer a[href^='/']")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    const expected = FOOTER_LINKS.flatMap((group) => group.links.map((l) => l.href));
    expect(footerHrefs).toEqual(expect.arrayContaining(expected));
    for (const href of expected) {
      const res = await request.get(href);
      expect(res.status(), href).toBe(200);
    }
    // And a click through a footer link lands on the page.
    await page.locator("footer").getByRole("link", { name: "Cara Menjual" }).click();
    await expect(page).toHaveURL("/how-to-sell");
    await expect(page.getByRole("heading", { level: 1, name: "Cara Menjual" })).toBeVisible();
  });

  test("pages fit a 360 px screen without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const { path } of INFO_PAGES) {
      await page.goto(path);
      const overflow = await page.locator("main").evaluate((main) => main.scrollWidth - main.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test("about shows the mission, the four value cards and the two buttons", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { name: "Misi Kami" })).toBeVisible();
    const cards = page.getByTestId("value-card");
    await expect(cards).toHaveCount(4);
    for (const title of ["Transaksi Aman", "Komunitas Terpercaya", "Proses Cepat & Mudah", "Pilihan Terlengkap"]) {
      await expect(cards.getByRole("heading", { name: title })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Daftar Sekarang" })).toHaveAttribute("href", "/register");
    await expect(page.getByRole("link", { name: "Jelajahi Produk" })).toHaveAttribute("href", "/");
  });

  test("terms, privacy and cookies show today's date, their sections and a contact link", async ({ page }) => {
    for (const [path, sections] of [
      ["/terms", 6],
      ["/privacy", 6],
      ["/cookies", 4],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId("last-updated")).toHaveText(`Terakhir diperbarui: ${TODAY}`);
      await expect(page.locator("main section h2")).toHaveCount(sections);
      await expect(page.locator("main").getByRole("link", { name: "Hubungi kami" })).toHaveAttribute(
        "href",
        "/contact",
      );
    }
    await page.goto("/terms");
    await expect(page.getByText(/30 hari sebelum perubahan berlaku/)).toBeVisible();
  });

  test("refund policy has its three sections, the 3-day window, the evidence and a contact link", async ({ page }) => {
    await page.goto("/refund-policy");
    await expect(page.locator("main section h2")).toHaveText([
      "1. Syarat Pengembalian Dana",
      "2. Proses Pengajuan",
      "3. Pengecualian",
    ]);
    await expect(page.getByText(/paling lambat 3 hari setelah produk seharusnya diterima/)).toBeVisible();
    for (const evidence of [/Tangkapan layar/, /Video rekaman/, /Riwayat chat/]) {
      await expect(page.getByText(evidence).first()).toBeVisible();
    }
    await expect(page.getByText(/melalui chat pesanan terlebih dahulu/)).toBeVisible();
    await expect(page.locator("main").getByRole("link", { name: "Hubungi kami" })).toHaveAttribute("href", "/contact");
  });

  test("how-to pages show 5 and 6 steps; selling links to the listing form", async ({ page }) => {
    await page.goto("/how-to-buy");
    await expect(page.getByTestId("steps").getByRole("listitem")).toHaveCount(5);
    await page.goto("/how-to-sell");
    await expect(page.getByTestId("steps").getByRole("listitem")).toHaveCount(6);
    await expect(page.getByText(/tandai pesanan sebagai 'Dikirim'/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Mulai Jual Sekarang" })).toHaveAttribute(
      "href",
      "/sell/create-listing",
    );
  });

  test("promotions come from D1 with badge, valid-until date, image size and link", async ({ page }) => {
    await page.goto("/promotions");
    const cards = page.getByTestId("promotion-card");
    await expect(cards).toHaveCount(3);
    const valorant = cards.filter({ hasText: "Diskon 50% Akun Valorant" });
    await expect(valorant.getByTestId("discount-badge")).toHaveText("Diskon -50%");
    await expect(valorant).toContainText("Berlaku hingga 30 Juni 2027");
    await expect(valorant.getByRole("link", { name: "Belanja Sekarang" })).toHaveAttribute(
      "href",
      "/games/valorant/akun",
    );
    await expect(valorant.locator("img")).toHaveAttribute("width", "800");
    await expect(valorant.locator("img")).toHaveAttribute("height", "450");
    // The Mobile Legends bonus has no discount percentage, so no badge.
    await expect(cards.filter({ hasText: "Bonus Diamond Mobile Legends" }).getByTestId("discount-badge")).toHaveCount(
      0,
    );
  });

  test("coming-soon pages say so and link home", async ({ page }) => {
    for (const path of ["/careers", "/blog", "/affiliate", "/forum"]) {
      await page.goto(path);
      await expect(page.getByText("Segera Hadir")).toBeVisible();
      await expect(page.locator("main").getByRole("link", { name: "Kembali ke Beranda" })).toHaveAttribute("href", "/");
    }
  });
});
