import type { ReactNode } from "react";
import type { ReviewView } from "~/modules/catalog/reviews.server";
import { ReviewItem } from "./review-item";

/**
 * A list of reviews, newest first, or the line saying there are none. The product page and the
 * profile page each say which reviews and how one reads (`children` renders a ReviewItem per review).
 */
export function ReviewItems<R extends { id: string }>({
  reviews,
  testId,
  empty,
  emptyTestId,
  children,
}: {
  reviews: R[];
  testId: string;
  empty: string;
  emptyTestId: string;
  children: (review: R) => ReactNode;
}) {
  if (reviews.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid={emptyTestId}>
        {empty}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-surface-200 dark:divide-surface-800" data-testid={testId}>
      {reviews.map(children)}
    </ul>
  );
}

/** Reviews newest first; comments are plain text (line breaks kept, never HTML). */
export function ReviewList({ reviews }: { reviews: ReviewView[] }) {
  return (
    <ReviewItems
      reviews={reviews}
      testId="review-list"
      empty="Belum ada ulasan untuk produk ini."
      emptyTestId="no-reviews"
    >
      {(review) => (
        <ReviewItem
          key={review.id}
          testId="review-item"
          avatarUrl={review.avatarUrl}
          name={review.username}
          rating={review.rating}
          createdAt={review.createdAt}
          comment={review.comment}
        />
      )}
    </ReviewItems>
  );
}
