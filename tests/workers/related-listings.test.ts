/**
 * 'Produk lain dari penjual ini' and 'Listing serupa' on the listing page: the right listings (the
 * seller's other active, in-stock ones; other sellers' active, in-stock ones of the same game and
 * category), at most six each, read in one batch through indexes.
 */
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "~/db/schema";
import { fromSellerQuery, RELATED_LIMIT, similarQuery } from "~/modules/catalog/related-listings.server";
import { db, queryPlan } from "./helpers";
import { client } from "./http";

/** The listing ids the cards of row `testId` link to, in order. */
function idsIn(html: string, testId: string): string[] {
  const start = html.indexOf(`data-testid="${testId}"`);
  if (start < 0) return [];
  const row = html.slice(start, html.indexOf("</section>", start));
  return [...row.matchAll(/href="\/games\/[^/"]+\/[^/"]+\/([^"/?#]+)"/g)].map((m) => m[1]!);
}

let seq = 0;
async function rowsOf(path: string) {
  // A parameter no loader reads: the edge page cache never answers with an earlier copy.
  const res = await client().get(`${path}?_t=${++seq}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  return { html, fromSeller: idsIn(html, "more-from-seller"), similar: idsIn(html, "similar-listings") };
}

const listingsOf = (ids: string[]) => (ids.length ? db().select().from(products).where(inArray(products.id, ids)) : []);

describe("related listings on the listing page", () => {
  it("shows the seller's other active, in-stock listings and other sellers' of the same game and category", async () => {
    const [self] = await db().select().from(products).where(eq(products.id, "lst_018"));
    const { html, fromSeller, similar } = await rowsOf("/games/mobile-legends/akun/lst_018");
    expect(html).toContain("Produk lain dari penjual ini");
    expect(html).toContain("Listing serupa");
    expect(fromSeller.length).toBeGreaterThan(0);
    expect(similar.length).toBeGreaterThan(0);
    expect(fromSeller.length).toBeLessThanOrEqual(RELATED_LIMIT);
    expect(similar.length).toBeLessThanOrEqual(RELATED_LIMIT);
    expect(fromSeller).not.toContain("lst_018");
    expect(similar).not.toContain("lst_018");
    for (const p of await listingsOf(fromSeller)) {
      expect(p.sellerId).toBe(self!.sellerId);
      expect(p.status).toBe("active");
      expect(p.stock).toBeGreaterThan(0);
    }
    for (const p of await listingsOf(similar)) {
      expect(p.sellerId).not.toBe(self!.sellerId);
      expect([p.gameSlug, p.categorySlug]).toEqual([self!.gameSlug, self!.categorySlug]);
      expect(p.status).toBe("active");
      expect(p.stock).toBeGreaterThan(0);
    }
  });

  it("leaves out a listing once it is sold out or no longer active", async () => {
    const before = await rowsOf("/games/mobile-legends/akun/lst_018");
    const [soldOut, hidden] = [before.fromSeller[0]!, before.similar[0]!];
    const stock = (await listingsOf([soldOut]))[0]!.stock;
    await db().update(products).set({ stock: 0 }).where(eq(products.id, soldOut));
    await db().update(products).set({ status: "deleted" }).where(eq(products.id, hidden));
    try {
      const after = await rowsOf("/games/mobile-legends/akun/lst_018");
      expect(after.fromSeller).not.toContain(soldOut);
      expect(after.similar).not.toContain(hidden);
    } finally {
      await db().update(products).set({ stock }).where(eq(products.id, soldOut));
      await db().update(products).set({ status: "active" }).where(eq(products.id, hidden));
    }
  });

  it("reads both rows through the listings' indexes, never a scan of every listing", async () => {
    for (const [query, index] of [
      [fromSellerQuery("lst_018"), "products_seller_idx"],
      [similarQuery("lst_018"), "products_game_idx"],
    ] as const) {
      const all = await queryPlan(query);
      // The picking of the row's ids (the outer query then sorts those six rows only).
      const details = all.slice(0, all.indexOf("SCAN page"));
      expect(
        details.some((d) => d.includes(index)),
        all.join("\n"),
      ).toBe(true);
      expect(details.filter((d) => /^SCAN (p|products)\b/.test(d) && !d.includes("INDEX"))).toEqual([]);
      expect(
        details.some((d) => d.includes("TEMP B-TREE")),
        all.join("\n"),
      ).toBe(false);
    }
  });
});
