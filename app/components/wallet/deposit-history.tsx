/** The user's deposits, newest first; each row opens the deposit's own page with its instructions. */
import { Link } from "@remix-run/react";
import { ChevronRight } from "lucide-react";
import type { Deposit } from "~/modules/wallet/deposits.server";
import { formatRupiah } from "~/utils/format";
import { HistorySection, StatusAndDate } from "./history-section";
import { DEPOSIT_STATUS_LABEL } from "./labels";

export type DepositRow = Pick<
  Deposit,
  "id" | "amount" | "paymentMethod" | "totalPaymentDue" | "status" | "createdAt" | "rejectReason"
>;

export function DepositHistory({ deposits, now }: { deposits: DepositRow[]; now: number }) {
  return (
    <HistorySection
      id="deposit-history-heading"
      title="Riwayat Deposit"
      rows={deposits}
      empty="Belum ada deposit."
      emptyHint="Deposit pertama Anda akan tampil di sini bersama statusnya."
    >
      {(d) => (
        <li key={d.id} data-testid="deposit-row" data-deposit-id={d.id}>
          <Link
            to={`/my-account/wallet/deposits/${d.id}`}
            className="flex items-center gap-3 rounded-card border border-surface-200 bg-white p-4 hover:border-accent-500 dark:border-surface-800 dark:bg-surface-900"
          >
            <div className="min-w-0 flex-1 space-y-1">
              <StatusAndDate status={DEPOSIT_STATUS_LABEL[d.status] ?? d.status} createdAt={d.createdAt} now={now} />
              <p className="font-semibold tabular-nums">{formatRupiah(d.amount)}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {d.paymentMethod} · Total bayar <span className="tabular-nums">{formatRupiah(d.totalPaymentDue)}</span>
              </p>
              {d.status === "rejected" && d.rejectReason ? (
                <p className="text-sm text-red-600 dark:text-red-400">Alasan: {d.rejectReason}</p>
              ) : null}
            </div>
            <ChevronRight className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
          </Link>
        </li>
      )}
    </HistorySection>
  );
}
