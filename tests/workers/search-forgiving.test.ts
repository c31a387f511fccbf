import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadSearch } from "~/modules/catalog/search.server";
import { products } from "~/db/schema";
import { db } from "./helpers";
import { client } from "./http";

/**
 * Search over the seeded catalog as a visitor types it: a game's name, its abbreviation or a typo of
 * it finds every listing of the game (the index holds each listing's game and category names), and
 * a search that finds nothing offers 'Mungkin maksud Anda: …' when a correction finds something.
 */

/** Every listing a query finds (all pages: MAX_PAGE renders pages 1..N at once). */
async function found(q: string, extra = "") {
  const page = await loadSearch({ db: db() }, new URLSearchParams(`q=${encodeURIComponent(q)}&page=50${extra}`));
  expect(page.hasMore).toBe(false);
  return page;
}
/** The element with `data-testid` (its opening tag to the end of the paragraph), or null: short failure output. */
function testId(html: string, id: string) {
  return html.match(new RegExp(`<p[^>]*data-testid="${id}"[^>]*>.*?</p>`))?.[0] ?? null;
}

const ids = (page: { listings: { id: string }[] }) => page.listings.map((l) => l.id).sort();

async function activeIdsOf(game: string) {
  const rows = await db()
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.gameSlug} = ${game} AND ${products.status} = 'active'`);
  return rows.map((r) => r.id).sort();
}

describe("a game's name, abbreviation or typo finds every listing of the game", () => {
  it.each(["mobile legends", "Mobile Legends", "mobil legend", "ml", "mlbb", "moble legnds"])(
    "'%s' finds every Mobile Legends listing and no other game's",
    async (q) => {
      const all = await activeIdsOf("mobile-legends");
      expect(all.length).toBeGreaterThan(12); // more than one page: the seed's 14
      const page = await found(q);
      expect(ids(page)).toEqual(all);
      expect(page.total).toBe(all.length);
    },
  );

  it.each(["genshin", "genshin impact", "genshin impak", "gi", "genshn impact"])(
    "'%s' finds every Genshin Impact listing",
    async (q) => {
      const all = await activeIdsOf("genshin-impact");
      expect(all.length).toBeGreaterThan(4);
      expect(ids(await found(q))).toEqual(all);
    },
  );

  it.each([
    ["ff", "free-fire"],
    ["pubgm", "pubg-mobile"],
    ["codm", "cod-mobile"],
    ["valo", "valorant"],
  ])("'%s' finds every listing of %s", async (q, game) => {
    const all = await activeIdsOf(game);
    expect(all.length).toBeGreaterThan(0);
    expect(ids(await found(q))).toContain(all[0]);
    expect(ids(await found(q))).toEqual(expect.arrayContaining(all));
  });

  it("finds by category name and type with the game: 'top up ml' is Mobile Legends' top-ups", async () => {
    const rows = await db()
      .select({ id: products.id })
      .from(products)
      .where(
        sql`${products.gameSlug} = 'mobile-legends' AND ${products.type} = 'Top Up' AND ${products.status} = 'active'`,
      );
    expect(rows.length).toBeGreaterThan(0);
    expect(ids(await found("top up ml"))).toEqual(rows.map((r) => r.id).sort());
  });

  it("narrows with the other words as before: every term must match", async () => {
    const ml = await activeIdsOf("mobile-legends");
    const akunMl = await found("akun ml");
    expect(akunMl.total).toBeGreaterThan(0);
    expect(akunMl.total).toBeLessThan(ml.length);
    for (const id of ids(akunMl)) expect(ml).toContain(id);
  });
});

describe("the search page", () => {
  it("says how it read an abbreviation or a typo", async () => {
    const html = await (await client().get("/search?q=genshin+impak")).text();
    const note = testId(html, "search-read-as");
    expect(note).toContain("Termasuk hasil untuk");
    expect(note).toContain("<strong>genshin impact</strong>");
    expect(testId(await (await client().get("/search?q=genshin")).text(), "search-read-as")).toBeNull();
  });

  it("offers 'Mungkin maksud Anda' on an empty result when a correction finds something", async () => {
    const page = await found("mytik");
    expect(page.total).toBe(0);
    expect(page.suggestion).toEqual({ label: "Mungkin maksud Anda:", text: "mythic", href: "/search?q=mythic" });
    expect((await found("mythic")).total).toBeGreaterThan(0);

    const res = await client().get("/search?q=mytik&sort=price-asc");
    const html = await res.text();
    expect(html).toContain("Tidak Ada Produk Sesuai");
    const offer = testId(html, "search-suggestion");
    expect(offer).toContain("Mungkin maksud Anda:");
    expect(offer).toMatch(/<a [^>]*href="\/search\?q=mythic&amp;sort=price-asc"[^>]*>mythic<\/a>/);
  });

  it("offers nothing for nonsense, nor a correction that would find nothing under the filters", async () => {
    const nonsense = await found("zzqqxx");
    expect(nonsense.total).toBe(0);
    expect(nonsense.suggestion).toBeNull();
    const html = await (await client().get("/search?q=zzqqxx")).text();
    expect(html).toContain("Tidak Ada Produk Sesuai");
    expect(testId(html, "search-suggestion")).toBeNull();
    expect(html.includes("Mungkin maksud Anda")).toBe(false);
    // There are mythic listings, but none of Roblox.
    expect((await found("mythic", "&game=roblox")).total).toBe(0);
    expect((await found("mytik", "&game=roblox")).suggestion).toBeNull();
  });

  it("offers nothing when the results are there", async () => {
    const page = await found("mobile legends");
    expect(page.suggestion).toBeNull();
    expect(page.readAs).toBeNull();
  });
});

describe("the index follows the catalog", () => {
  it("re-indexes a game's listings when the game is renamed, and stays consistent", async () => {
    const all = await activeIdsOf("roblox");
    await env.DB.prepare("UPDATE games SET name = 'Roblox Zentrovia' WHERE slug = 'roblox'").run();
    expect(ids(await found("zentrovia"))).toEqual(all);
    await env.DB.prepare(
      "UPDATE categories SET name = 'Robux Klavendor' WHERE game_slug = 'roblox' AND slug = 'top-up'",
    ).run();
    expect((await found("klavendor")).total).toBeGreaterThan(0);
    await env.DB.prepare("UPDATE games SET name = 'Roblox' WHERE slug = 'roblox'").run();
    expect((await found("zentrovia")).total).toBe(0);
    // A deleted listing leaves the index with its facets; the index matches its content exactly.
    await env.DB.prepare("UPDATE products SET status = 'deleted' WHERE id = ?").bind(all[0]).run();
    expect(ids(await found("roblox"))).toEqual(all.slice(1));
    await env.DB.prepare("INSERT INTO products_fts(products_fts, rank) VALUES ('integrity-check', 1)").run();
  });
});

describe("/search/suggest", () => {
  async function suggest(q: string) {
    const res = await client().get(`/search/suggest?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    return (await res.json()) as {
      games: { name: string; href: string }[];
      categories: { name: string; game: string; href: string }[];
      listings: { title: string; game: string; href: string }[];
    };
  }

  it("offers the game while its name is being typed, by abbreviation and with a typo", async () => {
    const ml = { name: "Mobile Legends", href: "/games/mobile-legends" };
    for (const q of ["Mobile L", "ml", "mlbb", "moble legnds"]) {
      const { games, listings } = await suggest(q);
      expect(games, q).toEqual([ml]);
      expect(listings.length, q).toBeGreaterThan(0);
      for (const l of listings) expect(l.href, q).toMatch(/^\/games\/mobile-legends\/[a-z0-9-]+\/[\w-]+$/);
    }
    // 'mobil' begins Mobile Legends (first) and the other games' 'Mobile'.
    expect((await suggest("mobil")).games.map((g) => g.name)).toEqual([
      "Mobile Legends",
      "PUBG Mobile",
      "Call of Duty Mobile",
    ]);
    expect((await suggest("genshin impak")).games.map((g) => g.name)).toEqual(["Genshin Impact"]);
  });

  it("offers categories by their own name, with the game", async () => {
    const { categories } = await suggest("diamond");
    expect(categories).toEqual(
      expect.arrayContaining([
        { name: "Diamond", game: "Mobile Legends", href: "/games/mobile-legends/top-up" },
        { name: "Diamond", game: "Free Fire", href: "/games/free-fire/top-up" },
      ]),
    );
    expect((await suggest("diamond ml")).categories.map((c) => c.game)).toEqual(["Mobile Legends"]);
    // A game's name alone names no category.
    expect((await suggest("mobile legends")).categories).toEqual([]);
  });

  it("offers the best-selling matching listings, in stock", async () => {
    const { listings } = await suggest("genshin");
    expect(listings.length).toBeGreaterThan(0);
    expect(listings.length).toBeLessThanOrEqual(5);
    const rows = await db()
      .select({ id: products.id, sales: products.totalSales, stock: products.stock })
      .from(products)
      .where(sql`${products.gameSlug} = 'genshin-impact' AND ${products.status} = 'active' AND ${products.stock} > 0`);
    const first = rows.find((r) => listings[0].href.endsWith(`/${r.id}`));
    expect(first?.sales).toBe(Math.max(...rows.map((r) => r.sales)));
  });

  it("offers nothing for one letter, a blank or nonsense", async () => {
    for (const q of ["", " ", "m", "zzqqxx", '"*()']) {
      expect(await suggest(q), q).toMatchObject({ games: [], categories: [], listings: [] });
    }
  });
});
