/**
 * /admin/verifications — seller verifications waiting for staff, the oldest first. The list holds
 * no identity data: opening a request (an audited view) shows it.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ChevronRight } from "lucide-react";
import { Card } from "~/components/ui";
import { requireAdmin } from "~/modules/admin/guard.server";
import { pageMeta } from "~/modules/content/meta";
import { verificationQueue } from "~/modules/sellers/review.server";
import { VERIFICATION_REVIEW_TEXTS as T } from "~/modules/sellers/texts";
import { formatRelativeTime } from "~/utils/format-date";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { queue: await verificationQueue(context), now: Date.now() };
}

export const meta: MetaFunction = () => pageMeta(`${T.heading} — Admin`, T.auditNote);

export default function AdminVerifications() {
  const { queue, now } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold">{T.heading}</h2>
      {queue.length === 0 ? <p className="text-slate-600 dark:text-slate-400">{T.empty}</p> : null}
      <ul className="space-y-3">
        {queue.map((row) => (
          <li key={row.id} data-testid="verification-row">
            <Link to={`/admin/verifications/${encodeURIComponent(row.id)}`} className="block rounded-card">
              <Card className="flex items-center gap-3 p-4 transition hover:border-accent-500">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{row.username}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {row.taxBasis === "npwp" ? "NPWP" : "Pernyataan omzet"} · {formatRelativeTime(row.submittedAt, now)}
                  </p>
                </div>
                <span className="text-sm font-semibold text-brand">{T.open}</span>
                <ChevronRight className="size-4" aria-hidden="true" />
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
