import type { ReviewView } from "~/modules/catalog/reviews.server";
import { formatLongDate } from "~/utils/format";
import { Stars } from "./stars";

/** Reviews newest first; comments are plain text (line breaks kept, never HTML). */
export function ReviewList({ reviews }: { reviews: ReviewView[] }) {
  if (reviews.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="no-reviews">
        Belum ada ulasan untuk produk ini.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-surface-200 dark:divide-surface-800" data-testid="review-list">
      {reviews.map((review) => (
        <li key={review.id} className="flex gap-3 py-4" data-testid="review-item">
          <img
            src={review.avatarUrl}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            className="size-10 shrink-0 rounded-full"
          />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold">{review.username}</span>
              <Stars value={review.rating} />
              <time
                dateTime={new Date(review.createdAt).toISOString()}
                className="text-xs text-slate-600 dark:text-slate-400"
              >
                {formatLongDate(review.createdAt)}
              </time>
            </div>
            {review.comment ? (
              <p className="mt-1 text-sm break-words whitespace-pre-line" data-testid="review-comment">
                {review.comment}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
