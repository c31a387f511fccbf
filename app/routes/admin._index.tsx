/** The console's front page: what is waiting for staff. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ArrowDownToLine, ArrowUpFromLine, ShieldAlert } from "lucide-react";
import { Card } from "~/components/ui";
import { requireAdmin } from "~/modules/admin/guard.server";
import { overviewCounts } from "~/modules/admin/queues.server";
import { pageMeta } from "~/modules/content/meta";
import { formatNumber } from "~/utils/format";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { counts: await overviewCounts(context.db) };
}

export const meta: MetaFunction = () =>
  pageMeta("Ringkasan Admin", "Deposit dan penarikan yang menunggu, serta komplain yang terbuka.");

export default function AdminOverview() {
  const { counts } = useLoaderData<typeof loader>();
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
  ];
  return (
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
  );
}
