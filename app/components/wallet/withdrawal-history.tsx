/** The user's withdrawals, newest first: where the money goes, its status, and why or how it closed. */
import { OrderStatusBadge } from "~/components/orders/order-status-badge";
import { Card } from "~/components/ui";
import { WITHDRAWAL_PROCESSING } from "~/modules/wallet/texts";
import type { Withdrawal } from "~/modules/wallet/withdrawals.server";
import { formatLongDate, formatRelativeTime, formatRupiah } from "~/utils/format";
import { maskTail, WITHDRAWAL_METHOD_LABEL, WITHDRAWAL_STATUS_LABEL } from "./labels";

export type WithdrawalRow = Pick<
  Withdrawal,
  | "id"
  | "amount"
  | "method"
  | "status"
  | "bankName"
  | "accountNumber"
  | "accountName"
  | "ewalletProvider"
  | "ewalletPhoneNumber"
  | "transferReference"
  | "rejectReason"
  | "createdAt"
>;

function destination(w: WithdrawalRow): string {
  if (w.method === "bank_transfer")
    return `${w.bankName ?? ""} ${maskTail(w.accountNumber)} a.n. ${w.accountName ?? ""}`;
  return `${w.ewalletProvider ?? ""} ${maskTail(w.ewalletPhoneNumber)}`;
}

export function WithdrawalHistory({ withdrawals, now }: { withdrawals: WithdrawalRow[]; now: number }) {
  return (
    <section aria-labelledby="withdrawal-history-heading" className="space-y-3">
      <h2 id="withdrawal-history-heading" className="text-lg font-bold">
        Riwayat Penarikan
      </h2>
      {withdrawals.length === 0 ? (
        <Card className="text-center">
          <p className="font-semibold">Belum ada penarikan.</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Permintaan penarikan Anda akan tampil di sini bersama statusnya.
          </p>
        </Card>
      ) : (
        <ul className="space-y-2">
          {withdrawals.map((w) => (
            <li
              key={w.id}
              data-testid="withdrawal-row"
              data-withdrawal-id={w.id}
              className="space-y-1 rounded-card border border-surface-200 bg-white p-4 dark:border-surface-800 dark:bg-surface-900"
            >
              <div className="flex flex-wrap items-center gap-2">
                <OrderStatusBadge status={WITHDRAWAL_STATUS_LABEL[w.status] ?? w.status} />
                <time
                  dateTime={new Date(w.createdAt).toISOString()}
                  title={formatRelativeTime(w.createdAt, now)}
                  className="text-xs text-slate-600 dark:text-slate-400"
                >
                  {formatLongDate(w.createdAt)}
                </time>
              </div>
              <p className="font-semibold tabular-nums">{formatRupiah(w.amount)}</p>
              <p className="text-sm break-words text-slate-600 dark:text-slate-400">
                {WITHDRAWAL_METHOD_LABEL[w.method] ?? w.method} · {destination(w)}
              </p>
              {w.status === "paid" && w.transferReference ? (
                <p className="text-sm">
                  Referensi transfer: <span className="font-mono break-all">{w.transferReference}</span>
                </p>
              ) : null}
              {w.status === "rejected" ? (
                <p className="text-sm text-red-600 dark:text-red-400">
                  Alasan: {w.rejectReason || "Tidak disebutkan"}. Dana telah dikembalikan ke saldo Anda.
                </p>
              ) : null}
              {w.status === "pending" ? (
                <p className="text-xs text-slate-600 dark:text-slate-400">{WITHDRAWAL_PROCESSING}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
