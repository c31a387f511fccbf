/**
 * The staff console's one-line forms for `parseForm` (utils/forms.server.ts): a reason (reject,
 * take down, resolve a payout review) or a transfer reference (mark paid), required and bounded.
 */
import { z } from "zod";
import { ADMIN_TEXTS as T, REASON_MAX_LENGTH, REFERENCE_MAX_LENGTH, requiredText } from "./texts";

/** A required line of text: the trimmed text, or the message `requiredText` gives. */
const requiredLine = (max: number, messages: { missing: string; tooLong: string }) =>
  z
    .string()
    .superRefine((value, ctx) => {
      const checked = requiredText(value, max, messages);
      if (!checked.ok) ctx.addIssue({ code: "custom", message: checked.message });
    })
    .transform((value) => value.trim());

export const reasonSchema = z.object({
  reason: requiredLine(REASON_MAX_LENGTH, { missing: T.reasonRequired, tooLong: T.reasonTooLong }),
});

export const referenceSchema = z.object({
  transferReference: requiredLine(REFERENCE_MAX_LENGTH, { missing: T.referenceRequired, tooLong: T.referenceTooLong }),
});
