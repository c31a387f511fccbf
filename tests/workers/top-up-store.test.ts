/**
 * The top-up store of a game (issue 32 point 1): /games/{slug}/top-up opens with the player ID
 * fields and one tile per denomination (catalogue data, staff's order) carrying the best offer
 * across sellers; a tile sends the buyer to that offer's checkout with the typed IDs, without
 * JavaScript. The listing grid stays below.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products, topUpDenominations } from "~/db/schema";
import { loadTopUpStore } from "~/modules/topups/store.server";
import { db } from "./helpers";
import { client, login } from "./http";

const ML_86 = "lst_012"; // 86 Diamond Mobile Legends, Rp22.000, usr_seller_… (seed)

/** A second seller's offer of the same denomination, cheaper than the seed's. */
async function cheaperOffer(id: string, price: number, stock = 10) {
  const seed = (await db().query.products.findFirst({ where: eq(products.id, ML_86) }))!;
  await db()
    .insert(products)
    .values({ ...seed, id, sellerId: "usr_seller_2", price, stock, title: `86 Diamond ${id}`, totalSales: 0 })
    .onConflictDoNothing();
}

const tiles = (html: string) =>
  [...html.matchAll(/data-testid="top-up-tile"[^>]*>(.*?)<\/button>/gs)].map((m) =>
    m[1]
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );

describe("the top-up store", () => {
  it("shows the ID fields first, then every denomination in the staff's order with its best offer", async () => {
    const html = await (await client().get("/games/mobile-legends/top-up")).text();
    expect(html).toContain("Top Up Cepat");
    expect(html.indexOf('name="user_id"')).toBeGreaterThan(-1);
    expect(html.indexOf('name="user_id"')).toBeLessThan(html.indexOf('data-testid="top-up-tile"'));
    const labels = tiles(html).map((t) => t.split(" Rp")[0].split(" Belum")[0]);
    const order = await db()
      .select({ label: topUpDenominations.label })
      .from(topUpDenominations)
      .where(eq(topUpDenominations.gameSlug, "mobile-legends"))
      .orderBy(topUpDenominations.sortOrder);
    expect(labels).toEqual(order.map((d) => d.label));
    expect(tiles(html)[0]).toMatch(/^86 Diamond Rp22\.000 oleh /);
    expect(html).toContain("Belum ada penjual"); // 172 Diamond: nobody sells it in the seed
    // The listing grid of the category stays below the store.
    expect(html.indexOf('data-testid="result-count"')).toBeGreaterThan(html.indexOf("Top Up Cepat"));
  });

  it("takes the cheapest offer in stock across sellers, and counts the others", async () => {
    await cheaperOffer("tu_store_cheap", 19_900);
    await cheaperOffer("tu_store_soldout", 15_000, 0);
    const store = await loadTopUpStore(db(), "mobile-legends");
    const tile = store.tiles.find((t) => t.id === "ml-86")!;
    expect(tile.best).toMatchObject({ listingId: "tu_store_cheap", price: 19_900 });
    expect(tile.offers).toBe(2);
    // Signed in: the page is rendered afresh (an anonymous one may come from the edge cache).
    const c = client();
    await login(c, "pembeli@pasargame.test", "demo12345", "10.79.0.2");
    const html = await (await c.get("/games/mobile-legends/top-up")).text();
    expect(tiles(html)[0]).toMatch(/^86 Diamond Rp19\.900 oleh /);
    expect(html).toContain("Lainnya (2 penawaran)");
  });

  it("sends a chosen tile with the typed IDs to that offer's checkout, which keeps them", async () => {
    await cheaperOffer("tu_store_cheap", 19_900);
    const c = client();
    const res = await c.get("/games/mobile-legends/top-up?user_id=109088431&zone_id=2109&d=ml-86");
    expect(res.status).toBe(302);
    const href = res.headers.get("location")!;
    const target = new URL(href, "https://pasargame.test");
    expect(target.pathname).toBe("/checkout");
    expect(Object.fromEntries(target.searchParams)).toEqual({
      buy: "tu_store_cheap",
      price: "19900",
      quantity: "1",
      user_id: "109088431",
      zone_id: "2109",
    });
    // Signed in, the checkout reviews that offer with the IDs typed in the store.
    await login(c, "pembeli@pasargame.test", "demo12345", "10.79.0.1");
    // (The checkout first gives the review its confirm key in the address.)
    const keyed = (await c.get(href)).headers.get("location")!;
    expect(keyed).toMatch(new RegExp(`^${href.replace(/[?.]/g, "\\$&")}&checkoutKey=[0-9a-f-]{36}$`));
    const review = await (await c.get(keyed)).text();
    expect(review).toContain("86 Diamond tu_store_cheap");
    expect(review).toContain("109088431");
  });

  it("ignores a tile nobody sells and stays on the store", async () => {
    const res = await client().get("/games/mobile-legends/top-up?d=ml-172");
    expect(res.status).toBe(200);
  });
});
