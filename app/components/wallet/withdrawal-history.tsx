/** The user's withdrawals, newest first: where the money goes, its status, and why or how it closed. */
import { WITHDRAWAL_HOLDER_CHECKED, WITHDRAWAL_PROCESSING } from "~/modules/wallet/texts";
import type { Withdrawal } from "~/modules/wallet/withdrawals.server";
import { formatRupiah } from "~/utils/format";
import { HistorySection, StatusAndDate } from "./history-section";
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
  | "verifiedAccountName"
  | "ewalletProvider"
  | "ewalletPhoneNumber"
  | "transferReference"
  | "rejectReason"
  | "createdAt"
>;

/** Where the money goes: the name the bank confirmed before the request where there is one. */
function destination(w: WithdrawalRow): string {
  const holder = w.verifiedAccountName
    ? ` a.n. ${w.verifiedAccountName} (${WITHDRAWAL_HOLDER_CHECKED})`
    : w.method === "bank_transfer"
      ? ` a.n. ${w.accountName ?? ""}`
      : "";
  if (w.method === "bank_transfer") return `${w.bankName ?? ""} ${maskTail(w.accountNumber)}${holder}`;
  return `${w.ewalletProvider ?? ""} ${maskTail(w.ewalletPhoneNumber)}${holder}`;
}

export function WithdrawalHistory({ withdrawals, now }: { withdrawals: WithdrawalRow[]; now: number }) {
  return (
    <HistorySection
      id="withdrawal-history-heading"
      title="Riwayat Penarikan"
      rows={withdrawals}
      empty="Belum ada penarikan."
      emptyHint="Permintaan penarikan Anda akan tampil di sini bersama statusnya."
    >
      {(w) => (
        <li
          key={w.id}
          data-testid="withdrawal-row"
          data-withdrawal-id={w.id}
          className="space-y-1 rounded-card border border-surface-200 bg-white p-4 dark:border-surface-800 dark:bg-surface-900"
        >
          <StatusAndDate status={WITHDRAWAL_STATUS_LABEL[w.status] ?? w.status} createdAt={w.createdAt} now={now} />
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
      )}
    </HistorySection>
  );
}
