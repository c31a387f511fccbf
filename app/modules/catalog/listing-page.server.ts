/** One listing as its detail page shows it (spec section 2, "Listing detail"). */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { avatarSrc } from "~/utils/avatar";
import { products, sellerRatings, users, type ListingType, type Spec } from "~/db/schema";
import { reviewSource, sellerRatingOf, soldCountOf } from "./figures.server";
import type { PurchaseInput } from "./purchase-input";
import { withRules } from "./top-up-rules";
import { shownDeliveryTime } from "./listing-cards.server";
import { formatWarranty } from "./warranty";
import { listingPromise, type TopUpPromise } from "~/modules/listings/promise";

export interface ListingSeller {
  id: string;
  username: string;
  avatarUrl: string;
  isVerified: boolean;
  memberSince: number;
  /** Average rating over every review of the seller's listings (the seller's rating); 0 when none. */
  rating: number;
  reviewCount: number;
}

export interface ListingDetail {
  id: string;
  title: string;
  description: string;
  gameSlug: string;
  gameName: string;
  categorySlug: string;
  categoryName: string;
  type: ListingType;
  price: number;
  originalPrice: number | null;
  stock: number;
  platform: string | null;
  serverRegion: string | null;
  deliveryTime: string | null;
  /** Pengiriman Instan: paying delivers at once. */
  instantDelivery: boolean;
  /** A Top Up's delivery promise and refund rule (listings/promise.ts); null for other types. */
  promise: TopUpPromise | null;
  rank: string | null;
  gameLevel: string | null;
  accountInfo: string | null;
  loginMethod: string | null;
  /** The seed's free text about the warranty (shown where there is no chosen number of days). */
  warrantyInfo: string | null;
  /** 'Garansi 14 hari' for an Akun listing with a warranty (warranty.ts), else null. */
  warranty: string | null;
  importantNotes: string | null;
  tags: string[];
  images: string[];
  requiredInputs: PurchaseInput[];
  specs: Spec[];
  /** Completed orders of this listing (figures.server.ts). */
  soldCount: number;
  /** The listing's own rating; 0 when `reviewCount` is 0 (then no rating is shown). */
  averageRating: number;
  reviewCount: number;
  /** Where the reviews came from when not all from orders here (figures.server.ts), else null. */
  reviewSource: string | null;
  seller: ListingSeller;
}

/** getListingDetail's one statement (exported for the query-plan test). */
export function listingDetailQuery(db: Db, id: string) {
  return db
    .select({
      product: products,
      gameName: sql<string>`coalesce((SELECT name FROM games WHERE games.slug = ${products.gameSlug}), ${products.gameSlug})`,
      categoryName: sql<string>`coalesce((SELECT name FROM categories WHERE categories.game_slug = ${products.gameSlug} AND categories.slug = ${products.categorySlug}), ${products.categorySlug})`,
      averageRating: sql<number>`coalesce((SELECT avg(rating) FROM reviews WHERE reviews.product_id = ${products.id}), 0)`,
      reviewCount: sql<number>`(SELECT count(*) FROM reviews WHERE reviews.product_id = ${products.id})`,
      orderReviewCount: sql<number>`(SELECT count(order_id) FROM reviews WHERE reviews.product_id = ${products.id})`,
      soldCount: soldCountOf(sql`${products.id}`),
      // The seller's rating from its read model (seller_ratings, kept by triggers), not their reviews.
      sellerRatingSum: sellerRatings.ratingSum,
      sellerReviewCount: sellerRatings.reviewCount,
      sellerName: users.username,
      sellerAvatar: users.avatarUrl,
      sellerVerified: users.isVerified,
      sellerSince: users.createdAt,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .leftJoin(sellerRatings, eq(sellerRatings.sellerId, products.sellerId))
    .where(and(eq(products.id, id), eq(products.status, "active")))
    .limit(1);
}

/** The active listing with its game, category, seller and rating, or null (unknown or deleted). One query. */
export async function getListingDetail({ db }: { db: Db }, id: string): Promise<ListingDetail | null> {
  const [row] = await listingDetailQuery(db, id);
  if (!row) return null;

  const p = row.product;
  const sellerName = row.sellerName || "Penjual";
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    gameSlug: p.gameSlug,
    gameName: row.gameName,
    categorySlug: p.categorySlug,
    categoryName: row.categoryName,
    type: p.type,
    price: p.price,
    originalPrice: p.originalPrice,
    stock: p.stock,
    platform: p.platform,
    serverRegion: p.serverRegion,
    deliveryTime: shownDeliveryTime(p.deliveryTime, p.instantDelivery, p.supplierSku),
    instantDelivery: p.instantDelivery,
    promise: listingPromise(p),
    rank: p.rank,
    gameLevel: p.gameLevel,
    accountInfo: p.accountInfo,
    loginMethod: p.loginMethod,
    warrantyInfo: p.warrantyInfo,
    warranty: formatWarranty(p.type === "Akun" ? p.warrantyDays : 0),
    importantNotes: p.importantNotes,
    tags: p.tags,
    images: p.images,
    // Each with its game's ID rule (top-up-rules.ts): the buy box checks only this listing's.
    requiredInputs: withRules(p),
    specs: p.specs,
    soldCount: Number(row.soldCount) || 0,
    averageRating: Number(row.averageRating) || 0,
    reviewCount: Number(row.reviewCount) || 0,
    reviewSource: reviewSource(Number(row.reviewCount) || 0, Number(row.orderReviewCount) || 0),
    seller: {
      id: p.sellerId,
      username: sellerName,
      avatarUrl: avatarSrc(row.sellerAvatar, sellerName),
      isVerified: row.sellerVerified,
      memberSince: row.sellerSince,
      ...sellerRatingOf({ reviewCount: row.sellerReviewCount, ratingSum: row.sellerRatingSum }),
    },
  };
}

/** Where the listing lives: /games/{game}/{category}/{id}. */
export function canonicalListingPath(listing: Pick<ListingDetail, "gameSlug" | "categorySlug" | "id">): string {
  return `/games/${encodeURIComponent(listing.gameSlug)}/${encodeURIComponent(listing.categorySlug)}/${encodeURIComponent(listing.id)}`;
}
