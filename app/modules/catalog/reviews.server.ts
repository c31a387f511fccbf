/**
 * Reviews of listings (spec sections 3, 5 and 7): one per buyer per listing, rating 1–5 and an
 * optional comment, only from a buyer whose order of that listing is Selesai; the review is tied to
 * that order. Who may review is decided in ONE place, `canReview`.
 */
import { and, desc, eq } from "drizzle-orm";
import { atomic, dbErrorText, type Db } from "~/db/client.server";
import { bumpCatalogVersion } from "~/modules/cache/catalog-version.server";
import { AppError } from "~/utils/app-error";
import { avatarSrc } from "~/utils/avatar";
import { newId } from "~/utils/ids";
import { ORDER_STATUS } from "~/modules/orders/constants";
import { orders, reviews, users } from "~/db/schema";
import { reviewSourceOf } from "./figures.server";
import { type ReviewInput } from "./listing-rules";
import { REVIEW_TEXTS } from "./texts";

export interface ReviewView {
  id: string;
  rating: number;
  comment: string | null;
  createdAt: number;
  username: string;
  avatarUrl: string;
  /** Set when the review is not tied to an order made here (figures.server.ts `reviewSourceOf`). */
  source: string | null;
}

/** Why a user may not review: an AppError (403 not a buyer / own listing, 409 already reviewed). */
export type ReviewRefusal = { ok: false; error: AppError };

const refusal = (title: string, message: string, status: 403 | 409): ReviewRefusal => ({
  ok: false,
  error: new AppError(title, message, status),
});

/** A listing's reviews, newest first, with the reviewer's username and avatar. */
export async function listListingReviews({ db }: { db: Db }, productId: string, limit = 50): Promise<ReviewView[]> {
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      orderId: reviews.orderId,
      username: users.username,
      avatarUrl: users.avatarUrl,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map(({ orderId, ...r }) => ({
    ...r,
    avatarUrl: avatarSrc(r.avatarUrl, r.username),
    source: reviewSourceOf(orderId),
  }));
}

/**
 * May this user review this listing? Sellers never review their own listing, each user reviews a
 * listing once, and only a buyer with a completed (Selesai) order of the listing may — the review
 * is tied to that order.
 */
export async function canReview(
  { db }: { db: Db },
  { userId, listing }: { userId: string; listing: { id: string; sellerId: string } },
): Promise<{ ok: true; orderId: string } | ReviewRefusal> {
  if (listing.sellerId === userId) return refusal(REVIEW_TEXTS.accessDenied, REVIEW_TEXTS.ownListing, 403);
  const [existing, completed] = await db.batch([
    db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.productId, listing.id), eq(reviews.userId, userId)))
      .limit(1),
    db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(eq(orders.buyerId, userId), eq(orders.productId, listing.id), eq(orders.status, ORDER_STATUS.completed)),
      )
      .orderBy(desc(orders.completedAt))
      .limit(1),
  ]);
  if (existing.length > 0) return refusal(REVIEW_TEXTS.reviewFailed, REVIEW_TEXTS.alreadyReviewed, 409);
  if (!completed[0]) return refusal(REVIEW_TEXTS.reviewFailed, REVIEW_TEXTS.buyersOnly, 403);
  return { ok: true, orderId: completed[0].id };
}

/** Stores the review if `canReview` allows it; a parallel duplicate gets the same clear refusal. */
export async function createReview(
  ctx: { db: Db },
  {
    userId,
    listing,
    input,
    now = Date.now(),
  }: {
    userId: string;
    listing: { id: string; sellerId: string };
    input: ReviewInput;
    now?: number;
  },
): Promise<{ ok: true; id: string } | ReviewRefusal> {
  const allowed = await canReview(ctx, { userId, listing });
  if (!allowed.ok) return allowed;
  const id = newId("rev");
  try {
    await atomic(ctx.db, [
      ctx.db.insert(reviews).values({
        id,
        productId: listing.id,
        userId,
        orderId: allowed.orderId,
        rating: input.rating,
        comment: input.comment,
        createdAt: now,
      }),
      bumpCatalogVersion(), // ratings and reviews show on cached public pages
    ]);
  } catch (error) {
    if (isUniqueReviewViolation(error)) return refusal(REVIEW_TEXTS.reviewFailed, REVIEW_TEXTS.alreadyReviewed, 409);
    throw error;
  }
  return { ok: true, id };
}

function isUniqueReviewViolation(error: unknown): boolean {
  return /UNIQUE constraint failed: reviews\.product_id, reviews\.user_id/i.test(dbErrorText(error));
}
