import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ArrowLeft } from "lucide-react";
import { LoadMoreLink } from "~/components/load-more-link";
import { StatementList } from "~/components/wallet/statement-list";
import { requireUser } from "~/modules/auth/guards.server";
import { pageMeta } from "~/modules/content/meta";
import { statementPage, walletStatement } from "~/modules/wallet/statement.server";

/**
 * 'Mutasi Saldo' (/my-account/wallet/mutasi): every movement of the signed-in user's own wallet and
 * hold, newest first; 'Muat Lebih Banyak' adds the next page below (`?halaman=N`).
 * (The trailing `_` keeps it inside the account layout but not inside the wallet tab's page.)
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context, "Anda harus login untuk melihat mutasi saldo Anda.");
  return walletStatement(context.db, user.id, { page: statementPage(new URL(request.url)) });
}

export const meta: MetaFunction = () =>
  pageMeta(
    "Mutasi Saldo",
    "Riwayat setiap perubahan saldo PasarGame Anda: deposit, pembayaran, pengembalian dana dan penarikan.",
  );

export default function StatementPage() {
  const { rows, hasMore, page } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <Link
        to="/my-account/wallet"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Kembali ke Dompet
      </Link>
      <StatementList rows={rows} />
      {hasMore ? <LoadMoreLink to={`/my-account/wallet/mutasi?halaman=${page + 1}`} /> : null}
    </div>
  );
}
