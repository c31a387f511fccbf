import { Clock } from "lucide-react";
import { Alert } from "~/components/ui";
import { CopyButton } from "~/components/wallet/copy-button";
import type { WaitingPayment } from "~/modules/payments/pay-page.server";
import { PAYMENT_TEXTS as T } from "~/modules/payments/texts";
import { formatRupiah } from "~/utils/format";
import { formatDateTime } from "~/utils/format-date-time";

/**
 * Gateway payments still open for an order: how to finish paying inside the app (VA number, bill
 * key, pay code, the QRIS drawn by the server — as the provider gave them), the amount with its fee
 * and the deadline in WIB, and the payment's page (the app's, or the provider's for DANA and OVO).
 * Everything is server-rendered text; the copy buttons appear once scripts run.
 */
export function WaitingPayments({ payments }: { payments: WaitingPayment[] }) {
  return (
    <Alert tone="info" testId="waiting-payment">
      {payments.map((p) => (
        <div key={p.id} className="space-y-2">
          <p className="flex items-center gap-1 font-semibold">
            <Clock className="size-4" aria-hidden />
            {T.pendingTitle} · {formatRupiah(p.grossAmount)}
          </p>
          <p>{T.pending(p.method, formatDateTime(p.expiresAt))}</p>
          {p.instructions ? <PayInstructionsList payment={p} /> : null}
          {p.instructions && p.hosted ? <p className="text-sm">{T.orOpenPage}</p> : null}
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

/** One payment's instructions: the codes to pay with (each with a copy button), the QR, amount, deadline. */
export function PayInstructionsList({ payment }: { payment: WaitingPayment }) {
  const i = payment.instructions ?? {};
  // Each label and value a <div> of one dt and one dd (valid inside <dl>); the copy button sits in the dd.
  const line = (label: string, value: string, testId: string, copy: string = T.copyCode) => (
    <div>
      <dt className="text-xs">{label}</dt>
      <dd className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-mono text-lg font-bold tracking-wide select-all" data-testid={testId}>
          {value}
        </span>
        <CopyButton value={value} label={copy} />
      </dd>
    </div>
  );
  return (
    <dl className="space-y-3 rounded-xl bg-white/70 p-3 dark:bg-surface-900/60" data-testid="pay-instructions">
      {i.vaNumber ? (
        <>
          <dt className="sr-only">Bank</dt>
          <dd className="text-sm font-semibold" data-testid="pay-bank">
            {i.bank ?? ""}
          </dd>
          {line(T.vaNumber(i.bank ?? ""), i.vaNumber, "pay-va-number", T.copyNumber)}
        </>
      ) : null}
      {i.billerCode ? line(T.billerCode, i.billerCode, "pay-biller-code") : null}
      {i.billKey ? line(T.billKey, i.billKey, "pay-bill-key") : null}
      {i.payCode ? line(T.payCode(payment.method), i.payCode, "pay-code") : null}
      {payment.qr ? (
        <div>
          <dt className="sr-only">{T.qrAlt}</dt>
          <dd>
            <svg
              viewBox={`0 0 ${payment.qr.size} ${payment.qr.size}`}
              width={240}
              height={240}
              role="img"
              aria-label={T.qrAlt}
              className="rounded-lg"
              shapeRendering="crispEdges"
              data-testid="pay-qr"
              data-qr-string={i.qrString}
            >
              <rect width={payment.qr.size} height={payment.qr.size} fill="#fff" />
              <path d={payment.qr.path} fill="#000" />
            </svg>
            <p className="mt-1 text-xs">{T.qrHint}</p>
          </dd>
        </div>
      ) : i.qrImageUrl ? (
        <div>
          <dt className="sr-only">{T.qrAlt}</dt>
          <dd>
            <img src={i.qrImageUrl} alt={T.qrAlt} width={240} height={240} className="rounded-lg bg-white" />
          </dd>
        </div>
      ) : null}
      {i.appUrl ? (
        <div>
          <dt className="sr-only">{T.openApp(payment.method)}</dt>
          <dd>
            <a href={i.appUrl} className="font-semibold text-brand underline" data-testid="pay-app-link">
              {T.openApp(payment.method)}
            </a>
          </dd>
        </div>
      ) : null}
      <div>
        <dt className="text-xs">{T.amountDue}</dt>
        <dd className="flex flex-wrap items-center justify-between gap-2 font-semibold tabular-nums">
          <span>
            <span className="text-lg" data-testid="pay-amount">
              {formatRupiah(payment.grossAmount)}
            </span>
            {payment.fee > 0 ? (
              <span className="block text-xs font-normal">{T.feeIncluded(payment.amount, payment.fee)}</span>
            ) : null}
          </span>
          <CopyButton value={String(payment.grossAmount)} label={T.copyAmount} />
        </dd>
      </div>
      <div>
        <dt className="text-xs">{T.deadline}</dt>
        <dd className="font-semibold tabular-nums" data-testid="pay-deadline">
          {formatDateTime(payment.expiresAt)}
        </dd>
      </div>
    </dl>
  );
}
