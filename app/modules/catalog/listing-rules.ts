/**
 * The listing page's rules (spec sections 5 and 9), pure so the browser (instant feedback) and the
 * server (the word that counts) apply the same ones: stock badges, the quantity control, and what a
 * review may contain. The "Detail Produk" rows are in detail-rows.ts, the stock badge in stock.ts
 * and a purchase line's checks in purchase-input.ts, so the pages that need only those do not load
 * the rest.
 */
import { boughtOneAtATime } from "~/modules/checkout/quantity";
import { AppError } from "~/utils/app-error";
import { RATING_VALUES, REVIEW_COMMENT_MAX } from "./review-limits";
import { REVIEW_TEXTS } from "./texts";

export { LIMITED_STOCK_MAX, stockState } from "./stock";
export { RATING_VALUES, REVIEW_COMMENT_MAX };

/** Top Up listings are bought one at a time; others choose a quantity while there is stock. */
export function showsQuantity(listing: { type: string; stock: number }): boolean {
  return !boughtOneAtATime(listing.type) && listing.stock > 0;
}

/** Keeps a typed quantity inside 1..stock (used when the field loses focus). */
export function clampQuantity(raw: string | number, stock: number): number {
  const value = Math.trunc(Number(raw));
  if (!Number.isFinite(value) || value < 1) return 1;
  return Math.min(value, Math.max(stock, 1));
}

export type ReviewInput = { rating: number; comment: string | null };

/** A rating 1–5 (required) and an optional comment of at most 1000 characters. */
export function parseReviewInput(raw: {
  rating: unknown;
  comment: unknown;
}): { ok: true; value: ReviewInput } | { ok: false; error: AppError } {
  const invalid = (title: string, message: string, field: "rating" | "comment") => ({
    ok: false as const,
    error: new AppError(title, message, 400, field),
  });
  const ratingText = typeof raw.rating === "string" ? raw.rating.trim() : "";
  if (!ratingText) return invalid(REVIEW_TEXTS.ratingRequired, REVIEW_TEXTS.chooseRating, "rating");
  const rating = /^\d$/.test(ratingText) ? Number(ratingText) : NaN;
  if (!(RATING_VALUES as readonly number[]).includes(rating))
    return invalid(REVIEW_TEXTS.ratingRequired, REVIEW_TEXTS.ratingRange, "rating");
  const comment = typeof raw.comment === "string" ? raw.comment.replace(/\r\n/g, "\n").trim() : "";
  if (comment.length > REVIEW_COMMENT_MAX)
    return invalid(REVIEW_TEXTS.reviewFailed, REVIEW_TEXTS.commentTooLong, "comment");
  return { ok: true, value: { rating, comment: comment || null } };
}
