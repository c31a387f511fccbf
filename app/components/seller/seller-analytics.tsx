/**
 * The seller's analytics tab: the period (7/30/90 days, links), the totals, revenue per day as a
 * bar chart drawn in SVG on the server (no chart library, nothing to run), and the top listings
 * with views, add-to-cart, orders and conversion.
 */
import { Link } from "@remix-run/react";
import { Card } from "~/components/ui";
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from "~/modules/listings/analytics-rules";
import type { SellerAnalytics as Data } from "~/modules/listings/analytics.server";
import { ANALYTICS_TEXTS as T } from "~/modules/listings/texts";
import { cn } from "~/utils/cn";
import { formatNumber, formatRupiah } from "~/utils/format";

const percent = (value: number | null) => (value === null ? "—" : `${value.toLocaleString("id-ID")}%`);

export function SellerAnalytics({ data, period }: { data: Data; period: AnalyticsPeriod }) {
  const { totals } = data;
  return (
    <section aria-labelledby="analytics-title" className="mt-6 space-y-4" data-testid="seller-analytics">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="analytics-title" className="text-lg font-bold">
          {T.title}
        </h2>
        <nav aria-label="Periode" className="flex gap-1">
          {ANALYTICS_PERIODS.map((p) => (
            <Link
              key={p}
              to={`/seller/dashboard?tab=analytics&periode=${p}`}
              aria-current={p === period ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center rounded-xl px-3 text-sm font-semibold",
                p === period ? "bg-accent-500 text-white" : "bg-surface-100 dark:bg-surface-800",
              )}
            >
              {T.period(p)}
            </Link>
          ))}
        </nav>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="analytics-totals">
        {[
          [T.revenue, formatRupiah(totals.revenue), "revenue"],
          [T.orders, formatNumber(totals.orders), "orders"],
          [T.views, formatNumber(totals.views), "views"],
          [T.cartAdds, formatNumber(totals.cartAdds), "cart-adds"],
          [T.conversion, percent(totals.conversion), "conversion"],
        ].map(([label, value, key]) => (
          <Card key={key} className="p-3">
            <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="mt-1 font-bold tabular-nums" data-testid={`total-${key}`}>
              {value}
            </dd>
          </Card>
        ))}
      </dl>
      <Card className="p-4">
        <RevenueChart days={data.days} />
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{T.note}</p>
      </Card>
      <Card className="p-0">
        {/* A narrow phone scrolls the table sideways: the region takes focus so keys can too. */}
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={T.top}>
          <table className="w-full text-sm" data-testid="analytics-listings">
            <caption className="px-4 pt-3 text-left font-semibold">{T.top}</caption>
            <thead className="text-xs text-slate-600 dark:text-slate-400">
              <tr>
                {[T.listing, T.views, T.cartAdds, T.orders, T.revenue, T.conversion].map((label, i, all) => (
                  <th
                    key={label}
                    scope="col"
                    className={cn(
                      "py-2",
                      i === 0 ? "px-4 text-left" : i === all.length - 1 ? "px-4 text-right" : "px-2 text-right",
                    )}
                  >
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.listings.length === 0 ? (
                <tr>
                  <td colSpan={6} className="px-4 py-3 text-slate-600 dark:text-slate-400">
                    {T.empty}
                  </td>
                </tr>
              ) : (
                data.listings.map((l) => (
                  <tr
                    key={l.id}
                    className="border-t border-surface-200 tabular-nums dark:border-surface-800"
                    data-testid="analytics-listing"
                    data-listing-id={l.id}
                  >
                    <td className="max-w-56 truncate px-4 py-2">{l.title}</td>
                    <td className="px-2 py-2 text-right">{formatNumber(l.views)}</td>
                    <td className="px-2 py-2 text-right">{formatNumber(l.cartAdds)}</td>
                    <td className="px-2 py-2 text-right">{formatNumber(l.orders)}</td>
                    <td className="px-2 py-2 text-right">{formatRupiah(l.revenue)}</td>
                    <td className="px-4 py-2 text-right">{percent(l.conversion)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      </Card>
    </section>
  );
}

const WIDTH = 720;
const HEIGHT = 160;

/** Bars of revenue per day; each bar's title (and data attributes) carry the day's exact figures. */
function RevenueChart({ days }: { days: Data["days"] }) {
  const max = Math.max(1, ...days.map((d) => d.revenue));
  const step = WIDTH / days.length;
  const total = days.reduce((n, d) => n + d.revenue, 0);
  const orders = days.reduce((n, d) => n + d.orders, 0);
  return (
    <figure>
      <figcaption className="text-sm font-semibold">{T.chart(days.length)}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-2 h-40 w-full"
        role="img"
        aria-label={`${T.chart(days.length)}. ${T.chartSummary(formatRupiah(total), orders)}`}
        data-testid="revenue-chart"
        preserveAspectRatio="none"
      >
        <line x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-slate-400" strokeWidth={1} />
        {days.map((d, i) => {
          const h = d.revenue > 0 ? Math.max(2, (d.revenue / max) * (HEIGHT - 8)) : 0;
          return (
            <rect
              key={d.day}
              x={i * step + step * 0.15}
              y={HEIGHT - h}
              width={step * 0.7}
              height={h}
              rx={1.5}
              className="fill-accent-500"
              data-testid="revenue-bar"
              data-day={d.day}
              data-revenue={d.revenue}
              data-orders={d.orders}
            >
              <title>{`${d.day}: ${formatRupiah(d.revenue)} (${d.orders} ${T.orders.toLowerCase()})`}</title>
            </rect>
          );
        })}
      </svg>
      <p className="mt-1 flex justify-between text-xs text-slate-600 tabular-nums dark:text-slate-400">
        <span>{days[0]?.day}</span>
        <span>{days.at(-1)?.day}</span>
      </p>
    </figure>
  );
}
