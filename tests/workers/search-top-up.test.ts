/**
 * Search speaks top-up (issue 32 point 6): 'dm', 'diamond', 'uc' and amounts find denominations
 * however a seller wrote them, and 'murah' / 'termurah' sort by price instead of being required.
 * Listings of our own on the seeded shop, so every expectation is exact.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { loadSearch } from "~/modules/catalog/search.server";
import { products } from "~/db/schema";
import { db } from "./helpers";
import { client } from "./http";

const NOW = Date.now();
const topUp = (
  id: string,
  title: string,
  price: number,
  gameSlug = "mobile-legends",
): typeof products.$inferInsert => ({
  id,
  title,
  sellerId: "usr_seller_2",
  gameSlug,
  categorySlug: "top-up",
  type: "Top Up",
  description: "",
  price,
  stock: 50,
  createdAt: NOW,
  updatedAt: NOW,
});

const OWN = [
  topUp("tu_86_diamond", "86 Diamond Zerbatox", 21_000),
  topUp("tu_86_dm", "Zerbatox 86 DM kilat", 20_500),
  topUp("tu_172_dm", "172 DM Zerbatox", 41_000),
  topUp("tu_uc", "60 UC Zerbatox", 15_000, "pubg-mobile"),
];

beforeAll(async () => {
  for (const row of OWN) await db().insert(products).values(row).onConflictDoNothing();
});

const search = (q: string, extra = "") =>
  loadSearch({ db: db() }, new URLSearchParams(`q=${encodeURIComponent(q)}${extra}`));
const ids = (page: { listings: { id: string }[] }) => page.listings.map((l) => l.id);

describe("top-up words", () => {
  it("'dm ml 86' finds 86 Diamond Mobile Legends whether the title says DM or Diamond", async () => {
    const page = await search("dm ml 86 zerbatox");
    expect(ids(page).sort()).toEqual(["tu_86_diamond", "tu_86_dm"]);
    expect(page.readAs?.text).toBe("diamond mobile legends 86 zerbatox");
    expect(ids(await search("86dm zerbatox")).sort()).toEqual(["tu_86_diamond", "tu_86_dm"]);
    expect(ids(await search("diamond zerbatox")).sort()).toEqual(["tu_172_dm", "tu_86_diamond", "tu_86_dm"]);
    expect(ids(await search("uc zerbatox"))).toEqual(["tu_uc"]);
  });

  it("'termurah' sorts by price, lowest first, without requiring the word", async () => {
    const page = await search("zerbatox termurah");
    expect(ids(page)).toEqual(["tu_uc", "tu_86_dm", "tu_86_diamond", "tu_172_dm"]);
    expect(page.filters.sort).toBe("price-asc");
    // An order the visitor chose stays.
    expect(ids(await search("zerbatox murah", "&sort=price-desc"))).toEqual([
      "tu_172_dm",
      "tu_86_diamond",
      "tu_86_dm",
      "tu_uc",
    ]);
  });

  it("shows the search page for 'dm ml 86' with the denominations and 'Harga Terendah' chosen for 'murah'", async () => {
    const c = client();
    const html = await (await c.get(`/search?q=${encodeURIComponent("dm ml 86 zerbatox murah")}`)).text();
    expect(html).toContain("Zerbatox 86 DM kilat");
    expect(html).toContain("86 Diamond Zerbatox");
    expect(html.indexOf("Zerbatox 86 DM kilat")).toBeLessThan(html.indexOf("86 Diamond Zerbatox"));
    expect(html).not.toContain("172 DM Zerbatox");
  });
});
