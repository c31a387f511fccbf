/**
 * Public profiles (/user/{username}, spec sections 2 and 3): who the user is, their active listings,
 * and statistics computed from real orders and reviews — never stored counters.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { sellerRatingOf, sellerSalesOf } from "~/modules/catalog/figures.server";
import {
  cachedSellerFigures,
  sellerFigureView,
  type FiguresContext,
  type SellerFigureView,
} from "~/modules/catalog/seller-figures.server";
import { cardColumns, toCard, type ListingCard } from "~/modules/catalog/listing-cards.server";
import { avatarSrc } from "~/utils/avatar";
import { products, reviews, sellerRatings, users } from "~/db/schema";

export const PROFILE_LISTINGS_PAGE = 24;
export const PROFILE_REVIEWS_LIMIT = 20;

export interface ProfileStats {
  /** The seller's orders that reached 'Selesai' (figures.server.ts: the sum of the listings' sold counts). */
  totalSales: number;
  /** Percent (0–100, rounded) of reviews on the user's listings rated 4 or 5; 0 when none. */
  positiveFeedback: number;
  /** Average rating of reviews on the user's listings; 0 when none. */
  averageRating: number;
  reviewCount: number;
  /** Active listings. */
  listingsCount: number;
  /** The user's own orders (as buyer) that reached 'Selesai'. */
  totalPurchases: number;
}

export interface ReceivedReview {
  id: string;
  rating: number;
  comment: string | null;
  createdAt: number;
  reviewerName: string;
  reviewerAvatar: string;
  listingId: string;
  listingTitle: string;
  listingHref: string | null;
}

export interface PublicProfile {
  id: string;
  username: string;
  avatarUrl: string;
  isVerified: boolean;
  memberSince: number;
  location: string | null;
  bio: string | null;
  stats: ProfileStats;
  /** Reliability figures of the last 90 days (catalog/seller-figures.server.ts). */
  figures: SellerFigureView;
  listings: ListingCard[];
  reviews: ReceivedReview[];
}

/** Statistics from orders and the seller's rating read model (seller_ratings), in one query. */
export async function profileStats({ db }: { db: Db }, userId: string): Promise<ProfileStats> {
  const [row] = await db
    .select({
      totalSales: sellerSalesOf(userId),
      totalPurchases: sql<number>`(SELECT count(*) FROM orders WHERE orders.buyer_id = ${userId} AND orders.status = 'Selesai')`,
      listingsCount: sql<number>`(SELECT count(*) FROM products WHERE products.seller_id = ${userId} AND products.status = 'active')`,
      reviewCount: sellerRatings.reviewCount,
      ratingSum: sellerRatings.ratingSum,
      positiveCount: sellerRatings.positiveCount,
    })
    .from(users)
    .leftJoin(sellerRatings, eq(sellerRatings.sellerId, users.id))
    .where(eq(users.id, userId));
  const { rating, reviewCount } = sellerRatingOf(row);
  return {
    totalSales: Number(row?.totalSales ?? 0),
    totalPurchases: Number(row?.totalPurchases ?? 0),
    listingsCount: Number(row?.listingsCount ?? 0),
    reviewCount,
    positiveFeedback: reviewCount ? Math.round((Number(row?.positiveCount ?? 0) / reviewCount) * 100) : 0,
    averageRating: rating,
  };
}

/** The profile for a username (any letter case), or null when nobody has it. */
export async function getPublicProfile(
  { db, ctx, env }: FiguresContext,
  username: string,
  { listingLimit = PROFILE_LISTINGS_PAGE }: { listingLimit?: number } = {},
): Promise<PublicProfile | null> {
  const user = await db.query.users.findFirst({
    where: sql`lower(${users.username}) = lower(${username})`,
    columns: {
      id: true,
      username: true,
      avatarUrl: true,
      isVerified: true,
      createdAt: true,
      location: true,
      bio: true,
    },
  });
  if (!user) return null;

  const [stats, figures, listingRows, reviewRows] = await Promise.all([
    profileStats({ db }, user.id),
    // The same cached row as the listing page's seller card (seller-figures.server.ts).
    cachedSellerFigures({ db, ctx, env }, { sellerId: user.id }),
    db
      .select(cardColumns)
      .from(products)
      .innerJoin(users, eq(users.id, products.sellerId))
      .where(and(eq(products.sellerId, user.id), eq(products.status, "active")))
      // Sold-out listings after the available ones, as in every list of cards.
      .orderBy(sql`${products.stock} = 0`, desc(products.createdAt), desc(products.id))
      .limit(listingLimit),
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
        reviewerName: users.username,
        reviewerAvatar: users.avatarUrl,
        listingId: products.id,
        listingTitle: products.title,
        listingStatus: products.status,
        gameSlug: products.gameSlug,
        categorySlug: products.categorySlug,
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(eq(products.sellerId, user.id))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(PROFILE_REVIEWS_LIMIT),
  ]);

  return {
    id: user.id,
    username: user.username,
    avatarUrl: avatarSrc(user.avatarUrl, user.username),
    isVerified: user.isVerified,
    memberSince: user.createdAt,
    location: user.location?.trim() || null,
    bio: user.bio?.trim() || null,
    stats,
    figures: sellerFigureView(figures, stats),
    listings: listingRows.map(toCard),
    reviews: reviewRows.map(({ listingStatus, gameSlug, categorySlug, reviewerAvatar, ...r }) => ({
      ...r,
      reviewerAvatar: avatarSrc(reviewerAvatar, r.reviewerName),
      listingHref: listingStatus === "active" ? `/games/${gameSlug}/${categorySlug}/${r.listingId}` : null,
    })),
  };
}
