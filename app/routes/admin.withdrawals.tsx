/**
 * Withdrawals for staff: pending ones first (oldest first) with where the money goes. Mark paid
 * needs the transfer reference (hold → payouts); reject needs a reason (hold → back to the wallet).
 * Both are settleWithdrawal (app/modules/wallet/withdrawals.server.ts): audit row and notification
 * in the same batch, and a second click changes nothing.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { TextActionForm } from "~/components/admin/admin-forms";
import { DetailList } from "~/components/admin/detail-list";
import { RequestQueue } from "~/components/admin/request-queue";
import { requireAdmin } from "~/modules/admin/guard.server";
import { refuseAdminAction } from "~/modules/admin/refuse.server";
import { withdrawalQueue } from "~/modules/admin/queues.server";
import { ADMIN_TEXTS as T, REASON_MAX_LENGTH, REFERENCE_MAX_LENGTH, requiredText } from "~/modules/admin/texts";
import { pageMeta } from "~/modules/content/meta";
import { settleWithdrawal } from "~/modules/wallet/withdrawals.server";
import { formatLongDate, formatRelativeTime, formatRupiah } from "~/utils/format";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { ...(await withdrawalQueue(context.db)), now: Date.now() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  let outcome: Parameters<typeof settleWithdrawal>[2];
  if (intent === "pay") {
    const ref = requiredText(form.get("transferReference"), REFERENCE_MAX_LENGTH, {
      missing: T.referenceRequired,
      tooLong: T.referenceTooLong,
    });
    if (!ref.ok)
      return refuseAdminAction({ intent, targetId: id }, ref.message, { field: "transferReference", value: ref.typed });
    outcome = { status: "paid", transferReference: ref.value };
  } else if (intent === "reject") {
    const reason = requiredText(form.get("reason"), REASON_MAX_LENGTH, {
      missing: T.reasonRequired,
      tooLong: T.reasonTooLong,
    });
    if (!reason.ok)
      return refuseAdminAction({ intent, targetId: id }, reason.message, { field: "reason", value: reason.typed });
    outcome = { status: "rejected", reason: reason.value };
  } else {
    return refuseAdminAction({ intent, targetId: id }, T.unknownIntent);
  }
  const result = await settleWithdrawal(context.db, id, outcome, admin.id);
  if (!result.ok || !result.changed) {
    const notFound = !result.ok && result.reason === "not_found";
    throw redirectWithToast("/admin/withdrawals", {
      type: "error",
      title: notFound ? T.notFound : T.alreadyProcessed,
      description: notFound ? undefined : T.alreadyProcessedDescription,
    });
  }
  const amount = formatRupiah(result.withdrawal.amount);
  throw redirectWithToast("/admin/withdrawals", {
    type: "success",
    title: intent === "pay" ? T.withdrawalPaid : T.withdrawalRejected,
    description: intent === "pay" ? `Penarikan ${amount} tercatat dibayar.` : `${amount} kembali ke saldo pengguna.`,
  });
}

export const meta: MetaFunction = () =>
  pageMeta("Penarikan — Admin", "Tandai penarikan dibayar dengan nomor referensi transfer, atau tolak dengan alasan.");

type Row = Awaited<ReturnType<typeof withdrawalQueue>>["pending"][number];

function WithdrawalDetails({ row, now }: { row: Row; now: number }) {
  const w = row.withdrawal;
  const destination: [string, string][] =
    w.method === "bank_transfer"
      ? [
          ["Metode", "Transfer Bank"],
          ["Bank", w.bankName ?? "—"],
          ["No. rekening", w.accountNumber ?? "—"],
          ["Atas nama", w.accountName ?? "—"],
        ]
      : [
          ["Metode", "E-Wallet"],
          ["E-wallet", w.ewalletProvider ?? "—"],
          ["No. telepon", w.ewalletPhoneNumber ?? "—"],
        ];
  return (
    <DetailList
      items={[
        ["Pengguna", `${row.user.username} (${row.user.email})`],
        [
          "Jumlah",
          <strong key="a" className="text-money tabular-nums">
            {formatRupiah(w.amount)}
          </strong>,
        ],
        ...destination,
        ["Dibuat", `${formatLongDate(w.createdAt)} (${formatRelativeTime(w.createdAt, now)})`],
        ...(w.transferReference ? ([["Referensi", w.transferReference]] as [string, string][]) : []),
        ...(w.rejectReason ? ([["Alasan", w.rejectReason]] as [string, string][]) : []),
      ]}
    />
  );
}

export default function AdminWithdrawals() {
  const { now, ...queue } = useLoaderData<typeof loader>();
  return (
    <RequestQueue
      kind="withdrawal"
      {...queue}
      pendingTitle="Menunggu Pembayaran"
      request={(row) => row.withdrawal}
      details={(row) => <WithdrawalDetails row={row} now={now} />}
      actions={(row, refusal) => (
        <TextActionForm
          intent="pay"
          targetId={row.withdrawal.id}
          field="transferReference"
          label="Nomor referensi transfer"
          submitLabel="Tandai Dibayar"
          variant="primary"
          refusal={refusal}
          maxLength={REFERENCE_MAX_LENGTH}
        />
      )}
    />
  );
}
