/**
 * Favorit: the heart on the listing page posts to /favorites; /wishlist lists the kept listings with
 * a way to remove them; visitors go to login and back; hostile input is refused without an error
 * page, and one user's list is never another's.
 */
import { and, eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { favorites, products, users } from "~/db/schema";
import { newUser, signedIn } from "./fixtures";
import { db } from "./helpers";
import { client, ORIGIN } from "./http";

const LISTING = "/games/valorant/akun/lst_sample_1";
const kept = (userId: string, productId = "lst_sample_1") =>
  db()
    .select()
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));

describe("favourites", () => {
  it("a visitor's heart goes to login and back to the listing; /wishlist asks to log in", async () => {
    const c = client();
    const page = await (await c.get(LISTING)).text();
    expect(page).toContain('data-testid="favorite-button"');
    expect(page).not.toContain('aria-pressed="true"');
    const res = await c.post("/favorites", { intent: "add", productId: "lst_sample_1", from: LISTING });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/login?redirect=${encodeURIComponent(LISTING)}`);
    const list = await c.get("/wishlist");
    expect(list.status).toBe(302);
    expect(list.headers.get("Location")).toMatch(/^\/login\?redirect=%2Fwishlist/);
  });

  it("a signed-in user keeps a listing, sees it on the listing page and in Favorit, and removes it", async () => {
    const user = await newUser("buyer", "fav");
    const c = await signedIn(user.id);
    const add = await c.post("/favorites", { intent: "add", productId: "lst_sample_1", from: LISTING });
    expect(add.status).toBe(302);
    expect(add.headers.get("Location")).toBe(LISTING);
    // Twice is still once.
    await c.post("/favorites", { intent: "add", productId: "lst_sample_1", from: LISTING });
    expect(await kept(user.id)).toHaveLength(1);

    const page = (await (await c.get(LISTING)).text()).replace(/<!-- -->/g, "");
    expect(page).toMatch(/aria-pressed="true"[^>]*>.*Hapus dari Favorit/s);
    const list = (await (await c.get("/wishlist")).text()).replace(/<!-- -->/g, "");
    expect(list).toContain('href="/games/valorant/akun/lst_sample_1"');

    const remove = await c.post("/favorites", { intent: "remove", productId: "lst_sample_1", from: "/wishlist" });
    expect(remove.headers.get("Location")).toBe("/wishlist");
    expect(await kept(user.id)).toHaveLength(0);
    const empty = await (await c.get("/wishlist")).text();
    expect(empty).toContain('data-testid="favorites-empty"');
    expect(empty).not.toContain('href="/games/valorant/akun/lst_sample_1"');
  });

  it("one user's Favorit is theirs alone, and the anonymous page never shows anyone's heart as kept", async () => {
    const [a, b] = [await newUser("buyer", "fava"), await newUser("buyer", "favb")];
    const ca = await signedIn(a.id);
    await ca.post("/favorites", { intent: "add", productId: "lst_018", from: "/" });
    const other = await (await (await signedIn(b.id)).get("/wishlist")).text();
    expect(other).not.toContain("lst_018");
    // b removing a's listing removes nothing of a's.
    await (await signedIn(b.id)).post("/favorites", { intent: "remove", productId: "lst_018", from: "/" });
    expect(await kept(a.id, "lst_018")).toHaveLength(1);
    const anon = await (await client().get("/games/mobile-legends/akun/lst_018")).text();
    expect(anon).not.toContain('aria-pressed="true"');
  });

  it("refuses hostile input with a toast and a local way back, never keeping anything", async () => {
    const user = await newUser("buyer", "favx");
    const c = await signedIn(user.id);
    const offsite = await c.post("/favorites", {
      intent: "add",
      productId: "lst_sample_1",
      from: "https://evil.example/x",
    });
    expect(offsite.status).toBe(302);
    expect(offsite.headers.get("Location")).toMatch(/^\/(?!\/)/);
    await c.post("/favorites", { intent: "remove", productId: "lst_sample_1", from: "/" });

    for (const fields of [
      { intent: "drop-table", productId: "lst_sample_1", from: "/" },
      { intent: "add", productId: "", from: "/" },
      { intent: "add", productId: "lst_tidak_ada", from: "/" },
      { intent: "add", productId: "' OR 1=1 --", from: "/" },
      { intent: "add", productId: "x".repeat(5000), from: "/" },
    ]) {
      const res = await c.post("/favorites", fields);
      expect(res.status, JSON.stringify(fields).slice(0, 80)).toBe(302);
      expect(res.headers.get("Location")).toBe("/");
    }
    expect(await db().select().from(favorites).where(eq(favorites.userId, user.id))).toHaveLength(0);

    // A listing that is gone cannot be kept, and a kept one that goes leaves the list.
    await c.post("/favorites", { intent: "add", productId: "lst_043", from: "/" });
    await db().update(products).set({ status: "deleted" }).where(eq(products.id, "lst_026"));
    try {
      const gone = await c.post("/favorites", { intent: "add", productId: "lst_026", from: "/" });
      expect(gone.headers.get("Location")).toBe("/");
      expect(await kept(user.id, "lst_026")).toHaveLength(0);
      await db().update(products).set({ status: "deleted" }).where(eq(products.id, "lst_043"));
      expect(await (await c.get("/wishlist")).text()).not.toContain("lst_043");
    } finally {
      await db().update(products).set({ status: "active" }).where(eq(products.id, "lst_026"));
      await db().update(products).set({ status: "active" }).where(eq(products.id, "lst_043"));
    }
  });
});

describe("the heart on listing cards", () => {
  const titleOf = async (id: string) =>
    (await db().select({ title: products.title }).from(products).where(eq(products.id, id)))[0].title;
  /** The heart buttons of a page's cards, by their names ('Simpan ke Favorit: …' / 'Hapus dari Favorit: …'). */
  const hearts = (html: string) =>
    [...html.matchAll(/<button[^>]*data-testid="card-favorite"[^>]*>/g)].map((m) => ({
      label: /aria-label="([^"]*)"/.exec(m[0])?.[1] ?? "",
      saved: /class="[^"]*\bsaved\b/.test(m[0]),
    }));

  it("shows each card's heart as the signed-in viewer keeps it, on the game, search, profile and listing pages", async () => {
    const user = await newUser("buyer", "favcard");
    const c = await signedIn(user.id);
    await c.post("/favorites", { intent: "add", productId: "lst_018", from: "/" });
    const title = (await titleOf("lst_018")).replace(/&/g, "&amp;").replace(/"/g, "&quot;");
    const [seller] = await db()
      .select({ id: users.id, username: users.username })
      .from(products)
      .innerJoin(users, eq(users.id, products.sellerId))
      .where(eq(products.id, "lst_018"));
    // Another listing of the same seller: its page's 'Produk lain dari penjual ini' shows lst_018.
    const [other] = await db()
      .select({ id: products.id, gameSlug: products.gameSlug, categorySlug: products.categorySlug })
      .from(products)
      .where(and(eq(products.sellerId, seller.id), ne(products.id, "lst_018"), eq(products.status, "active")))
      .limit(1);
    for (const path of [
      "/games/mobile-legends",
      `/user/${seller.username}`,
      `/search?q=${encodeURIComponent("epic murah")}`,
    ]) {
      const page = await (await c.get(path)).text();
      const all = hearts(page);
      expect(all.length, path).toBeGreaterThan(0);
      const mine = all.filter((h) => h.label.endsWith(`: ${title}`));
      expect(mine, path).toEqual([{ label: `Hapus dari Favorit: ${title}`, saved: true }]);
      // Every other card offers to keep it.
      for (const h of all.filter((h) => !h.label.endsWith(`: ${title}`))) {
        expect(h.label.startsWith("Simpan ke Favorit: "), path).toBe(true);
        expect(h.saved, path).toBe(false);
      }
      // The heart is a form beside the card's link, never inside it (a form in a link is invalid HTML).
      for (const [card] of page.matchAll(/<a[^>]*data-testid="product-card"[\s\S]*?<\/a>/g))
        expect(card, path).not.toContain("<form");
    }
    // The listing page's related rows (rendered on the server): keep the first card shown there.
    const listingPath = `/games/${other.gameSlug}/${other.categorySlug}/${other.id}`;
    const [firstCard] = hearts(await (await c.get(listingPath)).text());
    expect(firstCard.label).toMatch(/^Simpan ke Favorit: /);
    const relatedTitle = firstCard.label
      .slice("Simpan ke Favorit: ".length)
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&");
    const [related] = await db().select({ id: products.id }).from(products).where(eq(products.title, relatedTitle));
    await c.post("/favorites", { intent: "add", productId: related.id, from: listingPath });
    const after = hearts(await (await c.get(listingPath)).text());
    expect(after[0]).toEqual({ label: `Hapus dari Favorit: ${firstCard.label.slice(19)}`, saved: true });
    expect(after.slice(1).every((h) => !h.saved || h.label.endsWith(`: ${title}`))).toBe(true);

    // A visitor (and so the edge cache) never sees anyone's heart as kept.
    const anon = hearts(await (await client().get("/games/mobile-legends")).text());
    expect(anon.length).toBeGreaterThan(1);
    expect(anon.some((h) => h.saved || h.label.startsWith("Hapus"))).toBe(false);
  });

  it("a card's heart returns to the page it was tapped on (same-origin Referer), else to Favorit", async () => {
    const user = await newUser("buyer", "favref");
    const c = await signedIn(user.id);
    const from = "/games/mobile-legends?category=akun&sort=termurah";
    const add = await c.post("/favorites", { intent: "add", productId: "lst_018" }, { Referer: `${ORIGIN}${from}` });
    expect(add.headers.get("Location")).toBe(from);
    expect(await kept(user.id, "lst_018")).toHaveLength(1);
    const offsite = await c.post(
      "/favorites",
      { intent: "remove", productId: "lst_018" },
      { Referer: "https://evil.example/games/mobile-legends" },
    );
    expect(offsite.headers.get("Location")).toBe("/wishlist");
    expect(await kept(user.id, "lst_018")).toHaveLength(0);
    const none = await c.post("/favorites", { intent: "add", productId: "lst_018" });
    expect(none.headers.get("Location")).toBe("/wishlist");
  });

  it("the user menu and the account tabs lead to Favorit", async () => {
    const user = await newUser("buyer", "favmenu");
    const c = await signedIn(user.id);
    const page = (await (await c.get("/my-account/profile")).text()).replace(/<!-- -->/g, "");
    expect(page).toMatch(/<a[^>]*href="\/wishlist"[^>]*>Favorit<\/a>/);
    expect(page).not.toContain('href="/my-account/listings"');
  });
});
