/**
 * Warranty claims (Klaim Garansi) on completed account orders whose money waits in the seller's
 * warranty hold. A claim is one step of the order's state machine (escrow.ts): filing it stops the
 * warranty's release, the seller answers within 48 h with an offered fix, and staff decide — refund
 * all or part of the hold to the buyer, or release it to the seller. The claim row is written in the
 * same guarded D1 batch as the order's step (`claimStatements`, statements.server.ts), so a claim
 * exists exactly when the order says so. Evidence images are stored in the IMAGES bucket under the order and served only to
 * the order's parties and staff (`evidenceImage`).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { warrantyClaims, type orders } from "~/db/schema";
import type { SessionUser } from "~/modules/auth/session.server";
import { formatWarranty } from "~/modules/catalog/warranty";
import { AppError } from "~/utils/app-error";
import { parseForm } from "~/utils/forms.server";
import { newId } from "~/utils/ids";
import { stepDone, stepRefused } from "~/utils/step-outcome";
import { loadOrderForViewer } from "~/modules/orders/access.server";
import { evidenceObject, storeEvidence } from "./evidence.server";
import { CLAIM_SCHEMAS, formRefused, readCaseForm } from "./forms.server";
import { CLAIM_ANSWER_MS } from "~/modules/orders/constants";
import { orderRoom } from "~/modules/orders/room.server";
import { refusedStep } from "~/modules/orders/refusal.server";
import { WARRANTY_TEXTS as T } from "./texts";
import type { ClaimRow } from "./types";

type Ctx = Pick<AppLoadContext, "db" | "env">;
type Viewer = Pick<SessionUser, "id" | "role">;
type OrderRow = typeof orders.$inferSelect;

/** The order's claim, if one was filed. */
export async function claimOf(db: Db, orderId: string): Promise<ClaimRow | null> {
  return (await db.query.warrantyClaims.findFirst({ where: eq(warrantyClaims.orderId, orderId) })) ?? null;
}

/**
 * POST /order/{id}/claim: the buyer files a claim (`intent=claim_warranty`: reason, description,
 * evidence images) or the seller answers it (`intent=answer_claim`: answer and offered fix).
 * Its outcome: refused, shown again with what was typed (400), or done (to the order with a
 * toast); the route answers it.
 */
export async function takeClaimStep(ctx: Ctx, orderId: string, user: Viewer, request: Request) {
  const { order, role } = await loadOrderForViewer(ctx, orderId, user);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent !== "claim_warranty" && intent !== "answer_claim") {
    return stepRefused(new AppError("Aksi Tidak Dikenal", "Permintaan tidak dikenali.", 400), {
      intent: String(intent ?? ""),
    });
  }
  if ((intent === "claim_warranty" && role !== "buyer") || (intent === "answer_claim" && role !== "seller")) {
    return refusedStep("not_allowed", { intent, reason: "not_allowed" });
  }
  const room = orderRoom(ctx.env, order.id);
  const actor = { id: user.id, role: user.role };

  if (intent === "answer_claim") {
    const parsed = await parseForm(form, CLAIM_SCHEMAS.answer_claim);
    if (!parsed.ok) return formRefused(intent, parsed);
    const { answer, offer } = parsed.data;
    const result = await room.act({
      action: intent,
      by: actor,
      claim: {
        kind: "answer",
        answer,
        offer,
      },
    });
    if (!result.ok) return refusedStep(result.reason, { intent, reason: result.reason });
    return stepDone(`/order/${encodeURIComponent(order.id)}`, {
      type: "success",
      title: T.answerHeading,
      description: T.answerSent,
    });
  }

  const read = await readCaseForm(form, CLAIM_SCHEMAS.claim_warranty, { required: true });
  if (!read.ok && !read.imagesOnly) return formRefused(intent, read.failure);
  // Asked before the images are stored: a claim the order no longer takes stores nothing.
  if (order.warrantyStatus !== "active" || order.deadlineAt === null || Date.now() >= order.deadlineAt) {
    const why = order.warrantyStatus === "active" ? "too_late" : "wrong_status";
    return refusedStep(why, { intent, reason: why });
  }
  if (!read.ok) return formRefused(intent, read.failure);
  const { reason, description, links } = read.data;
  const keys = await storeEvidence(ctx.env.IMAGES, order.id, read.images);
  const result = await room.act({
    action: intent,
    by: actor,
    claim: {
      kind: "file",
      id: newId("clm"),
      reason,
      description,
      evidence: keys,
      links,
    },
  });
  if (!result.ok) {
    await ctx.env.IMAGES.delete(keys);
    return refusedStep(result.reason, { intent, reason: result.reason });
  }
  return stepDone(`/order/${encodeURIComponent(order.id)}`, {
    type: "success",
    title: T.claimSection,
    description: T.claimFiled,
  });
}

/**
 * Staff decide a claim (`claim_refund` with the amount for the buyer, or `claim_release`), with a
 * reason both parties read. The staff page checks the form; the room checks the step.
 */
export async function decideClaim(
  ctx: Ctx,
  orderId: string,
  staff: Viewer,
  decision: "claim_refund" | "claim_release",
  { reason, refundAmount }: { reason: string; refundAmount?: number },
) {
  return orderRoom(ctx.env, orderId).act({
    action: decision,
    by: { id: staff.id, role: staff.role },
    claim: {
      kind: "decide",
      reason,
      ...(decision === "claim_refund" ? { refundAmount } : {}),
    },
  });
}

/** GET /order/{id}/evidence/{n}: the claim's n-th evidence image (null: none), for the order's parties and staff only. */
export async function evidenceImage(
  ctx: Ctx,
  orderId: string,
  user: Viewer,
  index: number,
): Promise<R2ObjectBody | null> {
  await loadOrderForViewer(ctx, orderId, user);
  const claim = await claimOf(ctx.db, orderId);
  const key = claim?.evidence[index];
  return evidenceObject(ctx.env.IMAGES, key);
}

/** What the order page, the claim page and staff's page show of an order's warranty (null: none). */
export async function warrantyView(
  db: Db,
  order: Pick<
    OrderRow,
    "id" | "warrantyDays" | "warrantyStatus" | "warrantyEndsAt" | "deadlineAt" | "totalAmount" | "caseStage"
  >,
  role: "buyer" | "seller" | "admin",
  now: number,
) {
  if (!order.warrantyStatus) return null;
  const claim = order.warrantyStatus === "active" ? null : await claimOf(db, order.id);
  const answerDueAt = claim ? claim.createdAt + CLAIM_ANSWER_MS : null;
  return {
    days: order.warrantyDays,
    /** 'Garansi 7 hari' (written here so the pages' JavaScript carries no catalog texts). */
    title: formatWarranty(order.warrantyDays) ?? "",
    status: order.warrantyStatus,
    endsAt: order.warrantyEndsAt,
    totalAmount: order.totalAmount,
    canClaim:
      role === "buyer" && order.warrantyStatus === "active" && order.deadlineAt !== null && now < order.deadlineAt,
    // Until the seller answers or the alarm sends the claim to staff (48 h after it).
    canAnswer:
      role === "seller" &&
      claim !== null &&
      order.caseStage === "seller" &&
      claim.answeredAt === null &&
      claim.decision === null &&
      answerDueAt !== null &&
      now < answerDueAt,
    claim: claim && {
      reason: claim.reason,
      description: claim.description,
      evidence: claim.evidence.map((_, i) => `/order/${encodeURIComponent(order.id)}/evidence/${i}`),
      createdAt: claim.createdAt,
      answerDueAt,
      sellerAnswer: claim.sellerAnswer,
      sellerOffer: claim.sellerOffer,
      answeredAt: claim.answeredAt,
      decision: claim.decision,
      refundAmount: claim.refundAmount,
      decisionReason: claim.decisionReason,
      decidedAt: claim.decidedAt,
    },
  };
}
export type WarrantyView = NonNullable<Awaited<ReturnType<typeof warrantyView>>>;
