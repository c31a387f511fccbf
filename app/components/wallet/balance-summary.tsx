import { Clock, Wallet } from "lucide-react";
import { SALDO_PART_TEXTS as P } from "~/modules/wallet/texts";
import { formatRupiah } from "~/utils/format";

/** One of the Saldo's two parts, its explanation on hover. */
function PartRow({ label, hint, amount, testId }: { label: string; hint: string; amount: number; testId: string }) {
  return (
    <p className="flex justify-between gap-2" title={hint}>
      <span>{label}</span>
      <span className="font-semibold tabular-nums" data-testid={testId}>
        {formatRupiah(amount)}
      </span>
    </p>
  );
}

/**
 * The two figures a user needs: what they can spend or withdraw now (the Saldo) and what is on its
 * way out in pending withdrawals (the hold account); with `parts`, the Saldo's pre-funded part and
 * its proceeds-and-refunds part (kept apart in the ledger for Bank Indonesia's e-money rules).
 */
export function BalanceSummary({
  available,
  held,
  parts,
}: {
  available: number;
  held: number;
  parts?: { deposit: number; proceeds: number };
}) {
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
        {parts ? (
          <dd className="mt-3 space-y-1 border-t border-surface-200 pt-3 text-sm dark:border-surface-800">
            <PartRow label={P.deposit} hint={P.depositHint} amount={parts.deposit} testId="deposit-part" />
            <PartRow label={P.proceeds} hint={P.proceedsHint} amount={parts.proceeds} testId="proceeds-part" />
          </dd>
        ) : null}
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
