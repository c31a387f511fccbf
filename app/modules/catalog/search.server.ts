/**
 * Search (/search?q=) and featured offers (/featured): FTS5 over title, description, tags, game and
 * category names, with the catalogue's filters, ranked by bm25 or sorted. What was typed is read
 * first (query-rewrite.ts: 'ml' is Mobile Legends). One D1 round trip for a page and its total; a
 * relevance search without filters is answered from the index alone (it holds active listings
 * only). An empty result may cost one more query for 'Mungkin maksud Anda: …'.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { trustFilterView, type TrustFilterView } from "./warranty";
import {
  activeFilterCount,
  LISTING_TYPES,
  MAX_PAGE,
  multiParam,
  PAGE_SIZE,
  parseCommonFilters,
  type CommonFilters,
  type ListingType,
  type Sort,
} from "./filter-params";
import { normalizeQuery } from "./fts";
import { SEARCH_TEXTS } from "./texts";
import { rewriteQuery, suggestQuery, vocabularyWords, type VocabularyWords } from "./query-rewrite";
import { catalogVersionMemo, readCatalogVersion } from "~/modules/cache/catalog-version.server";
import {
  and_,
  CARD_SELECT,
  DISCOUNT,
  DISCOUNTED,
  priceCondition,
  RANK,
  readBatch,
  rowToCard,
  trustConditions,
  type CardSqlRow,
  type ListingCard,
} from "./listing-cards.server";

export interface SearchPage {
  mode: "search" | "featured";
  filters: CommonFilters;
  games: { slug: string; name: string }[];
  selectedGames: string[];
  selectedTypes: ListingType[];
  /** False on /search with a blank query: the page asks for a keyword and runs no query. */
  searched: boolean;
  listings: ListingCard[];
  total: number;
  hasMore: boolean;
  /** The filter button's badge: games, kinds and the shared filters that are set. */
  activeFilters: number;
  /** 'Pengiriman Instan' and 'Bergaransi' (warranty.ts). */
  trust: TrustFilterView;
  /** How the query was read when an abbreviation or a typo was rewritten ('genshin impact'); else null. */
  readAs: { label: string; text: string } | null;
  /** 'Mungkin maksud Anda: …' on a search that found nothing: a corrected query that finds something. */
  suggestion: { label: string; text: string; href: string } | null;
}

export interface Vocabulary {
  games: { slug: string; name: string }[];
  categories: { gameSlug: string; slug: string; name: string }[];
  words: VocabularyWords;
}

const vocabularies = catalogVersionMemo<"all", Vocabulary>();

/**
 * The games (the filter panel's list, in the shop's order) and the category names: the rewriting's
 * vocabulary. Two small tables, read once per catalog version per isolate when `env` is given.
 */
export async function loadVocabulary({ db, env }: { db: Db; env?: { DB: D1Database } }): Promise<Vocabulary> {
  const version = env ? await readCatalogVersion(env.DB) : null;
  const kept = vocabularies.get(version, "all");
  if (kept) return kept;
  const [games, categories] = (await readBatch(db, [
    sql`SELECT slug, name FROM games ORDER BY sort_order, name`,
    sql`SELECT c.game_slug AS gameSlug, c.slug, c.name FROM categories c JOIN games g ON g.slug = c.game_slug
      ORDER BY g.sort_order, g.name, c.sort_order, c.name`,
  ])) as [Vocabulary["games"], Vocabulary["categories"]];
  const categoryNames = [...new Set(categories.map((c) => c.name))].sort();
  const vocabulary = { games, categories, words: vocabularyWords({ games, categoryNames }) };
  vocabularies.set(version, "all", vocabulary);
  return vocabulary;
}

const SLUG = /^[a-z0-9-]{1,60}$/;

export async function loadSearch(
  { db, env }: { db: Db; env?: { DB: D1Database } },
  params: URLSearchParams,
  { featured = false, appendOnly = false }: { featured?: boolean; appendOnly?: boolean } = {},
): Promise<SearchPage> {
  const asked = parseCommonFilters(params);
  const selectedGames = multiParam(params, "game").filter((g) => SLUG.test(g));
  const selectedTypes = multiParam(params, "type", LISTING_TYPES) as ListingType[];
  const searched = featured || asked.q !== "";
  const vocabulary = await loadVocabulary({ db, env });
  const { match, readAs, cheapest } = rewriteQuery(asked.q, vocabulary.words);
  // 'murah' / 'termurah' in the query sorts by price when no other order was chosen.
  const filters: CommonFilters = cheapest && asked.sort === "relevance" ? { ...asked, sort: "price-asc" } : asked;

  const price = priceCondition(filters.minPrice, filters.maxPrice);
  const filtersWhere: SQL[] = [sql`p.status = 'active'`, ...price];
  if (featured) filtersWhere.push(sql`p.is_featured = 1`);
  if (filters.promo) filtersWhere.push(DISCOUNTED);
  const trust = trustConditions(filters);
  filtersWhere.push(...trust);
  if (selectedGames.length)
    filtersWhere.push(
      sql`p.game_slug IN (${sql.join(
        selectedGames.map((g) => sql`${g}`),
        sql`, `,
      )})`,
    );
  if (selectedTypes.length)
    filtersWhere.push(
      sql`p.type IN (${sql.join(
        selectedTypes.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  // Nothing but the text and the rank: the index alone decides (it holds active listings only).
  const textOnly =
    !featured &&
    !filters.promo &&
    !trust.length &&
    filters.sort === "relevance" &&
    !selectedGames.length &&
    !selectedTypes.length &&
    !price.length;

  /** The statement for one page of matches of `match` (null: no text) under the filters. */
  const pageStatement = (match: string | null, limit: number, offset: number): SQL => {
    if (match !== null && textOnly) return rankedMatchesPageQuery({ match, limit, offset });
    const where = [...filtersWhere];
    // Text with no searchable term (only punctuation) matches nothing rather than everything.
    if (filters.q !== "" && !match && !cheapest) where.push(sql`0`);
    // With a search term the FTS table drives the query (it is the selective part) and gives bm25.
    if (match) where.unshift(sql`products_fts MATCH ${match}`);
    return matchesPageQuery({
      from: match ? sql`products_fts CROSS JOIN products p ON p.rowid = products_fts.rowid` : sql`products p`,
      where: and_(where),
      score: match ? RANK : sql`0`,
      sort: filters.sort,
      searching: match !== null,
      promo: filters.promo,
      limit,
      offset,
    });
  };

  const page = Math.min(filters.page, MAX_PAGE);
  const limit = appendOnly ? PAGE_SIZE + 1 : page * PAGE_SIZE + 1;
  const offset = appendOnly ? (page - 1) * PAGE_SIZE : 0;

  const [rows = []] = searched ? await readBatch(db, [pageStatement(match, limit, offset)]) : [];
  const pageSize = limit - 1;
  const total = Number((rows[0] as { total?: number } | undefined)?.total ?? 0);
  const suggestion =
    searched && total === 0 && !appendOnly && filters.q !== ""
      ? await findSuggestion(filters.q, vocabulary.words, params, featured, (m) => pageStatement(m, 1, 0), db)
      : null;
  return {
    mode: featured ? "featured" : "search",
    filters: { ...filters, page },
    games: appendOnly ? [] : vocabulary.games,
    selectedGames,
    selectedTypes,
    searched,
    listings: (rows as (CardSqlRow & { total?: number })[])
      .slice(0, pageSize)
      .map(({ total: _total, ...row }) => rowToCard(row)),
    total,
    hasMore: rows.length > pageSize,
    activeFilters: selectedGames.length + selectedTypes.length + activeFilterCount(filters),
    trust: trustFilterView(filters),
    readAs: total > 0 && readAs ? { label: SEARCH_TEXTS.readAs, text: readAs } : null,
    suggestion,
  };
}

/**
 * 'Mungkin maksud Anda: …': the looser reading of `q` (suggestQuery), offered only when it differs
 * from what was typed and finds at least one listing under the same filters (one more statement,
 * on the empty page only). The link keeps the filters and starts again at page 1.
 */
async function findSuggestion(
  q: string,
  words: VocabularyWords,
  params: URLSearchParams,
  featured: boolean,
  firstMatch: (match: string) => SQL,
  db: Db,
): Promise<SearchPage["suggestion"]> {
  const text = suggestQuery(q, words);
  if (!text || text === normalizeQuery(q).toLowerCase()) return null;
  const { match } = rewriteQuery(text, words);
  if (!match) return null;
  const [rows = []] = await readBatch(db, [firstMatch(match)]);
  if (rows.length === 0) return null;
  const next = new URLSearchParams(params);
  next.set("q", text);
  next.delete("page");
  next.delete("more");
  return { label: SEARCH_TEXTS.didYouMean, text, href: `${featured ? "/featured" : "/search"}?${next.toString()}` };
}

/** ORDER BY over the columns of `matches` (prefix "" inside the CTEs, "page." outside); total, see orderBy. */
function matchesOrder(sort: Sort, searching: boolean, t: "" | "page.", promo: boolean): SQL {
  // Sold-out listings last (figures.server.ts), then the sort.
  return sql`${sql.raw(`${t}sold_out ASC`)}, ${matchesSortKeys(sort, searching, t, promo)}`;
}

function matchesSortKeys(sort: Sort, searching: boolean, t: "" | "page.", promo: boolean): SQL {
  // The promo view: the largest discount first.
  if (promo && sort === "relevance") return sql.raw(`${t}discount DESC, ${t}rid ASC`);
  switch (sort) {
    case "price-asc":
      return sql.raw(`${t}price ASC, ${t}rid ASC`);
    case "price-desc":
      return sql.raw(`${t}price DESC, ${t}rid ASC`);
    case "newest":
      return sql.raw(`${t}created_at DESC, ${t}rid DESC`);
    default:
      return searching
        ? sql.raw(`${t}score ASC, ${t}rid ASC`)
        : sql.raw(`${t}is_featured DESC, ${t}total_sales DESC, ${t}created_at DESC, ${t}rid ASC`);
  }
}

/**
 * One page of cards and the total, in one statement that evaluates the full-text match once: the
 * matching rows (rowid, rank and sort keys) are materialized, counted, sorted and cut to the page;
 * only the page's rows are joined to sellers, games and reviews. Each row carries `total`.
 */
function matchesPageQuery(o: {
  from: SQL;
  where: SQL;
  score: SQL;
  sort: Sort;
  searching: boolean;
  promo: boolean;
  limit: number;
  offset: number;
}) {
  return sql`WITH matches AS MATERIALIZED (
      SELECT p.rowid AS rid, ${o.score} AS score, p.price AS price, p.created_at AS created_at,
        p.is_featured AS is_featured, p.total_sales AS total_sales, p.stock = 0 AS sold_out,
        ${o.promo ? DISCOUNT : sql`0`} AS discount
      FROM ${o.from} WHERE ${o.where}
    ),
    page AS (SELECT * FROM matches ORDER BY ${matchesOrder(o.sort, o.searching, "", o.promo)} LIMIT ${o.limit} OFFSET ${o.offset})
    SELECT ${CARD_SELECT}, (SELECT count(*) FROM matches) AS total
    FROM page
      JOIN products p ON p.rowid = page.rid
      JOIN users u ON u.id = p.seller_id
      JOIN games g ON g.slug = p.game_slug
    ORDER BY ${matchesOrder(o.sort, o.searching, "page.", o.promo)}`;
}

/**
 * The same page and total for a plain search by relevance, from the full-text index alone: every
 * indexed row is an active listing, so the matches are counted and ranked by bm25 without touching
 * `products` (at 100k listings that read was most of a search's time). Same order as
 * matchesPageQuery with sort "relevance": sold-out last (their rowids come from the small partial
 * index products_sold_out_idx, not from the listings' rows), bm25, then rowid. The page's rows still check the status,
 * so a listing can never show once deleted, whatever the index says.
 */
function rankedMatchesPageQuery(o: { match: string; limit: number; offset: number }) {
  return sql`WITH matches AS MATERIALIZED (
      SELECT rowid AS rid, ${RANK} AS score,
        products_fts.rowid IN (SELECT so.rowid FROM products so WHERE so.stock = 0) AS sold_out
      FROM products_fts WHERE products_fts MATCH ${o.match}
    ),
    page AS (SELECT * FROM matches ORDER BY sold_out ASC, score ASC, rid ASC LIMIT ${o.limit} OFFSET ${o.offset})
    SELECT ${CARD_SELECT}, (SELECT count(*) FROM matches) AS total
    FROM page
      JOIN products p ON p.rowid = page.rid AND p.status = 'active'
      JOIN users u ON u.id = p.seller_id
      JOIN games g ON g.slug = p.game_slug
    ORDER BY page.sold_out ASC, page.score ASC, page.rid ASC`;
}
