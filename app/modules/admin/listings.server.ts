/**
 * Staff take-down of a listing: status 'deleted' (the schema's only non-active status), so it leaves
 * the catalog, search and the seller's list at once. One atomic batch with the audit row and the
 * seller's notification, guarded by the listing still being active.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bumpCatalogVersion } from "~/modules/cache/catalog-version.server";
import { products, users } from "~/db/schema";
import { carryOutDecision } from "./audit.server";
import { searchFilter } from "./search.server";

const SEARCH_LIMIT = 50;

/**
 * Listings whose title, id or seller name contains `q` (newest first); active ones by default. A
 * term too long for a LIKE pattern finds nothing (the page says why: isSearchTermTooLong).
 */
export async function searchListings(db: Db, q: string, status: "active" | "deleted" = "active") {
  const match = searchFilter(q, [products.title, users.username], (term) => sql`lower(${products.id}) = ${term}`);
  if (match === null) return [];
  return db
    .select({
      id: products.id,
      title: products.title,
      gameSlug: products.gameSlug,
      categorySlug: products.categorySlug,
      type: products.type,
      price: products.price,
      stock: products.stock,
      status: products.status,
      createdAt: products.createdAt,
      sellerId: products.sellerId,
      sellerName: users.username,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(and(eq(products.status, status), match))
    .orderBy(desc(products.createdAt), products.id)
    .limit(SEARCH_LIMIT);
}

export type TakeDownResult = { ok: true; title: string } | { ok: false; reason: "not_found" | "already_processed" };

export async function takeDownListing(
  db: Db,
  adminId: string,
  productId: string,
  reason: string,
  now = Date.now(),
): Promise<TakeDownResult> {
  const listing = await db.query.products.findFirst({ where: eq(products.id, productId) });
  if (!listing) return { ok: false, reason: "not_found" };
  const active = sql`EXISTS (SELECT 1 FROM ${products} WHERE ${products.id} = ${productId} AND ${products.status} = 'active')`;
  const done = await carryOutDecision(
    db,
    {
      audit: {
        actorId: adminId,
        action: "listing.take_down",
        targetType: "listing",
        targetId: productId,
        before: { status: "active" },
        after: { status: "deleted", reason },
      },
      notice: {
        userId: listing.sellerId,
        title: "Listing Diturunkan",
        body: `Listing "${listing.title}" diturunkan oleh admin: ${reason}`,
        link: "/seller/dashboard",
        kind: "account",
      },
      guard: active,
      now,
    },
    db
      .update(products)
      .set({ status: "deleted", updatedAt: now })
      .where(and(eq(products.id, productId), eq(products.status, "active"))),
    [bumpCatalogVersion()],
  );
  if (!done) return { ok: false, reason: "already_processed" };
  return { ok: true, title: listing.title };
}
