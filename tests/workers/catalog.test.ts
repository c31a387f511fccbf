import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loadGameMeta, loadGamePage, type GameMeta } from "~/modules/catalog/browse.server";
import { loadSearch } from "~/modules/catalog/search.server";
import { products } from "~/db/schema";
import { SEED_LISTINGS } from "../../drizzle/seed-data";
import { db } from "./helpers";
import { client } from "./http";

/**
 * Catalog search and the game page on the seeded shop plus listings of our own, each carrying
 * nonsense words that appear nowhere else, so every expectation is exact.
 */

const NOW = Date.now();
const DAY = 24 * 60 * 60 * 1000;
let seq = 0;

type Extra = Partial<typeof products.$inferInsert> & { id: string; title: string };

function listing(extra: Extra): typeof products.$inferInsert {
  seq += 1;
  return {
    sellerId: "usr_seller_2",
    gameSlug: "valorant",
    categorySlug: "akun",
    type: "Akun",
    description: "",
    price: 100_000,
    stock: 5,
    createdAt: NOW - seq * 1000,
    updatedAt: NOW,
    ...extra,
  };
}

const OWN: (typeof products.$inferInsert)[] = [
  // Ranking: the title hit must outrank the description-only hit, even though the latter is
  // featured, newer and sells more.
  listing({
    id: "t_rank_desc",
    title: "Akun biasa saja",
    description: "Ada kata flurbish di sini",
    isFeatured: true,
    totalSales: 999,
  }),
  listing({
    id: "t_rank_title",
    title: "Flurbish Vandal Edition",
    description: "Tanpa kata itu",
    createdAt: NOW - 50 * DAY,
  }),
  // Diacritics, both ways.
  listing({ id: "t_diacritic", title: "Kristal Zyphéra Langka", gameSlug: "genshin-impact", categorySlug: "akun" }),
  listing({
    id: "t_plain",
    title: "Paket qorvane murah",
    gameSlug: "genshin-impact",
    categorySlug: "top-up",
    type: "Top Up",
  }),
  // Filters by game, type and price, and a deleted listing that must never show.
  listing({ id: "t_w_val_akun", title: "Wombatix akun", price: 200_000 }),
  listing({ id: "t_w_val_jasa", title: "Wombatix joki", categorySlug: "jasa-joki", type: "Jasa", price: 800_000 }),
  listing({
    id: "t_w_ml_topup",
    title: "Wombatix diamond",
    gameSlug: "mobile-legends",
    categorySlug: "top-up",
    type: "Top Up",
    price: 50_000,
  }),
  listing({ id: "t_w_deleted", title: "Wombatix terhapus", status: "deleted", price: 300_000 }),
  // Pagination: 30 listings, several sharing a price, so only the id breaks ties.
  ...Array.from({ length: 30 }, (_, i) =>
    listing({
      id: `t_page_${String(i).padStart(2, "0")}`,
      title: `Paginax nomor ${i}`,
      gameSlug: "pubg-mobile",
      price: 10_000 * (1 + (i % 7)),
    }),
  ),
];

beforeAll(async () => {
  for (const row of OWN) await db().insert(products).values(row).onConflictDoNothing();
});

const search = (query: string, opts: { featured?: boolean; appendOnly?: boolean } = {}) =>
  loadSearch({ db: db() }, new URLSearchParams(query), opts);

async function gamePage(slug: string, query = "", opts: { appendOnly?: boolean } = {}) {
  const { meta } = await loadGameMeta({ db: db() }, slug);
  return loadGamePage({ db: db() }, meta as GameMeta, new URLSearchParams(query), opts);
}

const ids = (list: { id: string }[]) => list.map((l) => l.id);

describe("search", () => {
  it("ranks a title match above a description-only match", async () => {
    const page = await search("q=flurbish");
    expect(ids(page.listings)).toEqual(["t_rank_title", "t_rank_desc"]);
    expect(page.total).toBe(2);
  });

  it("matches prefixes of every term, and all terms must match", async () => {
    expect(ids((await search("q=flurb")).listings).sort()).toEqual(["t_rank_desc", "t_rank_title"]);
    expect(ids((await search("q=flurb vand")).listings)).toEqual(["t_rank_title"]);
    expect((await search("q=flurbish nonexistentword")).total).toBe(0);
  });

  it("ignores diacritics in the query and in the listing", async () => {
    expect(ids((await search("q=zyphera")).listings)).toEqual(["t_diacritic"]);
    expect(ids((await search("q=ZYPHÉRA")).listings)).toEqual(["t_diacritic"]);
    expect(ids((await search("q=qorvané")).listings)).toEqual(["t_plain"]);
  });

  it("searches tags too", async () => {
    const tagged = SEED_LISTINGS.find((l) => l.tags.includes("reaver"))!;
    expect(ids((await search("q=reaver")).listings)).toContain(tagged.id);
  });

  it("filters by game, type and price, and never shows deleted listings", async () => {
    expect(ids((await search("q=wombatix")).listings).sort()).toEqual(["t_w_ml_topup", "t_w_val_akun", "t_w_val_jasa"]);
    expect(ids((await search("q=wombatix&game=valorant")).listings).sort()).toEqual(["t_w_val_akun", "t_w_val_jasa"]);
    expect(ids((await search("q=wombatix&game=valorant&game=mobile-legends&type=Top+Up")).listings)).toEqual([
      "t_w_ml_topup",
    ]);
    expect(ids((await search("q=wombatix&type=Akun&type=Jasa")).listings).sort()).toEqual([
      "t_w_val_akun",
      "t_w_val_jasa",
    ]);
    expect(ids((await search("q=wombatix&min=100000&max=500000")).listings)).toEqual(["t_w_val_akun"]);
    expect(ids((await search("q=wombatix&min=150000")).listings).sort()).toEqual(["t_w_val_akun", "t_w_val_jasa"]);
    // The slider's right end means no upper limit; an upside-down range is read the right way round.
    expect((await search("q=wombatix&max=5000000")).total).toBe(3);
    expect(ids((await search("q=wombatix&min=500000&max=100000")).listings)).toEqual(["t_w_val_akun"]);
    expect(ids((await search("q=terhapus")).listings)).toEqual([]);
  });

  it("follows edits, deletions and restores of a listing at once", async () => {
    // The full-text index holds active listings only; its triggers follow every change.
    await db()
      .insert(products)
      .values(listing({ id: "t_live", title: "Quandrel akun", description: "kata vexilor di sini" }));
    expect(ids((await search("q=quandrel")).listings)).toEqual(["t_live"]);

    await db().update(products).set({ title: "Brondax akun" }).where(eq(products.id, "t_live"));
    expect((await search("q=quandrel")).total).toBe(0);
    expect(ids((await search("q=brondax vexilor")).listings)).toEqual(["t_live"]);

    await db().update(products).set({ status: "deleted" }).where(eq(products.id, "t_live"));
    for (const q of ["q=brondax", "q=brondax&sort=newest", "q=brondax&game=valorant", "q=brondax&min=1"]) {
      const page = await search(q);
      expect(page.listings, q).toEqual([]);
      expect(page.total, q).toBe(0);
    }
    // Edited while deleted, then restored: found by its current words only.
    await db().update(products).set({ title: "Crelvine akun" }).where(eq(products.id, "t_live"));
    expect((await search("q=crelvine")).total).toBe(0);
    await db().update(products).set({ status: "active" }).where(eq(products.id, "t_live"));
    expect(ids((await search("q=crelvine vexilor")).listings)).toEqual(["t_live"]);
    expect((await search("q=brondax")).total).toBe(0);

    await db().delete(products).where(eq(products.id, "t_live"));
    expect((await search("q=crelvine")).total).toBe(0);
  });

  it("ranks and counts the same with and without filters that keep every match", async () => {
    // A plain search is answered by the index alone; min=1 (every price is above) takes the path
    // that reads the listings. Both must give the same order, total and pages.
    for (const q of ["q=paginax", "q=wombatix", "q=flurb", "q=akun", "q=diamond+mobile"]) {
      for (const page of [1, 2]) {
        const plain = await search(`${q}&page=${page}`);
        const filtered = await search(`${q}&page=${page}&min=1`);
        expect(ids(plain.listings), q).toEqual(ids(filtered.listings));
        expect(plain.total, q).toBe(filtered.total);
        expect(plain.hasMore, q).toBe(filtered.hasMore);
        const more = await search(`${q}&page=${page}`, { appendOnly: true });
        expect(ids(more.listings), q).toEqual(ids(plain.listings).slice((page - 1) * 12));
      }
    }
    expect((await search("q=akun")).total).toBeGreaterThan(12);
  });

  it("sorts by price both ways and by newest", async () => {
    const asc = (await search("q=paginax&sort=price-asc&page=3")).listings;
    expect(asc).toHaveLength(30);
    expect(asc.map((l) => l.price)).toEqual([...asc.map((l) => l.price)].sort((a, b) => a - b));
    const desc = (await search("q=paginax&sort=price-desc&page=3")).listings;
    expect(desc.map((l) => l.price)).toEqual([...desc.map((l) => l.price)].sort((a, b) => b - a));
    const newest = (await search("q=paginax&sort=newest&page=3")).listings;
    // Inserted in order with falling created_at: nomor 0 is the newest.
    expect(ids(newest)).toEqual(Array.from({ length: 30 }, (_, i) => `t_page_${String(i).padStart(2, "0")}`));
  });

  it("pages through results without duplicates or gaps, the same with and without JavaScript", async () => {
    for (const sort of ["relevance", "price-asc", "price-desc", "newest"]) {
      const appended: string[] = [];
      let page = 1;
      for (;;) {
        const chunk = await search(`q=paginax&sort=${sort}&page=${page}`, { appendOnly: true });
        appended.push(...ids(chunk.listings));
        if (!chunk.hasMore) break;
        page += 1;
      }
      expect(page).toBe(3);
      expect(new Set(appended).size).toBe(30);
      const serverRendered = await search(`q=paginax&sort=${sort}&page=3`);
      expect(ids(serverRendered.listings)).toEqual(appended);
      expect(serverRendered.hasMore).toBe(false);
      const first = await search(`q=paginax&sort=${sort}`);
      expect(first.listings).toHaveLength(12);
      expect(first.hasMore).toBe(true);
      expect(first.total).toBe(30);
    }
  });

  it("never errors on hostile input, over HTTP too", async () => {
    const hostile = [
      '"',
      '""',
      'akun"',
      "*",
      "akun*",
      "NEAR(akun diamond)",
      "(akun OR",
      "title:akun",
      "^akun",
      "a AND",
      "{x}",
      "'; --",
      "%",
      "\\",
    ];
    const c = client();
    for (const q of hostile) {
      await expect(search(`q=${encodeURIComponent(q)}`)).resolves.toBeDefined();
      const res = await c.get(`/search?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      await res.text();
    }
    // Punctuation alone matches nothing (rather than everything).
    expect((await search("q=***")).total).toBe(0);
    // Operator words are just words: "near" is a prefix of nothing here.
    expect((await search(`q=${encodeURIComponent("flurbish OR wombatix")}`)).total).toBe(0);
  });

  it("asks for a keyword on a blank /search and runs no query", async () => {
    const page = await search("q=+++");
    expect(page.searched).toBe(false);
    expect(page.listings).toEqual([]);
    const res = await client().get("/search?q=");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Ketik kata kunci");
    expect(html).not.toContain("produk ditemukan.");
  });

  it("renders the spec's texts", async () => {
    const c = client();
    const found = await (await c.get("/search?q=wombatix")).text();
    expect(found).toContain("Hasil Pencarian untuk &quot;wombatix&quot;");
    expect(found).toContain("3<!-- --> produk ditemukan.");
    expect(found).toContain("Hasil Pencarian untuk &quot;wombatix&quot; — PasarGame</title>");
    const none = await (await c.get("/search?q=tidakadasamasekali")).text();
    expect(none).toContain("Tidak Ada Produk Sesuai");
    expect(none).toContain("Coba ubah kata kunci atau filter pencarian Anda.");
    expect(none).toContain("Filter Hasil");
    expect(none).toContain("Tutup");
  });

  it("/featured lists only featured active listings, q optional", async () => {
    const all = await search("", { featured: true });
    const featuredSeed = SEED_LISTINGS.filter((l) => l.isFeatured).map((l) => l.id);
    expect(all.total).toBe(featuredSeed.length + 1); // + t_rank_desc
    expect(all.searched).toBe(true);
    expect((await search("q=flurbish", { featured: true })).listings.map((l) => l.id)).toEqual(["t_rank_desc"]);
    const res = await client().get("/featured");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Penawaran Unggulan");
  });
});

describe("game page", () => {
  const mlAkun = SEED_LISTINGS.filter((l) => l.gameSlug === "mobile-legends" && l.categorySlug === "akun");
  const attr = (l: (typeof SEED_LISTINGS)[number], key: string) => [l.attributes[key] ?? []].flat();

  it("answers an unknown game with 'Game Tidak Ditemukan' and status 404", async () => {
    const res = await client().get("/games/tidak-ada");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Game Tidak Ditemukan");
    expect(html).toContain('href="/"');
    expect((await client().get("/games/tidak-ada/akun")).status).toBe(404);
  });

  it("counts active listings per category, following the price and search filters", async () => {
    const page = await gamePage("valorant");
    const rows = await db().all<{ slug: string; n: number }>(
      sql`SELECT category_slug AS slug, count(*) AS n FROM products WHERE game_slug = 'valorant' AND status = 'active' GROUP BY category_slug`,
    );
    for (const c of page.categories) expect(c.count, c.slug).toBe(rows.find((r) => r.slug === c.slug)?.n ?? 0);
    expect(page.allCount).toBe(rows.reduce((s, r) => s + r.n, 0));
    expect(page.total).toBe(page.allCount);

    const cheap = await gamePage("valorant", "max=150000");
    const cheapRows = await db().all<{ slug: string; n: number }>(
      sql`SELECT category_slug AS slug, count(*) AS n FROM products WHERE game_slug = 'valorant' AND status = 'active' AND price <= 150000 GROUP BY category_slug`,
    );
    for (const c of cheap.categories) expect(c.count, c.slug).toBe(cheapRows.find((r) => r.slug === c.slug)?.n ?? 0);

    const searched = await gamePage("valorant", "q=wombatix");
    expect(searched.total).toBe(2);
    expect(searched.categories.find((c) => c.slug === "akun")?.count).toBe(1);
    expect(searched.categories.find((c) => c.slug === "jasa-joki")?.count).toBe(1);
  });

  it("filters by category, price and sub-filters on the listing attributes", async () => {
    const akun = await gamePage("mobile-legends", "category=akun");
    expect(ids(akun.listings).sort()).toEqual(mlAkun.map((l) => l.id).sort());
    expect(akun.subFilters.map((f) => f.key)).toEqual(["rank", "jumlah_hero", "skin_spesial"]);

    // Checkbox values are arrays: every ticked option must be present.
    const legend = await gamePage("mobile-legends", "category=akun&f_skin_spesial=Legend&f_skin_spesial=Collector");
    expect(ids(legend.listings).sort()).toEqual(
      mlAkun
        .filter((l) => ["Legend", "Collector"].every((o) => attr(l, "skin_spesial").includes(o)))
        .map((l) => l.id)
        .sort(),
    );
    expect(legend.listings.length).toBeGreaterThan(0);
    const collector = await gamePage("mobile-legends", "category=akun&f_skin_spesial=Collector");
    expect(collector.listings.length).toBeGreaterThan(legend.listings.length);

    // Select.
    const honor = await gamePage("mobile-legends", "category=akun&f_rank=Mythic+Honor");
    expect(ids(honor.listings)).toEqual(mlAkun.filter((l) => l.attributes.rank === "Mythic Honor").map((l) => l.id));
    // Text: a number is a minimum; other text is found inside the value, ignoring case.
    const heroes = await gamePage("mobile-legends", "category=akun&f_jumlah_hero=100");
    expect(ids(heroes.listings).sort()).toEqual(
      mlAkun
        .filter((l) => Number(l.attributes.jumlah_hero) >= 100)
        .map((l) => l.id)
        .sort(),
    );
    const nahida = await gamePage("genshin-impact", "category=akun&f_karakter_limited=nahida");
    const genshin = SEED_LISTINGS.filter((l) => l.gameSlug === "genshin-impact" && l.categorySlug === "akun");
    expect(ids(nahida.listings).sort()).toEqual(
      genshin
        .filter((l) =>
          String(l.attributes.karakter_limited ?? "")
            .toLowerCase()
            .includes("nahida"),
        )
        .map((l) => l.id)
        .sort(),
    );
    expect(nahida.listings.length).toBeGreaterThan(0);

    // A value outside the options is ignored; a sub-filter of another category does nothing.
    expect((await gamePage("mobile-legends", "category=akun&f_rank=Bogus")).total).toBe(mlAkun.length);
    expect((await gamePage("mobile-legends", "category=top-up&f_rank=Mythic")).total).toBe(
      SEED_LISTINGS.filter((l) => l.gameSlug === "mobile-legends" && l.categorySlug === "top-up").length + 1,
    );

    // Price.
    const mid = await gamePage("mobile-legends", "category=akun&min=500000&max=2000000&sort=price-asc");
    expect(mid.listings.map((l) => l.price)).toEqual(
      mlAkun
        .filter((l) => l.price >= 500_000 && l.price <= 2_000_000)
        .map((l) => l.price)
        .sort((a, b) => a - b),
    );
  });

  it("shows 12 cards with 'Muat Lebih Banyak' linking to page 2, which renders pages 1..2", async () => {
    const c = client();
    const total = SEED_LISTINGS.filter((l) => l.gameSlug === "mobile-legends").length + 1;
    expect(total).toBeGreaterThan(12);
    const first = await (await c.get("/games/mobile-legends")).text();
    expect(first.match(/data-testid="product-card"/g)).toHaveLength(12);
    expect(first).toContain("Muat Lebih Banyak");
    expect(first).toContain('href="/games/mobile-legends?page=2"');
    const second = await (await c.get("/games/mobile-legends?page=2")).text();
    expect(second.match(/data-testid="product-card"/g)).toHaveLength(total);
    expect(second).not.toContain("Muat Lebih Banyak");
    // The fetcher's request reads only the second page.
    const more = await gamePage("mobile-legends", "page=2", { appendOnly: true });
    expect(more.listings).toHaveLength(total - 12);
    expect(more.hasMore).toBe(false);
  });

  it("lands /games/{slug}/top-up and /games/{slug}/akun on the game page with that category", async () => {
    const c = client();
    const topUp = await c.get("/games/mobile-legends/top-up");
    expect(topUp.status).toBe(200);
    const html = await topUp.text();
    const checked = (page: string) => page.match(/<input type="radio" name="category"[^>]*checked=""[^>]*>/g) ?? [];
    expect(checked(html)).toHaveLength(1);
    expect(checked(html)[0]).toContain('value="top-up"');
    expect(html).toContain("Diamond Mobile Legends — PasarGame</title>");
    const cards = html.match(/<a[^>]*data-testid="product-card"[^>]*>/g) ?? [];
    const topUps = SEED_LISTINGS.filter((l) => l.gameSlug === "mobile-legends" && l.categorySlug === "top-up");
    expect(cards).toHaveLength(topUps.length + 1);
    for (const card of cards) expect(card).toContain('href="/games/mobile-legends/top-up/');

    const akun = await c.get("/games/genshin-impact/akun?promo=special");
    expect(akun.status).toBe(200);
    const akunChecked = checked(await akun.text());
    expect(akunChecked).toHaveLength(1);
    expect(akunChecked[0]).toContain('value="akun"');
  });

  it("lists the game's categories as tab links for phones, the shown one marked current", async () => {
    const c = client();
    /** The tabs' links as [href, name, current?]. */
    const tabs = (html: string) => {
      const nav = /<nav aria-label="Kategori"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
      return [...nav.matchAll(/<a([^>]*)>([^<]*)<\/a>/g)].map(([, attrs, name]) => [
        /href="([^"]*)"/.exec(attrs!)?.[1],
        name,
        / aria-current="page"/.test(attrs!),
      ]);
    };
    const categories = (await loadGameMeta({ db: db() }, "mobile-legends")).meta!.categories;
    expect(categories.length).toBeGreaterThan(1);
    const expected = (current: string) => [
      ["/games/mobile-legends", "Semua", current === ""],
      ...categories.map((cat) => [`/games/mobile-legends/${cat.slug}`, cat.name, cat.slug === current]),
    ];
    expect(tabs(await (await c.get("/games/mobile-legends")).text())).toEqual(expected(""));
    expect(tabs(await (await c.get("/games/mobile-legends/top-up")).text())).toEqual(expected("top-up"));
    // The filter form's address (a category chosen in the drawer) marks the same tab.
    expect(tabs(await (await c.get("/games/mobile-legends?category=akun&sort=price_asc")).text())).toEqual(
      expected("akun"),
    );
  });

  it("sends /games/{slug}/{listingId} to the listing's canonical address and 404s the rest", async () => {
    const c = client();
    const res = await c.get("/games/valorant/lst_sample_1?ref=x");
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/games/valorant/akun/lst_sample_1?ref=x");
    const missing = await c.get("/games/valorant/bukan-apa-apa");
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toContain("Produk Tidak Ditemukan");
    expect(html).toContain('href="/games/valorant"');
    // A deleted listing is gone.
    expect((await c.get("/games/valorant/t_w_deleted")).status).toBe(404);
  });

  it("searches within the game and never shows deleted listings", async () => {
    const page = await gamePage("valorant", "q=wombatix&sort=price-desc");
    expect(ids(page.listings)).toEqual(["t_w_val_jasa", "t_w_val_akun"]);
    const all = await gamePage("valorant", "page=5");
    expect(ids(all.listings)).not.toContain("t_w_deleted");
    const hostile = await client().get(`/games/valorant?q=${encodeURIComponent('"NEAR( *')}`);
    expect(hostile.status).toBe(200);
    await hostile.text();
  });
});
