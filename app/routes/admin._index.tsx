/** The console's front page: what is waiting for staff, and finding an order by its number (GET ?q=). */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ArrowDownToLine, ArrowUpFromLine, ShieldAlert } from "lucide-react";
import { SearchForm } from "~/components/admin/admin-forms";
import { OrderStatusBadge } from "~/components/orders/order-status-badge";
import { Card } from "~/components/ui";
import { requireAdmin } from "~/modules/admin/guard.server";
import { findOrdersForStaff } from "~/modules/admin/orders.server";
import { overviewCounts } from "~/modules/admin/queues.server";
import { pageMeta } from "~/modules/content/meta";
import { walletFloat } from "~/modules/wallet/e-money-limits.server";
import { E_MONEY_TEXTS } from "~/modules/wallet/texts";
import { formatNumber, formatRupiah } from "~/utils/format";
import { formatLongDate } from "~/utils/format-date";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  const [counts, found, float] = await Promise.all([
    overviewCounts(context.db),
    q.trim() ? findOrdersForStaff(context.db, q) : null,
    walletFloat(context),
  ]);
  return { counts, q, found, float };
}

export const meta: MetaFunction = () =>
  pageMeta("Ringkasan Admin", "Deposit dan penarikan yang menunggu, serta komplain yang terbuka.");

export default function AdminOverview() {
  const { counts, q, found, float } = useLoaderData<typeof loader>();
  const cards = [
    {
      to: "/admin/deposits",
      label: "Deposit menunggu",
      value: counts.deposits,
      icon: ArrowDownToLine,
      testId: "count-deposits",
    },
    {
      to: "/admin/withdrawals",
      label: "Penarikan menunggu",
      value: counts.withdrawals,
      icon: ArrowUpFromLine,
      testId: "count-withdrawals",
    },
    {
      to: "/admin/disputes",
      label: "Komplain terbuka",
      value: counts.disputes,
      icon: ShieldAlert,
      testId: "count-disputes",
    },
    // Shown only when a provider answer waits for staff (it is never routine).
    ...(counts.payoutReviews > 0
      ? [
          {
            to: "/admin/withdrawals#payout-reviews-title",
            label: "Pembayaran perlu ditinjau",
            value: counts.payoutReviews,
            icon: ShieldAlert,
            testId: "count-payout-reviews",
          },
        ]
      : []),
  ];
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        {cards.map(({ to, label, value, icon: Icon, testId }) => (
          <Link key={to} to={to} className="rounded-card focus-visible:ring-2 focus-visible:ring-accent-500">
            <Card className="h-full transition hover:border-accent-500">
              <Icon className="size-6 text-brand" aria-hidden />
              <p className="mt-3 text-3xl font-bold tabular-nums" data-testid={testId}>
                {formatNumber(value)}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
            </Card>
          </Link>
        ))}
      </div>
      <Card>
        <div data-testid="wallet-float" data-warn={float.warn ? "1" : undefined}>
          <p className="text-sm font-semibold">{E_MONEY_TEXTS.floatTitle}</p>
          <p className="text-sm">{E_MONEY_TEXTS.float(formatRupiah(float.total), formatRupiah(float.threshold))}</p>
          {float.warn ? (
            <p role="alert" className="mt-1 text-sm font-semibold text-red-700 dark:text-red-300">
              {E_MONEY_TEXTS.floatWarning}
            </p>
          ) : null}
        </div>
      </Card>
      <section aria-labelledby="order-search" className="space-y-3">
        <h2 id="order-search" className="text-lg font-bold">
          Cari Pesanan
        </h2>
        <SearchForm q={q} label="Cari pesanan" placeholder="Nomor pesanan (PG-XXXX-XXXX) atau ID pesanan" />
        {found ? (
          found.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="order-search-empty">
              Pesanan tidak ditemukan. Periksa nomor pesanan (contoh: PG-24K7-9QX2).
            </p>
          ) : (
            <ul className="space-y-3">
              {found.map((o) => (
                <li key={o.id} data-testid="order-search-row" data-order-id={o.id}>
                  <Link
                    to={o.status === "Dikomplain" ? `/admin/disputes/${encodeURIComponent(o.id)}` : `/order/${o.id}`}
                    className="block rounded-card"
                  >
                    <Card className="space-y-1 p-4 transition hover:border-accent-500">
                      <p className="flex flex-wrap items-center gap-2">
                        <span className="font-mono text-sm font-semibold" data-testid="order-number">
                          {o.orderNumber ?? o.id}
                        </span>
                        <OrderStatusBadge status={o.status} />
                      </p>
                      <p className="font-semibold">{o.productTitle}</p>
                      <p className="text-sm text-slate-600 dark:text-slate-400">
                        {o.buyer} → {o.seller} · <span className="tabular-nums">{formatRupiah(o.totalAmount)}</span> ·{" "}
                        {formatLongDate(o.createdAt)}
                      </p>
                    </Card>
                  </Link>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </section>
    </div>
  );
}
