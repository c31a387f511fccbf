/**
 * The order page's step forms for `parseForm` (docs/decisions/0006-forms.md): ship's delivery info,
 * the dispute step's reason and evidence, the reason a seller's cancel or a staff decision owes —
 * the pure rules of order-form.ts, so the page and the staff's dispute page say the same — and the
 * page's answer when they are refused, in the one failure shape.
 */
import { z } from "zod";
import type { AppError } from "~/utils/app-error";
import { refusalOf, ruleText, type FormFailure } from "~/utils/forms.server";
import type { Actor } from "./escrow";
import {
  decisionReasonError,
  deliveryInfoError,
  disputeEvidenceError,
  disputeReasonError,
  needsReason,
  type OrderActionResult,
  type OrderFormInput,
  type UserAction,
} from "./order-form";

/** A free-text field by its rule, trimmed once it passes. */
const trimmed = (rule: (value: string) => string | null) => ruleText(rule).transform((value) => value.trim());

/** The fields `intent` needs from `actor`, checked all at once, as the room's step input. */
export function stepFormSchema(intent: UserAction, actor: Actor): z.ZodType<OrderFormInput> {
  if (needsReason(intent, actor))
    return z
      .object({ decisionReason: trimmed(decisionReasonError) })
      .transform(({ decisionReason }) => ({ kind: "decision", decisionReason }) as const);
  if (intent === "ship")
    return z
      .object({ deliveryInfo: trimmed(deliveryInfoError) })
      .transform(({ deliveryInfo }) => ({ kind: "ship", deliveryInfo }) as const);
  if (intent === "dispute")
    return z
      .object({ disputeReason: trimmed(disputeReasonError), disputeEvidence: trimmed(disputeEvidenceError) })
      .transform((fields) => ({ kind: "dispute", ...fields }) as const);
  return z.object({}).transform(() => ({ kind: "none" }) as const);
}

/** A step's refused fields as the page shows them: 'Data Tidak Lengkap' above, each message at its field. */
export function stepFieldsRefused(intent: string, { fieldErrors, formError, values, titles }: FormFailure) {
  return {
    intent,
    title: "Data Tidak Lengkap",
    message: "Periksa kembali isian Anda.",
    fieldErrors,
    formError,
    values,
    ...(titles ? { titles } : {}),
  } satisfies OrderActionResult;
}

/** A refusal of a field (the pay form's method) in the same shape: the error's title and message at the field. */
export function stepFieldRefusal(intent: string, error: AppError, values: Record<string, string>) {
  return {
    ...refusalOf(error, values),
    intent,
    title: error.title,
    message: error.message,
  } satisfies OrderActionResult;
}
