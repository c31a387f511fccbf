import type { ReactNode } from "react";
import type { ReviewView } from "~/modules/catalog/reviews.server";
import { ReviewItem } from "./review-item";

type Review = { id: string; rating: number; createdAt: number; comment: string | null };

/**
 * A list of reviews, newest first, or the line saying there are none; comments are plain text
 * (line breaks kept, never HTML). The product page and the profile page say whose reviews they are,
 * who wrote each (`author`) and what it was about (`context`).
 */
export function ReviewItems<R extends Review>({
  reviews,
  testId,
  itemTestId,
  empty,
  emptyTestId,
  author,
  context,
}: {
  reviews: R[];
  testId: string;
  itemTestId: string;
  empty: string;
  emptyTestId: string;
  author: (review: R) => { name: string; avatarUrl: string };
  context?: (review: R) => ReactNode;
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
      {reviews.map((review) => (
        <ReviewItem
          key={review.id}
          testId={itemTestId}
          {...author(review)}
          rating={review.rating}
          createdAt={review.createdAt}
          comment={review.comment}
          context={context?.(review)}
        />
      ))}
    </ul>
  );
}

/** The product page's reviews. */
export function ReviewList({ reviews }: { reviews: ReviewView[] }) {
  return (
    <ReviewItems
      reviews={reviews}
      testId="review-list"
      itemTestId="review-item"
      empty="Belum ada ulasan untuk produk ini."
      emptyTestId="no-reviews"
      author={(review) => ({ name: review.username, avatarUrl: review.avatarUrl })}
      context={(review) => review.source}
    />
  );
}
