/**
 * Open disputes (orders in 'Dikomplain'), what is due first: overdue ones marked 'Terlambat' in red
 * (in words, not colour only), and those whose seller did not respond marked so.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ChevronRight } from "lucide-react";
import { Card } from "~/components/ui";
import { openClaims, openDisputes } from "~/modules/admin/disputes.server";
import { CASE_TEXTS, CLAIM_REASON_LABELS } from "~/modules/cases/texts";
import { requireAdmin } from "~/modules/admin/guard.server";
import { pageMeta } from "~/modules/content/meta";
import { formatRupiah } from "~/utils/format";
import { formatRelativeTime } from "~/utils/format-date";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const [disputes, claims] = await Promise.all([openDisputes(context.db), openClaims(context.db)]);
  return { disputes, claims, now: Date.now() };
}

export const meta: MetaFunction = () =>
  pageMeta("Komplain — Admin", "Pesanan yang dikomplain pembeli: baca bukti dan chat, lalu putuskan.");

/** One open case in the queue (a dispute or a claim): who, what, since when, and what is due. */
function QueueRow({
  row,
  summary,
  at,
  now,
  testId,
}: {
  row: {
    id: string;
    orderNumber: string | null;
    productTitle: string;
    buyer: string;
    seller: string;
    totalAmount: number;
    deadlineAt: number | null;
    caseStage: "seller" | "staff" | "closed" | null;
    caseUnresponsive: boolean;
  };
  summary: string | null;
  at: number;
  now: number;
  testId: "dispute" | "claim";
}) {
  const overdue = row.deadlineAt !== null && row.deadlineAt <= now;
  return (
    <li data-testid={`${testId}-row`}>
      <Link to={`/admin/disputes/${encodeURIComponent(row.id)}`} className="block rounded-card">
        <Card className="flex items-center gap-3 p-4 transition hover:border-accent-500">
          <div className="min-w-0 flex-1">
            <p className="font-mono text-xs font-semibold" data-testid="order-number">
              {row.orderNumber ?? row.id}
            </p>
            <p className="truncate font-semibold">{row.productTitle}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {row.buyer} → {row.seller} · <span className="tabular-nums">{formatRupiah(row.totalAmount)}</span> ·{" "}
              {formatRelativeTime(at, now)}
            </p>
            {summary ? <p className="mt-1 line-clamp-2 text-sm">{summary}</p> : null}
            {row.deadlineAt !== null && (row.caseStage === "seller" || row.caseStage === "staff") ? (
              <p
                className={`mt-1 text-sm ${overdue ? "font-semibold text-red-700 dark:text-red-400" : ""}`}
                data-testid={`${testId}-due`}
              >
                {overdue ? `${CASE_TEXTS.overdue} · ` : ""}
                {row.caseStage === "seller"
                  ? CASE_TEXTS.sellerDueAt(row.deadlineAt)
                  : CASE_TEXTS.staffDueAt(row.deadlineAt)}
              </p>
            ) : null}
            {row.caseUnresponsive ? (
              <p
                className="mt-1 text-sm font-semibold text-orange-800 dark:text-orange-300"
                data-testid={`${testId}-unresponsive`}
              >
                {CASE_TEXTS.unresponsive}
              </p>
            ) : null}
          </div>
          <ChevronRight className="size-5 shrink-0" aria-hidden />
        </Card>
      </Link>
    </li>
  );
}

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
              <QueueRow key={d.id} row={d} summary={d.disputeReason} at={d.updatedAt} now={now} testId="dispute" />
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
              <QueueRow
                key={c.id}
                row={c}
                summary={CLAIM_REASON_LABELS[c.claimReason]}
                at={c.claimedAt}
                now={now}
                testId="claim"
              />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
