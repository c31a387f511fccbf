/** The order status badge with the spec's colours (section 9): yellow waiting, blue processing,
 * purple shipped, green done, red cancelled, grey otherwise (Dikomplain is a dispute: orange). */
import { ORDER_STATUS as S } from "~/modules/orders/constants";
import { cn } from "~/utils/cn";

const COLOURS: Record<string, string> = {
  [S.awaitingPayment]: "bg-yellow-100 text-yellow-900 dark:bg-yellow-500/20 dark:text-yellow-200",
  pending: "bg-yellow-100 text-yellow-900 dark:bg-yellow-500/20 dark:text-yellow-200",
  [S.processing]: "bg-blue-100 text-blue-900 dark:bg-blue-500/20 dark:text-blue-200",
  processing: "bg-blue-100 text-blue-900 dark:bg-blue-500/20 dark:text-blue-200",
  [S.shipped]: "bg-purple-100 text-purple-900 dark:bg-purple-500/20 dark:text-purple-200",
  [S.completed]: "bg-green-100 text-green-900 dark:bg-green-500/20 dark:text-green-200",
  success: "bg-green-100 text-green-900 dark:bg-green-500/20 dark:text-green-200",
  [S.cancelled]: "bg-red-100 text-red-900 dark:bg-red-500/20 dark:text-red-200",
  cancelled: "bg-red-100 text-red-900 dark:bg-red-500/20 dark:text-red-200",
  failed: "bg-red-100 text-red-900 dark:bg-red-500/20 dark:text-red-200",
  [S.disputed]: "bg-orange-100 text-orange-900 dark:bg-orange-500/20 dark:text-orange-200",
  // Deposits and withdrawals (raw statuses and the wallet pages' Indonesian labels).
  Menunggu: "bg-yellow-100 text-yellow-900 dark:bg-yellow-500/20 dark:text-yellow-200",
  approved: "bg-green-100 text-green-900 dark:bg-green-500/20 dark:text-green-200",
  Disetujui: "bg-green-100 text-green-900 dark:bg-green-500/20 dark:text-green-200",
  paid: "bg-green-100 text-green-900 dark:bg-green-500/20 dark:text-green-200",
  Dibayar: "bg-green-100 text-green-900 dark:bg-green-500/20 dark:text-green-200",
  rejected: "bg-red-100 text-red-900 dark:bg-red-500/20 dark:text-red-200",
  Ditolak: "bg-red-100 text-red-900 dark:bg-red-500/20 dark:text-red-200",
};
const GREY = "bg-surface-100 text-slate-800 dark:bg-surface-800 dark:text-slate-200";

export function OrderStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span
      data-status={status}
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        COLOURS[status] ?? GREY,
        className,
      )}
    >
      {status}
    </span>
  );
}
