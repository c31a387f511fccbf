import { Clock, Wallet } from "lucide-react";
import { formatRupiah } from "~/utils/format";

/**
 * The two figures a user needs: what they can spend or withdraw now (the wallet) and what is on its
 * way out in pending withdrawals (the hold account).
 */
export function BalanceSummary({ available, held }: { available: number; held: number }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2" data-testid="balance-summary">
      <div className="rounded-card border border-surface-200 bg-white p-5 dark:border-surface-800 dark:bg-surface-900">
        <dt className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Wallet className="size-4" aria-hidden="true" />
          Saldo Tersedia
        </dt>
        <dd className="mt-1 text-2xl font-bold text-money tabular-nums" data-testid="available-balance">
          {formatRupiah(available)}
        </dd>
        <dd className="mt-1 text-xs text-slate-600 dark:text-slate-400">Bisa dipakai belanja atau ditarik.</dd>
      </div>
      <div className="rounded-card border border-surface-200 bg-white p-5 dark:border-surface-800 dark:bg-surface-900">
        <dt className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Clock className="size-4" aria-hidden="true" />
          Dalam Proses Penarikan
        </dt>
        <dd className="mt-1 text-2xl font-bold tabular-nums" data-testid="held-balance">
          {formatRupiah(held)}
        </dd>
        <dd className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          Ditahan sampai penarikan dibayar; kembali ke saldo bila ditolak.
        </dd>
      </div>
    </dl>
  );
}
