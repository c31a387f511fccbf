/**
 * 'Mutasi Saldo': the ledger movements of the user's wallet and hold, newest first — date, kind, the
 * order/deposit/withdrawal it belongs to, the amount in or out and the balance after it.
 */
import { Link } from "@remix-run/react";
import type { StatementRow } from "~/modules/wallet/statement.server";
import { formatRupiah } from "~/utils/format";
import { formatLongDate } from "~/utils/format-date";
import { cn } from "~/utils/cn";
import { HistorySection } from "./history-section";
import { STATEMENT_ACCOUNT_LABEL, statementKindLabel } from "./labels";

export function StatementList({ rows, title = "Mutasi Saldo" }: { rows: StatementRow[]; title?: string }) {
  return (
    <HistorySection
      id="statement-heading"
      title={title}
      rows={rows}
      empty="Belum ada mutasi saldo"
      emptyHint="Deposit, pembayaran, pengembalian dana dan penarikan akan tercatat di sini."
    >
      {(row) => (
        <li
          key={row.id}
          className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 rounded-xl border border-surface-200 bg-white p-4 dark:border-surface-800 dark:bg-surface-900"
          data-testid="statement-row"
          data-kind={row.kind}
          data-amount={row.amount}
          data-balance={row.balanceAfter}
          data-account={row.account}
        >
          <div className="min-w-0">
            <p className="font-semibold">
              {row.link ? (
                <Link to={row.link} className="hover:text-brand hover:underline">
                  {statementKindLabel(row.kind, row.account, row.amount)}
                </Link>
              ) : (
                statementKindLabel(row.kind, row.account, row.amount)
              )}
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              <time dateTime={new Date(row.createdAt).toISOString()}>{formatLongDate(row.createdAt)}</time> ·{" "}
              {STATEMENT_ACCOUNT_LABEL[row.account]}
            </p>
          </div>
          <div className="text-right tabular-nums">
            <p
              className={cn(
                "font-bold",
                row.amount > 0 ? "text-green-700 dark:text-green-400" : "text-red-700 dark:text-red-300",
              )}
            >
              <span className="sr-only">{row.amount > 0 ? "Masuk " : "Keluar "}</span>
              {row.amount > 0 ? "+" : "−"}
              {formatRupiah(Math.abs(row.amount))}
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-400">Saldo {formatRupiah(row.balanceAfter)}</p>
          </div>
        </li>
      )}
    </HistorySection>
  );
}
