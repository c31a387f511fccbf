import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ArrowLeft, CreditCard } from "lucide-react";
import { LoadMoreLink } from "~/components/load-more-link";
import { StatementList } from "~/components/wallet/statement-list";
import { BalanceSummary } from "~/components/wallet/balance-summary";
import { account } from "~/modules/money/constants";
import { balanceOf } from "~/modules/money/ledger.server";
import { walletParts } from "~/modules/money/wallet-parts.server";
import { requireUser } from "~/modules/auth/guards.server";
import { pageMeta } from "~/modules/content/meta";
import { HISTORY_TEXTS } from "~/modules/payments/texts";
import { statementPage, walletStatement } from "~/modules/wallet/statement.server";
import { WalletPageLinks } from "~/components/wallet/page-links";

/**
 * 'Mutasi Saldo' (/my-account/wallet/mutasi): every movement of the signed-in user's own wallet and
 * hold, newest first, under the Saldo's two parts (each row says which part it moved); 'Muat Lebih
 * Banyak' adds the next page below (`?halaman=N`). Payments by
 * gateway never touch the wallet: 'Riwayat Pembayaran' beside it lists every payment.
 * (The trailing `_` keeps it inside the account layout but not inside the wallet tab's page.)
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context, "Anda harus login untuk melihat mutasi saldo Anda.");
  const [statement, parts, held] = await Promise.all([
    walletStatement(context.db, user.id, { page: statementPage(new URL(request.url)) }),
    walletParts(context.db, user.id),
    balanceOf(context.db, account.hold(user.id)),
  ]);
  return { ...statement, parts, held };
}

export const meta: MetaFunction = () =>
  pageMeta(
    "Mutasi Saldo",
    "Riwayat setiap perubahan saldo PasarGame Anda: deposit, pembayaran, pengembalian dana dan penarikan.",
  );

export default function StatementPage() {
  const { rows, hasMore, page, parts, held } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <WalletPageLinks
        links={[
          { to: "/my-account/wallet", label: "Kembali ke Dompet", icon: ArrowLeft },
          { to: "/my-account/wallet/pembayaran", label: HISTORY_TEXTS.title, icon: CreditCard },
        ]}
      />
      <BalanceSummary available={parts.total} held={held} parts={parts} />
      <StatementList rows={rows} />
      {hasMore ? <LoadMoreLink to={`/my-account/wallet/mutasi?halaman=${page + 1}`} /> : null}
    </div>
  );
}
