import { Link } from "@remix-run/react";
import { ReviewItems } from "~/components/listing/review-list";
import type { ReceivedReview } from "~/modules/users/profile.server";

/** Reviews other users left on this user's listings, newest first (plain text, never HTML). */
export function ReceivedReviews({ reviews }: { reviews: ReceivedReview[] }) {
  return (
    <ReviewItems
      reviews={reviews}
      testId="received-reviews"
      itemTestId="received-review"
      empty="Belum ada ulasan untuk pengguna ini."
      emptyTestId="no-received-reviews"
      author={(review) => ({ name: review.reviewerName, avatarUrl: review.reviewerAvatar })}
      context={(review) => (
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
      )}
    />
  );
}
