import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { OrderListRow } from "~/components/orders/order-list-row";
import { OrderStatusFilter } from "~/components/orders/order-status-filter";
import { Card } from "~/components/ui";
import { pageMeta } from "~/modules/content/meta";
import { listBuyerOrders, parsePage, parseStatusFilter } from "~/modules/orders/lists.server";
import { requireUser } from "~/modules/auth/guards.server";

/** The buyer's orders (spec: account page, orders tab), newest first, filtered by status in the URL. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context, "Anda harus login untuk melihat pesanan Anda.");
  const url = new URL(request.url);
  const status = parseStatusFilter(url.searchParams.get("status"));
  const list = await listBuyerOrders(context, user.id, { status, page: parsePage(url.searchParams.get("page")) });
  return { list, status, now: Date.now() };
}

export const meta: MetaFunction = () =>
  pageMeta("Pesanan Saya", "Semua pesanan Anda di PasarGame: status, total dan detail setiap pesanan.");

function ordersHref(status: string | null, page = 1) {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/my-account/orders?${query}` : "/my-account/orders";
}

export default function MyOrders() {
  const { list, status, now } = useLoaderData<typeof loader>();
  return (
    <section className="space-y-4" aria-labelledby="orders-heading">
      <h2 id="orders-heading" className="text-xl font-bold">
        Pesanan Saya
      </h2>
      <OrderStatusFilter current={status} hrefFor={(s) => ordersHref(s)} />
      {list.items.length === 0 ? (
        <Card className="text-center">
          <p className="font-semibold">{status ? `Tidak ada pesanan berstatus ${status}.` : "Belum ada pesanan."}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {status
              ? "Pilih status lain untuk melihat pesanan Anda."
              : "Temukan akun, top up, atau jasa joki untuk game favorit Anda."}
          </p>
          <Link
            to={status ? ordersHref(null) : "/games"}
            className="mt-4 inline-block font-semibold text-brand hover:underline"
          >
            {status ? "Lihat semua pesanan" : "Jelajahi Game"}
          </Link>
        </Card>
      ) : (
        <>
          <ul className="space-y-3">
            {list.items.map((order) => (
              <OrderListRow key={order.id} order={order} partyLabel="Penjual" now={now} />
            ))}
          </ul>
          {list.hasMore ? (
            <div className="text-center">
              <Link
                to={ordersHref(status, list.page + 1)}
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
