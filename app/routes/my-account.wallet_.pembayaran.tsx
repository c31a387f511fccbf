import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ArrowLeft, ReceiptText } from "lucide-react";
import { LoadMoreLink } from "~/components/load-more-link";
import { HistoryTotalsCard, PaymentHistoryList } from "~/components/payments/payment-history";
import { requireUser } from "~/modules/auth/guards.server";
import { pageMeta } from "~/modules/content/meta";
import { paymentHistory } from "~/modules/payments/history.server";
import { HISTORY_TEXTS as T } from "~/modules/payments/texts";
import { statementPage } from "~/modules/wallet/statement.server";

/**
 * 'Riwayat Pembayaran' (/my-account/wallet/pembayaran), beside 'Mutasi Saldo': every payment the
 * signed-in user made, by gateway or from the wallet, newest first; `?halaman=N` as there.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context, "Anda harus login untuk melihat riwayat pembayaran Anda.");
  return paymentHistory(context.db, user.id, { page: statementPage(new URL(request.url)) });
}

export const meta: MetaFunction = () => pageMeta(T.title, T.metaDescription);

export default function PaymentHistoryPage() {
  const { rows, hasMore, page, totals } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-x-6">
        <Link
          to="/my-account/wallet"
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {T.back}
        </Link>
        <Link
          to="/my-account/wallet/mutasi"
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand hover:underline"
        >
          <ReceiptText className="size-4" aria-hidden />
          {T.toStatement}
        </Link>
      </div>
      <HistoryTotalsCard totals={totals} />
      <PaymentHistoryList rows={rows} />
      {hasMore ? <LoadMoreLink to={`/my-account/wallet/pembayaran?halaman=${page + 1}`} /> : null}
    </div>
  );
}
