/** The dashboard's orders tab: incoming orders, newest first, filtered by status in the URL. */
import { Link } from "@remix-run/react";
import { Card } from "~/components/ui";
import type { OrderList } from "~/modules/orders/lists.server";
import { OrderListRow } from "~/components/orders/order-list-row";
import { OrderStatusFilter } from "~/components/orders/order-status-filter";

export function sellerOrdersHref(status: string | null, page = 1) {
  const params = new URLSearchParams({ tab: "orders" });
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  return `/seller/dashboard?${params}`;
}

export function SellerOrders({ list, status, now }: { list: OrderList; status: string | null; now: number }) {
  return (
    <section className="mt-6 space-y-4" aria-label="Pesanan masuk">
      <OrderStatusFilter current={status} hrefFor={(s) => sellerOrdersHref(s)} />
      {list.items.length === 0 ? (
        <Card className="text-center">
          <p className="font-semibold">
            {status ? `Tidak ada pesanan berstatus ${status}.` : "Belum ada pesanan masuk."}
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {status
              ? "Pilih status lain untuk melihat pesanan Anda."
              : "Pesanan dari pembeli akan muncul di sini. Pastikan listing Anda menarik dan stoknya tersedia."}
          </p>
          <Link
            to={status ? sellerOrdersHref(null) : "/sell/create-listing"}
            className="mt-4 inline-block font-semibold text-brand hover:underline"
          >
            {status ? "Lihat semua pesanan" : "Buat Listing"}
          </Link>
        </Card>
      ) : (
        <>
          <ul className="space-y-3">
            {list.items.map((order) => (
              <OrderListRow key={order.id} order={order} partyLabel="Pembeli" now={now} />
            ))}
          </ul>
          {list.hasMore ? (
            <div className="text-center">
              <Link
                to={sellerOrdersHref(status, list.page + 1)}
                preventScrollReset
                className="inline-flex min-h-11 items-center rounded-xl border border-surface-200 px-5 font-semibold hover:bg-surface-200 dark:border-surface-700 dark:hover:bg-surface-800"
              >
                Muat Lebih Banyak
              </Link>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
