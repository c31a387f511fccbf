import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ArrowLeft } from "lucide-react";
import { OrderStatusBadge } from "~/components/orders/order-status-badge";
import { Alert, Button, Card } from "~/components/ui";
import { CopyButton } from "~/components/wallet/copy-button";
import { PayInstructionsList } from "~/components/payments/waiting-payments";
import { DEPOSIT_STATUS_LABEL } from "~/components/wallet/labels";
import { pageMeta } from "~/modules/content/meta";
import {
  ADMIN_FEE_METHODS,
  creditedAmount,
  MANUAL_TRANSFER_DEADLINE_MS,
  UNIQUE_CODE_METHODS,
  type DepositMethod,
} from "~/modules/wallet/constants";
import { claimTransfer, findDepositWithPayment } from "~/modules/wallet/deposits.server";
import { receivingAccountFor } from "~/modules/wallet/receiving-accounts.server";
import { PAYMENT_STATUS_LABELS, PAYMENT_TEXTS } from "~/modules/payments/texts";
import { waitingView } from "~/modules/payments/pay-page.server";
import { paymentMethod } from "~/modules/payments/methods";
import { AppError, denied, type AppErrorShape } from "~/utils/app-error";
import { refuse } from "~/utils/refuse.server";
import { redirectWithToast } from "~/utils/toast.server";
import { WALLET_TEXTS } from "~/modules/wallet/texts";
import { forbidden, requireUser } from "~/modules/auth/guards.server";
import { formatRupiah } from "~/utils/format";
import { formatLongDate, formatRelativeTime } from "~/utils/format-date";
import { formatDateTime } from "~/utils/format-date-time";

/**
 * One deposit's own page (/my-account/wallet/deposits/{id}): what to transfer, kept after the toast
 * is gone. Only its owner may open it. (The trailing `_` keeps it inside the account layout but not
 * inside the wallet tab's page.)
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, context, "Anda harus login untuk melihat deposit Anda.");
  const found = await findDepositWithPayment(context.db, params.depositId ?? "");
  if (!found) throw new Response("Deposit Tidak Ditemukan", { status: 404 });
  const { deposit, payment } = found;
  if (deposit.userId !== user.id) throw forbidden("Anda tidak memiliki izin untuk melihat deposit ini.");
  const now = Date.now();
  const manual = !payment && UNIQUE_CODE_METHODS.includes(deposit.paymentMethod as DepositMethod);
  return {
    // A gateway deposit: its method, fee and state, and the way back to the provider's page while it waits.
    gateway: payment
      ? {
          method: paymentMethod(payment.method)?.label ?? payment.method,
          fee: payment.fee,
          grossAmount: payment.grossAmount,
          status: payment.status,
          expiresAt: payment.expiresAt,
          redirectUrl:
            payment.status === "pending" && payment.expiresAt > now && payment.redirectUrl ? payment.redirectUrl : null,
          // While it waits: how to pay it inside the app (VA number, pay code, QRIS …), as on its payment page.
          waiting: payment.status === "pending" && payment.expiresAt > now ? waitingView(payment) : null,
        }
      : null,
    // A manual bank transfer: where to send it and by when.
    transfer: manual
      ? {
          account: receivingAccountFor(context.env, deposit.paymentMethod),
          deadline: deposit.createdAt + MANUAL_TRANSFER_DEADLINE_MS,
          claimedAt: deposit.transferClaimedAt,
        }
      : null,
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
    now,
  };
}

/** 'Saya sudah transfer': the owner marks the transfer sent, so staff check it first. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(request, context, "Anda harus login untuk melihat deposit Anda.");
  const form = await request.formData();
  if (form.get("intent") !== "claim")
    return refuse(new AppError("Aksi Tidak Dikenal", "Permintaan tidak dikenali.", 400));
  const id = params.depositId ?? "";
  const result = await claimTransfer(context.db, id, user.id);
  if (!result.ok) {
    if (result.reason === "forbidden") return refuse(denied("Anda tidak memiliki izin untuk mengubah deposit ini."));
    if (result.reason === "not_found")
      return refuse(new AppError("Deposit Tidak Ditemukan", "Deposit tidak ditemukan.", 404));
    return refuse(
      new AppError(
        WALLET_TEXTS.depositFailed,
        result.reason === "gateway" ? WALLET_TEXTS.claimGateway : WALLET_TEXTS.claimNotPending,
        409,
      ),
    );
  }
  throw redirectWithToast(`/my-account/wallet/deposits/${encodeURIComponent(id)}`, {
    type: "success",
    title: WALLET_TEXTS.claimedTitle,
    description: WALLET_TEXTS.claimed,
  });
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
  const { deposit: d, gateway, transfer, now } = useLoaderData<typeof loader>();
  const refused = (useActionData<typeof action>() as { error?: AppErrorShape } | undefined)?.error;
  const total = formatRupiah(d.totalPaymentDue);
  const credit = formatRupiah(creditedAmount(d));
  const rows: [string, string, string][] = [
    ["Jumlah deposit", formatRupiah(d.amount), "deposit-amount"],
    ["Kode unik", d.uniqueCode === null ? "—" : String(d.uniqueCode), "deposit-unique-code"],
    [gateway ? WALLET_TEXTS.gatewayFee : "Biaya admin", formatRupiah(d.adminFee), "deposit-admin-fee"],
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
          {d.status === "pending" && !gateway ? (
            <p className="mt-2 text-sm">{WALLET_TEXTS.depositInstructions(total, d.paymentMethod)}</p>
          ) : null}
          {d.status === "pending" && gateway ? (
            <p className="mt-2 text-sm">{WALLET_TEXTS.gatewayDepositPending(gateway.method)}</p>
          ) : null}
        </div>

        {transfer && d.status === "pending" ? (
          <section
            className="space-y-3 rounded-xl border border-surface-200 p-4 dark:border-surface-800"
            data-testid="transfer-account"
          >
            <h3 className="font-bold">{WALLET_TEXTS.transferTo}</h3>
            <dl className="space-y-2 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600 dark:text-slate-400">{WALLET_TEXTS.bank}</dt>
                <dd className="font-semibold" data-testid="transfer-bank">
                  {transfer.account.bank}
                </dd>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <dt className="text-slate-600 dark:text-slate-400">{WALLET_TEXTS.accountNumber}</dt>
                <dd className="flex flex-wrap items-center gap-2">
                  <span className="font-mono text-lg font-bold select-all" data-testid="transfer-number">
                    {transfer.account.number}
                  </span>
                  <CopyButton value={transfer.account.number.replace(/[ -]/g, "")} label={WALLET_TEXTS.copyNumber} />
                </dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600 dark:text-slate-400">{WALLET_TEXTS.accountHolder}</dt>
                <dd className="text-right font-semibold" data-testid="transfer-holder">
                  {transfer.account.holder}
                </dd>
              </div>
            </dl>
            <p className="text-sm font-semibold" data-testid="transfer-deadline">
              {WALLET_TEXTS.transferBefore(formatDateTime(transfer.deadline))}
            </p>
            {transfer.claimedAt !== null ? (
              <Alert tone="success" testId="transfer-claimed">
                {WALLET_TEXTS.claimedAt(formatDateTime(transfer.claimedAt))}
              </Alert>
            ) : (
              <Form method="post">
                <input type="hidden" name="intent" value="claim" />
                <Button type="submit" className="w-full sm:w-auto" data-testid="claim-transfer">
                  {WALLET_TEXTS.claimButton}
                </Button>
              </Form>
            )}
            {refused ? (
              <Alert testId="claim-error">
                <p className="font-semibold">{refused.title}</p>
                <p>{refused.message}</p>
              </Alert>
            ) : null}
          </section>
        ) : null}

        {gateway ? (
          <section
            className="space-y-2 rounded-xl border border-surface-200 p-4 text-sm dark:border-surface-800"
            data-testid="gateway-deposit"
          >
            <div className="flex justify-between gap-4">
              <span className="text-slate-600 dark:text-slate-400">Metode</span>
              <span className="font-semibold">{gateway.method}</span>
            </div>
            <div className="flex justify-between gap-4">
              <span className="text-slate-600 dark:text-slate-400">{WALLET_TEXTS.gatewayFee}</span>
              <span className="font-semibold tabular-nums">{formatRupiah(gateway.fee)}</span>
            </div>
            <div className="flex justify-between gap-4">
              <span className="text-slate-600 dark:text-slate-400">Status pembayaran</span>
              <span className="font-semibold" data-testid="gateway-status">
                {PAYMENT_STATUS_LABELS[gateway.status as keyof typeof PAYMENT_STATUS_LABELS] ?? gateway.status}
              </span>
            </div>
            {gateway.redirectUrl ? (
              <>
                <p>{PAYMENT_TEXTS.pending(gateway.method, formatDateTime(gateway.expiresAt))}</p>
                {gateway.waiting?.instructions ? <PayInstructionsList payment={gateway.waiting} /> : null}
                <a
                  href={gateway.redirectUrl}
                  className="inline-flex min-h-11 items-center rounded-xl bg-brand px-4 font-semibold text-white hover:opacity-90"
                  data-testid="continue-payment"
                >
                  {PAYMENT_TEXTS.continuePayment}
                </a>
              </>
            ) : null}
          </section>
        ) : null}

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

        {d.status === "pending" && !gateway ? (
          <Alert tone="info">
            {howToPay(d.paymentMethod, d.uniqueCode)} {WALLET_TEXTS.depositCredit(credit, d.uniqueCode, d.adminFee)}
          </Alert>
        ) : d.status === "pending" ? null : d.status === "approved" ? (
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
