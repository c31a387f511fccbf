/**
 * How an order was really paid — the one answer for the order page, the order lists, the paid
 * order's notification (and so its e-mail) and staff: the ledger's `order_paid` movement says
 * whether and when; the gateway share it spent (payment_orders.outcome = 'paid', at most one per
 * order) names the payment, its method, fee, total and the provider's reference; no share means
 * the buyer's wallet. Lists add the joins below to their own query (no read per row).
 */
import { and, eq, sql } from "drizzle-orm";
import { alias, type SQLiteSelect } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { ledgerTransactions, orders, paymentOrders, payments } from "~/db/schema";
import { MOVEMENT } from "~/modules/money/constants";
import { paymentMethod } from "./methods";
import { PAYMENT_TEXTS } from "./texts";

export interface PaidWith {
  via: "wallet" | "gateway";
  /** "QRIS", "Virtual Account BCA", "Saldo PasarGame". */
  method: string;
  paidAt: number;
  /** What this order took (its total). */
  share: number;
  /** What left the buyer in that one payment: the orders it paid plus the method's fee. */
  total: number;
  fee: number;
  /** How many orders the payment paid (a checkout of several orders is one gateway payment). */
  orderCount: number;
  /** The app's payment id (the provider's order id) and the provider's own transaction id. */
  paymentId: string | null;
  reference: string | null;
}

const paidMovement = alias(ledgerTransactions, "paid_movement");
const paidShare = alias(paymentOrders, "paid_share");
const paidPayment = alias(payments, "paid_payment");

/**
 * Adds to a dynamic select from `orders` the left joins `paidWithColumns` read, each by a unique or
 * indexed key: the order's `order_paid` movement, the gateway share it spent, that share's payment.
 */
export function joinPaidWith<T extends SQLiteSelect>(query: T) {
  return query
    .leftJoin(paidMovement, and(eq(paidMovement.kind, MOVEMENT.orderPaid), eq(paidMovement.reference, orders.id)))
    .leftJoin(paidShare, and(eq(paidShare.orderId, orders.id), eq(paidShare.outcome, "paid")))
    .leftJoin(paidPayment, eq(paidPayment.id, paidShare.paymentId));
}

export const paidWithColumns = {
  orderTotal: orders.totalAmount,
  paidAt: paidMovement.createdAt,
  shareAmount: paidShare.amount,
  paymentId: paidPayment.id,
  method: paidPayment.method,
  fee: paidPayment.fee,
  grossAmount: paidPayment.grossAmount,
  reference: paidPayment.providerTransactionId,
  orderCount: sql<
    number | null
  >`(SELECT count(*) FROM ${paymentOrders} WHERE ${paymentOrders.paymentId} = ${paidPayment.id})`,
};

export type PaidWithRow = {
  orderTotal: number;
  paidAt: number | null;
  shareAmount: number | null;
  paymentId: string | null;
  method: string | null;
  fee: number | null;
  grossAmount: number | null;
  reference: string | null;
  orderCount: number | null;
};

/** The row's answer; null while the order was never paid. */
export function paidWithOf(row: PaidWithRow): PaidWith | null {
  if (row.paidAt === null) return null;
  if (row.paymentId === null || row.method === null) {
    const total = row.orderTotal;
    return {
      via: "wallet",
      method: PAYMENT_TEXTS.walletOption,
      paidAt: row.paidAt,
      share: total,
      total,
      fee: 0,
      orderCount: 1,
      paymentId: null,
      reference: null,
    };
  }
  return {
    via: "gateway",
    method: paymentMethod(row.method)?.label ?? row.method,
    paidAt: row.paidAt,
    share: row.shareAmount ?? row.orderTotal,
    total: row.grossAmount ?? row.orderTotal,
    fee: row.fee ?? 0,
    orderCount: row.orderCount ?? 1,
    paymentId: row.paymentId,
    reference: row.reference,
  };
}

/** How one order was paid (one read), or null when it was not. */
export async function paidWithOrder(db: Db, orderId: string): Promise<PaidWith | null> {
  const [row] = await joinPaidWith(db.select(paidWithColumns).from(orders).$dynamic())
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ? paidWithOf(row as PaidWithRow) : null;
}
