import { Clock } from "lucide-react";
import type { ReactNode } from "react";
import { Alert } from "~/components/ui";
import type { PayInstructions } from "~/modules/payments/provider";
import { PAYMENT_TEXTS as T } from "~/modules/payments/texts";
import { formatRupiah } from "~/utils/format";
import { formatDateTime } from "~/utils/format-date-time";

type Waiting = {
  id: string;
  method: string;
  grossAmount: number;
  expiresAt: number;
  redirectUrl: string;
  instructions: PayInstructions | null;
};

/**
 * Gateway payments still open for an order: how to finish paying inside the app (VA number, bill
 * key, pay code, QR — as the provider gave them), the amount and the deadline, and the way back to
 * the provider's page.
 */
export function WaitingPayments({ payments }: { payments: Waiting[] }) {
  return (
    <Alert tone="info" testId="waiting-payment">
      {payments.map((p) => (
        <div key={p.id} className="space-y-2">
          <p className="flex items-center gap-1 font-semibold">
            <Clock className="size-4" aria-hidden />
            {T.pendingTitle} · {formatRupiah(p.grossAmount)}
          </p>
          <p>{T.pending(p.method, formatDateTime(p.expiresAt))}</p>
          {p.instructions ? <Instructions payment={p} instructions={p.instructions} /> : null}
          {p.instructions ? <p className="text-sm">{T.orOpenPage}</p> : null}
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

function Instructions({ payment, instructions: i }: { payment: Waiting; instructions: PayInstructions }) {
  const line = (label: string, value: ReactNode, testId: string) => (
    <div>
      <dt className="text-xs">{label}</dt>
      <dd className="font-mono text-lg font-bold tracking-wide select-all" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <dl className="space-y-2 rounded-xl bg-white/70 p-3 dark:bg-surface-900/60" data-testid="pay-instructions">
      {i.vaNumber ? (
        <>
          <dt className="sr-only">Bank</dt>
          <dd className="text-sm font-semibold" data-testid="pay-bank">
            {i.bank ?? ""}
          </dd>
          {line(T.vaNumber(i.bank ?? ""), i.vaNumber, "pay-va-number")}
        </>
      ) : null}
      {i.billerCode ? line(T.billerCode, i.billerCode, "pay-biller-code") : null}
      {i.billKey ? line(T.billKey, i.billKey, "pay-bill-key") : null}
      {i.payCode ? line(T.payCode(payment.method), i.payCode, "pay-code") : null}
      {i.qrImageUrl ? (
        <img src={i.qrImageUrl} alt={T.qrAlt} width={220} height={220} className="rounded-lg bg-white" />
      ) : i.qrString ? (
        line(T.qrString, <span className="text-xs break-all">{i.qrString}</span>, "pay-qr-string")
      ) : null}
      {i.appUrl ? (
        <a href={i.appUrl} className="font-semibold text-brand underline">
          {T.openApp}
        </a>
      ) : null}
      <div>
        <dt className="text-xs">{T.amountDue}</dt>
        <dd className="font-semibold tabular-nums">{formatRupiah(payment.grossAmount)}</dd>
      </div>
      <div>
        <dt className="text-xs">{T.deadline}</dt>
        <dd className="font-semibold" data-testid="pay-deadline">
          {formatDateTime(payment.expiresAt)}
        </dd>
      </div>
    </dl>
  );
}
