/**
 * /search/suggest?q=: what the header's search box could offer while a visitor types — games,
 * categories and popular listing titles — as JSON. Games and categories come from the vocabulary
 * an isolate keeps per catalog version (no query at all once kept); listings from one bounded
 * full-text query: the first SUGGEST_SCAN matches in index order (the index stops there, whatever
 * the catalog's size), of which the best-selling are shown. So the work per request does not grow
 * with the catalog.
 */
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { searchTerms } from "./fts";
import { namesMatch, rewriteQuery } from "./query-rewrite";
import { readBatch } from "./listing-cards.server";
import { loadVocabulary } from "./search.server";

export const SUGGEST_LIMIT = 5;
/** At most this many matching listings are read to pick the popular titles from. */
export const SUGGEST_SCAN = 200;

export interface Suggestions {
  q: string;
  games: { name: string; href: string }[];
  categories: { name: string; game: string; href: string }[];
  listings: { title: string; game: string; href: string }[];
}

export async function loadSuggestions(
  context: { db: Db; env?: { DB: D1Database } },
  input: string,
): Promise<Suggestions> {
  const q = input.replace(/\s+/g, " ").trim().slice(0, 100);
  const terms = searchTerms(q);
  const empty: Suggestions = { q, games: [], categories: [], listings: [] };
  // One letter would name half the shop.
  if (terms.join("").length < 2) return empty;
  const vocabulary = await loadVocabulary(context);
  const gameName = new Map(vocabulary.games.map((g) => [g.slug, g.name]));

  // Names that begin with what was typed first ('mobil': Mobile Legends before PUBG Mobile).
  const begins = (name: string) => (searchTerms(name)[0]?.startsWith(terms[0]) ? 0 : 1);
  const games = vocabulary.games
    .filter((g) => namesMatch(terms, g.name, vocabulary.words, g.slug))
    .sort((a, b) => begins(a.name) - begins(b.name))
    .slice(0, SUGGEST_LIMIT)
    .map((g) => ({ name: g.name, href: `/games/${g.slug}` }));
  const categories = vocabulary.categories
    .filter(
      (c) =>
        // The category's own name must answer some term ('diamond', 'diamond ml'), not the game's alone.
        terms.some((t) => namesMatch([t], c.name, vocabulary.words)) &&
        namesMatch(terms, `${c.name} ${gameName.get(c.gameSlug) ?? ""}`, vocabulary.words, c.gameSlug),
    )
    .slice(0, SUGGEST_LIMIT)
    .map((c) => ({ name: c.name, game: gameName.get(c.gameSlug) ?? "", href: `/games/${c.gameSlug}/${c.slug}` }));

  // A one-letter word being typed ('mobile l') is left out: as an exact word it matches nothing yet,
  // and as a prefix it would merge every word with that letter (no 1-letter prefix index).
  const { match } = rewriteQuery(terms.filter((t) => [...t].length >= 2).join(" "), vocabulary.words);
  if (!match) return { ...empty, games, categories };
  const [rows = []] = await readBatch(context.db, [
    sql`SELECT p.id, p.title, p.game_slug AS gameSlug, p.category_slug AS categorySlug
      FROM (SELECT rowid AS rid FROM products_fts WHERE products_fts MATCH ${match} LIMIT ${SUGGEST_SCAN}) m
      JOIN products p ON p.rowid = m.rid AND p.status = 'active' AND p.stock > 0
      ORDER BY p.total_sales DESC, p.rowid ASC LIMIT ${SUGGEST_LIMIT}`,
  ]);
  const listings = (rows as { id: string; title: string; gameSlug: string; categorySlug: string }[]).map((r) => ({
    title: r.title,
    game: gameName.get(r.gameSlug) ?? "",
    href: `/games/${r.gameSlug}/${r.categorySlug}/${r.id}`,
  }));
  return { q, games, categories, listings };
}
