/**
 * What the pages read of refunds to the method: a cancelled order's refund as its buyer reads it
 * (wallet, on its way back, back, or refused — the words made here, so no page script carries them),
 * and the refunds staff see waiting for the provider (refunds.server.ts moves the money).
 */
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { gatewayRefunds } from "~/db/schema";
import { ORDER_STATUS as S } from "~/modules/orders/constants";
import { formatLongDate } from "~/utils/format-date";
import { paymentMethod } from "./methods";
import { offerOf, refundFacts } from "./refunds.server";
import { REFUND_TEXTS } from "./texts";

/**
 * Where a cancelled paid order's money is, as its buyer reads it on the order page — the words made
 * here, so the page's script carries no refund texts.
 */
export type RefundView =
  | { state: "wallet"; amount: number; offer: { text: string; button: string } | null }
  | { state: "requested" | "done" | "failed"; amount: number; method: string; text: string };

/** The refund of a paid order that was cancelled (null for any other order): one query, none for other orders. */
export async function refundView(
  db: Db,
  order: { id: string; status: string; paidAt: number | null; totalAmount: number },
  now = Date.now(),
): Promise<RefundView | null> {
  if (order.status !== S.cancelled || order.paidAt === null) return null;
  const facts = await refundFacts(db, order.id);
  const method = paymentMethod(facts?.method ?? "")?.label ?? "";
  if (facts?.refund) {
    const { status, fee } = facts.refund;
    const amount = status === "failed" ? facts.refund.amount : facts.refund.amount + fee;
    const text = status === "failed" ? REFUND_TEXTS.failed(method) : REFUND_TEXTS[status](amount, method);
    return { state: status, amount, method, text };
  }
  const found = offerOf(facts, order.id, now);
  return {
    state: "wallet",
    amount: order.totalAmount,
    offer: found.ok
      ? {
          text: REFUND_TEXTS.offer(found.offer.methodLabel, formatLongDate(found.offer.refundBy)),
          button: REFUND_TEXTS.offerButton(found.offer.methodLabel),
        }
      : null,
  };
}

/** Refunds to the method still waiting for the provider's yes, oldest first (staff's /admin/payments). */
export function refundsWaiting(db: Db, limit = 50) {
  return db
    .select({
      orderId: gatewayRefunds.orderId,
      paymentId: gatewayRefunds.paymentId,
      amount: sql<number>`${gatewayRefunds.amount} + ${gatewayRefunds.fee}`,
      attempts: gatewayRefunds.attempts,
      nextTryAt: gatewayRefunds.nextTryAt,
      message: gatewayRefunds.message,
      createdAt: gatewayRefunds.createdAt,
    })
    .from(gatewayRefunds)
    .where(eq(gatewayRefunds.status, "requested"))
    .orderBy(asc(gatewayRefunds.createdAt))
    .limit(limit);
}
