/**
 * The case and claim forms read through `parseForm` (utils/forms.server.ts): opening a dispute, the
 * seller's answer, either side's evidence, the warranty claim and the seller's answer to it. The
 * evidence images are checked beside the schema (`readCaseForm`), so a form shows all its problems at once.
 */
import { z } from "zod";
import { formFailure, parseForm, type FormFailure } from "~/utils/forms.server";
import { stepShown } from "~/utils/step-outcome";
import { CLAIM_OFFERS, CLAIM_REASONS } from "~/db/vocabulary";
import { checkEvidence, evidenceFiles } from "./evidence.server";
import { CASE_REASONS, CASE_TEXT_MAX_LENGTH, parseCaseLinks } from "./rules";
import { CASE_TEXTS as T, WARRANTY_TEXTS as W } from "./texts";
import { CLAIM_ANSWER_MAX_LENGTH, CLAIM_DESCRIPTION_MAX_LENGTH } from "./warranty-rules";

/** A text read at most `max` + 1000 characters long and trimmed: required (its message) and at most `max`. */
const text = (max: number, tooLong: string, required: string | null) =>
  z
    .string()
    .transform((v) => v.slice(0, max + 1000).trim())
    .superRefine((v, ctx) => {
      if (v.length > max) ctx.addIssue({ code: "custom", message: tooLong });
      else if (!v && required) ctx.addIssue({ code: "custom", message: required });
    });

/** Video or other links, one per line: each an http(s) URL (rules.ts), the first bad one named. */
const links = z.string().transform((v, ctx) => {
  const parsed = parseCaseLinks(v.slice(0, 5000));
  if (parsed.ok) return parsed.links;
  ctx.addIssue({ code: "custom", message: parsed.error });
  return z.NEVER;
});

const caseText = (required: string | null) => text(CASE_TEXT_MAX_LENGTH, T.textTooLong(CASE_TEXT_MAX_LENGTH), required);

/** The case forms (POST /order/{id}/case), by intent. Evidence needs a text, an image or a link. */
export const CASE_SCHEMAS = {
  dispute: z.object({ reason: z.enum(CASE_REASONS, T.reasonRequired), body: caseText(T.descriptionRequired), links }),
  answer_case: z.object({ body: caseText(T.answerRequired), links }),
  case_evidence: z
    .object({ body: caseText(null), links, evidence: z.unknown().transform((v) => evidenceFiles(v).length) })
    .refine((v) => v.body || v.links.length > 0 || v.evidence > 0, {
      path: ["evidence"],
      message: T.evidenceRequired,
    }),
};
export type CaseIntent = keyof typeof CASE_SCHEMAS;

/** The warranty claim forms (POST /order/{id}/claim), by intent: the buyer files, the seller answers. */
export const CLAIM_SCHEMAS = {
  claim_warranty: z.object({
    reason: z.enum(CLAIM_REASONS, W.reasonRequired),
    description: text(
      CLAIM_DESCRIPTION_MAX_LENGTH,
      W.descriptionTooLong(CLAIM_DESCRIPTION_MAX_LENGTH),
      W.descriptionRequired,
    ),
    links,
  }),
  answer_claim: z.object({
    answer: text(CLAIM_ANSWER_MAX_LENGTH, W.answerTooLong(CLAIM_ANSWER_MAX_LENGTH), W.answerRequired),
    offer: z.enum(CLAIM_OFFERS, W.offerRequired),
  }),
};

/**
 * A case or claim form with its evidence images: the schema's fields and the images (by their
 * bytes; `required`: at least one) are checked together, every problem under its field. Refused,
 * `imagesOnly` says the images were its only problem: the order's own refusal (a closed case, too
 * late) goes first then, as it always did; nothing is stored here.
 */
export async function readCaseForm<S extends z.ZodType>(form: FormData, schema: S, { required = false } = {}) {
  const parsed = await parseForm(form, schema);
  const images = await checkEvidence(evidenceFiles(form.getAll("evidence")), { required });
  if (parsed.ok && images.ok) return { ok: true as const, data: parsed.data, images: images.images };
  const fieldErrors = parsed.ok ? {} : parsed.fieldErrors;
  if (!images.ok) fieldErrors.evidence = [...(fieldErrors.evidence ?? []), images.error];
  const formError = parsed.ok ? null : parsed.formError;
  return { ok: false as const, failure: formFailure(parsed.values, { fieldErrors, formError }), imagesOnly: parsed.ok };
}

/** A refused case or claim form: shown again (400) with every problem and what was typed, under its intent. */
export const formRefused = <I extends string>(intent: I, failure: FormFailure) =>
  stepShown({ intent, ...formFailure(failure.values, failure) }, 400);
