/**
 * The case and claim forms' schemas for `parseForm` (utils/forms.server.ts): opening a dispute, the
 * seller's answer, either side's evidence, the warranty claim and the seller's answer to it. Every
 * field is checked — the evidence images by their bytes too — so a form shows all its problems at once.
 */
import { z } from "zod";
import { formFailure, type FormFailure } from "~/utils/forms.server";
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

/** The evidence images, checked by their bytes (stored only once the order takes the step). */
const evidence = (required: boolean) =>
  z.unknown().transform(async (v, ctx) => {
    const checked = await checkEvidence(evidenceFiles(v), { required });
    if (checked.ok) return checked.images;
    ctx.addIssue({ code: "custom", message: checked.error });
    return z.NEVER;
  });

const caseText = (required: string | null) => text(CASE_TEXT_MAX_LENGTH, T.textTooLong(CASE_TEXT_MAX_LENGTH), required);

/** The case forms (POST /order/{id}/case), by intent. Evidence needs a text, an image or a link. */
export const CASE_SCHEMAS = {
  dispute: z.object({
    reason: z.enum(CASE_REASONS, T.reasonRequired),
    body: caseText(T.descriptionRequired),
    links,
    evidence: evidence(false),
  }),
  answer_case: z.object({ body: caseText(T.answerRequired), links, evidence: evidence(false) }),
  case_evidence: z
    .object({ body: caseText(null), links, evidence: evidence(false) })
    .refine((v) => v.body || v.links.length > 0 || v.evidence.length > 0, {
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
    evidence: evidence(true),
  }),
  answer_claim: z.object({
    answer: text(CLAIM_ANSWER_MAX_LENGTH, W.answerTooLong(CLAIM_ANSWER_MAX_LENGTH), W.answerRequired),
    offer: z.enum(CLAIM_OFFERS, W.offerRequired),
  }),
};

/** A refused case or claim form: shown again (400) with every problem and what was typed, under its intent. */
export const formRefused = <I extends string>(intent: I, failure: FormFailure) =>
  stepShown({ intent, ...formFailure(failure.values, failure) }, 400);
