import { expect, test } from "./fixtures";

test("unknown paths show the spec's 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/halaman/yang/tidak/ada");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Halaman Tidak Ditemukan" })).toBeVisible();
  await expect(page.getByText("Maaf, halaman yang Anda cari tidak ada atau mungkin telah dipindahkan.")).toBeVisible();
  await page.getByRole("link", { name: "Kembali ke Beranda" }).click();
  await expect(page).toHaveURL("/");
});

test("old payment links redirect to the order page", async ({ request }) => {
  const response = await request.get("/payment/ord_abc", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/order/ord_abc");
});

test("/games lists the eight seeded games with their listing counts", async ({ page }) => {
  await page.goto("/games");
  await expect(page.getByRole("heading", { name: "Semua Game", level: 1 })).toBeVisible();
  const cards = page.getByTestId("game-list").getByRole("link");
  await expect(cards).toHaveCount(8);
  for (const name of [
    "Valorant",
    "Mobile Legends",
    "Genshin Impact",
    "PUBG Mobile",
    "Free Fire",
    "Call of Duty Mobile",
    "Roblox",
    "Steam Wallet",
  ]) {
    await expect(cards.filter({ hasText: name })).toHaveCount(1);
  }
  await expect(cards.filter({ hasText: "Call of Duty Mobile" })).toHaveAttribute("href", "/games/cod-mobile");
  await expect(cards.filter({ hasText: "Valorant" })).toContainText(/\d+ produk/);
});

test("dark by default; the theme toggle persists across reloads without a flash", async ({ page }) => {
  await page.goto("/games");
  const html = page.locator("html");
  await expect(html).toHaveClass(/dark/);

  await page.getByTestId("theme-toggle").click();
  await expect(html).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");

  // Before any script of the app runs, the inline head script has already applied the theme.
  await page.route("**/assets/**/*.js", (route) => route.abort());
  await page.reload({ waitUntil: "load" }); // the page will not hydrate: its scripts are refused
  await expect(html).not.toHaveClass(/dark/);
  await page.unroute("**/assets/**/*.js");

  await page.reload();
  await expect(html).not.toHaveClass(/dark/);
  await page.getByTestId("theme-toggle").click();
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
});

test("the footer keeps the server's markup after hydration and its links stay inside the app", async ({ page }) => {
  // React reports a hydration that had to rebuild the page as a console error.
  const errors: string[] = [];
  page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
  await page.goto("/games");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Tentang Kami" })).toHaveAttribute("href", "/about");
  await expect(footer).toContainText(`© ${new Date().getFullYear()} PasarGame. Semua hak dilindungi.`);
  // A full page load would lose this mark: the footer's links go through the app's router.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await footer.getByRole("link", { name: "Pusat Bantuan" }).click();
  await expect(page).toHaveURL("/help");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  // Still the whole footer after a move within the app, and a social link still opens outside.
  await expect(footer.getByRole("link", { name: "Kebijakan Privasi" })).toHaveAttribute("href", "/privacy");
  await expect(footer.getByRole("link", { name: "Discord" })).toHaveAttribute("target", "_blank");
  expect(errors).toEqual([]);
});

test("a form whose answer never arrives says the connection dropped, not that the server failed", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("pembeli@pasargame.test");
  await page.getByLabel("Password", { exact: true }).fill("salah-sekali");
  // The connection drops under the post (a phone losing its signal): no answer at all.
  await page.route("**/login.data*", (route) => route.abort("connectionreset"));
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Koneksi Terputus", level: 1 })).toBeVisible();
  await expect(
    page.getByText("Periksa koneksi internet Anda, lalu muat ulang halaman.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByText("Terjadi Kesalahan")).toHaveCount(0);
  await page.unroute("**/login.data*");
  await page.getByRole("button", { name: "Muat Ulang" }).click();
  await expect(page.getByRole("button", { name: "Masuk", exact: true })).toBeVisible();
});
