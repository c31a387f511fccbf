/**
 * A case as its readers see it: the timeline with deadlines and each side's evidence (images served
 * only to the parties and staff; links rendered as links, never HTML).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { SessionUser } from "~/modules/auth/session.server";
import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { caseEvents, warrantyClaims } from "~/db/schema";
import { loadOrderForViewer } from "~/modules/orders/access.server";
import { CASE_STAGE, ORDER_STATUS as S } from "~/modules/orders/constants";
import { evidenceObject } from "./evidence.server";
import type { Order } from "~/modules/orders/types";
import { CASE_TEXTS as T, CLAIM_CASE_TEXTS as CT, WARRANTY_TEXTS } from "./texts";
import { caseEventsOf } from "./statements.server";
import type { CaseSubject } from "./types";

type Ctx = Pick<AppLoadContext, "db" | "env">;
type Viewer = Pick<SessionUser, "id" | "role">;

const imagePath = (orderId: string, eventId: string, i: number) =>
  `/order/${encodeURIComponent(orderId)}/case-evidence/${encodeURIComponent(eventId)}/${i}`;

/**
 * What the order page, the claim page and staff's page show of a case (null: the order has none of
 * that subject): the timeline with image links (served through the access check), the running
 * deadline with its meaning, and which forms `role` may use. The order's case columns are the open
 * case's: the dispute's while it is disputed, the claim's while the warranty is claimed.
 */
export async function caseView(
  db: Db,
  order: Pick<Order, "id" | "status" | "caseStage" | "caseUnresponsive" | "deadlineAt" | "totalAmount"> &
    Partial<Pick<Order, "warrantyStatus">>,
  role: "buyer" | "seller" | "admin",
  now: number,
  subject: CaseSubject = "dispute",
) {
  if (!order.caseStage) return null;
  const events = await caseEventsOf(db, order.id, subject);
  if (events.length === 0) return null;
  const current = subject === "claim" ? order.warrantyStatus === "claimed" : order.status === S.disputed;
  const open = current && (order.caseStage === CASE_STAGE.seller || order.caseStage === CASE_STAGE.staff);
  const stage = current ? order.caseStage : CASE_STAGE.closed;
  const deadline =
    open && order.deadlineAt !== null
      ? {
          at: order.deadlineAt,
          label: stage === CASE_STAGE.seller ? T.sellerDue : T.staffDue,
          text: stage === CASE_STAGE.seller ? T.sellerDueAt(order.deadlineAt) : T.staffDueAt(order.deadlineAt),
          overdue: now >= order.deadlineAt,
        }
      : null;
  // A claim's decision reads with its amount (all or part of the hold back to the buyer).
  const claim =
    subject === "claim"
      ? await db.query.warrantyClaims.findFirst({ where: eq(warrantyClaims.orderId, order.id) })
      : undefined;
  const outcome = (reason: string | null) =>
    subject === "claim"
      ? reason === "refund"
        ? WARRANTY_TEXTS.decisionRefund(claim?.refundAmount ?? order.totalAmount, order.totalAmount)
        : WARRANTY_TEXTS.decisionRelease
      : reason === "refund"
        ? T.decidedRefund
        : T.decidedRelease;
  const words = subject === "claim" ? CT : T;
  return {
    subject,
    heading: words.heading,
    closedText: words.closed,
    stage,
    open,
    // Marked by the alarm's escalation (kept on the event, so a later case on the order does not hide it).
    unresponsive: events.some(
      (e) => e.kind === "escalated" && (e.reason === "unresponsive" || e.body === words.escalatedUnresponsive),
    ),
    deadline,
    canAnswer:
      subject === "dispute" &&
      open &&
      role === "seller" &&
      stage === CASE_STAGE.seller &&
      order.deadlineAt !== null &&
      now < order.deadlineAt,
    canAddEvidence: open && (role === "buyer" || role === "seller"),
    events: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      title: words.kind[e.kind],
      actorRole: e.actorRole,
      reason: e.kind === "decided" ? outcome(e.reason) : e.kind === "escalated" ? null : e.reason,
      body: e.body,
      images: e.images.map((_, i) => imagePath(order.id, e.id, i)),
      links: e.links,
      createdAt: e.createdAt,
    })),
  };
}
export type CaseView = NonNullable<Awaited<ReturnType<typeof caseView>>>;

/** GET /order/{id}/case-evidence/{event}/{n}: an event's n-th image (null: none), for the order's parties and staff only. */
export async function caseEvidenceImage(
  ctx: Ctx,
  orderId: string,
  user: Viewer,
  eventId: string,
  index: number,
): Promise<R2ObjectBody | null> {
  const { order } = await loadOrderForViewer(ctx, orderId, user);
  const event = await ctx.db.query.caseEvents.findFirst({
    where: and(eq(caseEvents.id, eventId), eq(caseEvents.orderId, order.id)),
  });
  return evidenceObject(ctx.env.IMAGES, event?.images[index]);
}
