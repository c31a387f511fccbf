/**
 * Favorit: the heart on the listing page posts to /favorites; /wishlist lists the kept listings with
 * a way to remove them; visitors go to login and back; hostile input is refused without an error
 * page, and one user's list is never another's.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { favorites, products } from "~/db/schema";
import { newUser, signedIn } from "./fixtures";
import { db } from "./helpers";
import { client } from "./http";

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
