import { beforeAll, describe, expect, it } from "vitest";
import { loadGameMeta, loadGamePage, type GameMeta } from "~/modules/catalog/browse.server";
import { listFeatured } from "~/modules/catalog/listing-cards.server";
import { loadSearch } from "~/modules/catalog/search.server";
import { orders, products, reviews, users } from "~/db/schema";
import { db } from "./helpers";
import { client } from "./http";

/**
 * The figures a shopper compares — sold counts, ratings, kinds, the order of sold-out listings —
 * agree between the listing page, the cards and the seller's profile.
 */

const pageText = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");
const NOW = Date.now();
const DAY = 24 * 3600 * 1000;
const SELLER = "usr_toko_angka";

function listing(id: string, extra: Partial<typeof products.$inferInsert> = {}): typeof products.$inferInsert {
  return {
    id,
    sellerId: SELLER,
    gameSlug: "genshin-impact",
    categorySlug: "akun",
    type: "Akun",
    title: `Akun Quillovex ${id}`,
    description: "",
    price: 100_000,
    stock: 3,
    createdAt: NOW - DAY,
    updatedAt: NOW,
    ...extra,
  };
}

let orderSeq = 0;
function order(productId: string, status: (typeof orders.$inferInsert)["status"]) {
  orderSeq += 1;
  return {
    id: `ord_angka_${orderSeq}`,
    buyerId: "usr_demo_buyer",
    sellerId: SELLER,
    productId,
    productTitle: "Pesanan uji",
    productType: "Akun" as const,
    unitPrice: 100_000,
    quantity: 1,
    totalAmount: 100_000,
    status,
    createdAt: NOW - orderSeq * 1000,
    updatedAt: NOW,
  };
}

beforeAll(async () => {
  await db()
    .insert(users)
    .values({
      id: SELLER,
      email: "angka@toko.test",
      username: "TokoAngka",
      role: "seller",
      isVerified: false,
      createdAt: NOW - 100 * DAY,
      updatedAt: NOW,
    })
    .onConflictDoNothing();
  await db()
    .insert(products)
    .values([
      // A stored counter that says 49: the page must count orders instead.
      listing("lst_angka_sold", { totalSales: 49, price: 300_000 }),
      listing("lst_angka_rated", { price: 200_000 }),
      // The cheapest, newest and featured, but sold out: still after every available listing.
      listing("lst_angka_habis", { stock: 0, price: 10_000, isFeatured: true, createdAt: NOW, totalSales: 900 }),
    ])
    .onConflictDoNothing();
  await db()
    .insert(orders)
    .values([
      order("lst_angka_sold", "Selesai"),
      order("lst_angka_sold", "Selesai"),
      order("lst_angka_sold", "Dikirim"),
      order("lst_angka_sold", "Dibatalkan"),
      order("lst_angka_rated", "Selesai"),
    ])
    .onConflictDoNothing();
  await db()
    .insert(reviews)
    .values([
      { id: "rev_angka_1", productId: "lst_angka_rated", userId: "usr_demo_buyer", rating: 5, createdAt: NOW },
      { id: "rev_angka_2", productId: "lst_angka_rated", userId: "usr_seller_2", rating: 4, createdAt: NOW },
    ])
    .onConflictDoNothing();
});

async function gamePage(slug: string, query = "") {
  const { meta } = await loadGameMeta({ db: db() }, slug);
  return loadGamePage({ db: db() }, meta as GameMeta, new URLSearchParams(query));
}

/** The HTML of one card on a page: from its link to the next card. */
function cardHtml(html: string, id: string): string {
  const start = html.indexOf(`/${id}"`);
  expect(start, `card ${id}`).toBeGreaterThan(-1);
  const end = html.indexOf('data-testid="product-card"', start + 1);
  return html.slice(start, end === -1 ? undefined : end);
}

describe("sold counts", () => {
  it("come from completed orders, the same on the listing page, the cards and the profile", async () => {
    const listingHtml = await pageText(await client().get("/games/genshin-impact/akun/lst_angka_sold"));
    expect(listingHtml).toMatch(/data-testid="sold-count"[^>]*>2 terjual</);
    expect(listingHtml).not.toContain("49 terjual");

    const page = await gamePage("genshin-impact", "q=quillovex");
    const sold = page.listings.find((l) => l.id === "lst_angka_sold")!;
    expect(sold.soldCount).toBe(2);
    expect(page.listings.find((l) => l.id === "lst_angka_rated")!.soldCount).toBe(1);
    const search = await loadSearch({ db: db() }, new URLSearchParams("q=quillovex"));
    expect(search.listings.find((l) => l.id === "lst_angka_sold")!.soldCount).toBe(2);

    const gameHtml = await pageText(await client().get("/games/genshin-impact?q=quillovex"));
    expect(cardHtml(gameHtml, "lst_angka_sold")).toMatch(/data-testid="card-sold"[^>]*>2 terjual</);

    const profileHtml = await pageText(await client().get("/user/TokoAngka"));
    expect(profileHtml).toMatch(/data-testid="stat-total-sales"[^>]*>3</); // 2 + 1, the listings' sum
    expect(cardHtml(profileHtml, "lst_angka_sold")).toMatch(/data-testid="card-sold"[^>]*>2 terjual</);
  });
});

describe("ratings", () => {
  it("an unrated listing shows no stars on its card or page, and says there are no reviews", async () => {
    const gameHtml = await pageText(await client().get("/games/genshin-impact?q=quillovex"));
    const card = cardHtml(gameHtml, "lst_angka_sold");
    expect(card).not.toContain('data-testid="card-rating"');
    expect(card).not.toContain("0,0");

    const listingHtml = await pageText(await client().get("/games/genshin-impact/akun/lst_angka_sold"));
    expect(listingHtml).toMatch(/data-testid="listing-rating"[^>]*>[^<]*Belum ada ulasan/);
    expect(listingHtml).not.toMatch(/>0,0</);
  });

  it("a rated listing's card shows the listing's own rating and count, labelled as the listing's", async () => {
    const gameHtml = await pageText(await client().get("/games/genshin-impact?q=quillovex"));
    const card = cardHtml(gameHtml, "lst_angka_rated");
    expect(card).toContain('data-testid="card-rating"');
    expect(card).toContain('aria-label="Rating listing 4,5 dari 5, 2 ulasan"');

    const listingHtml = await pageText(await client().get("/games/genshin-impact/akun/lst_angka_rated"));
    expect(listingHtml).toContain("Rating listing");
    expect(listingHtml).toContain("Rating penjual");
  });

  it("a seller without reviews has no percentage or average on the profile", async () => {
    await db()
      .insert(users)
      .values({
        id: "usr_toko_kosong",
        email: "k@toko.test",
        username: "TokoKosong",
        role: "seller",
        createdAt: NOW,
        updatedAt: NOW,
      })
      .onConflictDoNothing();
    await db()
      .insert(products)
      .values(listing("lst_kosong", { sellerId: "usr_toko_kosong" }))
      .onConflictDoNothing();
    const html = await pageText(await client().get("/user/TokoKosong"));
    expect(html).toMatch(/data-testid="stat-positive-feedback"[^>]*>(<[^>]*>)*Belum ada ulasan</);
    expect(html).toMatch(/data-testid="stat-average-rating"[^>]*>(<[^>]*>)*Belum ada ulasan</);
    expect(html).not.toContain(">0%<");

    const rated = await pageText(await client().get("/user/TokoAngka"));
    expect(rated).toMatch(/data-testid="stat-positive-feedback"[^>]*>100%</);
    expect(rated).toContain("dari 2 ulasan");
  });
});

describe("kinds", () => {
  it("a gift-skin listing's card names its category, not 'Top Up'", async () => {
    const html = await pageText(await client().get("/games/valorant/item-skin-senjata"));
    const card = cardHtml(html, "lst_004");
    expect(card).toMatch(/data-testid="card-kind"[^>]*>Item &amp; Skin Senjata</);
    expect(card).not.toContain(">Top Up<");
  });
});

describe("sold-out listings", () => {
  const lastIsSoldOut = (ids: string[]) => {
    expect(ids).toContain("lst_angka_habis");
    expect(ids.at(-1)).toBe("lst_angka_habis");
  };

  it("come after every available listing in every sort of the game page and search", async () => {
    for (const sort of ["relevance", "price-asc", "price-desc", "newest"]) {
      lastIsSoldOut((await gamePage("genshin-impact", `q=quillovex&sort=${sort}`)).listings.map((l) => l.id));
      lastIsSoldOut(
        (await loadSearch({ db: db() }, new URLSearchParams(`q=quillovex&sort=${sort}`))).listings.map((l) => l.id),
      );
      lastIsSoldOut(
        (
          await loadSearch({ db: db() }, new URLSearchParams(`q=quillovex&sort=${sort}&game=genshin-impact`))
        ).listings.map((l) => l.id),
      );
    }
  });

  it("come last on a game's category page (no search), on the profile and in home's featured offers", async () => {
    for (const sort of ["relevance", "price-asc", "newest"]) {
      const page = await gamePage("genshin-impact", `category=akun&sort=${sort}&page=50`);
      const ids = page.listings.map((l) => l.id);
      const habis = ids.indexOf("lst_angka_habis");
      expect(habis).toBeGreaterThan(-1);
      for (const l of page.listings.slice(0, habis)) expect(l.stock, `${sort}: ${l.id}`).toBeGreaterThan(0);
    }

    const profileHtml = await pageText(await client().get("/user/TokoAngka"));
    const positions = ["lst_angka_sold", "lst_angka_rated", "lst_angka_habis"].map((id) =>
      profileHtml.indexOf(`/${id}"`),
    );
    expect(positions[2]).toBeGreaterThan(Math.max(positions[0]!, positions[1]!));

    const featured = await listFeatured({ db: db() }, 100);
    const habis = featured.findIndex((l) => l.id === "lst_angka_habis");
    expect(habis).toBeGreaterThan(-1);
    for (const l of featured.slice(0, habis)) expect(l.stock).toBeGreaterThan(0);
  });
});
