/**
 * Disputes for staff: orders in 'Dikomplain', both parties, the complaint and its evidence. The
 * decision itself (release / refund) goes through the order's OrderRoom like every transition;
 * afterwards `recordDisputeDecision` writes the audit row.
 */
import { alias } from "drizzle-orm/sqlite-core";
import { asc, eq, sql } from "drizzle-orm";
import { atomic, type Db } from "~/db/client.server";
import { ORDER_STATUS, WARRANTY } from "~/modules/orders/constants";
import { orders, users, warrantyClaims } from "~/db/schema";
import { auditStatement } from "./audit.server";
import { ordersWithParties } from "./order-rows.server";

const buyers = alias(users, "buyers");
const sellers = alias(users, "sellers");

/**
 * Open disputes, what is due first: by the case's running deadline (the seller's answer, then
 * staff's decision; overdue ones on top), disputes without one (opened before cases) last, oldest first.
 */
export function openDisputes(db: Db, limit = 200) {
  return ordersWithParties(db, {
    disputeReason: orders.disputeReason,
    updatedAt: orders.updatedAt,
    deadlineAt: orders.deadlineAt,
    caseStage: orders.caseStage,
    caseUnresponsive: orders.caseUnresponsive,
  })
    .where(eq(orders.status, ORDER_STATUS.disputed))
    .orderBy(sql`${orders.deadlineAt} IS NULL`, asc(orders.deadlineAt), asc(orders.updatedAt), asc(orders.id))
    .limit(limit);
}

/**
 * Open warranty claims, what is due first like disputes: by the case's running deadline (the
 * seller's answer, then staff's decision; overdue ones on top), claims without one last, oldest first.
 */
export function openClaims(db: Db, limit = 200) {
  return ordersWithParties(db, {
    claimReason: warrantyClaims.reason,
    claimedAt: warrantyClaims.createdAt,
    deadlineAt: orders.deadlineAt,
    caseStage: orders.caseStage,
    caseUnresponsive: orders.caseUnresponsive,
  })
    .innerJoin(warrantyClaims, eq(warrantyClaims.orderId, orders.id))
    .where(eq(orders.warrantyStatus, WARRANTY.claimed))
    .orderBy(sql`${orders.deadlineAt} IS NULL`, asc(orders.deadlineAt), asc(warrantyClaims.createdAt), asc(orders.id))
    .limit(limit);
}

/** One order with both parties (any status: a decided dispute stays readable). Null when unknown. */
/** The order as staff's decision step reads it (null when there is none). */
export async function orderForDecision(db: Db, orderId: string) {
  return (await db.query.orders.findFirst({ where: eq(orders.id, orderId) })) ?? null;
}

export async function disputeDetail(db: Db, orderId: string) {
  const row = await db
    .select({
      order: orders,
      buyer: { id: buyers.id, username: buyers.username, email: buyers.email, isVerified: buyers.isVerified },
      seller: { id: sellers.id, username: sellers.username, email: sellers.email, isVerified: sellers.isVerified },
    })
    .from(orders)
    .innerJoin(buyers, eq(buyers.id, orders.buyerId))
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .where(eq(orders.id, orderId))
    .get();
  return row ?? null;
}

/** The audit row of a decision the OrderRoom has already carried out. */
export async function recordDisputeDecision(
  db: Db,
  entry: {
    adminId: string;
    orderId: string;
    decision: "release" | "refund" | "claim_release" | "claim_refund";
    after: string;
    reason?: string | null;
    refundAmount?: number;
  },
  now = Date.now(),
) {
  await atomic(db, [
    auditStatement(
      {
        actorId: entry.adminId,
        action: `dispute.${entry.decision}`,
        targetType: "order",
        targetId: entry.orderId,
        before: entry.decision.startsWith("claim_")
          ? { warranty: WARRANTY.claimed }
          : { status: ORDER_STATUS.disputed },
        after: {
          ...(entry.decision.startsWith("claim_") ? { warranty: entry.after } : { status: entry.after }),
          ...(entry.reason ? { reason: entry.reason } : {}),
          ...(entry.refundAmount ? { refundAmount: entry.refundAmount } : {}),
        },
      },
      undefined,
      now,
    ),
  ]);
}
