/** Deposit and withdrawal status badges in the spec's colours: yellow waiting, green done, red refused. */
import { cn } from "~/utils/cn";

const LABELS: Record<string, { text: string; className: string }> = {
  pending: { text: "Menunggu", className: "bg-yellow-100 text-yellow-900 dark:bg-yellow-500/20 dark:text-yellow-200" },
  approved: { text: "Disetujui", className: "bg-green-100 text-green-900 dark:bg-green-500/20 dark:text-green-200" },
  paid: { text: "Dibayar", className: "bg-green-100 text-green-900 dark:bg-green-500/20 dark:text-green-200" },
  rejected: { text: "Ditolak", className: "bg-red-100 text-red-900 dark:bg-red-500/20 dark:text-red-200" },
};

export function RequestStatusBadge({ status }: { status: string }) {
  const label = LABELS[status] ?? {
    text: status,
    className: "bg-surface-100 text-slate-800 dark:bg-surface-800 dark:text-slate-200",
  };
  return (
    <span
      data-status={status}
      className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", label.className)}
    >
      {label.text}
    </span>
  );
}
