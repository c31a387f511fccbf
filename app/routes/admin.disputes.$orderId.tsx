/**
 * One dispute: both parties, the order, the complaint with its evidence, what the seller delivered
 * (while the complaint or claim is open, each read audited) and the whole chat from the order's room. Staff release the money to the seller or refund the
 * buyer; the decision is an OrderRoom transition like any other (both parties are notified there),
 * and its audit row is written once the room has carried it out.
 */
import { orderLabel } from "~/modules/orders/order-number";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ChevronLeft } from "lucide-react";
import { DetailList } from "~/components/admin/detail-list";
import { OrderStatusBadge } from "~/components/orders/order-status-badge";
import { ConfirmableAction } from "~/components/orders/confirm-step";
import { StoredChecklist } from "~/components/orders/secure-checklist";
import { confirmationOf } from "~/components/orders/order-actions";
import { Alert, Card } from "~/components/ui";
import { disputeDetail, orderForDecision, recordDisputeDecision } from "~/modules/admin/disputes.server";
import { requireAdmin } from "~/modules/admin/guard.server";
import { ADMIN_TEXTS as T } from "~/modules/admin/texts";
import { pageMeta } from "~/modules/content/meta";
import { orderNotFound } from "~/modules/orders/access.server";
import { transition } from "~/modules/orders/escrow";
import { ORDER_STATUS } from "~/modules/orders/constants";
import { deliveredForStaff, wasDelivered } from "~/modules/orders/delivered.server";
import { refusedStep } from "~/modules/orders/refusal.server";
import {
  isConfirmed,
  orderResultOf,
  readOrderForm,
  type OrderActionResult,
  type RefusedStepAnswer,
} from "~/modules/orders/order-form";
import { AppError } from "~/utils/app-error";
import { refuse } from "~/utils/refuse.server";
import { answerStep } from "~/utils/step-outcome.server";
import { askConfirmation, extraOf } from "~/modules/orders/order-page.server";
import { DELIVERY_TEXTS } from "~/modules/orders/delivery-texts";
import { ACTION_LABELS, ORDER_TEXTS } from "~/modules/orders/texts";
import { formatRupiah } from "~/utils/format";
import { formatLongDate, formatRelativeTime } from "~/utils/format-date";
import { redirectWithToast } from "~/utils/toast.server";
import { orderRoom } from "~/modules/orders/room.server";
import { PaidWithLine } from "~/components/payments/paid-with";
import { paidWithOrder } from "~/modules/payments/paid-with.server";
import { PAID_WITH_TEXTS } from "~/modules/payments/texts";
import { ClaimDecision, type ClaimDecisionAnswer } from "~/components/admin/claim-decision";
import { WarrantyCard } from "~/components/orders/warranty-card";
import { decideClaimStep } from "~/modules/admin/claim-decision.server";
import { warrantyView } from "~/modules/cases/warranty-claims.server";
import { CaseTimeline } from "~/components/orders/case-timeline";
import { DeadlineCountdown } from "~/components/orders/deadline-countdown";
import { caseView } from "~/modules/cases/views.server";

const CHAT_HISTORY_LIMIT = 500;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const detail = await disputeDetail(context.db, params.orderId ?? "");
  if (!detail) throw orderNotFound();
  const { order, buyer, seller } = detail;
  // What the seller delivered: only during a complaint or claim, each read audited (delivered.server.ts).
  const [history, delivered] = await Promise.all([
    orderRoom(context.env, order.id).history(CHAT_HISTORY_LIMIT),
    deliveredForStaff(context, order, admin.id, "dispute"),
  ]);
  return {
    now: Date.now(),
    order: {
      id: order.id,
      number: orderLabel(order),
      status: order.status,
      productTitle: order.productTitle,
      productType: order.productType,
      quantity: order.quantity,
      totalAmount: order.totalAmount,
      createdAt: order.createdAt,
      shippedAt: order.shippedAt,
      disputeReason: order.disputeReason,
      disputeEvidence: order.disputeEvidence ?? [],
      decisionReason: order.decisionReason,
      secureChecklist: order.secureChecklist,
    },
    buyer,
    seller,
    deliveryInfo: delivered
      ? (delivered.text ?? (delivered.stored ? DELIVERY_TEXTS.unreadable : null))
      : wasDelivered(order)
        ? DELIVERY_TEXTS.staffOnlyInCase
        : null,
    // The payment line: how the order was really paid (method, total with fee, references).
    paidWith: await paidWithOrder(context.db, order.id),
    warranty: await warrantyView(context.db, order, "admin", Date.now()),
    disputeCase: await caseView(context.db, order, "admin", Date.now()),
    claimCase: await caseView(context.db, order, "admin", Date.now(), "claim"),
    history: history.map((m) => ({ id: m.id, sender: m.sender, body: m.body, createdAt: m.createdAt })),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const orderId = params.orderId ?? "";
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "claim_refund" || intent === "claim_release") {
    const outcome = await decideClaimStep(context, orderId, admin, intent, form);
    if (outcome.kind === "refused") return refuse(outcome.error);
    if (outcome.kind === "invalid") return data(outcome.answer, { status: 400 });
    throw redirectWithToast("/admin/disputes", { type: "success", ...outcome.toast });
  }
  if (intent !== "release" && intent !== "refund") {
    return refuse(new AppError(ORDER_TEXTS.actionDenied, T.unknownIntent, 400));
  }
  // The first post only asks (the money never moves on it); the final one needs the reason.
  if (!isConfirmed(intent, form)) {
    const order = await orderForDecision(context.db, orderId);
    if (!order) return answerStep(refusedStep("not_found"));
    const step = transition(order, intent, "admin", Date.now());
    return answerStep(step.ok ? askConfirmation(intent, form) : refusedStep(step.reason));
  }
  const read = readOrderForm(intent, form, "admin");
  if (!read.ok) {
    return data(
      {
        intent,
        title: "Data Tidak Lengkap",
        message: "Periksa kembali isian Anda.",
        fieldErrors: read.fieldErrors,
        values: read.values,
      } satisfies OrderActionResult,
      { status: 400 },
    );
  }
  const extra = await extraOf(context.env, read.input, "admin");
  const result = await orderRoom(context.env, orderId).act({
    action: intent,
    by: { id: admin.id, role: "admin" },
    extra,
  });
  if (!result.ok) return answerStep(refusedStep(result.reason));
  await recordDisputeDecision(context.db, {
    adminId: admin.id,
    orderId,
    decision: intent,
    after: result.order.status,
    reason: result.order.decisionReason,
  });
  throw redirectWithToast("/admin/disputes", {
    type: "success",
    title: intent === "release" ? T.disputeReleased : T.disputeRefunded,
    description: `${result.order.productTitle}: ${formatRupiah(result.order.totalAmount)}.`,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: d }) =>
  pageMeta(
    d ? `Komplain: ${d.order.productTitle} — Admin` : "Komplain — Admin",
    "Bukti, chat dan keputusan atas komplain sebuah pesanan.",
  );

function Party({ title, person }: { title: string; person: { username: string; email: string; isVerified: boolean } }) {
  return (
    <Card className="p-4">
      <h3 className="text-sm font-semibold text-slate-600 dark:text-slate-400">{title}</h3>
      <p className="mt-1 font-semibold">
        <Link to={`/user/${encodeURIComponent(person.username)}`} className="hover:underline">
          {person.username}
        </Link>
        {person.isVerified ? <span className="ml-2 text-xs text-brand">Pengguna Terverifikasi</span> : null}
      </p>
      <p className="text-sm break-all">{person.email}</p>
    </Card>
  );
}

export default function AdminDispute() {
  const { order, buyer, seller, deliveryInfo, history, now, warranty, disputeCase, claimCase, paidWith } =
    useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const refusal = orderResultOf(answered as OrderActionResult | RefusedStepAnswer | undefined);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const open = order.status === ORDER_STATUS.disputed;
  const senderName = (id: string) =>
    id === buyer.id ? `${buyer.username} (pembeli)` : id === seller.id ? `${seller.username} (penjual)` : "Admin";
  return (
    <div className="space-y-6">
      <Link to="/admin/disputes" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand">
        <ChevronLeft className="size-4" aria-hidden /> Semua komplain
      </Link>
      <Card className="space-y-3 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-bold">{order.productTitle}</h2>
          <OrderStatusBadge status={order.status} />
        </div>
        <DetailList
          items={[
            [
              "Pesanan",
              <Link key="o" to={`/order/${encodeURIComponent(order.id)}`} className="font-mono text-xs hover:underline">
                {order.number}
              </Link>,
            ],
            ["Jenis", order.productType],
            ["Jumlah", String(order.quantity)],
            [
              "Total",
              <strong key="t" className="text-money tabular-nums">
                {formatRupiah(order.totalAmount)}
              </strong>,
            ],
            [PAID_WITH_TEXTS.methodLabel, <PaidWithLine key="p" paidWith={paidWith} />],
            ["Dibuat", formatLongDate(order.createdAt)],
            ["Dikirim", order.shippedAt ? formatLongDate(order.shippedAt) : "—"],
          ]}
        />
      </Card>
      {warranty ? (
        <>
          <WarrantyCard
            warranty={warranty}
            role="admin"
            claimPath={`/order/${encodeURIComponent(order.id)}/claim`}
            claimInTimeline={claimCase !== null}
          />
          {claimCase?.deadline ? (
            <DeadlineCountdown deadlineAt={claimCase.deadline.at} label={claimCase.deadline.label} now={now} />
          ) : null}
          {claimCase ? <CaseTimeline view={claimCase} /> : null}
          {warranty.status === "claimed" ? (
            <ClaimDecision
              totalAmount={order.totalAmount}
              result={answered as ClaimDecisionAnswer | undefined}
              busy={busy}
            />
          ) : null}
        </>
      ) : null}
      {disputeCase ? <CaseTimeline view={disputeCase} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Party title="Pembeli" person={buyer} />
        <Party title="Penjual" person={seller} />
      </div>
      <Card className="space-y-3 p-4 sm:p-6">
        <h3 className="font-bold">Alasan Komplain</h3>
        <p className="whitespace-pre-wrap" data-testid="dispute-reason">
          {order.disputeReason ?? "—"}
        </p>
        <h3 className="font-bold">Bukti</h3>
        {order.disputeEvidence.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">Tidak ada bukti.</p>
        ) : (
          <ul className="list-disc space-y-1 pl-5">
            {order.disputeEvidence.map((e, i) => (
              <li key={i} className="whitespace-pre-wrap break-words" data-testid="dispute-evidence">
                {e}
              </li>
            ))}
          </ul>
        )}
        {order.secureChecklist ? <StoredChecklist checklist={order.secureChecklist} /> : null}
        <h3 className="font-bold">Info Pengiriman dari Penjual</h3>
        <p className="whitespace-pre-wrap break-words">{deliveryInfo ?? "—"}</p>
      </Card>
      <Card className="p-4 sm:p-6">
        <h3 className="font-bold">Chat Pesanan ({history.length})</h3>
        {history.length === 0 ? (
          <p className="mt-2 text-slate-600 dark:text-slate-400">Belum ada pesan.</p>
        ) : (
          <ol className="mt-3 space-y-3" data-testid="dispute-chat">
            {history.map((m) => (
              <li key={m.id} className="rounded-xl bg-surface-100 px-3 py-2 dark:bg-surface-800">
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {senderName(m.sender)} · {formatRelativeTime(m.createdAt, now)}
                </p>
                <p className="whitespace-pre-wrap break-words">{m.body}</p>
              </li>
            ))}
          </ol>
        )}
      </Card>
      {open || order.disputeReason ? (
        <Card className="space-y-3 p-4 sm:p-6">
          <h3 className="font-bold">Keputusan</h3>
          {refusal && !refusal.confirmStep && !refusal.fieldErrors ? (
            <Alert testId="dispute-refusal">
              <strong>{refusal.title}</strong> — {refusal.message}
            </Alert>
          ) : null}
          {open ? (
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {(["release", "refund"] as const).map((decision) => (
                <ConfirmableAction
                  key={decision}
                  intent={decision}
                  label={ACTION_LABELS[decision]!}
                  confirmation={confirmationOf(decision, "admin", order)}
                  result={refusal}
                  busy={busy}
                  variant={decision === "release" ? "primary" : "danger"}
                  backHref={`/admin/disputes/${encodeURIComponent(order.id)}`}
                />
              ))}
            </div>
          ) : (
            <>
              <p className="text-slate-600 dark:text-slate-400">Komplain ini sudah diputuskan.</p>
              {order.decisionReason ? (
                <p className="whitespace-pre-wrap break-words" data-testid="decision-reason">
                  Alasan keputusan: {order.decisionReason}
                </p>
              ) : null}
            </>
          )}
        </Card>
      ) : null}
    </div>
  );
}
