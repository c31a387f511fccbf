/**
 * What a gateway transaction's state (as the provider reports it when asked, never a notification's
 * claim) does to the ledger; every step one guarded D1 batch, safe to repeat in any order. Settled
 * orders: the fee goes to platform fees, then each order's share is spent once, through its room
 * (gateway → escrow) or, when it can no longer be paid, into the buyer's wallet. Settled deposit:
 * gateway → wallet. Another amount than asked, or a refund after settling: flagged for staff.
 * Expired / cancelled / denied: the payment closes; orders stay payable until their own deadline.
 */
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { atomic, dbErrorText, type Db } from "~/db/client.server";
import { deposits, orders, paymentEvents, paymentOrders, payments } from "~/db/schema";
import { notificationStatement } from "~/modules/admin/audit.server";
import { account, MOVEMENT } from "~/modules/money/constants";
import { movementStatements, type Leg } from "~/modules/money/ledger.server";
import { orderLabel } from "~/modules/orders/order-number";
import { orderRoom } from "~/modules/orders/room.server";
import { paymentMethod } from "./methods";
import type { GatewayTransaction } from "./provider";
import { refundHeardFromProvider } from "./refunds.server";
import { PAYMENT_TEXTS } from "./texts";

type Ctx = Pick<AppLoadContext, "db" | "env">;
export type Payment = typeof payments.$inferSelect;

export type SettleOutcome =
  | "unknown_payment"
  | "recorded" // pending or another state that moves nothing
  | "settled" // money applied (now or earlier)
  | "flagged"
  | "closed";

/** Applies the provider's view of one transaction. `raw` is the notification as received. */
export async function applyGatewayState(
  ctx: Ctx,
  tx: GatewayTransaction,
  raw: string,
  now = Date.now(),
): Promise<SettleOutcome> {
  const { db } = ctx;
  const payment = await db.query.payments.findFirst({ where: eq(payments.id, tx.paymentId) });
  if (!payment) return "unknown_payment";
  await atomic(db, [
    db
      .insert(paymentEvents)
      .values({ paymentId: payment.id, status: tx.status, raw, receivedAt: now })
      .onConflictDoNothing(),
    db
      .update(payments)
      .set({
        lastNotification: raw,
        providerTransactionId: tx.transactionId ?? payment.providerTransactionId,
        ...(tx.instructions ? { instructions: { ...tx.instructions } } : {}),
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id)),
  ]);

  if (tx.status === "settled") {
    if (tx.grossAmount !== payment.grossAmount) {
      await flag(db, payment.id, "amount_mismatch", now);
      return "flagged";
    }
    await settle(db, payment, now);
    if (payment.purpose === "orders") await spendShares(ctx, payment, now);
    return "settled";
  }
  if (tx.status === "expired" || tx.status === "cancelled" || tx.status === "denied") {
    await close(db, payment, tx.status, now);
    return "closed";
  }
  if (tx.status === "refunded") {
    // Our own refund to the method (refunds.server.ts) is expected; any other refund is for staff.
    if (await refundHeardFromProvider(db, payment.id, now)) return "recorded";
    if (payment.status === "settled") await flag(db, payment.id, "refunded_at_provider", now);
    return "flagged";
  }
  return "recorded";
}

function flag(db: Db, paymentId: string, reason: string, now: number) {
  return db.update(payments).set({ flag: reason, updatedAt: now }).where(eq(payments.id, paymentId));
}

/** The payment turns 'settled' once, with its fee (and for a deposit the wallet credit) in the same batch. */
async function settle(db: Db, payment: Payment, now: number) {
  const notSettled = sql`EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.id} = ${payment.id} AND ${payments.status} <> 'settled')`;
  const legs: Leg[] = [
    { account: account.externalGateway, amount: -(payment.purpose === "deposit" ? payment.grossAmount : payment.fee) },
  ];
  // A deposit is pre-funded money: its own part of the Saldo (account.depositWallet).
  if (payment.purpose === "deposit")
    legs.push({ account: account.depositWallet(payment.userId), amount: payment.amount });
  if (payment.fee > 0) legs.push({ account: account.platformPaymentFees, amount: payment.fee });
  const method = paymentMethod(payment.method)?.label ?? payment.method;
  const statements = [
    ...(legs.length > 1
      ? movementStatements(db, {
          kind: payment.purpose === "deposit" ? MOVEMENT.gatewayDeposit : MOVEMENT.gatewayFee,
          reference: payment.id,
          legs,
          guard: notSettled,
          description: `${payment.method} ${payment.id}`,
          now,
        })
      : []),
    ...(payment.purpose === "deposit" && payment.depositId
      ? [
          notificationStatement(
            {
              userId: payment.userId,
              title: PAYMENT_TEXTS.depositSettledTitle,
              body: PAYMENT_TEXTS.depositSettled(payment.amount, method),
              link: "/my-account/wallet",
              kind: "wallet",
            },
            notSettled,
            now,
          ),
          db
            .update(deposits)
            .set({ status: "approved", processedAt: now, rejectReason: null })
            .where(and(eq(deposits.id, payment.depositId), ne(deposits.status, "approved"))),
        ]
      : []),
    db
      .update(payments)
      .set({ status: "settled", settledAt: now, updatedAt: now })
      .where(and(eq(payments.id, payment.id), ne(payments.status, "settled"))),
  ];
  try {
    await atomic(db, statements);
  } catch (error) {
    // Another copy of the notification settled it first: the guard held the movement back.
    const text = dbErrorText(error);
    if (!text.includes("FOREIGN KEY") && !text.includes("UNIQUE constraint failed: ledger_transactions")) throw error;
  }
}

/**
 * Spends every unspent share of a settled payment: pays the order through its room, or credits
 * the buyer's wallet when the room could not pay it. Safe to repeat (each share is spent once).
 */
export async function spendShares(ctx: Ctx, payment: Payment, now = Date.now()) {
  const { db } = ctx;
  const shares = await db
    .select({ orderId: paymentOrders.orderId, amount: paymentOrders.amount })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.paymentId, payment.id), isNull(paymentOrders.outcome)));
  for (const share of shares) {
    const paid = await orderRoom(ctx.env, share.orderId).act({
      action: "pay_gateway",
      by: "system",
      gatewayPaymentId: payment.id,
    });
    if (!paid.ok) await creditShare(db, payment, share, now);
  }
}

async function creditShare(db: Db, payment: Payment, share: { orderId: string; amount: number }, now: number) {
  const unspent = and(
    eq(paymentOrders.paymentId, payment.id),
    eq(paymentOrders.orderId, share.orderId),
    isNull(paymentOrders.outcome),
  );
  const guard = sql`EXISTS (SELECT 1 FROM ${paymentOrders} WHERE ${unspent})`;
  const order = await db.query.orders.findFirst({ where: eq(orders.id, share.orderId) });
  try {
    await atomic(db, [
      ...movementStatements(db, {
        kind: MOVEMENT.gatewayCredit,
        reference: `${payment.id}:${share.orderId}`,
        legs: [
          { account: account.externalGateway, amount: -share.amount },
          { account: account.wallet(payment.userId), amount: share.amount },
        ],
        guard,
        description: `credit ${share.orderId}`,
        now,
      }),
      notificationStatement(
        {
          userId: payment.userId,
          title: PAYMENT_TEXTS.creditedTitle,
          body: PAYMENT_TEXTS.credited(share.amount, order ? orderLabel(order) : share.orderId),
          link: "/my-account/wallet",
          kind: "wallet",
        },
        guard,
        now,
      ),
      db.update(paymentOrders).set({ outcome: "credited" }).where(unspent),
    ]);
  } catch (error) {
    // Spent meanwhile by another copy (paid or credited): nothing to do.
    const text = dbErrorText(error);
    if (!text.includes("FOREIGN KEY") && !text.includes("UNIQUE constraint failed: ledger_transactions")) throw error;
  }
}

/** A pending payment the provider closed (expired, cancelled, denied): no money moved, none moves. */
async function close(db: Db, payment: Payment, status: "expired" | "cancelled" | "denied", now: number) {
  const pending = and(eq(payments.id, payment.id), eq(payments.status, "pending"));
  await atomic(db, [
    ...(payment.depositId
      ? [
          db
            .update(deposits)
            .set({ status: "rejected", rejectReason: PAYMENT_TEXTS.depositClosed, processedAt: now })
            .where(
              and(
                eq(deposits.id, payment.depositId),
                eq(deposits.status, "pending"),
                sql`EXISTS (SELECT 1 FROM ${payments} WHERE ${pending})`,
              ),
            ),
        ]
      : []),
    db.update(payments).set({ status, updatedAt: now }).where(pending),
  ]);
}

/** The payments of `userId` still pending for these orders (the order page shows them). */
export function pendingPaymentsFor(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({ payment: payments, orderId: paymentOrders.orderId })
    .from(paymentOrders)
    .innerJoin(payments, eq(payments.id, paymentOrders.paymentId))
    .where(and(inArray(paymentOrders.orderId, orderIds), eq(payments.status, "pending")));
}
