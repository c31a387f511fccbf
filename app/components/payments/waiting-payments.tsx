import { Clock } from "lucide-react";
import { Alert } from "~/components/ui";
import { PAYMENT_TEXTS as T } from "~/modules/payments/texts";
import { formatRupiah } from "~/utils/format";
import { formatDateTime } from "~/utils/format-date-time";

/** Gateway payments still open for an order: how to pay, until when, and the way back to the provider's page. */
export function WaitingPayments({
  payments,
}: {
  payments: { id: string; method: string; grossAmount: number; expiresAt: number; redirectUrl: string }[];
}) {
  return (
    <Alert tone="info" testId="waiting-payment">
      {payments.map((p) => (
        <div key={p.id} className="space-y-2">
          <p className="flex items-center gap-1 font-semibold">
            <Clock className="size-4" aria-hidden />
            {T.pendingTitle} · {formatRupiah(p.grossAmount)}
          </p>
          <p>{T.pending(p.method, formatDateTime(p.expiresAt))}</p>
          <a
            href={p.redirectUrl}
            className="inline-flex min-h-11 items-center rounded-xl bg-brand px-4 font-semibold text-white hover:opacity-90"
            data-testid="continue-payment"
          >
            {T.continuePayment}
          </a>
        </div>
      ))}
    </Alert>
  );
}
