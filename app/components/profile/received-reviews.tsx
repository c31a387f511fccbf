import { Link } from "@remix-run/react";
import { Stars } from "~/components/listing/stars";
import type { ReceivedReview } from "~/modules/users/profile.server";
import { formatLongDate } from "~/utils/format";

/** Reviews other users left on this user's listings, newest first (plain text, never HTML). */
export function ReceivedReviews({ reviews }: { reviews: ReceivedReview[] }) {
  if (reviews.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="no-received-reviews">
        Belum ada ulasan untuk pengguna ini.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-surface-200 dark:divide-surface-800" data-testid="received-reviews">
      {reviews.map((review) => (
        <li key={review.id} className="flex gap-3 py-4" data-testid="received-review">
          <img
            src={review.reviewerAvatar}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            className="size-10 shrink-0 rounded-full"
          />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold">{review.reviewerName}</span>
              <Stars value={review.rating} />
              <time
                dateTime={new Date(review.createdAt).toISOString()}
                className="text-xs text-slate-600 dark:text-slate-400"
              >
                {formatLongDate(review.createdAt)}
              </time>
            </div>
            <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
              untuk{" "}
              {review.listingHref ? (
                <Link to={review.listingHref} className="font-medium hover:text-brand">
                  {review.listingTitle}
                </Link>
              ) : (
                <span className="font-medium">{review.listingTitle}</span>
              )}
            </p>
            {review.comment ? <p className="mt-1 text-sm break-words whitespace-pre-line">{review.comment}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
