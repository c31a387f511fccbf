/**
 * An order list as both the buyer (my-account/orders) and the seller (dashboard, orders tab) see it:
 * the status filter, a card when nothing matches, the rows, and 'Muat Lebih Banyak'.
 */
import { Link } from "@remix-run/react";
import { LoadMoreLink } from "~/components/load-more-link";
import { Card } from "~/components/ui";
import type { OrderList } from "~/modules/orders/lists.server";
import { OrderListRow } from "./order-list-row";
import { OrderStatusFilter } from "./order-status-filter";

/** What the empty card says when no status is picked (with a status it offers all orders). */
export type EmptyOrders = { title: string; hint: string; to: string; linkLabel: string };

export function OrderListSection({
  list,
  status,
  now,
  partyLabel,
  hrefFor,
  empty,
}: {
  list: OrderList;
  status: string | null;
  now: number;
  /** Who the other party is in each row: "Penjual" for the buyer, "Pembeli" for the seller. */
  partyLabel: string;
  hrefFor: (status: string | null, page?: number) => string;
  empty: EmptyOrders;
}) {
  return (
    <>
      <OrderStatusFilter current={status} hrefFor={(s) => hrefFor(s)} />
      {list.items.length === 0 ? (
        <Card className="text-center">
          <p className="font-semibold">{status ? `Tidak ada pesanan berstatus ${status}.` : empty.title}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {status ? "Pilih status lain untuk melihat pesanan Anda." : empty.hint}
          </p>
          <Link
            to={status ? hrefFor(null) : empty.to}
            className="mt-4 inline-block font-semibold text-brand hover:underline"
          >
            {status ? "Lihat semua pesanan" : empty.linkLabel}
          </Link>
        </Card>
      ) : (
        <>
          <ul className="space-y-3">
            {list.items.map((order) => (
              <OrderListRow key={order.id} order={order} partyLabel={partyLabel} now={now} />
            ))}
          </ul>
          {list.hasMore ? <LoadMoreLink to={hrefFor(status, list.page + 1)} /> : null}
        </>
      )}
    </>
  );
}
