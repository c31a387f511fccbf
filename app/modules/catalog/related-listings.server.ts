/**
 * The listing page's two rows of other listings: 'Produk lain dari penjual ini' (the seller's other
 * active, in-stock listings, newest first) and 'Listing serupa' (other sellers' active, in-stock
 * listings of the same game and category, from half this one's price up, cheapest first). Both keyed
 * by the listing's id alone, so the page reads them beside the listing, in ONE D1 batch, each through
 * an index (products_seller_idx, products_game_idx), never a scan.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { cardPageQuery, readBatch, rowToCard, type CardSqlRow, type ListingCard } from "./listing-cards.server";

/** Cards in each row at most. */
export const RELATED_LIMIT = 6;

export interface RelatedListings {
  fromSeller: ListingCard[];
  similar: ListingCard[];
}

const of = (listingId: string, column: SQL) => sql`(SELECT ${column} FROM products WHERE id = ${listingId})`;

/** The seller's other listings (exported for the EXPLAIN test). */
export function fromSellerQuery(listingId: string): SQL {
  return cardPageQuery({
    from: sql`products p`,
    where: sql`p.seller_id = ${of(listingId, sql.raw("seller_id"))} AND p.status = 'active' AND p.stock > 0 AND p.id <> ${listingId}`,
    score: sql`0`,
    order: sql`p.created_at DESC`,
    limit: RELATED_LIMIT,
    offset: 0,
  });
}

/** Other sellers' listings of the same game and category (exported for the EXPLAIN test). */
export function similarQuery(listingId: string): SQL {
  return cardPageQuery({
    from: sql`products p`,
    where: sql`p.game_slug = ${of(listingId, sql.raw("game_slug"))} AND p.status = 'active'
      AND p.category_slug = ${of(listingId, sql.raw("category_slug"))}
      AND p.price >= ${of(listingId, sql.raw("price / 2"))} AND p.stock > 0
      AND p.seller_id <> ${of(listingId, sql.raw("seller_id"))}`,
    score: sql`0`,
    order: sql`p.price ASC`,
    limit: RELATED_LIMIT,
    offset: 0,
  });
}

/** Both rows in one round trip; empty rows for an unknown id. */
export async function relatedListings({ db }: { db: Db }, listingId: string): Promise<RelatedListings> {
  const [fromSeller = [], similar = []] = await readBatch(db, [fromSellerQuery(listingId), similarQuery(listingId)]);
  return {
    fromSeller: fromSeller.map((r) => rowToCard(r as CardSqlRow)),
    similar: similar.map((r) => rowToCard(r as CardSqlRow)),
  };
}
