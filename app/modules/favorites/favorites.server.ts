/**
 * Favorit: a user's kept listings (table favorites, one row per user and listing). Only an active
 * listing can be added; removing is always allowed (idempotent both ways). The list shows the
 * listings that are still active, newest kept first, as catalog cards.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { getUser, type Ctx } from "~/modules/auth/guards.server";
import { favorites, products, users } from "~/db/schema";
import { cardColumns, toCard, type ListingCard } from "~/modules/catalog/listing-cards.server";

/** Most listings the /wishlist page shows. */
export const FAVORITES_SHOWN = 100;

/** Adds `productId` for `userId`; false when the listing is unknown or no longer active. */
export async function addFavorite({ db }: { db: Db }, userId: string, productId: string): Promise<boolean> {
  const inserted = await db
    .insert(favorites)
    .select(
      db
        .select({
          userId: sql<string>`${userId}`.as("user_id"),
          productId: products.id,
          createdAt: sql<number>`${Date.now()}`.as("created_at"),
        })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.status, "active"))),
    )
    .onConflictDoNothing()
    .returning({ productId: favorites.productId });
  if (inserted.length > 0) return true;
  // Already kept counts as kept.
  return (await isFavorite({ db }, userId, productId)) && (await isActive(db, productId));
}

async function isActive(db: Db, productId: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, "active")))
    .limit(1);
  return Boolean(row);
}

export async function removeFavorite({ db }: { db: Db }, userId: string, productId: string): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
}

export async function isFavorite({ db }: { db: Db }, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
    .limit(1);
  return Boolean(row);
}

/** The user's kept listings that are still active, newest kept first (favorites_user_created_idx). */
export async function listFavorites({ db }: { db: Db }, userId: string): Promise<ListingCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(and(eq(favorites.userId, userId), eq(products.status, "active")))
    .orderBy(desc(favorites.createdAt))
    .limit(FAVORITES_SHOWN);
  return rows.map((row) => ({ ...toCard(row), saved: true }));
}

/**
 * `cards` with `saved` set on the ones the signed-in viewer keeps, so each card's heart shows its
 * state (one indexed read; the ids travel as one JSON parameter, whatever the page's length). A
 * visitor's cards come back as they are: their heart asks them to log in. Signed-in pages never
 * come from the edge cache (cache/page-cache.server.ts), so the mark is never shared.
 */
export async function withSaved<C extends ListingCard>(request: Request, context: Ctx, cards: C[]): Promise<C[]> {
  if (cards.length === 0) return cards;
  const user = await getUser(request, context);
  if (!user) return cards;
  return markSaved(
    cards,
    await savedAmong(
      context,
      user.id,
      cards.map((c) => c.id),
    ),
  );
}

/** `cards` with `saved` set on those whose id is in `kept`. */
export function markSaved<C extends ListingCard>(cards: C[], kept: Set<string>): C[] {
  return cards.map((c) => (kept.has(c.id) ? { ...c, saved: true } : c));
}

/** Which of `productIds` the user keeps (one indexed read; the ids travel as one JSON parameter). */
export async function savedAmong({ db }: { db: Db }, userId: string, productIds: string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(
      and(
        eq(favorites.userId, userId),
        sql`${favorites.productId} IN (SELECT value FROM json_each(${JSON.stringify(productIds)}))`,
      ),
    );
  return new Set(rows.map((r) => r.productId));
}
