/**
 * Open disputes (orders in 'Dikomplain'), what is due first: overdue ones marked 'Terlambat' in red
 * (in words, not colour only), and those whose seller did not respond marked so.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ChevronRight } from "lucide-react";
import { Card } from "~/components/ui";
import { openClaims, openDisputes } from "~/modules/admin/disputes.server";
import { CASE_TEXTS, CLAIM_REASON_LABELS } from "~/modules/orders/texts";
import { requireAdmin } from "~/modules/admin/guard.server";
import { pageMeta } from "~/modules/content/meta";
import { formatRelativeTime, formatRupiah } from "~/utils/format";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const [disputes, claims] = await Promise.all([openDisputes(context.db), openClaims(context.db)]);
  return { disputes, claims, now: Date.now() };
}

export const meta: MetaFunction = () =>
  pageMeta("Komplain — Admin", "Pesanan yang dikomplain pembeli: baca bukti dan chat, lalu putuskan.");

export default function AdminDisputes() {
  const { disputes, claims, now } = useLoaderData<typeof loader>();
  return (
    <>
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
                      {d.deadlineAt !== null && d.caseStage ? (
                        <p
                          className={`mt-1 text-sm ${d.deadlineAt <= now ? "font-semibold text-red-700 dark:text-red-400" : ""}`}
                          data-testid="dispute-due"
                        >
                          {d.deadlineAt <= now ? `${CASE_TEXTS.overdue} · ` : ""}
                          {d.caseStage === "seller"
                            ? CASE_TEXTS.sellerDueAt(d.deadlineAt)
                            : CASE_TEXTS.staffDueAt(d.deadlineAt)}
                        </p>
                      ) : null}
                      {d.caseUnresponsive ? (
                        <p
                          className="mt-1 text-sm font-semibold text-orange-800 dark:text-orange-300"
                          data-testid="dispute-unresponsive"
                        >
                          {CASE_TEXTS.unresponsive}
                        </p>
                      ) : null}
                    </div>
                    <ChevronRight className="size-5 shrink-0" aria-hidden />
                  </Card>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="open-claims" className="mt-8">
        <h2 id="open-claims" className="text-lg font-bold">
          Klaim Garansi Terbuka ({claims.length})
        </h2>
        {claims.length === 0 ? (
          <p className="mt-2 text-slate-600 dark:text-slate-400">Tidak ada klaim garansi yang terbuka.</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {claims.map((c) => (
              <li key={c.id} data-testid="claim-row">
                <Link to={`/admin/disputes/${encodeURIComponent(c.id)}`} className="block rounded-card">
                  <Card className="flex items-center gap-3 p-4 transition hover:border-accent-500">
                    <div className="min-w-0 flex-1">
                      <p className="font-mono text-xs font-semibold">{c.orderNumber ?? c.id}</p>
                      <p className="truncate font-semibold">{c.productTitle}</p>
                      <p className="text-sm text-slate-600 dark:text-slate-400">
                        {c.buyer} → {c.seller} · <span className="tabular-nums">{formatRupiah(c.totalAmount)}</span> ·{" "}
                        {formatRelativeTime(c.claimedAt, now)}
                      </p>
                      <p className="mt-1 text-sm">{CLAIM_REASON_LABELS[c.claimReason]}</p>
                    </div>
                    <ChevronRight className="size-5 shrink-0" aria-hidden />
                  </Card>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
