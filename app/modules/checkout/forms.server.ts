/**
 * The /checkout form's schemas for `parseForm` (docs/decisions/0006-forms.md): the post itself
 * (intent, the lines as JSON, the idempotency key — hidden fields, so their one problem is the
 * form's) and what the buyer chose (the IDs' tick, the method, a guest's contact), every problem at once.
 */
import { z } from "zod";
import { CHECKOUT_TEXTS } from "~/modules/cart/texts";
import { parseContact, type GuestContact } from "~/modules/guest/buyer.server";
import { GUEST_TEXTS } from "~/modules/guest/texts";
import { paymentMethod } from "~/modules/payments/methods";
import { PAYMENT_TEXTS } from "~/modules/payments/texts";
import { problem } from "~/utils/forms.server";
import { MAX_LINES } from "./checkout.server";

const MAX_BODY_CHARS = 50_000;

/** The method choice's value for the wallet (WALLET_METHOD of components/payments/method-choice.tsx). */
export const WALLET_METHOD = "wallet";

const lineSchema = z.object({
  listingId: z.string().min(1).max(64),
  quantity: z.number().int().min(-1_000_000).max(1_000_000),
  expectedPrice: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  userInputData: z
    .record(z.string().max(64), z.string().max(100))
    .refine((r) => Object.keys(r).length <= 10)
    .default({}),
  /** The name the cart knew, shown only when the listing itself is gone. */
  name: z.string().max(200).optional(),
  /** A top-up: the nickname the review showed for these IDs (checked again before it is stored). */
  nickname: z.string().max(64).optional(),
});
export type PostedLine = z.infer<typeof lineSchema>;

export type CheckoutPost =
  { intent: "review"; lines: PostedLine[] } | { intent: "confirm"; lines: PostedLine[]; idempotencyKey: string };

/** The lines as posted, or the message saying why they cannot be read. */
function readLines(raw: string): { ok: true; lines: PostedLine[] } | { ok: false; message: string } {
  if (raw.length > MAX_BODY_CHARS) return { ok: false, message: CHECKOUT_TEXTS.unreadable };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, message: CHECKOUT_TEXTS.unreadable };
  }
  if (Array.isArray(json) && json.length === 0) return { ok: false, message: CHECKOUT_TEXTS.empty };
  if (Array.isArray(json) && json.length > MAX_LINES)
    return { ok: false, message: CHECKOUT_TEXTS.tooManyLines(MAX_LINES) };
  const parsed = z.array(lineSchema).safeParse(json);
  return parsed.success ? { ok: true, lines: parsed.data } : { ok: false, message: CHECKOUT_TEXTS.unreadable };
}

/** The post: review or confirm, the lines, and (to confirm) a key; a problem here is the form's, the first one. */
export const checkoutPostSchema = z
  .object({ intent: z.string(), lines: z.string(), idempotencyKey: z.string() })
  .transform((form, ctx): CheckoutPost => {
    const refuse = (message: string) => {
      ctx.addIssue({ code: "custom", path: [], message });
      return z.NEVER;
    };
    if (form.intent !== "review" && form.intent !== "confirm") return refuse(CHECKOUT_TEXTS.unknownIntent);
    const read = readLines(form.lines);
    if (!read.ok) return refuse(read.message);
    if (form.intent === "review") return { intent: "review", lines: read.lines };
    if (!isConfirmKey(form.idempotencyKey)) return refuse(CHECKOUT_TEXTS.badKey);
    return { intent: "confirm", lines: read.lines, idempotencyKey: form.idempotencyKey };
  });

/** Whether `value` can be a confirm's idempotency key (a UUID, as the review makes them). */
export const isConfirmKey = (value: string | null): value is string => z.uuid().safeParse(value).success;

/** A review's address (routes/checkout.tsx), read the same way as a post: the lines, or the message. */
export function readReviewForm(form: FormData): { ok: true; post: CheckoutPost } | { ok: false; message: string } {
  const parsed = checkoutPostSchema.safeParse({
    intent: form.get("intent") ?? "",
    lines: form.get("lines") ?? "",
    idempotencyKey: form.get("idempotencyKey") ?? "",
  });
  return parsed.success ? { ok: true, post: parsed.data } : { ok: false, message: parsed.error.issues[0]!.message };
}

export type CheckoutFields = { method: string; contact: GuestContact | null };

/** The method's problem for this buyer (a guest has no wallet), or null; whether the gateway is on is asked later. */
function methodProblem(method: string, guest: boolean) {
  if (guest && method === WALLET_METHOD)
    return { title: GUEST_TEXTS.walletRefusedTitle, message: GUEST_TEXTS.walletRefused };
  if (method === WALLET_METHOD || paymentMethod(method)) return null;
  return { title: PAYMENT_TEXTS.methodUnknown, message: PAYMENT_TEXTS.methodUnknownDescription };
}

/**
 * What the buyer chose to confirm: the tick on the top-ups' IDs (when the review shows any), the
 * method (the wallet when none is posted, except for a guest), and a guest's contact.
 */
export const checkoutFieldsSchema = ({ guest, idCheck }: { guest: boolean; idCheck: boolean }) =>
  z.object({ method: z.string(), contact: z.string(), idsConfirmed: z.string() }).transform((form, ctx) => {
    // No method posted reads as the wallet (a guest is then told to pick another).
    const method = form.method || WALLET_METHOD;
    const contact = guest ? parseContact(form.contact) : null;
    const badMethod = methodProblem(method, guest);
    const problems = [
      idCheck && form.idsConfirmed !== "1"
        ? { field: "idsConfirmed", title: CHECKOUT_TEXTS.idCheckMissingTitle, message: CHECKOUT_TEXTS.idCheckMissing }
        : null,
      badMethod ? { field: "method", ...badMethod } : null,
      guest && !contact
        ? { field: "contact", title: GUEST_TEXTS.contactInvalidTitle, message: GUEST_TEXTS.contactInvalid }
        : null,
    ].filter((p) => p !== null);
    for (const p of problems) problem(ctx, p);
    return problems.length > 0 ? z.NEVER : ({ method, contact } satisfies CheckoutFields);
  });
