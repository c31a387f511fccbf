/**
 * The steps the viewer may take on an order right now (the loader asks the state machine which),
 * as plain POST forms with an `intent`, so they work without JavaScript.
 */
import { memo, Suspense, type ReactNode } from "react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { ConfirmableAction, type Confirmation } from "./confirm-step";
import { LimitedTextarea } from "./limited-textarea";
import { FieldProblem } from "~/components/checkout/field-problem";
import type { CaseAnswer } from "./case-timeline";
import { Alert, Button } from "~/components/ui";
import { ORDER_STATUS as S } from "~/modules/orders/constants";
import type { Actor, OrderAction } from "~/modules/orders/escrow";
import { DELIVERY_INFO_MAX_LENGTH, needsReason, type OrderActionResult } from "~/modules/orders/order-form";
import type { ChecklistItem } from "~/modules/orders/secure-checklist";
import { ACTION_LABELS, CONFIRM_TEXTS, confirmationFor, INSPECTION_TEXTS } from "~/modules/orders/texts";
import { lazyNamed } from "~/utils/lazy-named";
import { WhenOpened } from "~/components/when-opened";

// Only a buyer who may open a case sees its form, and its code loads when its disclosure opens.
const OpenCaseForm = lazyNamed(() => import("./case-timeline"), "OpenCaseForm");

// Memoised so the order's live updates do not reach the boundary while it still waits (React would
// then drop the server's HTML of the closed form and render it again on opening).
const CaseFormOnOpen = memo(function CaseFormOnOpen(props: {
  detailsId: string;
  orderId: string;
  answer?: CaseAnswer;
}) {
  return (
    <Suspense fallback={null}>
      <WhenOpened detailsId={props.detailsId}>
        <OpenCaseForm orderId={props.orderId} answer={props.answer} />
      </WhenOpened>
    </Suspense>
  );
});

/** The confirmation of an irreversible step as `actor` is asked it (the reason field when they owe one). */
export function confirmationOf(
  action: "confirm" | "cancel" | "release" | "refund",
  actor: Actor,
  order: { totalAmount: number; status: string; warrantyDays?: number },
): Confirmation {
  const { heading, warning, submit, reasonLabel } = confirmationFor(action, {
    totalAmount: order.totalAmount,
    paid: order.status !== S.awaitingPayment,
    warrantyDays: order.warrantyDays ?? 0,
  });
  const reason = needsReason(action, actor)
    ? { label: reasonLabel, hint: actor === "seller" ? CONFIRM_TEXTS.reasonHintSeller : CONFIRM_TEXTS.reasonHintStaff }
    : null;
  return { heading, warning, submit, reason };
}

/** A refused step ('Aksi Ditolak' and why), with the way out when the balance is short. */
export function ActionRefusal({ result }: { result: OrderActionResult }) {
  return (
    <Alert testId="action-error">
      <p className="font-semibold">{result.title}</p>
      <p>{result.message}</p>
      {result.reason === "insufficient_balance" ? (
        <Link to="/my-account/wallet" className="mt-1 inline-block font-semibold underline">
          Deposit saldo di Dompet
        </Link>
      ) : null}
    </Alert>
  );
}

/** The top of the page after a step was asked without JavaScript: where its confirmation waits. */
export function ConfirmStepNotice() {
  return (
    <Alert tone="info" testId="confirm-notice">
      <p className="font-semibold">{CONFIRM_TEXTS.title}</p>
      <p>
        {CONFIRM_TEXTS.stepMessage}{" "}
        <a href="#konfirmasi" className="font-semibold underline">
          {CONFIRM_TEXTS.goToStep}
        </a>
      </p>
    </Alert>
  );
}

export function OrderActions({
  actions,
  productType,
  result,
  role,
  order,
  payChoice,
  checklist,
  caseAnswer,
}: {
  /** The case form's refused answer (it posts to /order/{id}/case), to show it filled in again. */
  caseAnswer?: CaseAnswer;
  /** The account checklist the buyer ticks when confirming (an Akun order), else null. */
  checklist?: ChecklistItem[] | null;
  /** The payment method choice inside the 'pay' form (the buyer of an unpaid order). */
  payChoice?: ReactNode;
  actions: OrderAction[];
  productType: string;
  result: OrderActionResult | undefined;
  role: Actor;
  order: { id: string; totalAmount: number; status: string; inspectionExtendedAt?: number | null };
}) {
  const navigation = useNavigation();
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  if (actions.length === 0) return null;

  const button = (action: OrderAction, variant: "primary" | "secondary" | "danger" = "primary", className?: string) => (
    <Button
      type="submit"
      name="intent"
      value={action}
      variant={variant}
      disabled={busyIntent != null}
      data-testid={`action-${action}`}
      className={className}
    >
      {busyIntent === action ? "Memproses…" : ACTION_LABELS[action]}
    </Button>
  );
  const backHref = `/order/${encodeURIComponent(order.id)}`;
  const confirmable = (action: "confirm" | "cancel" | "release" | "refund", variant: "primary" | "secondary") => (
    <ConfirmableAction
      intent={action}
      label={busyIntent === action ? "Memproses…" : ACTION_LABELS[action]!}
      confirmation={
        action === "confirm"
          ? { ...confirmationOf(action, role, order), checklist }
          : confirmationOf(action, role, order)
      }
      result={result}
      busy={busyIntent != null}
      variant={variant}
      backHref={backHref}
    />
  );
  const values = result?.values ?? {};
  const errors = result?.fieldErrors ?? {};

  return (
    <section aria-labelledby="order-actions-title" className="space-y-4" data-testid="order-actions">
      <h2 id="order-actions-title" className="text-lg font-bold">
        Tindakan
      </h2>

      {actions.includes("pay") ? (
        <Form method="post" className="space-y-2">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {payChoice
              ? "Dana ditahan di rekening bersama sampai Anda mengonfirmasi pesanan."
              : "Pembayaran diambil dari saldo dompet Anda dan ditahan di rekening bersama sampai Anda mengonfirmasi pesanan."}
          </p>
          {payChoice}
          {result?.intent === "pay" ? (
            <FieldProblem id="pay-method-error" name="method" title={result.titles?.method} error={errors.method} />
          ) : null}
          {button("pay", "primary", "w-full sm:w-auto")}
        </Form>
      ) : null}

      {actions.includes("ship") ? (
        <Form method="post" className="space-y-3" aria-labelledby="ship-title">
          <h3 id="ship-title" className="font-semibold">
            Kirim Pesanan
          </h3>
          <LimitedTextarea
            name="deliveryInfo"
            label="Info Pengiriman"
            hint={
              productType === "Akun"
                ? "Tulis data login akun (email/username, password) dan petunjuk lain. Disimpan terenkripsi dan hanya terlihat oleh pembeli."
                : "Tulis bukti atau detail pengiriman (misalnya nomor transaksi top up). Hanya terlihat oleh pembeli."
            }
            max={DELIVERY_INFO_MAX_LENGTH}
            defaultValue={values.deliveryInfo}
            error={errors.deliveryInfo}
            rows={5}
          />
          {button("ship", "primary", "w-full sm:w-auto")}
        </Form>
      ) : null}

      {actions.includes("confirm") ? (
        <div className="space-y-2">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Konfirmasi hanya setelah Anda memeriksa pesanan. Dana diteruskan ke penjual dan tidak dapat ditarik kembali.
          </p>
          {confirmable("confirm", "primary")}
        </div>
      ) : null}

      {actions.includes("extend_inspection") ? (
        <Form method="post" className="space-y-2">
          <p className="text-sm text-slate-600 dark:text-slate-400">{INSPECTION_TEXTS.extendHint}</p>
          {button("extend_inspection", "secondary", "w-full sm:w-auto")}
        </Form>
      ) : role === "buyer" && order.status === S.shipped && order.inspectionExtendedAt ? (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="inspection-extended">
          {INSPECTION_TEXTS.extendedNote}
        </p>
      ) : null}

      {actions.includes("dispute") ? (
        <details
          id={`open-case-${order.id}`}
          className="rounded-xl border border-surface-200 p-4 dark:border-surface-800"
          open={result?.intent === "dispute" || caseAnswer?.intent === "dispute" ? true : undefined}
        >
          <summary className="cursor-pointer font-semibold">Ada masalah? {ACTION_LABELS.dispute}</summary>
          <CaseFormOnOpen detailsId={`open-case-${order.id}`} orderId={order.id} answer={caseAnswer} />
        </details>
      ) : null}

      {actions.includes("release") || actions.includes("refund") ? (
        <div className="flex flex-wrap gap-2">
          {actions.includes("release") ? confirmable("release", "primary") : null}
          {actions.includes("refund") ? confirmable("refund", "secondary") : null}
        </div>
      ) : null}

      {actions.includes("cancel") ? confirmable("cancel", "secondary") : null}
    </section>
  );
}
