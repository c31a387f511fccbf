/**
 * Staff decide a warranty claim on the dispute page: refund all or part of the warranty hold to the
 * buyer (`claim_refund` with the amount) or release it to the seller (`claim_release`), always with a
 * reason both parties read. The step is the order's (its OrderRoom moves the money); the audit row
 * follows once it happened. Returns the outcome; the dispute page's route answers it.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { orders } from "~/db/schema";
import type { SessionUser } from "~/modules/auth/session.server";
import { decisionReasonError, typedDecisionReason } from "~/modules/orders/order-form";
import { refusalError } from "~/modules/orders/refusal.server";
import { WARRANTY_TEXTS as W } from "~/modules/cases/texts";
import { decideClaim } from "~/modules/cases/warranty-claims.server";
import type { AppError } from "~/utils/app-error";
import { formatRupiah } from "~/utils/format";
import { recordDisputeDecision } from "./disputes.server";

type Ctx = Pick<AppLoadContext, "db" | "env">;

type ClaimFields = { decisionReason?: string; refundAmount?: string };

/** Refused by the order (`error`), a form to fix (`invalid`, answered 400), or done (the toast to show). */
export type ClaimStepOutcome =
  | { kind: "refused"; error: AppError }
  | {
      kind: "invalid";
      answer: { intent: string; title: string; message: string; fieldErrors: ClaimFields; values: ClaimFields };
    }
  | { kind: "decided"; toast: { title: string; description: string } };

/** Reads the whole rupiah typed ('150.000', '150000'); null when it is not one. */
function rupiahOf(value: FormDataEntryValue | null): number | null {
  const digits = String(value ?? "")
    .replace(/[.\s]/g, "")
    .replace(/^Rp/i, "");
  return /^\d{1,12}$/.test(digits) ? Number(digits) : null;
}

export async function decideClaimStep(
  ctx: Ctx,
  orderId: string,
  admin: Pick<SessionUser, "id" | "role">,
  intent: "claim_refund" | "claim_release",
  form: FormData,
): Promise<ClaimStepOutcome> {
  const order = await ctx.db.query.orders.findFirst({ where: eq(orders.id, orderId) });
  if (!order) return { kind: "refused", error: refusalError("not_found") };
  const reason = typedDecisionReason(form);
  const amountText = String(form.get("refundAmount") ?? "");
  const values = { decisionReason: reason, refundAmount: amountText };
  const fieldErrors: ClaimFields = {};
  const reasonError = decisionReasonError(reason);
  if (reasonError) fieldErrors.decisionReason = reasonError;
  const amount = rupiahOf(form.get("refundAmount"));
  if (intent === "claim_refund" && (amount === null || amount < 1 || amount > order.totalAmount))
    fieldErrors.refundAmount = W.refundAmountInvalid(order.totalAmount);
  if (fieldErrors.decisionReason || fieldErrors.refundAmount) {
    const answer = { intent, title: "Data Tidak Lengkap", message: "Periksa kembali isian Anda.", fieldErrors, values };
    return { kind: "invalid", answer };
  }
  const refundAmount = intent === "claim_refund" ? (amount ?? undefined) : undefined;
  const result = await decideClaim(ctx, orderId, admin, intent, { reason: reason.trim(), refundAmount });
  if (!result.ok) return { kind: "refused", error: refusalError(result.reason) };
  await recordDisputeDecision(ctx.db, {
    adminId: admin.id,
    orderId,
    decision: intent,
    after: result.order.warrantyStatus ?? "",
    reason: reason.trim(),
    refundAmount,
  });
  return {
    kind: "decided",
    toast: {
      title: W.decidedTitle,
      description:
        intent === "claim_refund"
          ? `${result.order.productTitle}: ${formatRupiah(refundAmount ?? 0)} dikembalikan ke pembeli.`
          : `${result.order.productTitle}: dana diteruskan ke penjual.`,
    },
  };
}
