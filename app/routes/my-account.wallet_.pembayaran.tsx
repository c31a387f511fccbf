import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ArrowLeft, ReceiptText } from "lucide-react";
import { LoadMoreLink } from "~/components/load-more-link";
import { HistoryTotalsCard, PaymentHistoryList } from "~/components/payments/payment-history";
import { requireUser } from "~/modules/auth/guards.server";
import { pageMeta } from "~/modules/content/meta";
import { paymentHistory } from "~/modules/payments/history.server";
import { HISTORY_TEXTS as T } from "~/modules/payments/texts";
import { statementPage } from "~/modules/wallet/statement.server";
import { WalletPageLinks } from "~/components/wallet/page-links";

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
      <WalletPageLinks
        links={[
          { to: "/my-account/wallet", label: T.back, icon: ArrowLeft },
          { to: "/my-account/wallet/mutasi", label: T.toStatement, icon: ReceiptText },
        ]}
      />
      <HistoryTotalsCard totals={totals} />
      <PaymentHistoryList rows={rows} />
      {hasMore ? <LoadMoreLink to={`/my-account/wallet/pembayaran?halaman=${page + 1}`} /> : null}
    </div>
  );
}
