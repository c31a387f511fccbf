/**
 * An order's warranty (Garansi): where the money is (held until the warranty ends, claimed,
 * released or refunded), the claim with its evidence, the buyer's checklist, the seller's answer and
 * staff's decision, and the link to the claim page for whoever may act there. Order page and staff's
 * dispute page.
 */
import { Link } from "@remix-run/react";
import { ShieldCheck } from "lucide-react";
import { Card } from "~/components/ui";
import type { WarrantyView } from "~/modules/cases/warranty-claims.server";
import { CLAIM_OFFER_LABELS, CLAIM_REASON_LABELS, WARRANTY_TEXTS as T } from "~/modules/cases/texts";
import { formatLongDate } from "~/utils/format-date";

function statusText(w: WarrantyView, role: "buyer" | "seller" | "admin"): string {
  if (w.status === "active" && w.endsAt !== null)
    return role === "seller" ? T.sellerActiveNote(w.endsAt) : T.activeNote(w.endsAt);
  if (w.status === "claimed") return T.claimedNote;
  if (w.status === "refunded") return T.refundedNote(w.claim?.refundAmount ?? w.totalAmount);
  return T.releasedNote;
}

export function WarrantyCard({
  warranty: w,
  role,
  claimPath,
  claimInTimeline = false,
}: {
  warranty: WarrantyView;
  role: "buyer" | "seller" | "admin";
  claimPath: string;
  /** The page shows the claim's case timeline (claim page, staff's page): the card shows only the money. */
  claimInTimeline?: boolean;
}) {
  const claim = claimInTimeline ? null : w.claim;
  return (
    <Card>
      <div data-testid="warranty-card">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <ShieldCheck className="size-5 text-brand" aria-hidden />
          {w.title}
        </h2>
        <p className="mt-2 text-sm" data-testid="warranty-status">
          {statusText(w, role)}
        </p>
        {w.canClaim ? (
          <Link
            to={claimPath}
            className="mt-3 inline-flex min-h-11 items-center rounded-xl border border-brand px-4 font-semibold text-brand hover:bg-brand/10"
          >
            {T.claimButton}
          </Link>
        ) : null}
        {claim ? (
          <div
            className="mt-4 space-y-3 border-t border-surface-200 pt-4 text-sm dark:border-surface-800"
            data-testid="warranty-claim"
          >
            <h3 className="font-semibold">{T.claimSection}</h3>
            <p>
              <span className="text-slate-600 dark:text-slate-400">{T.claimReasonShown}: </span>
              {CLAIM_REASON_LABELS[claim.reason]}
            </p>
            <p className="whitespace-pre-line break-words">{claim.description}</p>
            <div>
              <p className="text-slate-600 dark:text-slate-400">{T.claimEvidence}:</p>
              <ul className="mt-1 flex flex-wrap gap-2">
                {claim.evidence.map((src, i) => (
                  <li key={src}>
                    <a href={src} target="_blank" rel="noreferrer" className="block">
                      <img
                        src={src}
                        alt={`${T.claimEvidence} ${i + 1}`}
                        width={96}
                        height={96}
                        loading="lazy"
                        className="size-24 rounded-lg border border-surface-200 object-cover dark:border-surface-800"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="font-semibold">{T.answerHeading}</h3>
              {claim.sellerAnswer ? (
                <>
                  <p className="mt-1">{claim.sellerOffer ? CLAIM_OFFER_LABELS[claim.sellerOffer] : null}</p>
                  <p className="mt-1 whitespace-pre-line break-words" data-testid="claim-answer">
                    {claim.sellerAnswer}
                  </p>
                </>
              ) : (
                <p className="mt-1 text-slate-600 dark:text-slate-400">
                  {T.noAnswerYet}
                  {claim.answerDueAt && claim.decision === null ? ` ${T.answerDue(claim.answerDueAt)}` : null}
                </p>
              )}
              {w.canAnswer ? (
                <Link
                  to={claimPath}
                  className="mt-2 inline-flex min-h-11 items-center rounded-xl bg-accent-500 px-4 font-semibold text-white hover:bg-accent-600"
                >
                  {T.submitAnswer}
                </Link>
              ) : null}
            </div>
            {claim.decision ? (
              <div data-testid="claim-decision">
                <h3 className="font-semibold">{T.decisionHeading}</h3>
                <p className="mt-1">
                  {claim.decision === "refund"
                    ? T.decisionRefund(claim.refundAmount ?? w.totalAmount, w.totalAmount)
                    : T.decisionRelease}
                </p>
                {claim.decisionReason ? <p className="mt-1 break-words">“{claim.decisionReason}”</p> : null}
                {claim.decidedAt ? (
                  <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{formatLongDate(claim.decidedAt)}</p>
                ) : null}
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </Card>
  );
}
