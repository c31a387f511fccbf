/**
 * The frame of the wallet's histories (deposits, withdrawals): heading, a card when there is
 * nothing yet, the rows; and the status-and-date line each row starts with.
 */
import type { ReactNode } from "react";
import { OrderStatusBadge } from "~/components/orders/order-status-badge";
import { Card } from "~/components/ui";
import { formatLongDate, formatRelativeTime } from "~/utils/format-date";

export function HistorySection<R>({
  id,
  title,
  rows,
  empty,
  emptyHint,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  rows: R[];
  empty: string;
  emptyHint: string;
  children: (row: R) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {rows.length === 0 ? (
        <Card className="text-center">
          <p className="font-semibold">{empty}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{emptyHint}</p>
        </Card>
      ) : (
        <ul className="space-y-2">{rows.map(children)}</ul>
      )}
    </section>
  );
}

/** A request's status badge and the day it was made (the relative time as a tooltip). */
export function StatusAndDate({ status, createdAt, now }: { status: string; createdAt: number; now: number }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <OrderStatusBadge status={status} />
      <time
        dateTime={new Date(createdAt).toISOString()}
        title={formatRelativeTime(createdAt, now)}
        className="text-xs text-slate-600 dark:text-slate-400"
      >
        {formatLongDate(createdAt)}
      </time>
    </div>
  );
}
