/**
 * What staff work through: deposits and withdrawals (pending first, then the latest decided) and
 * the counts on the console's front page.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ORDER_STATUS } from "~/modules/orders/constants";
import {
  contactMessages,
  dataRequests,
  deposits,
  orders,
  payments,
  payoutReviews,
  sellerVerifications,
  users,
  withdrawals,
} from "~/db/schema";

/**
 * Deposits staff approve by hand: the manual transfers. A deposit paid through the gateway (a
 * payments row names it) is credited by the provider's notification and never approvable here.
 */
const manualDeposit = sql`NOT EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.depositId} = ${deposits.id})`;

/** How many decided requests are shown below the pending ones. */
const RECENT_LIMIT = 20;
const PENDING_LIMIT = 200;

export async function overviewCounts(db: Db) {
  const row = await db.get<{
    deposits: number;
    withdrawals: number;
    disputes: number;
    payoutReviews: number;
    tickets: number;
    dataRequests: number;
    verifications: number;
  }>(sql`
    SELECT
      (SELECT count(*) FROM ${deposits} WHERE ${deposits.status} = 'pending' AND ${manualDeposit}) AS deposits,
      (SELECT count(*) FROM ${withdrawals} WHERE ${withdrawals.status} = 'pending') AS withdrawals,
      (SELECT count(*) FROM ${orders} WHERE ${orders.status} = ${ORDER_STATUS.disputed}) AS disputes,
      (SELECT count(*) FROM ${payoutReviews} WHERE ${payoutReviews.resolvedAt} IS NULL) AS payoutReviews,
      (SELECT count(*) FROM ${contactMessages} WHERE ${contactMessages.handledAt} IS NULL) AS tickets,
      (SELECT count(*) FROM ${dataRequests} WHERE ${dataRequests.status} = 'open') AS dataRequests,
      (SELECT count(*) FROM ${sellerVerifications} WHERE ${sellerVerifications.status} = 'submitted') AS verifications`);
  return {
    deposits: row?.deposits ?? 0,
    withdrawals: row?.withdrawals ?? 0,
    disputes: row?.disputes ?? 0,
    /** Provider answers that no longer fit their withdrawal ('Perlu Ditinjau' on /admin/withdrawals). */
    payoutReviews: row?.payoutReviews ?? 0,
    /** Complaint tickets not yet answered (/admin/tickets). */
    tickets: row?.tickets ?? 0,
    /** Requests about people's data waiting for staff (/admin/data-requests). */
    dataRequests: row?.dataRequests ?? 0,
    /** Sellers' identity verifications waiting for review (/admin/verifications). */
    verifications: row?.verifications ?? 0,
  };
}

const requester = { username: users.username, email: users.email };

/** Manual deposits: pending ones the user says they transferred first (earliest claim first), then the rest oldest first. */
export async function depositQueue(db: Db) {
  const select = () =>
    db.select({ deposit: deposits, user: requester }).from(deposits).innerJoin(users, eq(users.id, deposits.userId));
  const [pending, recent] = await Promise.all([
    select()
      .where(and(eq(deposits.status, "pending"), manualDeposit))
      .orderBy(sql`${deposits.transferClaimedAt} IS NULL`, deposits.transferClaimedAt, deposits.createdAt, deposits.id)
      .limit(PENDING_LIMIT),
    select()
      .where(and(sql`${deposits.status} <> 'pending'`, manualDeposit))
      .orderBy(desc(deposits.processedAt), desc(deposits.id))
      .limit(RECENT_LIMIT),
  ]);
  return { pending, recent };
}

export async function withdrawalQueue(db: Db) {
  const select = () =>
    db
      .select({ withdrawal: withdrawals, user: requester })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId));
  const [pending, recent] = await Promise.all([
    select()
      .where(eq(withdrawals.status, "pending"))
      .orderBy(withdrawals.createdAt, withdrawals.id)
      .limit(PENDING_LIMIT),
    select()
      .where(sql`${withdrawals.status} <> 'pending'`)
      .orderBy(desc(withdrawals.processedAt), desc(withdrawals.id))
      .limit(RECENT_LIMIT),
  ]);
  return { pending, recent };
}

/** Pending withdrawals as the payout machine reads them (oldest first). */
export function pendingWithdrawals(db: Db, limit = PENDING_LIMIT) {
  return db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.status, "pending"))
    .orderBy(withdrawals.createdAt, withdrawals.id)
    .limit(limit);
}
