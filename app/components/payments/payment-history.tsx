/**
 * 'Riwayat Pembayaran': the sums of what the user paid, then each payment — method, state, date, the
 * orders (or deposit) it paid, amount, fee, total and references.
 */
import { Link } from "@remix-run/react";
import { HistorySection } from "~/components/wallet/history-section";
import { Card } from "~/components/ui";
import type { HistoryRow, HistoryTotals } from "~/modules/payments/history.server";
import { HISTORY_TEXTS as T, PAID_WITH_TEXTS, PAYMENT_STATUS_LABELS } from "~/modules/payments/texts";
import { formatRupiah } from "~/utils/format";
import { formatLongDate } from "~/utils/format-date";

export function HistoryTotalsCard({ totals }: { totals: HistoryTotals }) {
  const line = (label: string, amount: number, id: string) => (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-semibold tabular-nums" data-testid={id} data-amount={amount}>
        {formatRupiah(amount)}
      </dd>
    </div>
  );
  return (
    <Card>
      <dl className="space-y-1 text-sm">
        {line(T.totalGateway, totals.gateway, "history-total-gateway")}
        {line(T.totalFees, totals.fees, "history-total-fees")}
        {line(T.totalWallet, totals.wallet, "history-total-wallet")}
      </dl>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{T.totalsNote}</p>
    </Card>
  );
}

export function PaymentHistoryList({ rows }: { rows: HistoryRow[] }) {
  return (
    <HistorySection id="payment-history-heading" title={T.title} rows={rows} empty={T.empty} emptyHint={T.emptyHint}>
      {(row) => (
        <li
          key={row.key}
          className="space-y-2 rounded-xl border border-surface-200 bg-white p-4 text-sm dark:border-surface-800 dark:bg-surface-900"
          data-testid="payment-row"
          data-via={row.via}
          data-status={row.status}
          data-total={row.total}
          data-fee={row.fee}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-semibold">
              {row.method} · {PAYMENT_STATUS_LABELS[row.status]}
            </p>
            <time
              className="text-xs text-slate-600 dark:text-slate-400"
              dateTime={new Date(row.createdAt).toISOString()}
            >
              {formatLongDate(row.settledAt ?? row.createdAt)}
            </time>
          </div>
          <ul className="space-y-0.5">
            {row.purpose === "deposit" && row.depositId ? (
              <li>
                <Link to={`/my-account/wallet/deposits/${row.depositId}`} className="text-brand hover:underline">
                  {T.deposit}
                </Link>
              </li>
            ) : (
              row.orders.map((o) => (
                <li key={o.id}>
                  {T.order}{" "}
                  <Link to={`/order/${o.id}`} className="font-mono text-brand hover:underline">
                    {o.number}
                  </Link>{" "}
                  <span className="tabular-nums">{formatRupiah(o.amount)}</span>
                  {o.outcome ? T.outcome[o.outcome] : null}
                </li>
              ))
            )}
          </ul>
          <p className="tabular-nums">
            {T.amount} {formatRupiah(row.amount)} · {T.fee} {formatRupiah(row.fee)} ·{" "}
            <strong>
              {T.total} {formatRupiah(row.total)}
            </strong>
          </p>
          {row.paymentId ? (
            <p className="font-mono text-xs text-slate-600 dark:text-slate-400">
              {row.paymentId}
              {row.reference ? ` · ${PAID_WITH_TEXTS.providerReference(row.reference)}` : null}
            </p>
          ) : null}
        </li>
      )}
    </HistorySection>
  );
}
