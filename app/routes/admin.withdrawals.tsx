/**
 * Withdrawals for staff: pending ones first (oldest first) with where the money goes.
 * Paid by the disbursement provider (app/modules/wallet/payouts.server.ts): one admin sends
 * (maker — one row, or several chosen rows as one batch), ANOTHER admin approves (checker), and the
 * provider's callbacks settle it. Paid by hand (banks the provider lacks): mark paid needs the
 * transfer reference (hold → payouts). Reject needs a reason (hold → back to the wallet). Every step
 * writes its audit row and notification in the same batch, and a second click changes nothing.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "@remix-run/react";
import {
  ActionButton,
  adminRefusalOf,
  refusalMessages,
  TextActionForm,
  type AdminRefusal,
} from "~/components/admin/admin-forms";
import { PayoutReviews } from "~/components/admin/payout-reviews";
import { DetailList } from "~/components/admin/detail-list";
import { RequestQueue } from "~/components/admin/request-queue";
import { requireAdmin } from "~/modules/admin/guard.server";
import { reasonSchema, referenceSchema } from "~/modules/admin/forms.server";
import { actionDenied } from "~/modules/admin/refuse.server";
import { withdrawalQueue } from "~/modules/admin/queues.server";
import { ADMIN_TEXTS as T, REFERENCE_MAX_LENGTH } from "~/modules/admin/texts";
import { pageMeta } from "~/modules/content/meta";
import { payoutBankCode } from "~/modules/payments/banks";
import { approvePayouts, payoutProvider, payoutsOf, sendPayouts } from "~/modules/wallet/payouts.server";
import { applyFromProvider } from "~/modules/wallet/payout-notification.server";
import { openPayoutReviews, resolvePayoutReview } from "~/modules/wallet/payout-reviews.server";
import { PAYOUT_REVIEW_TEXTS, PAYOUT_STATUS_LABELS, PAYOUT_TEXTS } from "~/modules/wallet/texts";
import { settleWithdrawal } from "~/modules/wallet/withdrawals.server";
import { Button } from "~/components/ui";
import { formatRupiah } from "~/utils/format";
import { formatLongDate, formatRelativeTime } from "~/utils/format-date";
import { failForm, parseForm, refuseForm } from "~/utils/forms.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const [queue, reviews] = await Promise.all([withdrawalQueue(context.db), openPayoutReviews(context.db)]);
  const ids = [...queue.pending, ...queue.recent].map((r) => r.withdrawal.id);
  const byWithdrawal = await payoutsOf(context.db, ids);
  const payoutOf = (id: string) => {
    const p = byWithdrawal.get(id);
    return p
      ? { status: p.status, referenceNo: p.referenceNo, createdBy: p.createdBy, errorMessage: p.errorMessage }
      : null;
  };
  const withPayout = <R extends { withdrawal: { id: string } & Parameters<typeof payoutBankCode>[0] }>(rows: R[]) =>
    rows.map((row) => ({
      ...row,
      payout: payoutOf(row.withdrawal.id),
      providerCode: payoutBankCode(row.withdrawal),
    }));
  return {
    pending: withPayout(queue.pending),
    recent: withPayout(queue.recent),
    reviews,
    adminId: admin.id,
    automatic: payoutProvider(context) !== null,
    now: Date.now(),
  };
}

/** Sends (maker), approves (checker) or re-checks provider payouts; answers with a toast. */
async function payoutAction(
  context: ActionFunctionArgs["context"],
  adminId: string,
  intent: string,
  ids: string[],
): Promise<never> {
  const back = (type: "success" | "error", title: string, description?: string) =>
    redirectWithToast("/admin/withdrawals", { type, title, description });
  if (intent === "send") {
    const result = await sendPayouts(context, ids, adminId);
    if (!result.ok) throw back("error", T.payoutFailed, result.message);
    const skipped = result.skipped.map((s) => `${s.withdrawalId}: ${s.reason}`).join(" ");
    if (result.sent.length === 0) throw back("error", T.payoutFailed, skipped);
    throw back("success", T.payoutSent(result.sent.length), skipped || T.payoutSentDescription);
  }
  if (intent === "approve") {
    const result = await approvePayouts(context, ids, adminId);
    if (!result.ok) throw back("error", result.status === 403 ? "Akses Ditolak" : T.payoutFailed, result.message);
    throw back("success", T.payoutApproved(result.approved));
  }
  // recheck: read the payout's state at the provider now (a callback that never came)
  const payout = (await payoutsOf(context.db, ids)).get(ids[0] ?? "");
  if (!payout) throw back("error", T.notFound);
  const answer = await applyFromProvider(context, payout.referenceNo, JSON.stringify({ source: "staff_recheck" }));
  throw back(answer.ok ? "success" : "error", answer.ok ? T.payoutRechecked : T.payoutFailed);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const at = { intent, targetId: id };
  if (intent === "send" || intent === "approve" || intent === "recheck") {
    const ids = form.getAll("ids").map(String).filter(Boolean);
    // The batch form posted with no row ticked: say so rather than "not found".
    if (ids.length === 0 && !id)
      throw redirectWithToast("/admin/withdrawals", {
        type: "error",
        title: T.nothingSelected,
        description: T.batchHint,
      });
    return payoutAction(context, admin.id, intent, ids.length ? ids : [id]);
  }
  if (intent === "review-recover" || intent === "review-close") {
    const parsed = await parseForm(form, reasonSchema);
    if (!parsed.ok) return failForm(parsed, 400, at);
    const action = intent === "review-recover" ? "recover" : "close";
    const result = await resolvePayoutReview(context.db, id, { action, reason: parsed.data.reason }, admin.id);
    if (!result.ok && action === "recover" && result.message !== PAYOUT_REVIEW_TEXTS.notFound)
      return refuseForm(actionDenied(result.message, "reason"), parsed.values, 400, at);
    throw redirectWithToast("/admin/withdrawals", {
      type: result.ok ? "success" : "error",
      title: result.ok ? PAYOUT_REVIEW_TEXTS.title : T.alreadyProcessed,
      description: result.message,
    });
  }
  if (intent !== "pay" && intent !== "reject") return refuseForm(actionDenied(T.unknownIntent), {}, 400, at);
  const parsed = intent === "pay" ? await parseForm(form, referenceSchema) : await parseForm(form, reasonSchema);
  if (!parsed.ok) return failForm(parsed, 400, at);
  const outcome: Parameters<typeof settleWithdrawal>[2] =
    "transferReference" in parsed.data
      ? { status: "paid", transferReference: parsed.data.transferReference }
      : { status: "rejected", reason: parsed.data.reason };
  const result = await settleWithdrawal(context.db, id, outcome, admin.id);
  // A withdrawal the provider is paying is settled only by the provider's answer.
  if (!result.ok && result.reason === "payout_in_flight")
    return refuseForm(actionDenied(PAYOUT_TEXTS.inFlight), parsed.values, 400, at);
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

function WithdrawalDetails({ row, now }: { row: Pick<Row, "withdrawal" | "user">; now: number }) {
  const w = row.withdrawal;
  const destination: [string, string][] =
    w.method === "bank_transfer"
      ? [
          ["Metode", "Transfer Bank"],
          ["Bank", w.bankName ?? "—"],
          ["No. rekening", w.accountNumber ?? "—"],
          ["Atas nama", w.accountName ?? "—"],
          ...(w.verifiedAccountName
            ? ([["Nama di bank", w.verifiedAccountName]] as [string, string][])
            : ([] as [string, string][])),
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

type PageRow = ReturnType<typeof useLoaderData<typeof loader>>["pending"][number];

const BATCH_FORM = "payout-batch";

/** A payout the provider may still pay: only its answers settle the withdrawal (no Tolak, no manual pay). */
const inFlight = (row: PageRow) =>
  row.payout !== null && row.payout.status !== "failed" && row.payout.status !== "rejected";

/** What the provider is doing with a withdrawal, and the step this admin may take. */
function PayoutActions({ row, adminId, refusal }: { row: PageRow; adminId: string; refusal: AdminRefusal | null }) {
  const p = row.payout!;
  const refused = refusalMessages(refusal, row.withdrawal.id);
  return (
    <div className="space-y-2 text-sm" data-testid="payout-state">
      {refused ? (
        <p role="alert" className="text-red-600 dark:text-red-400">
          {refused}
        </p>
      ) : null}
      <p>
        <strong>{PAYOUT_STATUS_LABELS[p.status]}</strong> · ref. <span className="font-mono">{p.referenceNo}</span>
        {p.errorMessage ? ` · ${p.errorMessage}` : ""}
      </p>
      <div className="flex flex-wrap gap-2">
        {p.status === "queued" &&
          (p.createdBy === adminId ? (
            <p className="text-slate-600 dark:text-slate-400">{T.awaitingOtherAdmin}</p>
          ) : (
            <ActionButton intent="approve" targetId={row.withdrawal.id}>
              Setujui Pembayaran
            </ActionButton>
          ))}
        <ActionButton intent="recheck" targetId={row.withdrawal.id} variant="secondary">
          Periksa Status
        </ActionButton>
      </div>
    </div>
  );
}

export default function AdminWithdrawals() {
  const { now, adminId, automatic, reviews, ...queue } = useLoaderData<typeof loader>();
  const refusal = adminRefusalOf(useActionData<typeof action>());
  const sendable = queue.pending.filter((row) => !row.payout && row.providerCode);
  return (
    <div className="space-y-6">
      <PayoutReviews reviews={reviews} refusal={refusal} />
      {automatic && sendable.length > 1 && (
        <Form method="post" id={BATCH_FORM} className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="send" />
          <p className="text-sm text-slate-600 dark:text-slate-400">{T.batchHint}</p>
          <Button type="submit" className="min-h-11 px-4 text-sm">
            Kirim yang Dipilih via Midtrans
          </Button>
        </Form>
      )}
      <RequestQueue
        kind="withdrawal"
        {...queue}
        pendingTitle="Menunggu Pembayaran"
        request={(row) => row.withdrawal}
        details={(row) => <WithdrawalDetails row={row} now={now} />}
        decided={(row) =>
          row.payout ? (
            <p className="text-sm">
              {PAYOUT_STATUS_LABELS[row.payout.status]} · ref.{" "}
              <span className="font-mono">{row.payout.referenceNo}</span>
            </p>
          ) : null
        }
        rejectable={(row) => !inFlight(row)}
        actions={(row, refusal) =>
          inFlight(row) ? (
            <PayoutActions row={row} adminId={adminId} refusal={refusal} />
          ) : (
            <div className="space-y-3">
              {automatic && row.providerCode && (
                <div className="flex flex-wrap items-center gap-3">
                  <ActionButton intent="send" targetId={row.withdrawal.id}>
                    Kirim via Midtrans
                  </ActionButton>
                  {sendable.length > 1 && (
                    <label className="flex min-h-11 items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        name="ids"
                        value={row.withdrawal.id}
                        form={BATCH_FORM}
                        className="size-5"
                      />
                      Pilih untuk kirim bersama
                    </label>
                  )}
                </div>
              )}
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
            </div>
          )
        }
      />
    </div>
  );
}
