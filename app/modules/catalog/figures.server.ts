/**
 * The one definition of the figures shoppers compare. A sale is an order that reached 'Selesai':
 * a listing's "N terjual" and its seller's 'Total Penjualan' count the same orders, so the
 * listings' counts add up to the profile's. Ratings are always one listing's or one seller's, and
 * have a count beside them; with no review there is no rating to show (never "0,0").
 */
import { sql, type SQL } from "drizzle-orm";
import { ORDER_STATUS } from "~/modules/orders/constants";
import { REVIEW_SOURCE_TEXTS as T } from "./texts";

/** Completed orders of the listing `productId` (an SQL expression such as `p.id`). Uses orders_product_idx. */
export function soldCountOf(productId: SQL): SQL<number> {
  return sql<number>`(SELECT count(*) FROM orders so WHERE so.product_id = ${productId} AND so.status = ${ORDER_STATUS.completed})`;
}

/** Completed orders of the seller `sellerId`: the sum of `soldCountOf` over the seller's listings. */
export function sellerSalesOf(sellerId: SQL | string): SQL<number> {
  return sql<number>`(SELECT count(*) FROM orders so WHERE so.seller_id = ${sellerId} AND so.status = ${ORDER_STATUS.completed})`;
}

/**
 * Where a listing's reviews came from, the one rule for its rating line and each review: a review
 * tied to a completed order was bought here (and counted in "N terjual"); one without (seeded or
 * written before reviews needed an order) says so, so '5,0 (2 ulasan)' never stands beside
 * '0 terjual' unexplained. Null when every review is from an order here (or there are none).
 */
export function reviewSource(reviewCount: number, fromOrders: number): string | null {
  if (reviewCount === 0 || fromOrders >= reviewCount) return null;
  return fromOrders === 0 ? T.noneFromOrders : T.someFromOrders(fromOrders);
}

/** The note on one review: null when it is tied to an order made here. */
export const reviewSourceOf = (orderId: string | null): string | null => (orderId ? null : T.notFromOrder);

/**
 * A seller's rating and review count from their seller_ratings row (the read model of every review of
 * their listings; null: no review yet). The listing page, the public profile and the dashboard.
 */
export function sellerRatingOf(row: { reviewCount: number | null; ratingSum: number | null } | null | undefined): {
  rating: number;
  reviewCount: number;
} {
  const reviewCount = Number(row?.reviewCount ?? 0);
  return { rating: reviewCount > 0 ? Number(row?.ratingSum ?? 0) / reviewCount : 0, reviewCount };
}

/**
 * Sold-out listings go after the available ones in every list: this sort key comes first in every
 * ORDER BY of cards (`p` is products). Indexes lead with the same expression, so the order is read
 * from them as before.
 */
export const SOLD_OUT_LAST = sql.raw("(p.stock = 0) ASC");
