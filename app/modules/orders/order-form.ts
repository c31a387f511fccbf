/**
 * The order page's forms: the steps a person may post (`intent`), the fields that come with ship and
 * dispute, their limits and how they are checked. Pure and browser-safe: the page's form shows the
 * same limits the action enforces.
 */
import { formatNumber } from "~/utils/format";
import type { OrderAction } from "./escrow";

/** The steps a person (not the deadline alarms) can ask for on the order page. */
export const USER_ACTIONS = [
  "pay",
  "ship",
  "confirm",
  "dispute",
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

export type OrderFormField = "deliveryInfo" | "disputeReason" | "disputeEvidence";
type Fields = Partial<Record<OrderFormField, string>>;

/** What the action answers when it refuses (the page shows it next to the form it came from). */
export interface OrderActionResult {
  intent: string;
  title: string;
  message: string;
  reason?: string;
  fieldErrors?: Fields;
  values?: Fields;
}

/** The checked fields of a step: plain text, not yet encrypted. */
export type OrderFormInput =
  | { kind: "none" }
  | { kind: "ship"; deliveryInfo: string }
  | { kind: "dispute"; disputeReason: string; disputeEvidence: string };

export type OrderFormResult = { ok: true; input: OrderFormInput } | { ok: false; fieldErrors: Fields; values: Fields };

function text(form: FormData, name: OrderFormField, cut: number) {
  // Keep what was typed (bounded) so a refused form comes back filled in.
  return String(form.get(name) ?? "").slice(0, cut + 1000);
}

/** Reads and checks the fields `intent` needs: ship needs delivery info, dispute a reason and evidence. */
export function readOrderForm(intent: UserAction, form: FormData): OrderFormResult {
  if (intent === "ship") {
    const deliveryInfo = text(form, "deliveryInfo", DELIVERY_INFO_MAX_LENGTH);
    const trimmed = deliveryInfo.trim();
    if (!trimmed)
      return { ok: false, fieldErrors: { deliveryInfo: "Info pengiriman wajib diisi." }, values: { deliveryInfo } };
    if (trimmed.length > DELIVERY_INFO_MAX_LENGTH) {
      return {
        ok: false,
        fieldErrors: { deliveryInfo: `Info pengiriman maksimal ${formatNumber(DELIVERY_INFO_MAX_LENGTH)} karakter.` },
        values: { deliveryInfo },
      };
    }
    return { ok: true, input: { kind: "ship", deliveryInfo: trimmed } };
  }
  if (intent === "dispute") {
    const disputeReason = text(form, "disputeReason", DISPUTE_REASON_MAX_LENGTH);
    const disputeEvidence = text(form, "disputeEvidence", DISPUTE_EVIDENCE_MAX_LENGTH);
    const reason = disputeReason.trim();
    const evidence = disputeEvidence.trim();
    const errors: Fields = {};
    if (!reason) errors.disputeReason = "Alasan komplain wajib diisi.";
    else if (reason.length > DISPUTE_REASON_MAX_LENGTH)
      errors.disputeReason = `Alasan komplain maksimal ${formatNumber(DISPUTE_REASON_MAX_LENGTH)} karakter.`;
    if (!evidence) errors.disputeEvidence = "Bukti wajib diisi: jelaskan masalahnya dan sertakan tautan buktinya.";
    else if (evidence.length > DISPUTE_EVIDENCE_MAX_LENGTH)
      errors.disputeEvidence = `Bukti maksimal ${formatNumber(DISPUTE_EVIDENCE_MAX_LENGTH)} karakter.`;
    if (errors.disputeReason || errors.disputeEvidence) {
      return { ok: false, fieldErrors: errors, values: { disputeReason, disputeEvidence } };
    }
    return { ok: true, input: { kind: "dispute", disputeReason: reason, disputeEvidence: evidence } };
  }
  return { ok: true, input: { kind: "none" } };
}
