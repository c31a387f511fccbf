/**
 * The game page's data (/games/{slug}, /games/{slug}/{category}): the game, its categories with
 * live counts, the selected category's sub-filters, and one page of listings. Two D1 round trips:
 * the game's catalog rows, then results + total + per-category counts in one batch; usually one,
 * as an isolate keeps a game's catalog rows for the catalog's content version.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { catalogVersionMemo, readCatalogVersion } from "~/modules/cache/catalog-version.server";
import { trustFilterView, type TrustFilterView } from "./warranty";
import {
  activeFilterCount,
  MAX_PAGE,
  multiParam,
  PAGE_SIZE,
  parseCommonFilters,
  SUB_FILTER_PREFIX,
  type CommonFilters,
  type ListingType,
} from "./filter-params";
import { GAME_NOT_FOUND, LISTING_NOT_FOUND } from "./texts";
import { toFtsQuery } from "./fts";
import {
  and_,
  cardPageQuery,
  DISCOUNTED,
  orderBy,
  priceCondition,
  RANK,
  readBatch,
  rowToCard,
  trustConditions,
  type CardSqlRow,
  type ListingCard,
} from "./listing-cards.server";

export interface GameInfo {
  slug: string;
  name: string;
  iconUrl: string;
  bannerUrl: string;
  description: string;
}

export interface CategoryOption {
  slug: string;
  name: string;
  type: ListingType;
  /** Active listings in this category that match the other filters (price, search). */
  count: number;
}

export interface SubFilterDef {
  key: string;
  label: string;
  type: "select" | "checkbox" | "text";
  options: string[];
  placeholder: string | null;
}

/** A sub-filter with what the visitor chose: one value (select, text) or several (checkbox). */
export type SubFilterValue = SubFilterDef & { values: string[] };

export interface GameMeta {
  game: GameInfo;
  categories: Omit<CategoryOption, "count">[];
  subFilters: Record<string, SubFilterDef[]>;
}

export interface GamePage {
  game: GameInfo;
  categories: CategoryOption[];
  /** Listings matching every filter except the category ('Semua'). */
  allCount: number;
  category: string | null;
  subFilters: SubFilterValue[];
  filters: CommonFilters;
  listings: ListingCard[];
  total: number;
  hasMore: boolean;
  /** The filter button's badge: category, sub-filter values and the shared filters that are set. */
  activeFilters: number;
  /** 'Pengiriman Instan' and 'Bergaransi' (warranty.ts). */
  trust: TrustFilterView;
}

/** Games' catalog rows by slug (only known games are kept: the map stays small). */
const gameMetas = catalogVersionMemo<string, GameMeta>();

/**
 * The game's catalog rows, plus `extra` statements in the same round trip (e.g. a listing lookup).
 * With `env`, an isolate keeps the rows of the games it has read for the catalog's content version
 * (catalog-version.server.ts), so they are exactly as fresh as the cached public pages and a
 * repeated visit costs only the `extra` statements.
 */
export async function loadGameMeta(
  { db, env }: { db: Db; env?: { DB: D1Database } },
  slug: string,
  extra: SQL[] = [],
): Promise<{ meta: GameMeta | null; extra: Record<string, unknown>[][] }> {
  const version = env ? await readCatalogVersion(env.DB) : null;
  const kept = gameMetas.get(version, slug);
  if (kept) return { meta: kept, extra: extra.length ? await readBatch(db, extra) : [] };
  const result = await readGameMeta(db, slug, extra);
  if (result.meta) gameMetas.set(version, slug, result.meta);
  return result;
}

async function readGameMeta(
  db: Db,
  slug: string,
  extra: SQL[],
): Promise<{ meta: GameMeta | null; extra: Record<string, unknown>[][] }> {
  const [gameRows, categoryRows, filterRows, ...rest] = await readBatch(db, [
    sql`SELECT slug, name, icon_url AS iconUrl, banner_url AS bannerUrl, description FROM games WHERE slug = ${slug}`,
    sql`SELECT slug, name, type FROM categories WHERE game_slug = ${slug} ORDER BY sort_order, name`,
    sql`SELECT category_slug AS categorySlug, key, label, type, options, placeholder
        FROM sub_filters WHERE game_slug = ${slug} ORDER BY sort_order, key`,
    ...extra,
  ]);
  const game = gameRows[0] as unknown as GameInfo | undefined;
  if (!game) return { meta: null, extra: rest };
  const subFilters: Record<string, SubFilterDef[]> = {};
  for (const row of filterRows as (Omit<SubFilterDef, "options"> & {
    categorySlug: string;
    options: string | null;
  })[]) {
    const options = row.options ? (JSON.parse(row.options) as unknown) : [];
    (subFilters[row.categorySlug] ??= []).push({
      key: row.key,
      label: row.label,
      type: row.type,
      options: Array.isArray(options) ? options.map(String) : [],
      placeholder: row.placeholder,
    });
  }
  return {
    meta: { game, categories: categoryRows as GameMeta["categories"], subFilters },
    extra: rest,
  };
}

/** What the visitor chose for each of the category's sub-filters; values outside the options are dropped. */
export function readSubFilters(defs: SubFilterDef[], params: URLSearchParams): SubFilterValue[] {
  return defs.map((def) => {
    const name = SUB_FILTER_PREFIX + def.key;
    let values: string[];
    if (def.type === "checkbox") values = multiParam(params, name, def.options);
    else if (def.type === "select") values = multiParam(params, name, def.options).slice(0, 1);
    else
      values = multiParam(params, name)
        .map((v) => v.slice(0, 50))
        .slice(0, 1);
    return { ...def, values };
  });
}

const NUMBER = /^\d{1,9}$/;

/**
 * Conditions on `products.attributes` (JSON, keyed by sub-filter key). `json_each` over a path
 * yields the value itself for a string and each element for an array, so one form covers select
 * values (strings) and checkbox values (arrays). Ticked checkboxes must all be present. A text
 * filter that is a whole number is a minimum ("Jumlah Hero 120" → at least 120); other text must
 * appear in the value, ignoring case.
 */
export function subFilterConditions(filters: SubFilterValue[]): SQL[] {
  const conds: SQL[] = [];
  for (const f of filters) {
    // Keys come from the sub_filters table; the path is still bound, never spliced into the SQL.
    const path = `$."${f.key.replace(/"/g, "")}"`;
    for (const value of f.values) {
      if (f.type === "text" && NUMBER.test(value)) {
        conds.push(sql`CAST(json_extract(p.attributes, ${path}) AS INTEGER) >= ${Number(value)}`);
      } else if (f.type === "text") {
        conds.push(
          sql`EXISTS (SELECT 1 FROM json_each(p.attributes, ${path}) AS a WHERE instr(lower(a.value), lower(${value})) > 0)`,
        );
      } else {
        conds.push(sql`EXISTS (SELECT 1 FROM json_each(p.attributes, ${path}) AS a WHERE a.value = ${value})`);
      }
    }
  }
  return conds;
}

/** Rowids matching the search terms; `0` (nothing) when the text has no searchable term. */
function searchCondition(q: string): SQL | null {
  if (!q) return null;
  const match = toFtsQuery(q);
  return match ? sql`p.rowid IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ${match})` : sql`0`;
}

/**
 * The game page for `meta`. `forcedCategory` comes from the path (/games/{slug}/{category});
 * otherwise the `category` parameter picks one. With `appendOnly` (the 'Muat Lebih Banyak' fetcher)
 * only page N itself is read, without counts; otherwise pages 1..N are read (works without JS).
 */
export async function loadGamePage(
  { db }: { db: Db },
  meta: GameMeta,
  params: URLSearchParams,
  { forcedCategory = null, appendOnly = false }: { forcedCategory?: string | null; appendOnly?: boolean } = {},
): Promise<GamePage> {
  const filters = parseCommonFilters(params);
  const requested = forcedCategory ?? params.get("category");
  const category = meta.categories.some((c) => c.slug === requested) ? requested : null;
  const subFilters = category ? readSubFilters(meta.subFilters[category] ?? [], params) : [];

  const slug = meta.game.slug;
  const search = searchCondition(filters.q);
  // Filters every count shares: the game, active, price, promo, instant, warranty, search.
  const shared: SQL[] = [
    sql`p.game_slug = ${slug}`,
    sql`p.status = 'active'`,
    ...priceCondition(filters.minPrice, filters.maxPrice),
    ...(filters.promo ? [DISCOUNTED] : []),
    ...trustConditions(filters),
  ];
  const full: SQL[] = [
    ...shared,
    ...(category ? [sql`p.category_slug = ${category}`] : []),
    ...subFilterConditions(subFilters),
  ];

  // Relevance with a search term ranks by bm25, which needs the FTS table joined (FTS first).
  const ranked = filters.q !== "" && filters.sort === "relevance" && !filters.promo && toFtsQuery(filters.q) !== null;
  const page = Math.min(filters.page, MAX_PAGE);
  const limit = appendOnly ? PAGE_SIZE + 1 : page * PAGE_SIZE + 1;
  const offset = appendOnly ? (page - 1) * PAGE_SIZE : 0;
  const results = ranked
    ? cardPageQuery({
        from: sql`products_fts CROSS JOIN products p ON p.rowid = products_fts.rowid`,
        where: and_([sql`products_fts MATCH ${toFtsQuery(filters.q)}`, ...full]),
        score: RANK,
        order: orderBy("relevance", true),
        limit,
        offset,
      })
    : cardPageQuery({
        from: sql`products p`,
        where: and_([...full, ...(search ? [search] : [])]),
        score: sql`0`,
        order: orderBy(filters.sort, false, { promo: filters.promo }),
        limit,
        offset,
      });

  const statements: SQL[] = [results];
  if (!appendOnly) {
    statements.push(
      sql`SELECT count(*) AS n FROM products p WHERE ${and_([...full, ...(search ? [search] : [])])}`,
      sql`SELECT p.category_slug AS slug, count(*) AS n FROM products p
          WHERE ${and_([...shared, ...(search ? [search] : [])])} GROUP BY p.category_slug`,
    );
  }
  const [rows, countRows = [], categoryRows = []] = await readBatch(db, statements);

  const pageSize = limit - 1;
  const listings = (rows as CardSqlRow[]).slice(0, pageSize).map(rowToCard);
  const counts = new Map((categoryRows as { slug: string; n: number }[]).map((r) => [r.slug, Number(r.n)]));
  const categories = meta.categories.map((c) => ({ ...c, count: counts.get(c.slug) ?? 0 }));
  const subValues = subFilters.reduce((n, f) => n + f.values.length, 0);
  return {
    game: meta.game,
    categories,
    allCount: categories.reduce((sum, c) => sum + c.count, 0),
    category,
    subFilters,
    filters: { ...filters, page },
    listings,
    total: appendOnly ? 0 : Number((countRows[0] as { n: number } | undefined)?.n ?? 0),
    hasMore: rows.length > pageSize,
    activeFilters: (category ? 1 : 0) + subValues + activeFilterCount(filters, { countQuery: true }),
    trust: trustFilterView(filters),
  };
}

export type CategoryOrListing =
  | { kind: "page"; page: GamePage }
  | { kind: "listing"; href: string }
  | { kind: "not-found"; message: typeof GAME_NOT_FOUND | typeof LISTING_NOT_FOUND };

/**
 * /games/{slug}/{categoryOrListing}: a category of the game lands on the game page with it selected;
 * otherwise the segment may be a listing id with the category omitted (spec route table), which answers with the
 * listing's canonical address. The listing lookup rides in the game's round trip.
 */
export async function resolveCategoryOrListing(
  context: { db: Db; env?: { DB: D1Database } },
  slug: string,
  segment: string,
  params: URLSearchParams,
): Promise<CategoryOrListing> {
  const { meta, extra } = await loadGameMeta(context, slug, [
    sql`SELECT id, game_slug AS gameSlug, category_slug AS categorySlug FROM products
        WHERE id = ${segment} AND status = 'active'`,
  ]);
  if (meta?.categories.some((c) => c.slug === segment)) {
    const appendOnly = params.get("more") === "1";
    return { kind: "page", page: await loadGamePage(context, meta, params, { forcedCategory: segment, appendOnly }) };
  }
  const listing = extra[0]?.[0] as { id: string; gameSlug: string; categorySlug: string } | undefined;
  if (listing) {
    const path = [listing.gameSlug, listing.categorySlug, listing.id].map(encodeURIComponent).join("/");
    return { kind: "listing", href: `/games/${path}` };
  }
  return { kind: "not-found", message: meta ? LISTING_NOT_FOUND : GAME_NOT_FOUND };
}
