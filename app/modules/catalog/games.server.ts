import { asc, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { catalogVersionMemo, readCatalogVersion } from "~/modules/cache/catalog-version.server";
import { games, products } from "~/db/schema";

export interface GameSummary {
  slug: string;
  name: string;
  iconUrl: string;
  isPopular: boolean;
  listingCount: number;
  /** The largest discount (rounded percent, as cards show it) among the game's available listings; 0 when none. */
  maxDiscount: number;
}

const counted = catalogVersionMemo<"all", GameSummary[]>();

/**
 * Every game with the number of its active listings, in the shop's order. One query, which at 100k
 * listings walks every index entry (~5–8 ms); so with `env` the answer is kept per isolate for the
 * catalog's content version (bumped in the same batch as every listing change, see
 * catalog-version.server.ts): counts are exactly as fresh as the cached public pages.
 */
export async function listGamesWithCounts({ db, env }: { db: Db; env?: { DB: D1Database } }): Promise<GameSummary[]> {
  const version = env ? await readCatalogVersion(env.DB) : null;
  const kept = counted.get(version, "all");
  if (kept) return kept;
  const games = await countGames(db);
  counted.set(version, "all", games);
  return games;
}

async function countGames(db: Db): Promise<GameSummary[]> {
  const rows = await db
    .select({
      slug: games.slug,
      name: games.name,
      iconUrl: games.iconUrl,
      isPopular: games.isPopular,
      // A correlated count answered from the (game_slug, status, …) index, not a join over products.
      listingCount:
        sql<number>`(SELECT count(*) FROM ${products} WHERE ${products.gameSlug} = ${games.slug} AND ${products.status} = 'active')`.mapWith(
          Number,
        ),
      // From the small partial index of discounted listings (products_discount_idx).
      discount: sql<number>`(SELECT max((p.original_price - p.price) * 1.0 / p.original_price) FROM ${products} p
        WHERE p.game_slug = ${games.slug} AND p.status = 'active' AND p.original_price > p.price AND p.stock > 0)`,
    })
    .from(games)
    .orderBy(asc(games.sortOrder), asc(games.name));
  // The same arithmetic as a card's badge (discountPercent), so the claim and the cards agree.
  return rows.map(({ discount, ...g }) => ({ ...g, maxDiscount: discount ? Math.round(Number(discount) * 100) : 0 }));
}
