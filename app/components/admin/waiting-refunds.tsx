/**
 * Refunds back to a QRIS / e-wallet the provider has not confirmed yet (payments/refunds.server.ts):
 * the cron keeps asking with the same key; one that stopped being asked (no next try) needs staff.
 */
import { Link } from "@remix-run/react";
import { Card } from "~/components/ui";
import { ADMIN_PAYMENT_TEXTS as P } from "~/modules/admin/texts";
import { formatRupiah } from "~/utils/format";

export interface WaitingRefund {
  orderId: string;
  paymentId: string;
  amount: number;
  attempts: number;
  nextTryAt: number | null;
  message: string | null;
  createdAt: number;
}

export function WaitingRefunds({ refunds, when }: { refunds: WaitingRefund[]; when: (ms: number) => string }) {
  return (
    <section aria-labelledby="waiting-refunds">
      <h2 id="waiting-refunds" className="text-lg font-bold">
        {P.refundsHeading}
      </h2>
      {refunds.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{P.refundsNone}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {refunds.map((r) => (
            <li key={r.orderId}>
              <Card className="space-y-1 p-3 text-sm" data-testid="waiting-refund">
                <p className="font-semibold">
                  <Link to={`/order/${encodeURIComponent(r.orderId)}`} className="text-brand hover:underline">
                    {r.orderId}
                  </Link>{" "}
                  · <span className="tabular-nums">{formatRupiah(r.amount)}</span> · {r.paymentId}
                </p>
                <p>{P.refundAttempts(r.attempts, r.nextTryAt === null ? null : when(r.nextTryAt))}</p>
                {r.message ? <p className="break-words text-slate-600 dark:text-slate-400">{r.message}</p> : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
