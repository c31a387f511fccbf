import { expect, test } from "./fixtures";
import { DEMO_PASSWORD, expectNoSevereAxeViolations, toastsGone } from "./helpers";
import { newMember } from "./people";

test("a visitor's heart asks to log in and comes back; kept, the listing is in Favorit and can be removed there", async ({
  page,
  baseURL,
}) => {
  const me = await newMember(baseURL); // their own favourites: the demo buyer is shared by every spec
  const path = "/games/free-fire/akun/lst_043";
  await page.goto(path);
  await page.getByRole("button", { name: "Simpan ke Favorit", exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel("Email").fill(me.email);
  await page.getByLabel("Password").fill(me.password);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await expect(page).toHaveURL(path);

  await page.getByRole("button", { name: "Simpan ke Favorit", exact: true }).click();
  await expect(page).toHaveURL(path);
  const saved = page.getByRole("button", { name: "Hapus dari Favorit", exact: true });
  await expect(saved).toHaveAttribute("aria-pressed", "true");

  await page.goto("/wishlist");
  await expect(page.getByRole("heading", { level: 1, name: "Favorit" })).toBeVisible();
  const card = page.locator(`a[data-testid="product-card"][href="${path}"]`);
  await expect(card).toBeVisible();
  await expectNoSevereAxeViolations(page);
  await page
    .getByRole("button", { name: /Hapus dari Favorit/ })
    .first()
    .click();
  await expect(page).toHaveURL("/wishlist");
  await expect(card).toHaveCount(0);
  await expect(page.getByTestId("favorites-empty")).toBeVisible();
});

test("a card's heart on the game page keeps the listing after login, shows it kept, and Favorit is in the user menu", async ({
  page,
}) => {
  const gamePage = "/games/mobile-legends";
  await page.goto(gamePage);
  const card = page.getByTestId("product-card").first();
  const title = (await card.getByRole("heading").textContent())?.trim() ?? "";
  await page.getByRole("button", { name: `Simpan ke Favorit: ${title}`, exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel("Email").fill("dinda@pasargame.test");
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await expect(page).toHaveURL(gamePage);

  // Signed in, the same tap keeps it and the page comes back with that card's heart filled.
  await page.getByRole("button", { name: `Simpan ke Favorit: ${title}`, exact: true }).click();
  await expect(page).toHaveURL(gamePage);
  const kept = page.getByRole("button", { name: `Hapus dari Favorit: ${title}`, exact: true });
  await expect(kept).toBeVisible();
  await expect(kept).toHaveClass(/\bsaved\b/);
  // axe measures a toast mid-fade as low contrast: check the page once the toast has gone.
  await toastsGone(page);
  await expectNoSevereAxeViolations(page);

  await page.getByTestId("user-menu").locator("summary").click();
  await page.getByTestId("menu-favorites").click();
  await expect(page).toHaveURL("/wishlist");
  await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
  // Tapping the heart there drops it from the list.
  await page
    .getByRole("button", { name: `Hapus dari Favorit: ${title}`, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL("/wishlist");
  await expect(page.getByTestId("favorites-empty")).toBeVisible();
});
