/**
 * Deposits for staff: pending ones first (oldest first), each with the user, amount, unique code,
 * total due and method, so a transfer on the bank statement can be matched. Approve credits the
 * wallet with what the user transferred (amount plus unique code, `creditedAmount`) exactly once; reject needs a reason. Both write the audit row and notify
 * the user (app/modules/wallet/deposits.server.ts).
 */
import type { ReactNode } from "react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ActionButton } from "~/components/admin/admin-forms";
import { DetailList } from "~/components/admin/detail-list";
import { RequestQueue } from "~/components/admin/request-queue";
import { requireAdmin } from "~/modules/admin/guard.server";
import { reasonSchema } from "~/modules/admin/forms.server";
import { actionDenied } from "~/modules/admin/refuse.server";
import { depositQueue } from "~/modules/admin/queues.server";
import { ADMIN_TEXTS as T } from "~/modules/admin/texts";
import { pageMeta } from "~/modules/content/meta";
import { creditedAmount } from "~/modules/wallet/constants";
import { approveDeposit, rejectDeposit } from "~/modules/wallet/deposits.server";
import { formatRupiah } from "~/utils/format";
import { formatLongDate, formatRelativeTime } from "~/utils/format-date";
import { formatDateTime } from "~/utils/format-date-time";
import { failForm, parseForm, refuseForm } from "~/utils/forms.server";
import { redirectWithToast } from "~/utils/toast.server";

const GATEWAY_DEPOSIT =
  "Deposit ini dibayar melalui payment gateway dan dikreditkan otomatis; lihat di halaman Pembayaran.";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { ...(await depositQueue(context.db)), now: Date.now() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  let result;
  if (intent === "approve") {
    result = await approveDeposit(context.db, id, admin.id);
  } else if (intent === "reject") {
    const parsed = await parseForm(form, reasonSchema);
    if (!parsed.ok) return failForm(parsed, 400, { intent, targetId: id });
    result = await rejectDeposit(context.db, id, admin.id, parsed.data.reason);
  } else {
    return refuseForm(actionDenied(T.unknownIntent), {}, 400, { intent, targetId: id });
  }
  if (!result.ok) {
    throw redirectWithToast("/admin/deposits", {
      type: "error",
      title: result.reason === "not_found" ? T.notFound : T.alreadyProcessed,
      description:
        result.reason === "not_found"
          ? undefined
          : result.reason === "gateway"
            ? GATEWAY_DEPOSIT
            : T.alreadyProcessedDescription,
    });
  }
  const d = result.deposit;
  throw redirectWithToast("/admin/deposits", {
    type: "success",
    title: intent === "approve" ? T.depositApproved : T.depositRejected,
    description:
      intent === "approve"
        ? `${formatRupiah(creditedAmount(d))} masuk ke saldo pengguna.`
        : `Deposit ${formatRupiah(d.amount)} ditolak.`,
  });
}

export const meta: MetaFunction = () =>
  pageMeta("Deposit — Admin", "Setujui atau tolak permintaan deposit pengguna setelah mencocokkan transfer.");

type Row = Awaited<ReturnType<typeof depositQueue>>["pending"][number];

function DepositDetails({ row, now }: { row: Row; now: number }) {
  const d = row.deposit;
  return (
    <DetailList
      items={[
        ["Pengguna", `${row.user.username} (${row.user.email})`],
        [
          "Jumlah",
          <strong key="a" className="text-money tabular-nums">
            {formatRupiah(d.amount)}
          </strong>,
        ],
        ["Kode unik", d.uniqueCode === null ? "—" : <span className="tabular-nums">{d.uniqueCode}</span>],
        ["Biaya admin", formatRupiah(d.adminFee)],
        [
          "Total transfer",
          <strong key="t" className="tabular-nums">
            {formatRupiah(d.totalPaymentDue)}
          </strong>,
        ],
        [
          "Masuk ke saldo",
          <strong key="c" className="text-money tabular-nums" data-testid="deposit-credit">
            {formatRupiah(creditedAmount(d))}
          </strong>,
        ],
        ["Metode", d.paymentMethod],
        ...(d.transferClaimedAt !== null
          ? [
              [
                "Status transfer",
                <strong key="claimed" className="text-money" data-testid="deposit-claimed">
                  {`Sudah transfer ${formatDateTime(d.transferClaimedAt)}`}
                </strong>,
              ] as [string, ReactNode],
            ]
          : []),
        ["Dibuat", `${formatLongDate(d.createdAt)} (${formatRelativeTime(d.createdAt, now)})`],
      ]}
    />
  );
}

export default function AdminDeposits() {
  const { now, ...queue } = useLoaderData<typeof loader>();
  return (
    <RequestQueue
      kind="deposit"
      {...queue}
      pendingTitle="Menunggu Persetujuan"
      request={(row) => row.deposit}
      details={(row) => <DepositDetails row={row} now={now} />}
      actions={(row) => (
        <ActionButton intent="approve" targetId={row.deposit.id}>
          {`Setujui ${formatRupiah(creditedAmount(row.deposit))}`}
        </ActionButton>
      )}
      decided={(row) =>
        row.deposit.rejectReason ? <p className="text-sm">Alasan: {row.deposit.rejectReason}</p> : null
      }
    />
  );
}
