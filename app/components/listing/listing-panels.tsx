import { Link } from "@remix-run/react";
import { NO_REVIEWS_YET } from "~/modules/catalog/texts";
import { Suspense } from "react";
import { Card } from "~/components/ui";
import { productDetailRows } from "~/modules/catalog/detail-rows";
import type { ReviewView } from "~/modules/catalog/reviews.server";
import { formatRating } from "~/utils/format";
import { lazyNamed } from "~/utils/lazy-named";
import type { ReviewFormResult } from "./review-form";
import { ReviewList } from "./review-list";
import { Stars } from "./stars";

/*
 * The listing page's "Detail Produk" and "Ulasan" tab panels (spec section 5). They are hidden
 * until chosen, so the page loads this module when one is first chosen (see the route). Nothing
 * here imports what the page's own chunk holds (listing-rules.ts): Rollup would then export it
 * from the page's chunk through an extra facade file.
 */

// Only buyers with a completed order see the review form: other visitors do not load its code.
const ReviewForm = lazyNamed(() => import("./review-form"), "ReviewForm");

/** The "Detail Produk" rows that have a value, or a note that there are none. */
export function DetailsPanel({ listing }: { listing: Parameters<typeof productDetailRows>[0] }) {
  const details = productDetailRows(listing);
  return details.length > 0 ? (
    <dl className="grid max-w-3xl gap-x-6 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]" data-testid="product-details">
      {details.map((row) => (
        <div key={row.label} className="contents">
          <dt className="pt-3 text-sm text-slate-600 dark:text-slate-400">{row.label}</dt>
          <dd className="border-b border-surface-200 pb-3 font-medium break-words sm:pt-3 dark:border-surface-800">
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  ) : (
    <p className="text-slate-600 dark:text-slate-400">Belum ada detail tambahan untuk produk ini.</p>
  );
}

/** The rating summary, the review form (or why the visitor cannot write one) and the reviews. */
export function ReviewsPanel({
  listing,
  reviews,
  reviewBlock,
  path,
  result,
}: {
  listing: { averageRating: number; reviewCount: number };
  reviews: ReviewView[];
  /** null: may write a review; "anonymous": asked to log in; otherwise why not. */
  reviewBlock: string | null;
  /** The page's canonical path (the login link comes back to its reviews). */
  path: string;
  result: ReviewFormResult | null;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <div className="space-y-4">
        <Card className="p-4">
          <p className="text-sm text-slate-600 dark:text-slate-400">Rating produk</p>
          {/* No reviews, no rating: "0,0" would read as a listing rated zero stars. */}
          {listing.reviewCount > 0 ? (
            <p className="mt-1 flex items-center gap-2">
              <span className="text-4xl font-black tabular-nums" data-testid="rating-average">
                {formatRating(listing.averageRating)}
              </span>
              <Stars value={listing.averageRating} />
            </p>
          ) : null}
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="rating-count">
            {listing.reviewCount > 0 ? `${listing.reviewCount} ulasan` : NO_REVIEWS_YET}
          </p>
        </Card>
        <Card className="p-4">
          <h2 className="mb-3 font-bold">Tulis Ulasan</h2>
          {reviewBlock === "anonymous" ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              <Link
                to={`/login?redirect=${encodeURIComponent(`${path}?tab=ulasan`)}`}
                className="font-semibold text-brand underline"
              >
                Login
              </Link>{" "}
              untuk memberi ulasan.
            </p>
          ) : reviewBlock ? (
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="review-blocked">
              {reviewBlock}
            </p>
          ) : (
            // The placeholder (only while the form's code loads) takes the form's height.
            <Suspense fallback={<div className="min-h-[19rem]" aria-busy />}>
              <ReviewForm key={reviews.length} result={result} />
            </Suspense>
          )}
        </Card>
      </div>
      <ReviewList reviews={reviews} />
    </div>
  );
}
