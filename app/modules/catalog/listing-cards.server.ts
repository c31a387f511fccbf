import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { products, users, type ListingType } from "~/db/schema";
import type { Sort } from "./filter-params";
import { soldCountOf, SOLD_OUT_LAST } from "./figures.server";
import { formatWarranty } from "./warranty";

/**
 * The delivery time a listing shows: 'Instan' only when it really delivers by itself (its seller
 * stocked Pengiriman Instan items, or it goes through the seller's supplier: supplier_sku); a typed
 * 'Instan' without either is not shown at all, since the order would wait for the seller like any
 * other. SQL over `table`.
 */
export const SHOWN_DELIVERY_TIME = (table: string) =>
  `CASE WHEN ${table}.instant_delivery THEN 'Instan' WHEN ${table}.delivery_time = 'Instan' AND ${table}.supplier_sku IS NULL THEN NULL ELSE ${table}.delivery_time END`;

/** The same rule for a row already read. */
export function shownDeliveryTime(
  deliveryTime: string | null,
  instantDelivery: boolean,
  supplierSku: string | null = null,
): string | null {
  if (instantDelivery) return "Instan";
  return deliveryTime === "Instan" && !supplierSku ? null : deliveryTime;
}

/** What a product card needs (spec section 3, "Listing / product card"). */
export interface ListingCard {
  id: string;
  title: string;
  gameSlug: string;
  gameName: string;
  categorySlug: string;
  /** The category's name ('Skin Hero', 'Diamond', 'Akun'): the card's kind badge. */
  categoryName: string;
  type: ListingType;
  price: number;
  originalPrice: number | null;
  stock: number;
  deliveryTime: string | null;
  /** 'Garansi 14 hari' for an Akun listing with a warranty (warranty.ts), else null. */
  warranty: string | null;
  imageUrl: string | null;
  sellerName: string;
  sellerVerified: boolean;
  /** The listing's own rating (its reviews only); meaningless when `totalReviews` is 0. */
  averageRating: number;
  totalReviews: number;
  /** Completed orders of this listing (figures.server.ts). */
  soldCount: number;
  /** For the list view: platform and the start of the description. */
  platform?: string | null;
  excerpt?: string;
  /** The signed-in viewer keeps this listing in Favorit (favorites/favorites.server.ts `withSaved`). */
  saved?: boolean;
}

/** Longest description start a card shows (list view). */
const EXCERPT_LENGTH = 180;

const cardColumns = {
  id: products.id,
  title: products.title,
  gameSlug: products.gameSlug,
  gameName: sql<string>`(SELECT name FROM games WHERE games.slug = ${products.gameSlug})`,
  categorySlug: products.categorySlug,
  categoryName: sql<string>`coalesce((SELECT name FROM categories c WHERE c.game_slug = ${products.gameSlug} AND c.slug = ${products.categorySlug}), ${products.categorySlug})`,
  type: products.type,
  price: products.price,
  originalPrice: products.originalPrice,
  stock: products.stock,
  // 'Instan' only for a listing that really delivers instantly (Pengiriman Instan items).
  deliveryTime: sql<string | null>`${sql.raw(SHOWN_DELIVERY_TIME("products"))}`,
  warrantyDays: products.warrantyDays,
  platform: products.platform,
  excerpt: sql<string>`substr(${products.description}, 1, ${EXCERPT_LENGTH})`,
  images: products.images,
  sellerName: users.username,
  sellerVerified: users.isVerified,
  averageRating: sql<number>`coalesce((SELECT avg(rating) FROM reviews WHERE reviews.product_id = ${products.id}), 0)`,
  totalReviews: sql<number>`(SELECT count(*) FROM reviews WHERE reviews.product_id = ${products.id})`,
  soldCount: soldCountOf(sql`${products.id}`),
};

type CardRow = { images: string[]; warrantyDays: number } & Omit<ListingCard, "imageUrl" | "warranty">;

export function toCard({ images, warrantyDays, ...row }: CardRow): ListingCard {
  return {
    ...row,
    warranty: formatWarranty(Number(warrantyDays) || 0),
    sellerName: row.sellerName || "Penjual",
    imageUrl: images[0] ?? null,
    averageRating: Number(row.averageRating) || 0,
    totalReviews: Number(row.totalReviews) || 0,
    soldCount: Number(row.soldCount) || 0,
  };
}

/**
 * Featured active listings for the home page, available first, newest first. One query: the
 * listings are picked from the featured index by id alone, then the card columns (the correlated
 * counts, the excerpt) are read for those few only — sorting whole card rows of every featured
 * listing cost the home page several milliseconds at 100k listings.
 */
export async function listFeatured({ db }: { db: Db }, limit = 8): Promise<ListingCard[]> {
  const order = [sql`${products.stock} = 0`, desc(products.createdAt)];
  const picked = db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.status, "active"), eq(products.isFeatured, true)))
    .orderBy(...order)
    .limit(limit);
  const rows = await db
    .select(cardColumns)
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(inArray(products.id, picked))
    .orderBy(...order);
  return rows.map(toCard);
}

export { cardColumns };

// ── Raw card queries for the catalog pages (game page, search) ─────────────────────────────────

/**
 * The card columns over `p` (products), `u` (users) and `g` (games), for hand-written SQL whose
 * rows go through `rowToCard`. Review aggregates are correlated subqueries: they run only for the
 * page's rows, never for every row a filter matched.
 */
export const CARD_SELECT = sql`${sql.raw(`p.id AS id, p.title AS title, p.game_slug AS gameSlug, g.name AS gameName,
  p.category_slug AS categorySlug,
  coalesce((SELECT c.name FROM categories c WHERE c.game_slug = p.game_slug AND c.slug = p.category_slug), p.category_slug) AS categoryName,
  p.type AS type, p.price AS price, p.original_price AS originalPrice,
  p.stock AS stock, ${SHOWN_DELIVERY_TIME("p")} AS deliveryTime, p.warranty_days AS warrantyDays, p.platform AS platform,
  substr(p.description, 1, ${EXCERPT_LENGTH}) AS excerpt, json_extract(p.images, '$[0]') AS imageUrl,
  u.username AS sellerName, u.is_verified AS sellerVerified,
  coalesce((SELECT avg(r.rating) FROM reviews r WHERE r.product_id = p.id), 0) AS averageRating,
  (SELECT count(*) FROM reviews r WHERE r.product_id = p.id) AS totalReviews`)}, ${soldCountOf(sql.raw("p.id"))} AS soldCount`;

export type CardSqlRow = Omit<ListingCard, "sellerVerified" | "warranty"> & {
  sellerVerified: number | boolean;
  warrantyDays: number;
};

export function rowToCard({ warrantyDays, ...row }: CardSqlRow): ListingCard {
  return {
    ...row,
    warranty: formatWarranty(Number(warrantyDays) || 0),
    sellerName: row.sellerName || "Penjual",
    sellerVerified: Boolean(row.sellerVerified),
    averageRating: Number(row.averageRating) || 0,
    totalReviews: Number(row.totalReviews) || 0,
    soldCount: Number(row.soldCount) || 0,
    excerpt: row.excerpt ?? "",
  };
}

const dialect = new SQLiteAsyncDialect();

/**
 * Runs read statements written with Drizzle's `sql` (parameters stay bound) as ONE D1 batch — one
 * round trip — and returns each statement's rows, in order.
 */
export async function readBatch(db: Db, statements: SQL[]): Promise<Record<string, unknown>[][]> {
  if (statements.length === 0) return [];
  const d1 = db.$client;
  const results = await d1.batch<Record<string, unknown>>(
    statements.map((s) => {
      const q = dialect.sqlToQuery(s);
      return d1.prepare(q.sql).bind(...q.params);
    }),
  );
  return results.map((r) => r.results ?? []);
}

// ── Pieces both catalog screens build their queries from ──────────────────────────────────────

/**
 * bm25 weights per FTS column (title, description, tags, facets — the game's and category's names):
 * a title hit outranks a description hit.
 */
export const RANK = sql.raw("bm25(products_fts, 10.0, 1.0, 4.0, 2.0)");

/**
 * ORDER BY for a sort over `p` (and `score`, the FTS rank, when searching), sold-out listings last
 * (figures.server.ts). Every order ends with the
 * rowid, so it is total: pages never repeat or skip a listing. (The rowid, not the text id: it sits
 * in every index, so a price sort over a game reads only products_game_idx, never the table.)
 */
export function orderBy(sort: Sort, searching: boolean, { promo = false }: { promo?: boolean } = {}): SQL {
  return sql`${SOLD_OUT_LAST}, ${sortKeys(sort, searching, promo)}`;
}

function sortKeys(sort: Sort, searching: boolean, promo: boolean): SQL {
  // The promo view's own order: the largest discount first (Relevansi there means that).
  if (promo && sort === "relevance") return sql`${DISCOUNT} DESC, p.rowid ASC`;
  switch (sort) {
    case "price-asc":
      return sql.raw("p.price ASC, p.rowid ASC");
    case "price-desc":
      return sql.raw("p.price DESC, p.rowid ASC");
    case "newest":
      return sql.raw("p.created_at DESC, p.rowid DESC");
    default:
      return searching
        ? sql.raw("score ASC, p.rowid ASC")
        : sql.raw("p.is_featured DESC, p.total_sales DESC, p.created_at DESC, p.rowid ASC");
  }
}

/** A listing's discount as a fraction of its original price (only meaningful under DISCOUNTED). */
export const DISCOUNT = sql.raw("(p.original_price - p.price) * 1.0 / p.original_price");
/** Listings sold below their original price: the promo filter (`promo=`). */
export const DISCOUNTED = sql.raw("p.original_price > p.price");

/** The trust filters over `p`: 'Pengiriman Instan' (instant=) and 'Bergaransi' (warranty=). */
export function trustConditions(filters: { instant: boolean; warranty: boolean }): SQL[] {
  const conds: SQL[] = [];
  if (filters.instant) conds.push(sql.raw("p.instant_delivery = 1"));
  if (filters.warranty) conds.push(sql.raw("p.warranty_days > 0"));
  return conds;
}

/** `p.price` within [min, max]; max null means no upper bound. */
export function priceCondition(minPrice: number, maxPrice: number | null): SQL[] {
  const conds: SQL[] = [];
  if (minPrice > 0) conds.push(sql`p.price >= ${minPrice}`);
  if (maxPrice !== null) conds.push(sql`p.price <= ${maxPrice}`);
  return conds;
}

export const and_ = (conds: SQL[]): SQL => (conds.length ? sql.join(conds, sql` AND `) : sql`1`);

/**
 * One page of cards: the inner query picks the page's rowids (and the FTS score) with the filters,
 * the order and LIMIT/OFFSET; only those rows are then joined to sellers, games and reviews.
 * `from` must name products as `p` (and may join `products_fts`), `score` is the rank expression.
 */
export function cardPageQuery(opts: { from: SQL; where: SQL; score: SQL; order: SQL; limit: number; offset: number }) {
  return sql`WITH page AS (
    SELECT p.rowid AS rid, ${opts.score} AS score FROM ${opts.from} WHERE ${opts.where}
    ORDER BY ${opts.order} LIMIT ${opts.limit} OFFSET ${opts.offset}
  )
  SELECT ${CARD_SELECT} FROM page
    JOIN products p ON p.rowid = page.rid
    JOIN users u ON u.id = p.seller_id
    JOIN games g ON g.slug = p.game_slug
  ORDER BY ${opts.order}`;
}
