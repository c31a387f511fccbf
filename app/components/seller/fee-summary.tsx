/**
 * What a sale brings the seller: the platform fee the ledger takes at release (`platformFee`, the
 * one rule in modules/money/constants.ts) and the net amount credited to the seller's balance.
 */
import { PLATFORM_FEE_PERCENT, platformFee } from "~/modules/money/constants";
import { formatRupiah } from "~/utils/format";
import { cn } from "~/utils/cn";

export const FEE_LABEL = `Biaya platform ${PLATFORM_FEE_PERCENT} %`;

/** The net a seller receives for a sale of `amount` rupiah. */
export const sellerNet = (amount: number) => amount - platformFee(amount);

/**
 * The fee and the net for `amount` (null: no valid price yet). `live` announces changes politely
 * (the create-listing form updates it as the seller types).
 */
export function FeeSummary({
  amount,
  grossLabel = "Harga jual",
  netLabel = "Yang Anda terima",
  live = false,
  className,
  testId = "fee-summary",
}: {
  amount: number | null;
  grossLabel?: string;
  netLabel?: string;
  live?: boolean;
  className?: string;
  testId?: string;
}) {
  const valid = amount !== null && Number.isSafeInteger(amount) && amount > 0;
  return (
    <dl
      className={cn(
        "grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 rounded-xl bg-surface-100 p-3 text-sm dark:bg-surface-800",
        className,
      )}
      data-testid={testId}
      aria-live={live ? "polite" : undefined}
    >
      <dt className="text-slate-600 dark:text-slate-400">{grossLabel}</dt>
      <dd className="text-right tabular-nums" data-testid="fee-gross">
        {valid ? formatRupiah(amount) : "—"}
      </dd>
      <dt className="text-slate-600 dark:text-slate-400">{FEE_LABEL}</dt>
      <dd className="text-right tabular-nums" data-testid="fee-amount">
        {valid ? formatRupiah(platformFee(amount)) : "—"}
      </dd>
      <dt className="font-semibold">{netLabel}</dt>
      <dd className="text-right font-bold text-money tabular-nums" data-testid="fee-net">
        {valid ? formatRupiah(sellerNet(amount)) : "—"}
      </dd>
    </dl>
  );
}
