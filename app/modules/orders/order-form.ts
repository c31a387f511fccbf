/**
 * The order page's forms: the steps a person may post (`intent`), the fields that come with ship,
 * dispute and the decisions that need a reason, their limits and how they are checked; which steps
 * are asked once before they happen. Pure and browser-safe: the page's form shows the same limits the
 * action enforces. The staff's dispute page uses the same rules.
 */
import type { AppErrorShape } from "~/utils/app-error";
import { formatNumber } from "~/utils/format";
import type { Actor, OrderAction } from "./escrow";

/** The steps a person (not the deadline alarms) can ask for on the order page. */
export const USER_ACTIONS = [
  "pay",
  "ship",
  "confirm",
  "dispute",
  "extend_inspection",
  "release",
  "refund",
  "cancel",
] as const satisfies OrderAction[];
export type UserAction = (typeof USER_ACTIONS)[number];
export const isUserAction = (value: unknown): value is UserAction => USER_ACTIONS.includes(value as UserAction);

/** Longest delivery info a seller may send (characters). */
export const DELIVERY_INFO_MAX_LENGTH = 2000;
export const DISPUTE_REASON_MAX_LENGTH = 200;
export const DISPUTE_EVIDENCE_MAX_LENGTH = 2000;

/** The reason of a seller's cancellation or a staff decision: long enough to explain something. */
export const DECISION_REASON_MIN_LENGTH = 10;
export const DECISION_REASON_MAX_LENGTH = 500;

/**
 * Steps that cannot be undone (money moves or the order ends): the first post only asks, and the
 * step happens when the form comes back with `CONFIRM_FIELD=CONFIRM_VALUE` (the final button).
 */
export const CONFIRMED_ACTIONS: readonly OrderAction[] = ["confirm", "cancel", "release", "refund"];
export const CONFIRM_FIELD = "confirmed";
export const CONFIRM_VALUE = "ya";

export function needsConfirmation(action: OrderAction): boolean {
  return CONFIRMED_ACTIONS.includes(action);
}

/** Whether the other party deserves a reason: the seller cancelling, staff deciding. */
export function needsReason(action: OrderAction, actor: Actor): boolean {
  if (action === "release" || action === "refund") return true;
  return action === "cancel" && (actor === "seller" || actor === "admin");
}

/** True when the post is the final step of a confirmation (or the step needs none). */
export function isConfirmed(action: OrderAction, form: FormData): boolean {
  return !needsConfirmation(action) || form.get(CONFIRM_FIELD) === CONFIRM_VALUE;
}

export type OrderFormField = "deliveryInfo" | "disputeReason" | "disputeEvidence" | "decisionReason";
type Fields = Partial<Record<OrderFormField, string>>;

/**
 * What the action answers when it refuses (the page shows it next to the form it came from). A
 * step's fields refused come in the one failure shape (utils/forms.ts: every message of each field,
 * the typed values, the spec's titles); the staff's dispute page still sends one message a field.
 */
export interface OrderActionResult {
  intent: string;
  title: string;
  message: string;
  reason?: string;
  /** The step was asked, not taken: the page shows its confirmation with the final button. */
  confirmStep?: boolean;
  fieldErrors?: Partial<Record<string, string | string[]>>;
  formError?: string | null;
  values?: Record<string, string>;
  titles?: Record<string, string>;
  /** The account's checklist was not fully ticked: the step asks once more, with this warning. */
  checklistWarning?: string;
  /** The checklist items that were ticked (ids), kept for the form that comes back. */
  secured?: string[];
}

/** A refused step as actions answer it (`refuse`): the error, naming the step and why. */
export interface RefusedStepAnswer {
  error: AppErrorShape & { intent?: string; reason?: string };
  values: null;
}

/** What an order action answers, read the one way the page's forms show it. */
export function orderResultOf(
  answer: OrderActionResult | RefusedStepAnswer | undefined,
): OrderActionResult | undefined {
  if (!answer || !("error" in answer)) return answer;
  const { title, message, intent = "", reason } = answer.error;
  return reason === undefined ? { intent, title, message } : { intent, title, message, reason };
}

/** The checked fields of a step: plain text, not yet encrypted. */
export type OrderFormInput =
  | { kind: "none" }
  | { kind: "ship"; deliveryInfo: string }
  | { kind: "dispute"; disputeReason: string; disputeEvidence: string }
  | { kind: "decision"; decisionReason: string };

export type OrderFormResult = { ok: true; input: OrderFormInput } | { ok: false; fieldErrors: Fields; values: Fields };

function text(form: FormData, name: OrderFormField, cut: number) {
  // Keep what was typed (bounded) so a refused form comes back filled in.
  return String(form.get(name) ?? "").slice(0, cut + 1000);
}

/** What was typed in the reason field (bounded), kept for a form that comes back. */
export function typedDecisionReason(form: FormData): string {
  return text(form, "decisionReason", DECISION_REASON_MAX_LENGTH);
}

/** A free-text field's problem: required, and at most `max` characters once trimmed; null when fine. */
const limitedText =
  (required: string, tooLong: (max: string) => string, max: number) =>
  (value: string): string | null => {
    const trimmed = value.trim();
    if (!trimmed) return required;
    return trimmed.length > max ? tooLong(formatNumber(max)) : null;
  };

/** The delivery info's problem in words, or null when it is fine. */
export const deliveryInfoError = limitedText(
  "Info pengiriman wajib diisi.",
  (max) => `Info pengiriman maksimal ${max} karakter.`,
  DELIVERY_INFO_MAX_LENGTH,
);
/** The dispute reason's problem in words, or null when it is fine. */
export const disputeReasonError = limitedText(
  "Alasan komplain wajib diisi.",
  (max) => `Alasan komplain maksimal ${max} karakter.`,
  DISPUTE_REASON_MAX_LENGTH,
);
/** The dispute evidence's problem in words, or null when it is fine. */
export const disputeEvidenceError = limitedText(
  "Bukti wajib diisi: jelaskan masalahnya dan sertakan tautan buktinya.",
  (max) => `Bukti maksimal ${max} karakter.`,
  DISPUTE_EVIDENCE_MAX_LENGTH,
);

/** The reason's problem in words, or null when it is fine. */
export function decisionReasonError(reason: string): string | null {
  const trimmed = reason.trim();
  if (!trimmed) return "Alasan wajib diisi: tulis mengapa Anda mengambil keputusan ini, pihak lain akan membacanya.";
  if (trimmed.length < DECISION_REASON_MIN_LENGTH)
    return `Alasan terlalu singkat: tulis minimal ${formatNumber(DECISION_REASON_MIN_LENGTH)} karakter.`;
  if (trimmed.length > DECISION_REASON_MAX_LENGTH)
    return `Alasan maksimal ${formatNumber(DECISION_REASON_MAX_LENGTH)} karakter.`;
  return null;
}

/**
 * Reads and checks the fields `intent` needs: ship needs delivery info, dispute a reason and
 * evidence, a seller's cancellation and a staff decision a reason (`actor` says who asks).
 */
export function readOrderForm(intent: UserAction, form: FormData, actor: Actor = "buyer"): OrderFormResult {
  if (needsReason(intent, actor)) {
    const decisionReason = typedDecisionReason(form);
    const error = decisionReasonError(decisionReason);
    if (error) return { ok: false, fieldErrors: { decisionReason: error }, values: { decisionReason } };
    return { ok: true, input: { kind: "decision", decisionReason: decisionReason.trim() } };
  }
  if (intent === "ship") {
    const deliveryInfo = text(form, "deliveryInfo", DELIVERY_INFO_MAX_LENGTH);
    const error = deliveryInfoError(deliveryInfo);
    if (error) return { ok: false, fieldErrors: { deliveryInfo: error }, values: { deliveryInfo } };
    return { ok: true, input: { kind: "ship", deliveryInfo: deliveryInfo.trim() } };
  }
  if (intent === "dispute") {
    const disputeReason = text(form, "disputeReason", DISPUTE_REASON_MAX_LENGTH);
    const disputeEvidence = text(form, "disputeEvidence", DISPUTE_EVIDENCE_MAX_LENGTH);
    const reasonError = disputeReasonError(disputeReason);
    const evidenceError = disputeEvidenceError(disputeEvidence);
    if (reasonError || evidenceError) {
      const errors: Fields = {};
      if (reasonError) errors.disputeReason = reasonError;
      if (evidenceError) errors.disputeEvidence = evidenceError;
      return { ok: false, fieldErrors: errors, values: { disputeReason, disputeEvidence } };
    }
    return {
      ok: true,
      input: { kind: "dispute", disputeReason: disputeReason.trim(), disputeEvidence: disputeEvidence.trim() },
    };
  }
  return { ok: true, input: { kind: "none" } };
}
