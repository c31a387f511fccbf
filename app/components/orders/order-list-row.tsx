/**
 * One order in a list (the buyer's orders and the seller's incoming orders): status badge, product,
 * the other party, total, how it was paid and date; the whole row links to the order page.
 */
import { Link } from "@remix-run/react";
import { ChevronRight } from "lucide-react";
import { OrderStatusBadge } from "~/components/orders/order-status-badge";
import type { OrderListItem } from "~/modules/orders/lists.server";
import { PAID_WITH_TEXTS } from "~/modules/payments/texts";
import { formatRupiah } from "~/utils/format";
import { formatLongDate, formatRelativeTime } from "~/utils/format-date";

export function OrderListRow({
  order,
  partyLabel,
  now,
}: {
  order: OrderListItem;
  /** "Penjual" in the buyer's list, "Pembeli" in the seller's. */
  partyLabel: string;
  now: number;
}) {
  return (
    <li data-testid="order-row" data-order-id={order.id}>
      <Link
        to={`/order/${order.id}`}
        className="flex items-center gap-3 rounded-card border border-surface-200 bg-white p-4 hover:border-accent-500 dark:border-surface-800 dark:bg-surface-900"
      >
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={order.status} />
            <span className="font-mono text-xs font-semibold" data-testid="order-number">
              {order.orderNumber}
            </span>
            <span className="text-xs text-slate-600 dark:text-slate-400">
              <time dateTime={new Date(order.createdAt).toISOString()} title={formatRelativeTime(order.createdAt, now)}>
                {formatLongDate(order.createdAt)}
              </time>
            </span>
          </div>
          <p className="line-clamp-2 font-semibold">{order.productTitle}</p>
          <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <img src={order.partyAvatarUrl} alt="" width={20} height={20} className="size-5 rounded-full" />
            <span className="truncate">
              {partyLabel}: <span data-testid="order-party">{order.partyUsername}</span>
            </span>
          </p>
          <p className="text-sm">
            <span className="text-slate-600 dark:text-slate-400">{order.quantity} × · Total </span>
            <strong className="text-money tabular-nums">{formatRupiah(order.totalAmount)}</strong>
            {order.paidMethod ? (
              <span className="text-slate-600 dark:text-slate-400">
                {" · "}
                {PAID_WITH_TEXTS.listVia} <span data-testid="order-paid-method">{order.paidMethod}</span>
              </span>
            ) : null}
          </p>
        </div>
        <ChevronRight className="size-5 shrink-0 text-slate-600 dark:text-slate-400" aria-hidden />
        <span className="sr-only">Lihat detail pesanan</span>
      </Link>
    </li>
  );
}
