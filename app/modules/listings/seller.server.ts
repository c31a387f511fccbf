/**
 * The seller dashboard's listings tab (spec section 2 and 7): the seller's own non-deleted listings,
 * inline price/stock edits and the soft delete. Ownership is always checked against the SESSION
 * user's id — an id from the form only says which listing, never whose.
 */
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { atomic, type Db } from "~/db/client.server";
import { bumpCatalogVersion } from "~/modules/cache/catalog-version.server";
import { games, products, type ListingType } from "~/db/schema";
import { AppError } from "~/utils/app-error";
import { checkOriginalPrice, checkPrice, checkStock } from "./listing-form";
import { LISTING_TEXTS, TOP_UP_OFFER_TEXTS } from "./texts";
import { formatRupiah } from "~/utils/format";
import { keepInstantStock } from "./instant-items.server";
import { listingPriceNeedsVerification, type ThresholdEnv } from "~/modules/sellers/rules.server";
import { ownListing } from "./own-listing.server";

export interface SellerListing {
  id: string;
  title: string;
  gameSlug: string;
  gameName: string;
  categorySlug: string;
  type: ListingType;
  price: number;
  originalPrice: number | null;
  stock: number;
  /** Stock counted from its Pengiriman Instan items (managed at /sell/instant/{id}). */
  instantDelivery: boolean;
  status: "active" | "deleted";
  imageUrl: string | null;
  createdAt: number;
}

/** The seller's non-deleted listings, newest first (GET products where seller_id, status ≠ deleted). */
export async function listSellerListings({ db }: { db: Db }, sellerId: string, limit = 200): Promise<SellerListing[]> {
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      gameSlug: products.gameSlug,
      gameName: sql<string>`coalesce(${games.name}, ${products.gameSlug})`,
      categorySlug: products.categorySlug,
      type: products.type,
      price: products.price,
      originalPrice: products.originalPrice,
      stock: products.stock,
      instantDelivery: products.instantDelivery,
      status: products.status,
      images: products.images,
      createdAt: products.createdAt,
    })
    .from(products)
    .leftJoin(games, eq(games.slug, products.gameSlug))
    .where(and(eq(products.sellerId, sellerId), ne(products.status, "deleted")))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
  return rows.map(({ images, ...r }) => ({ ...r, imageUrl: images[0] ?? null }));
}

export type EditResult =
  { ok: true } | { ok: false; errors: { price?: string; originalPrice?: string; stock?: string } };

/** Inline edit: new price and stock; the original price stays above the price or is cleared. */
export async function updateListingPriceStock(
  { db, env }: { db: Db; env?: ThresholdEnv },
  userId: string,
  productId: string,
  input: { price: string; originalPrice: string; stock: string },
  now = Date.now(),
): Promise<EditResult> {
  const row = await ownListing(db, userId, productId);
  const errors: { price?: string; originalPrice?: string; stock?: string } = {};
  const price = input.price.trim() ? checkPrice(input.price) : { error: LISTING_TEXTS.required };
  if ("error" in price) errors.price = price.error;
  // A supplier-mapped Top Up never sells below what its seller agreed to pay the supplier.
  else if (row.supplierMaxPrice !== null && price.price < row.supplierMaxPrice)
    errors.price = TOP_UP_OFFER_TEXTS.priceBelowMax(formatRupiah(row.supplierMaxPrice));
  const original = checkOriginalPrice(input.originalPrice, "price" in price ? price.price : null);
  if ("error" in original) errors.originalPrice = original.error;
  const stock = checkStock(input.stock);
  if ("error" in stock) errors.stock = stock.error;
  if (errors.price || !("price" in price) || !("stock" in stock) || !("originalPrice" in original))
    return { ok: false, errors };
  const unverified = await listingPriceNeedsVerification({ db, env }, userId, row.type, price.price);
  if (unverified) return { ok: false, errors: { price: unverified } };
  await atomic(db, [
    db
      .update(products)
      .set({
        price: price.price,
        originalPrice: original.originalPrice,
        stock: keepInstantStock(stock.stock),
        updatedAt: now,
      })
      .where(and(eq(products.id, productId), eq(products.sellerId, userId), eq(products.status, "active"))),
    bumpCatalogVersion(),
  ]);
  return { ok: true };
}

/** Soft delete (PATCH products where id and seller_id: status deleted, updated_at). */
export async function softDeleteListing({ db }: { db: Db }, userId: string, productId: string, now = Date.now()) {
  const row = await ownListing(db, userId, productId);
  const [result] = await atomic(db, [
    db
      .update(products)
      .set({ status: "deleted", updatedAt: now })
      .where(and(eq(products.id, productId), eq(products.sellerId, userId), eq(products.status, "active"))),
    bumpCatalogVersion(),
  ]);
  if (!result?.meta.changes)
    throw new AppError(LISTING_TEXTS.deleteFailedTitle, "Listing sudah berubah. Muat ulang halaman.", 409);
  return { id: row.id, title: row.title };
}

/** For the no-JavaScript confirmation step: the seller's own listing to confirm deleting. */
export async function listingToConfirm({ db }: { db: Db }, userId: string, productId: string) {
  return ownListing(db, userId, productId);
}
