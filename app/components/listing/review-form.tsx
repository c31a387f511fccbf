import { Form, useNavigation } from "@remix-run/react";
import { Star } from "lucide-react";
import { useEffect, useState } from "react";
import { Alert, Button } from "~/components/ui";
import { RATING_VALUES, REVIEW_COMMENT_MAX } from "~/modules/catalog/review-limits";
import type { AppErrorShape } from "~/utils/app-error";
import { cn } from "~/utils/cn";

/** What the review action answers when it refuses (refuse.server.ts): the AppError and what was typed. */
export interface ReviewFormResult {
  error: AppErrorShape & { intent: "review" };
  values: Record<string, string> | null;
}

const RATING_WORDS = ["", "Sangat buruk", "Buruk", "Cukup", "Bagus", "Sangat bagus"];

/**
 * The review form (spec section 5): a star rating as a radio group (arrow keys move between stars)
 * and an optional comment. With JavaScript the submit button stays disabled until a star is chosen;
 * without it the server gives the same message. The page loads it only for buyers who may review.
 */
export function ReviewForm({ result }: { result: ReviewFormResult | null }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "review";
  const [hydrated, setHydrated] = useState(false);
  const [rating, setRating] = useState(result?.values?.rating ?? "");
  const [comment, setComment] = useState(result?.values?.comment ?? "");
  useEffect(() => setHydrated(true), []);

  const error = result?.error;
  const ratingError = error?.field === "rating" && !rating ? error.message : null;
  const commentError = error?.field === "comment" ? error.message : null;
  const formError = error && error.field === null ? error.message : null;
  const shown = Number(rating) || 0;

  return (
    <Form method="post" noValidate preventScrollReset className="space-y-4" data-testid="review-form">
      <input type="hidden" name="intent" value="review" />
      {formError ? <Alert testId="review-error">{formError}</Alert> : null}
      <fieldset aria-describedby={ratingError ? "review-rating-error" : undefined}>
        <legend className="text-sm font-medium">Rating Anda</legend>
        <div role="radiogroup" aria-label="Rating bintang" className="mt-1 flex items-center gap-1">
          {RATING_VALUES.map((n) => (
            <label key={n} className="relative cursor-pointer" title={`${n} bintang — ${RATING_WORDS[n]}`}>
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === String(n)}
                onChange={() => setRating(String(n))}
                className="peer sr-only"
                aria-label={`${n} bintang — ${RATING_WORDS[n]}`}
              />
              <span className="flex size-11 items-center justify-center rounded-lg peer-focus-visible:outline-2 peer-focus-visible:outline-accent-500">
                <Star
                  className={cn("size-7", n <= shown ? "fill-amber-400 text-amber-400" : "text-slate-400")}
                  aria-hidden
                />
              </span>
            </label>
          ))}
          <span className="ml-2 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {shown ? RATING_WORDS[shown] : ""}
          </span>
        </div>
        {ratingError ? (
          <p
            id="review-rating-error"
            className="mt-1 text-sm text-red-600 dark:text-red-400"
            data-testid="rating-error"
          >
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <div className="space-y-1">
        <label htmlFor="review-comment" className="block text-sm font-medium">
          Komentar <span className="font-normal text-slate-600 dark:text-slate-400">(opsional)</span>
        </label>
        <textarea
          id="review-comment"
          name="comment"
          rows={4}
          maxLength={REVIEW_COMMENT_MAX}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? "review-comment-error" : "review-comment-count"}
          placeholder="Ceritakan pengalaman Anda dengan produk dan penjual ini."
          className={cn(
            "block w-full rounded-xl border border-surface-200 bg-surface-50 px-3 py-2 text-base outline-none focus:border-accent-500 focus:ring-2 focus:ring-accent-500/30 dark:border-surface-700 dark:bg-surface-950",
            commentError && "border-red-500",
          )}
        />
        {commentError ? (
          <p id="review-comment-error" className="text-sm text-red-600 dark:text-red-400" data-testid="comment-error">
            {commentError}
          </p>
        ) : (
          <p id="review-comment-count" className="text-xs text-slate-600 tabular-nums dark:text-slate-400">
            {comment.length}/{REVIEW_COMMENT_MAX} karakter
          </p>
        )}
      </div>
      <Button type="submit" disabled={busy || (hydrated && !rating)} data-testid="review-submit">
        {busy ? "Mengirim..." : "Kirim Ulasan"}
      </Button>
    </Form>
  );
}
