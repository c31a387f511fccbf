import type { ReviewView } from "~/modules/catalog/reviews.server";
import { ReviewItem } from "./review-item";

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
        <ReviewItem
          key={review.id}
          testId="review-item"
          avatarUrl={review.avatarUrl}
          name={review.username}
          rating={review.rating}
          createdAt={review.createdAt}
          comment={review.comment}
        />
      ))}
    </ul>
  );
}
