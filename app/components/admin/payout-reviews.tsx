/**
 * 'Perlu Ditinjau' on /admin/withdrawals: provider answers that no longer fit their withdrawal,
 * with both states side by side and the two decisions staff may take, each needing a reason.
 */
import type { SerializeFrom } from "@remix-run/cloudflare";
import { TextActionForm, type AdminRefusal } from "~/components/admin/admin-forms";
import { DetailList } from "~/components/admin/detail-list";
import type { openPayoutReviews } from "~/modules/wallet/payout-reviews.server";
import { REASON_MAX_LENGTH } from "~/modules/admin/texts";
import { PAYOUT_REVIEW_TEXTS as R, PAYOUT_STATUS_LABELS, WITHDRAWAL_STATUS_LABELS } from "~/modules/wallet/texts";
import { formatRupiah } from "~/utils/format";
import { formatLongDate } from "~/utils/format-date";

type Review = SerializeFrom<Awaited<ReturnType<typeof openPayoutReviews>>[number]>;

const label = <T extends Record<string, string>>(labels: T, key: string) => labels[key as keyof T] ?? key;

export function PayoutReviews({ reviews, refusal }: { reviews: Review[]; refusal: AdminRefusal | null }) {
  if (reviews.length === 0) return null;
  return (
    <section
      aria-labelledby="payout-reviews-title"
      className="space-y-3 rounded-2xl border border-red-300 bg-red-50 p-4 dark:border-red-800 dark:bg-red-950/40"
    >
      <h2 id="payout-reviews-title" className="text-lg font-semibold">
        {R.title} ({reviews.length})
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{R.intro}</p>
      <ul className="space-y-4">
        {reviews.map(({ review, withdrawal: w, referenceNo, user }) => (
          <li
            key={review.id}
            className="space-y-2 rounded-xl bg-white p-3 dark:bg-surface-900"
            data-testid="payout-review"
          >
            <p className="font-medium">{R.providerStatus(label(PAYOUT_STATUS_LABELS, review.providerStatus))}</p>
            <p className="font-medium">
              {R.withdrawalStatus(label(WITHDRAWAL_STATUS_LABELS, review.withdrawalStatus))}
            </p>
            {review.kind === "amount_mismatch" && review.providerAmount !== null ? (
              <p>{R.amountMismatch(formatRupiah(review.providerAmount), formatRupiah(w.amount))}</p>
            ) : null}
            <DetailList
              items={[
                ["Pengguna", `${user.username} (${user.email})`],
                ["Jumlah", formatRupiah(w.amount)],
                ["Referensi penyedia", referenceNo],
                ["Penarikan", w.id],
                ["Terdeteksi", formatLongDate(review.createdAt)],
              ]}
            />
            {review.kind === "unexpected_state" && review.providerStatus === "completed" ? (
              <TextActionForm
                intent="review-recover"
                targetId={review.id}
                field="reason"
                label={R.reasonLabel}
                submitLabel={R.recover}
                refusal={refusal}
                maxLength={REASON_MAX_LENGTH}
              />
            ) : null}
            <TextActionForm
              intent="review-close"
              targetId={review.id}
              field="reason"
              label={R.reasonLabel}
              submitLabel={R.close}
              variant="secondary"
              refusal={refusal}
              maxLength={REASON_MAX_LENGTH}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
