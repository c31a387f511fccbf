/** The cards of 'Terakhir Dilihat' (GET /recent): the still-active listings among `ids`, in their order. */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { products, users } from "~/db/schema";
import { RECENT_ID, RECENT_MAX } from "~/utils/recent-views";
import { cardColumns, toCard, type ListingCard } from "./listing-cards.server";

/** The ids of `?ids=a,b,c` that look like listing ids, first RECENT_MAX, no repeats. */
export function parseRecentIds(value: string | null): string[] {
  const ids = (value ?? "").split(",").filter((id) => RECENT_ID.test(id));
  return [...new Set(ids)].slice(0, RECENT_MAX);
}

export async function recentCards({ db }: { db: Db }, ids: string[]): Promise<ListingCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(cardColumns)
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(and(inArray(products.id, ids), eq(products.status, "active")));
  const byId = new Map(rows.map((r) => [r.id, toCard(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
