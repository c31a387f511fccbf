/** Notifications about an order's status, written after each transition for the people it concerns. */
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { newId } from "~/utils/ids";
import { notifications, warrantyClaims } from "~/db/schema";
import type { NotificationKind } from "~/modules/notifications/kinds";
import { paidWithOrder } from "~/modules/payments/paid-with.server";
import { PAID_WITH_TEXTS } from "~/modules/payments/texts";
import { CASE_STAGE, ORDER_STATUS as S, WARRANTY } from "./constants";
import type { Actor, OrderAction } from "./escrow";
import type { Order } from "./types";
import { orderLabel } from "./order-number";
import { notificationFor } from "./texts";
import { WARRANTY_TEXTS as W } from "~/modules/cases/texts";

/** Whoever did not act hears about it: the buyer acts → the seller; the seller → the buyer; staff or a deadline → both. */
export function recipientsOf(order: Pick<Order, "buyerId" | "sellerId">, actor: Actor): string[] {
  if (actor === "buyer") return [order.sellerId];
  if (actor === "seller") return [order.buyerId];
  return [order.buyerId, order.sellerId];
}

/**
 * One notification row about `order` for `userId`, linking to the order: its body starts with the
 * order's short number, so people can name the order.
 */
export function orderNotice(
  order: Pick<Order, "id" | "orderNumber">,
  userId: string,
  { title, body }: { title: string; body: string },
  now: number,
  kind: NotificationKind,
) {
  return {
    id: newId("ntf"),
    userId,
    title,
    body: `${orderLabel(order)} · ${body}`,
    link: `/order/${order.id}`,
    kind,
    createdAt: now,
  };
}

/**
 * The kind of a status notification as `reader` reads it: the seller's paid order, the buyer's
 * shipped one, a complaint or its decision, or another step.
 */
export function transitionKind(
  order: Pick<Order, "status" | "caseStage">,
  reader: "buyer" | "seller",
): NotificationKind {
  if (order.status === S.processing && reader === "seller") return "order_paid";
  if (order.status === S.shipped && reader === "buyer") return "order_shipped";
  if (order.status === S.disputed) return "dispute";
  if ((order.status === S.completed || order.status === S.cancelled) && order.caseStage === CASE_STAGE.closed)
    return "dispute";
  return "order_update";
}

/**
 * Each recipient reads the outcome as theirs: the buyer 'dikembalikan ke saldo Anda', the seller 'ke
 * saldo pembeli'. A gateway payment's buyer also reads how it was paid: method, total and fee.
 */
export async function notifyTransition(
  db: Db,
  order: Order,
  actor: Actor,
  action?: OrderAction,
  now = Date.now(),
): Promise<void> {
  const paid = action === "pay_gateway" ? await paidWithOrder(db, order.id) : null;
  const rows = recipientsOf(order, actor).map((userId) => {
    const reader = userId === order.buyerId ? "buyer" : "seller";
    const message = notificationFor(order, reader);
    if (paid && reader === "buyer")
      message.body += ` ${PAID_WITH_TEXTS.notice(paid.method, paid.total, paid.fee, paid.orderCount)}`;
    return orderNotice(order, userId, message, now, transitionKind(order, reader));
  });
  await db.insert(notifications).values(rows);
}

/** Warranty steps of a completed order (the hold, a claim and its answer and decision, the release). */
const WARRANTY_ACTIONS = new Set<OrderAction>([
  "claim_warranty",
  "answer_claim",
  "release_warranty",
  "claim_release",
  "claim_refund",
]);

/** Whether a step concerns the warranty: one of its own, or a completion that put the money on hold. */
export function isWarrantyStep(action: OrderAction, order: Pick<Order, "status" | "warrantyStatus">): boolean {
  return WARRANTY_ACTIONS.has(action) || (order.status === S.completed && order.warrantyStatus === WARRANTY.active);
}

/**
 * The warranty's notifications: the seller hears that the money is held until the warranty ends
 * (the buyer hears the usual completion), then of a claim and its end; the buyer of the answer and
 * the decision.
 */
export async function notifyWarranty(db: Db, order: Order, action: OrderAction, now = Date.now()): Promise<void> {
  // A claim and its decision are a case's ends (kind 'dispute'), the seller's answer a step of it
  // ('case_update'); the hold and its release are order steps.
  const caseKind: NotificationKind =
    action === "release_warranty" || !WARRANTY_ACTIONS.has(action)
      ? "order_update"
      : action === "answer_claim"
        ? "case_update"
        : "dispute";
  const to = (userId: string, message: { title: string; body: string }) =>
    orderNotice(order, userId, message, now, caseKind);
  const title = order.productTitle;
  const rows = [];
  if (action === "claim_warranty") rows.push(to(order.sellerId, { title: W.claimedTitle, body: W.claimedBody(title) }));
  else if (action === "answer_claim")
    rows.push(to(order.buyerId, { title: W.answeredTitle, body: W.answeredBody(title) }));
  else if (action === "release_warranty")
    rows.push(to(order.sellerId, { title: W.releasedTitle, body: W.releasedBody(title) }));
  else if (action === "claim_release" || action === "claim_refund") {
    const claim = await db.query.warrantyClaims.findFirst({ where: eq(warrantyClaims.orderId, order.id) });
    const outcome =
      action === "claim_refund"
        ? W.decisionRefund(claim?.refundAmount ?? order.totalAmount, order.totalAmount)
        : W.decisionRelease;
    const body = `"${title}": ${outcome}${claim?.decisionReason ? ` Alasan: "${claim.decisionReason}"` : ""}`;
    rows.push(to(order.buyerId, { title: W.decidedTitle, body }), to(order.sellerId, { title: W.decidedTitle, body }));
  } else {
    // Completed into the hold: the seller hears when the money comes; whoever else did not act, the completion.
    rows.push(to(order.sellerId, { title: W.heldTitle, body: W.heldBody(title, order.warrantyEndsAt ?? now) }));
    if (action !== "confirm") rows.push(to(order.buyerId, notificationFor(order, "buyer")));
  }
  await db.insert(notifications).values(rows);
}
