import { Link } from "@remix-run/react";
import { ReviewItem } from "~/components/listing/review-item";
import type { ReceivedReview } from "~/modules/users/profile.server";

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
        <ReviewItem
          key={review.id}
          testId="received-review"
          avatarUrl={review.reviewerAvatar}
          name={review.reviewerName}
          rating={review.rating}
          createdAt={review.createdAt}
          comment={review.comment}
          context={
            <>
              untuk{" "}
              {review.listingHref ? (
                <Link to={review.listingHref} className="font-medium hover:text-brand">
                  {review.listingTitle}
                </Link>
              ) : (
                <span className="font-medium">{review.listingTitle}</span>
              )}
            </>
          }
        />
      ))}
    </ul>
  );
}
