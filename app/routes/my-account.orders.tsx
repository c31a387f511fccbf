import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { OrderListSection, type EmptyOrders } from "~/components/orders/order-list-section";
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

/** The empty card when no status is picked. */
const NO_ORDERS_YET: EmptyOrders = {
  title: "Belum ada pesanan.",
  hint: "Temukan akun, top up, atau jasa joki untuk game favorit Anda.",
  to: "/games",
  linkLabel: "Jelajahi Game",
};

export default function MyOrders() {
  const { list, status, now } = useLoaderData<typeof loader>();
  return (
    <section className="space-y-4" aria-labelledby="orders-heading">
      <h2 id="orders-heading" className="text-xl font-bold">
        Pesanan Saya
      </h2>
      <OrderListSection
        list={list}
        status={status}
        now={now}
        partyLabel="Penjual"
        hrefFor={ordersHref}
        empty={NO_ORDERS_YET}
      />
    </section>
  );
}
