import type { ReactNode } from "react";
import { Card } from "~/components/ui";

/** One number on a public profile (Total Penjualan, Feedback Positif, Rating Rata-rata). */
export function StatCard({
  label,
  value,
  icon,
  testId,
  note,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  testId: string;
  /** What the figure is computed from ('dari 8 ulasan'). */
  note?: ReactNode;
}) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-surface-100 text-brand dark:bg-surface-800">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
        <p className="flex items-center gap-1 text-2xl font-extrabold tabular-nums" data-testid={testId}>
          {value}
        </p>
        {note ? <p className="text-xs text-slate-600 dark:text-slate-400">{note}</p> : null}
      </div>
    </Card>
  );
}
