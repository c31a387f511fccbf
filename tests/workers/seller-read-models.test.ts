import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { orders, products, reviews, sellerFiguresCache } from "~/db/schema";
import { getListingDetail, listingDetailQuery } from "~/modules/catalog/listing-page.server";
import {
  cachedFiguresQuery,
  refreshFiguresStatement,
  refreshSellerFigures,
  SELLER_FIGURES_TTL_MS,
  sellerFigures,
} from "~/modules/catalog/seller-figures.server";
import { profileStats } from "~/modules/users/profile.server";
import { sellerStats } from "~/modules/orders/lists.server";
import { newListing, newUser, signedIn } from "./fixtures";
import worker from "../../workers/app";
import { db, queryPlan } from "./helpers";
import { addOrders, figuresSection } from "./seller-figures-fixtures";
import { ORIGIN } from "./http";

/**
 * The listing page's seller data without walking the seller's rows per view: the seller's rating as
 * a read model the database keeps exact (seller_ratings, triggers on reviews), and the seller's
 * figures as a short-lived cache (seller_figures_cache) shared by the listing page and the profile.
 */

interface Aggregate {
  sellerId: string;
  reviewCount: number;
  ratingSum: number;
  positiveCount: number;
}

/** Every seller's rating the slow way: all reviews of their listings. */
const slowAggregate = () =>
  db().all<Aggregate>(sql`
    SELECT p.seller_id AS sellerId, count(*) AS reviewCount, sum(r.rating) AS ratingSum, sum(r.rating >= 4) AS positiveCount
    FROM reviews r JOIN products p ON p.id = r.product_id GROUP BY p.seller_id ORDER BY p.seller_id`);

/** Every seller's rating as the read model holds it (a seller whose reviews are all gone keeps a row of zeros). */
const readModel = () =>
  db().all<Aggregate>(sql`
    SELECT seller_id AS sellerId, review_count AS reviewCount, rating_sum AS ratingSum, positive_count AS positiveCount
    FROM seller_ratings WHERE review_count <> 0 OR rating_sum <> 0 OR positive_count <> 0 ORDER BY seller_id`);

async function expectExact(step: string) {
  const slow = await slowAggregate();
  expect(slow.length, step).toBeGreaterThan(0);
  expect(await readModel(), step).toEqual(slow);
}

let reviewSeq = 0;
async function addReview(productId: string, rating: number) {
  const buyer = await newUser("buyer", "ulas");
  const id = `rev_rm_${++reviewSeq}_${crypto.randomUUID().slice(0, 8)}`;
  await db()
    .insert(reviews)
    .values({ id, productId, userId: buyer.id, rating, comment: "Mantap", createdAt: Date.now() });
  return id;
}

describe("the seller's rating read model", () => {
  it("matches every seller's reviews after the seed, and the migration's backfill rebuilds it", async () => {
    await expectExact("after the seed (written through the triggers)");
    // The backfill statement of the migration, run again on an emptied table: the same rows.
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0033_"));
    const backfill = migration?.queries.find((q) => /^INSERT INTO `seller_ratings`/.test(q.trim()));
    expect(backfill).toBeDefined();
    await env.DB.prepare("DELETE FROM seller_ratings").run();
    await env.DB.prepare(backfill!).run();
    await expectExact("after the backfill");
  });

  it("stays exact through review inserts, updates, deletes and a listing changing seller", async () => {
    const a = await newUser("seller", "rata");
    const b = await newUser("seller", "ratb");
    const a1 = await newListing(a.id, "Akun Rating A1");
    const a2 = await newListing(a.id, "Akun Rating A2");
    const b1 = await newListing(b.id, "Akun Rating B1");

    const r5 = await addReview(a1.id, 5);
    await addReview(a1.id, 4);
    const r2 = await addReview(a2.id, 2);
    await addReview(b1.id, 3);
    await expectExact("after inserts");

    await db().update(reviews).set({ rating: 5 }).where(eq(reviews.id, r2));
    await expectExact("after a rating changed");

    await db().update(reviews).set({ productId: b1.id }).where(eq(reviews.id, r5));
    await expectExact("after a review moved to another seller's listing");

    await db().delete(reviews).where(eq(reviews.id, r2));
    await expectExact("after a delete");

    await db().update(products).set({ sellerId: b.id }).where(eq(products.id, a1.id));
    await expectExact("after a listing changed seller");

    // What the pages (listing, profile, dashboard) read from it equals the slow average exactly.
    for (const listing of [a2, b1]) {
      const detail = await getListingDetail({ db: db() }, listing.id);
      const slow = await db().get<{ avg: number | null; n: number }>(sql`
        SELECT avg(r.rating) AS avg, count(*) AS n FROM reviews r JOIN products p ON p.id = r.product_id
        WHERE p.seller_id = ${detail!.seller.id}`);
      expect(detail!.seller.reviewCount).toBe(slow!.n);
      expect(detail!.seller.rating).toBe(slow!.avg ?? 0);
      const stats = await profileStats({ db: db() }, detail!.seller.id);
      expect([stats.reviewCount, stats.averageRating]).toEqual([slow!.n, slow!.avg ?? 0]);
      const dashboard = await sellerStats({ db: db() }, detail!.seller.id);
      expect([dashboard.reviewCount, dashboard.averageRating]).toEqual([slow!.n, slow!.avg ?? 0]);
    }
    // Seller A has no review left: no rating shown.
    const a2Detail = await getListingDetail({ db: db() }, a2.id);
    expect(a2Detail!.seller).toMatchObject({ rating: 0, reviewCount: 0 });
    // Seller B: 3, 4 and 5 stars (the moved review and listing brought theirs along).
    const res = await (await signedIn(a.id)).get(b1.path);
    expect(res.status).toBe(200);
    const html = (await res.text()).replace(/<!-- -->/g, "");
    expect(html).toMatch(/data-testid="seller-rating"[^]*?\(3 ulasan\)/);
  });
});

const cacheRow = async (sellerId: string) =>
  (await db().select().from(sellerFiguresCache).where(eq(sellerFiguresCache.sellerId, sellerId)))[0];

describe("the seller figures' cache", () => {
  let seller: { id: string; username: string };
  let listing: { id: string; path: string };
  let orderIds: string[];
  let viewer: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    seller = await newUser("seller", "cache");
    listing = await newListing(seller.id, "Akun Figur Cache");
    const buyer = await newUser("buyer", "cache");
    // Six completed orders, shipped 10 minutes after payment.
    orderIds = await addOrders(
      seller.id,
      buyer.id,
      listing.id,
      Array.from({ length: 6 }, () => ({ status: "Selesai" as const, shipMinutes: 10 })),
    );
    // A signed-in viewer: their pages bypass the edge page cache, so each view runs the loaders.
    viewer = await signedIn(buyer.id);
  });

  it("the first view computes and stores the figures; views within the TTL read the stored row, on the listing and the profile", async () => {
    expect(await cacheRow(seller.id)).toBeUndefined();
    const first = await viewer.get(listing.path);
    expect(first.status).toBe(200);
    expect(figuresSection(await first.text())).toContain("Pesanan selesai 100% dari 6 pesanan");
    const stored = await cacheRow(seller.id);
    expect(stored).toBeDefined();
    expect(JSON.parse(stored!.figures)).toMatchObject({ orders: 6, finalOrders: 6, completedOrders: 6 });
    expect(Date.now() - stored!.computedAt).toBeLessThan(SELLER_FIGURES_TTL_MS);

    // An order changes in D1 directly: computed now, the figures would say 5 of 6 ...
    await db().update(orders).set({ status: "Dibatalkan" }).where(eq(orders.id, orderIds[0]!));
    expect((await sellerFigures({ db: db() }, seller.id)).completedOrders).toBe(5);
    // ... but within the TTL both pages show the stored row (the profile reads the same one).
    for (const path of [listing.path, `/user/${seller.username}`]) {
      const res = await viewer.get(path);
      expect(res.status, path).toBe(200);
      expect(figuresSection(await res.text()), path).toContain("Pesanan selesai 100% dari 6 pesanan");
    }
    expect((await cacheRow(seller.id))!.computedAt).toBe(stored!.computedAt);
  });

  it("after the TTL a view serves the stored figures and stores fresh ones after its response", async () => {
    // The row is aged past the TTL in D1 (the test's stand-in for ten minutes passing).
    const aged = Date.now() - SELLER_FIGURES_TTL_MS - 1_000;
    await db().update(sellerFiguresCache).set({ computedAt: aged }).where(eq(sellerFiguresCache.sellerId, seller.id));

    const stale = await viewer.get(listing.path);
    expect(stale.status).toBe(200);
    expect(figuresSection(await stale.text())).toContain("Pesanan selesai 100% dari 6 pesanan");

    // The refresh runs after the response (waitUntil): wait for the row to change.
    let row = await cacheRow(seller.id);
    for (let i = 0; i < 100 && row!.computedAt === aged; i++) {
      await new Promise((r) => setTimeout(r, 50));
      row = await cacheRow(seller.id);
    }
    expect(row!.computedAt).toBeGreaterThan(aged);
    expect(JSON.parse(row!.figures)).toMatchObject({ orders: 6, finalOrders: 6, completedOrders: 5 });

    const fresh = await viewer.get(listing.path);
    expect(figuresSection(await fresh.text())).toContain("Pesanan selesai 83% dari 6 pesanan");
  });

  it("SELLER_FIGURES_TTL_MS=0 turns the cache off: both pages compute the figures on every view", async () => {
    // The e2e server runs so (playwright.config.ts): its specs check figures right after orders.
    const cookie = [...viewer.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const view = async (path: string) => {
      const ctx = createExecutionContext();
      const request = new Request(new URL(path, ORIGIN), { headers: { Cookie: cookie }, redirect: "manual" });
      const res = await worker.fetch(
        request as Parameters<typeof worker.fetch>[0],
        { ...env, SELLER_FIGURES_TTL_MS: "0" },
        ctx,
      );
      const html = await res.text();
      await waitOnExecutionContext(ctx);
      expect(res.status, path).toBe(200);
      return figuresSection(html);
    };
    const computedAt = (await cacheRow(seller.id))!.computedAt;
    await db().update(orders).set({ status: "Dibatalkan" }).where(eq(orders.id, orderIds[1]!));
    // The profile first, then the listing (a view that computes also stores: each must compute itself).
    expect(await view(`/user/${seller.username}`)).toContain("Pesanan selesai 67% dari 6 pesanan");
    await db().update(orders).set({ status: "Dibatalkan" }).where(eq(orders.id, orderIds[2]!));
    expect(await view(listing.path)).toContain("Pesanan selesai 50% dari 6 pesanan");
    // Within the default TTL the stored row would still have said 83% (computed before both changes).
    expect(Date.now() - computedAt).toBeLessThan(SELLER_FIGURES_TTL_MS);
  });

  it("a refresh never overwrites figures computed later than itself", async () => {
    const now = Date.now();
    await refreshSellerFigures({ db: db() }, seller.id, now);
    // A slower refresh, started before, ends after: the row keeps the later one, and the caller still gets figures.
    const figures = await refreshSellerFigures({ db: db() }, seller.id, now - 5_000);
    expect(figures.completedOrders).toBe(3);
    expect((await cacheRow(seller.id))!.computedAt).toBe(now);
  });
});

describe("the listing page's seller reads", () => {
  it("read one row by key: the rating read model, the figures' cache, and the refresh through orders_seller_idx", async () => {
    const plans: [string, string[]][] = [];
    const explain = async (name: string, query: ReturnType<typeof sql>) => plans.push([name, await queryPlan(query)]);

    const detail = listingDetailQuery(db(), "lst_018").toSQL();
    // The statement with its parameters written in (EXPLAIN takes no bound drizzle builder).
    let param = 0;
    const literal = (v: unknown) => (typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
    await explain("listing", sql.raw(detail.sql.replace(/\?/g, () => literal(detail.params[param++]))));
    await explain("cache by listing", cachedFiguresQuery({ listingId: "lst_018" }));
    await explain("cache by seller", cachedFiguresQuery({ sellerId: "usr_seller_3" }));

    // The refresh (a miss, or after the TTL): the seller's orders through their index, never a scan.
    const refresh = await queryPlan(refreshFiguresStatement("usr_seller_3", Date.now()));
    expect(
      refresh.some((d) => d.includes("orders_seller_idx")),
      refresh.join("\n"),
    ).toBe(true);
    expect(refresh.filter((d) => /^SCAN (o|ct|orders|chat_threads)\b/.test(d) && !d.includes("INDEX"))).toEqual([]);

    const [, listing] = plans[0]!;
    expect(
      listing.some((d) =>
        /SEARCH seller_ratings USING INDEX sqlite_autoindex_seller_ratings_1 \(seller_id=\?\)/.test(d),
      ),
      listing.join("\n"),
    ).toBe(true);
    for (const [name, plan] of plans) {
      // No scan of any table (the seller's reviews are not walked any more); every lookup by key.
      expect(
        plan.filter((d) => /^SCAN /.test(d) && !/USING (COVERING )?INDEX|CONSTANT ROW/.test(d)),
        name,
      ).toEqual([]);
    }
    for (const [name, plan] of plans.slice(1)) {
      expect(
        plan.some((d) => /SEARCH c USING INDEX sqlite_autoindex_seller_figures_cache_1 \(seller_id=\?\)/.test(d)),
        `${name}\n${plan.join("\n")}`,
      ).toBe(true);
    }
  });
});
