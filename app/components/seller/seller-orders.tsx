/** The dashboard's orders tab: incoming orders, newest first, filtered by status in the URL. */
import { OrderListSection, type EmptyOrders } from "~/components/orders/order-list-section";
import type { OrderList } from "~/modules/orders/lists.server";

export function sellerOrdersHref(status: string | null, page = 1) {
  const params = new URLSearchParams({ tab: "orders" });
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  return `/seller/dashboard?${params}`;
}

/** The empty card when no status is picked. */
const NO_ORDERS_YET: EmptyOrders = {
  title: "Belum ada pesanan masuk.",
  hint: "Pesanan dari pembeli akan muncul di sini. Pastikan listing Anda menarik dan stoknya tersedia.",
  to: "/sell/create-listing",
  linkLabel: "Buat Listing",
};

export function SellerOrders({ list, status, now }: { list: OrderList; status: string | null; now: number }) {
  return (
    <section className="mt-6 space-y-4" aria-label="Pesanan masuk">
      <OrderListSection
        list={list}
        status={status}
        now={now}
        partyLabel="Pembeli"
        hrefFor={sellerOrdersHref}
        empty={NO_ORDERS_YET}
      />
    </section>
  );
}
