import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db.server";
import { games, products } from "../../../drizzle/schema";

export interface GameSummary {
  slug: string;
  name: string;
  iconUrl: string;
  isPopular: boolean;
  listingCount: number;
}

/** Every game with the number of its active listings, in the shop's order. One query. */
export async function listGamesWithCounts({ db }: { db: Db }): Promise<GameSummary[]> {
  return db
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
    })
    .from(games)
    .orderBy(asc(games.sortOrder), asc(games.name));
}

export async function getGame({ db }: { db: Db }, slug: string) {
  return db.query.games.findFirst({ where: eq(games.slug, slug) });
}
