import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { eq } from "drizzle-orm";
import { ArrowLeft } from "lucide-react";
import { OrderStatusBadge } from "~/components/orders/order-status-badge";
import { Alert, Card } from "~/components/ui";
import { CopyButton } from "~/components/wallet/copy-button";
import { DEPOSIT_STATUS_LABEL } from "~/components/wallet/labels";
import { pageMeta } from "~/modules/content/meta";
import { ADMIN_FEE_METHODS, creditedAmount, UNIQUE_CODE_METHODS, type DepositMethod } from "~/modules/wallet/constants";
import { WALLET_TEXTS } from "~/modules/wallet/texts";
import { forbidden, requireUser } from "~/modules/auth/guards.server";
import { formatLongDate, formatRelativeTime, formatRupiah } from "~/utils/format";
import { deposits } from "~/db/schema";

/**
 * One deposit's own page (/my-account/wallet/deposits/{id}): what to transfer, kept after the toast
 * is gone. Only its owner may open it. (The trailing `_` keeps it inside the account layout but not
 * inside the wallet tab's page.)
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, context, "Anda harus login untuk melihat deposit Anda.");
  const deposit = await context.db.query.deposits.findFirst({ where: eq(deposits.id, params.depositId ?? "") });
  if (!deposit) throw new Response("Deposit Tidak Ditemukan", { status: 404 });
  if (deposit.userId !== user.id) throw forbidden("Anda tidak memiliki izin untuk melihat deposit ini.");
  return {
    deposit: {
      id: deposit.id,
      amount: deposit.amount,
      paymentMethod: deposit.paymentMethod,
      uniqueCode: deposit.uniqueCode,
      adminFee: deposit.adminFee,
      totalPaymentDue: deposit.totalPaymentDue,
      status: deposit.status,
      rejectReason: deposit.rejectReason,
      createdAt: deposit.createdAt,
    },
    now: Date.now(),
  };
}

export const meta: MetaFunction = () =>
  pageMeta("Instruksi Deposit", "Total yang harus ditransfer, kode unik dan status deposit saldo PasarGame Anda.");

function howToPay(method: string, uniqueCode: number | null): string {
  if (uniqueCode !== null && UNIQUE_CODE_METHODS.includes(method as DepositMethod))
    return `Transfer tepat sampai 3 digit terakhir: kode unik ${uniqueCode} membantu admin mencocokkan pembayaran Anda.`;
  if (ADMIN_FEE_METHODS.includes(method as DepositMethod))
    return `Bayar di kasir ${method}; biaya admin sudah termasuk dalam total di atas.`;
  return "Bayar dengan nominal yang sama persis agar mudah dicocokkan.";
}

export default function DepositPage() {
  const { deposit: d, now } = useLoaderData<typeof loader>();
  const total = formatRupiah(d.totalPaymentDue);
  const credit = formatRupiah(creditedAmount(d));
  const rows: [string, string, string][] = [
    ["Jumlah deposit", formatRupiah(d.amount), "deposit-amount"],
    ["Kode unik", d.uniqueCode === null ? "—" : String(d.uniqueCode), "deposit-unique-code"],
    ["Biaya admin", formatRupiah(d.adminFee), "deposit-admin-fee"],
  ];
  return (
    <div className="space-y-4">
      <Link
        to="/my-account/wallet"
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Kembali ke Dompet
      </Link>
      <Card className="space-y-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 className="text-xl font-bold">Deposit via {d.paymentMethod}</h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Dibuat{" "}
              <time dateTime={new Date(d.createdAt).toISOString()}>
                {formatLongDate(d.createdAt)} ({formatRelativeTime(d.createdAt, now)})
              </time>
            </p>
          </div>
          <OrderStatusBadge status={DEPOSIT_STATUS_LABEL[d.status] ?? d.status} />
        </div>

        <div className="rounded-xl bg-surface-100 p-4 dark:bg-surface-800">
          <p className="text-sm text-slate-600 dark:text-slate-400">Total yang harus dibayar</p>
          <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
            <p className="text-3xl font-black text-money tabular-nums select-all" data-testid="deposit-total">
              {total}
            </p>
            <CopyButton value={String(d.totalPaymentDue)} label="Salin Total" />
          </div>
          {d.status === "pending" ? (
            <p className="mt-2 text-sm">{WALLET_TEXTS.depositInstructions(total, d.paymentMethod)}</p>
          ) : null}
        </div>

        <dl className="divide-y divide-surface-200 text-sm dark:divide-surface-800">
          {rows.map(([label, value, testId]) => (
            <div key={label} className="flex justify-between gap-4 py-2">
              <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="font-semibold tabular-nums" data-testid={testId}>
                {value}
              </dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 py-2">
            <dt className="text-slate-600 dark:text-slate-400">Metode</dt>
            <dd className="font-semibold">{d.paymentMethod}</dd>
          </div>
          <div className="flex justify-between gap-4 py-2">
            <dt className="font-semibold">Total</dt>
            <dd className="font-bold tabular-nums">{total}</dd>
          </div>
          <div className="flex justify-between gap-4 py-2">
            <dt className="font-semibold">{d.status === "approved" ? "Masuk ke saldo" : "Akan masuk ke saldo"}</dt>
            <dd className="font-bold text-money tabular-nums" data-testid="deposit-credit">
              {credit}
            </dd>
          </div>
        </dl>

        {d.status === "pending" ? (
          <Alert tone="info">
            {howToPay(d.paymentMethod, d.uniqueCode)} {WALLET_TEXTS.depositCredit(credit, d.uniqueCode, d.adminFee)}
          </Alert>
        ) : d.status === "approved" ? (
          <Alert tone="success">Deposit disetujui: {credit} sudah masuk ke saldo Anda.</Alert>
        ) : (
          <Alert tone="error">
            Deposit ditolak{d.rejectReason ? `: ${d.rejectReason}` : "."} Saldo Anda tidak berubah.
          </Alert>
        )}
      </Card>
    </div>
  );
}
