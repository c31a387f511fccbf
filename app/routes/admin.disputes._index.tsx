/** Open disputes (orders in 'Dikomplain'), the oldest complaint first. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ChevronRight } from "lucide-react";
import { Card } from "~/components/ui";
import { openDisputes } from "~/modules/admin/disputes.server";
import { requireAdmin } from "~/modules/admin/guard.server";
import { pageMeta } from "~/modules/content/meta";
import { formatRelativeTime, formatRupiah } from "~/utils/format";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { disputes: await openDisputes(context.db), now: Date.now() };
}

export const meta: MetaFunction = () =>
  pageMeta("Komplain — Admin", "Pesanan yang dikomplain pembeli: baca bukti dan chat, lalu putuskan.");

export default function AdminDisputes() {
  const { disputes, now } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="open-disputes">
      <h2 id="open-disputes" className="text-lg font-bold">
        Komplain Terbuka ({disputes.length})
      </h2>
      {disputes.length === 0 ? (
        <p className="mt-2 text-slate-600 dark:text-slate-400">Tidak ada komplain yang terbuka.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {disputes.map((d) => (
            <li key={d.id} data-testid="dispute-row">
              <Link to={`/admin/disputes/${encodeURIComponent(d.id)}`} className="block rounded-card">
                <Card className="flex items-center gap-3 p-4 transition hover:border-accent-500">
                  <div className="min-w-0 flex-1">
                    <p className="font-mono text-xs font-semibold" data-testid="order-number">
                      {d.orderNumber ?? d.id}
                    </p>
                    <p className="truncate font-semibold">{d.productTitle}</p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {d.buyer} → {d.seller} · <span className="tabular-nums">{formatRupiah(d.totalAmount)}</span> ·{" "}
                      {formatRelativeTime(d.updatedAt, now)}
                    </p>
                    {d.disputeReason ? <p className="mt-1 line-clamp-2 text-sm">{d.disputeReason}</p> : null}
                  </div>
                  <ChevronRight className="size-5 shrink-0" aria-hidden />
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
