/**
 * Applies one state-machine transition to an order as ONE atomic D1 batch: the guarded ledger
 * movement (if the transition moves money), the stock change, and the status change. Every part is
 * guarded by the order's current status, so a retried request or a double-fired alarm changes
 * nothing the second time (ARCHITECTURE.md sections 2 and 3).
 */
import { and, eq, sql } from "drizzle-orm";
import { atomic, dbErrorText, type Db, type Statement } from "~/db/client.server";
import { account, MOVEMENT, platformFee } from "~/modules/money/constants";
import { bumpCatalogVersion } from "~/modules/cache/catalog-version.server";
import { movementStatements, type Leg } from "~/modules/money/ledger.server";
import { drawFromWallet } from "~/modules/money/wallet-parts.server";
import { deliveryItems, orders, paymentOrders, payments, products, warrantyClaims } from "~/db/schema";
import { ORDER_STATUS as S, type OrderStatus } from "./constants";
import { transition, type Actor, type MoneyEffect, type OrderAction } from "./escrow";
import { caseEventStatements, claimCaseEvent, claimStatements } from "~/modules/cases/statements.server";
import type { CaseEventInput, ClaimStep } from "~/modules/cases/types";
import { fulfilmentStartStatement } from "~/modules/topups/fulfilment-start.server";
import type { ApplyResult, Order, OrderExtra } from "./types";

export interface ApplyOptions {
  now?: number;
  extra?: OrderExtra;
  gatewayPaymentId?: string;
  /** The warranty claim's part of a claim step (filing, the seller's answer, staff's decision). */
  claim?: ClaimStep;
  /** What the person posted with a dispute case's step (opening, the seller's answer). */
  caseEvent?: CaseEventInput;
}

/** The claim part each claim step needs (and no other step may carry). */
const CLAIM_STEP: Partial<Record<OrderAction, ClaimStep["kind"]>> = {
  claim_warranty: "file",
  answer_claim: "answer",
  claim_release: "decide",
  claim_refund: "decide",
};

const STATUS_COLUMN: Partial<Record<OrderStatus, keyof Order>> = {
  [S.processing]: "paidAt",
  [S.shipped]: "shippedAt",
  [S.completed]: "completedAt",
  [S.cancelled]: "cancelledAt",
};

/** The seller's part of `amount`: less the platform fee, which goes to platform:fees. */
function sellerLegs(order: Order, from: string, amount: number): Leg[] {
  const fee = platformFee(amount);
  const legs: Leg[] = [
    { account: from, amount: -amount },
    { account: account.wallet(order.sellerId), amount: amount - fee },
  ];
  if (fee > 0) legs.push({ account: account.platformFees, amount: fee });
  return legs;
}

function legsFor(
  order: Order,
  money: NonNullable<MoneyEffect>,
  gatewayPaymentId?: string,
  refundAmount = 0,
): { kind: string; legs: Leg[] } {
  const total = order.totalAmount;
  const escrow = account.escrow(order.id);
  const warranty = account.warranty(order.sellerId, order.id);
  if (money === "hold") {
    return {
      kind: MOVEMENT.warrantyHeld,
      legs: [
        { account: escrow, amount: -total },
        { account: warranty, amount: total },
      ],
    };
  }
  if (money === "warranty_release")
    return { kind: MOVEMENT.warrantyReleased, legs: sellerLegs(order, warranty, total) };
  if (money === "warranty_refund") {
    // All or part back to the buyer; the rest is the seller's, less the platform fee on it.
    const rest = total - refundAmount;
    const legs: Leg[] = [
      { account: warranty, amount: -total },
      { account: account.wallet(order.buyerId), amount: refundAmount },
    ];
    if (rest > 0) legs.push(...sellerLegs(order, warranty, rest).slice(1));
    return { kind: MOVEMENT.warrantyRefunded, legs };
  }
  if (money === "pay") {
    // One kind for both sources: (order_paid, order id) is unique, so an order is paid at most once.
    // From the Saldo, pre-funded money goes first (stored value is meant for spending).
    return {
      kind: MOVEMENT.orderPaid,
      legs: [
        gatewayPaymentId
          ? { account: account.externalGateway, amount: -total }
          : drawFromWallet(order.buyerId, total, "deposit"),
        { account: escrow, amount: total },
      ],
    };
  }
  if (money === "refund") {
    return {
      kind: MOVEMENT.orderRefunded,
      legs: [
        { account: escrow, amount: -total },
        { account: account.wallet(order.buyerId), amount: total },
      ],
    };
  }
  return { kind: MOVEMENT.orderReleased, legs: sellerLegs(order, escrow, total) };
}

/**
 * Runs `action` by `actor` on the order. `extra` sets columns that belong to the step (delivery
 * info when shipping, reason and evidence when disputing). `gatewayPaymentId` names the settled
 * gateway payment a `pay_gateway` spends: its share for this order is marked 'paid' in the batch,
 * which only runs while that share is still unspent.
 */
export async function applyOrderAction(
  db: Db,
  orderId: string,
  action: OrderAction,
  actor: Actor,
  { now = Date.now(), extra = {} as OrderExtra, gatewayPaymentId, claim, caseEvent }: ApplyOptions = {},
): Promise<ApplyResult> {
  const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
  if (!order) return { ok: false, reason: "not_found" };
  if ((action === "pay_gateway") !== Boolean(gatewayPaymentId)) return { ok: false, reason: "not_allowed" };
  // A claim step carries its claim's part, and only a claim step does.
  if (CLAIM_STEP[action] !== claim?.kind) return { ok: false, reason: "not_allowed" };
  const filed =
    action === "answer_claim"
      ? await db.query.warrantyClaims.findFirst({ where: eq(warrantyClaims.orderId, order.id) })
      : undefined;
  if (filed?.answeredAt != null) return { ok: false, reason: "wrong_status" };
  const refundAmount = claim?.kind === "decide" ? (claim.refundAmount ?? 0) : 0;
  if (
    action === "claim_refund" &&
    !(Number.isSafeInteger(refundAmount) && refundAmount > 0 && refundAmount <= order.totalAmount)
  )
    return { ok: false, reason: "not_allowed" };
  const step = transition(
    { ...order, instant: order.instantDelivery, claimedAt: filed?.createdAt ?? null },
    action,
    actor,
    now,
  );
  if (!step.ok) return { ok: false, reason: step.reason };

  // The inspection is extended once: the update also waits for the column to be still empty.
  const extending = action === "extend_inspection";
  const inCurrentStatus = and(
    eq(orders.id, order.id),
    eq(orders.status, order.status),
    // A warranty step also waits for the warranty's state (null for an order without one).
    sql`${orders.warrantyStatus} IS ${order.warrantyStatus}`,
    // A case step also waits for the case's stage (an alarm firing twice escalates once).
    sql`${orders.caseStage} IS ${order.caseStage}`,
    extending ? sql`${orders.inspectionExtendedAt} IS NULL` : undefined,
  );
  const statements: Statement[] = [];
  const unspentShare = gatewayPaymentId
    ? and(
        eq(paymentOrders.paymentId, gatewayPaymentId),
        eq(paymentOrders.orderId, order.id),
        sql`${paymentOrders.outcome} IS NULL`,
        eq(paymentOrders.amount, order.totalAmount),
        sql`EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.id} = ${gatewayPaymentId} AND ${payments.status} = 'settled')`,
      )
    : undefined;
  if (step.money) {
    const { kind, legs } = legsFor(order, step.money, gatewayPaymentId, refundAmount);
    statements.push(
      ...movementStatements(db, {
        kind,
        reference: order.id,
        legs,
        now,
        description: `${action} ${order.id}`,
        guard: unspentShare
          ? sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${inCurrentStatus}) AND EXISTS (SELECT 1 FROM ${paymentOrders} WHERE ${unspentShare})`
          : sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${inCurrentStatus})`,
      }),
    );
  }
  if (unspentShare) statements.push(db.update(paymentOrders).set({ outcome: "paid" }).where(unspentShare));
  // Paying takes the stock (CHECK stock >= 0 refuses overselling); cancelling before shipping returns it.
  if (step.money === "pay") {
    statements.push(
      db
        .update(products)
        .set({
          stock: sql`${products.stock} - ${order.quantity}`,
          totalSales: sql`${products.totalSales} + ${order.quantity}`,
        })
        .where(eq(products.id, order.productId)),
    );
  } else if (step.money === "refund" && order.status === S.processing) {
    statements.push(
      db
        .update(products)
        .set({
          stock: sql`${products.stock} + ${order.quantity}`,
          totalSales: sql`max(${products.totalSales} - ${order.quantity}, 0)`,
        })
        .where(eq(products.id, order.productId)),
    );
  }
  // Pengiriman Instan: `quantity` unsold items go to the order in this batch. The stock (the count of
  // unsold items) was taken above, so its CHECK refuses a sale beyond the items; and should fewer
  // items be found than sold, the last statement makes the same CHECK refuse the whole batch.
  if (step.money === "pay" && order.instantDelivery) {
    statements.push(
      sql`UPDATE ${deliveryItems} SET order_id = ${order.id}, sold_at = ${now}
        WHERE id IN (SELECT id FROM ${deliveryItems}
          WHERE listing_id = ${order.productId} AND order_id IS NULL
          ORDER BY created_at, id LIMIT ${order.quantity})`,
      sql`UPDATE ${products} SET stock = -1 WHERE id = ${order.productId}
        AND (SELECT count(*) FROM ${deliveryItems} WHERE order_id = ${order.id}) <> ${order.quantity}`,
    );
  }
  // A top-up mapped to the seller's H2H supplier: its purchase is due from this batch on (topups/).
  const fulfilment =
    step.money === "pay" && step.next === S.processing
      ? await fulfilmentStartStatement(db, order, sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${inCurrentStatus})`, now)
      : null;
  if (fulfilment) statements.push(fulfilment);
  // Stock shows on public pages: their cached copies go (before the status change, read last below).
  if (step.money === "pay" || (step.money === "refund" && order.status === S.processing)) {
    statements.push(bumpCatalogVersion());
  }
  if (claim)
    statements.push(
      ...claimStatements(db, order, claim, sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${inCurrentStatus})`, now, action),
    );
  statements.push(
    ...caseEventStatements(
      order,
      action,
      actor,
      caseEvent ?? claimCaseEvent(claim),
      extra,
      sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${inCurrentStatus})`,
      now,
    ),
  );
  const stampColumn = STATUS_COLUMN[step.next];
  statements.push(
    db
      .update(orders)
      .set({
        status: step.next,
        deadlineAt: step.deadlineAt,
        updatedAt: now,
        ...(stampColumn && step.next !== order.status ? { [stampColumn]: now } : {}),
        // Paid and delivered in one step (Pengiriman Instan): both moments are now. The ship deadline
        // paying started is kept for the seller's on-time rate (delivered at once: due now).
        ...(step.money === "pay" ? { paidAt: now, shipByAt: step.next === S.processing ? step.deadlineAt : now } : {}),
        // How it was paid: 'wallet' or the gateway payment's method id (display: payments/paid-with.server.ts).
        ...(step.money === "pay"
          ? {
              paymentMethod: gatewayPaymentId
                ? sql`(SELECT ${payments.method} FROM ${payments} WHERE ${payments.id} = ${gatewayPaymentId})`
                : "wallet",
            }
          : {}),
        ...(extending ? { inspectionExtendedAt: now } : {}),
        ...(step.warranty ? { warrantyStatus: step.warranty } : {}),
        // A dispute's case: its stage; the alarm's escalation marks the seller unresponsive.
        ...(step.caseStage ? { caseStage: step.caseStage } : {}),
        ...(action === "escalate_case" || action === "escalate_claim" ? { caseUnresponsive: true } : {}),
        // A claim is a new case on the order (a decided dispute may have come before it).
        ...(action === "claim_warranty" ? { caseUnresponsive: false, caseReminderSentAt: null } : {}),
        // The warranty starts with the hold; its end stays on the order when a claim stops the clock.
        ...(step.money === "hold" ? { warrantyEndsAt: step.deadlineAt } : {}),
        ...extra,
      })
      .where(inCurrentStatus),
  );

  try {
    const results = await atomic(db, statements);
    if (results.at(-1)?.meta.changes !== 1) return { ok: false, reason: "conflict" };
  } catch (error) {
    const text = dbErrorText(error);
    if (text.includes("ledger_accounts_balance_check")) return { ok: false, reason: "insufficient_balance" };
    if (text.includes("products_stock_check")) return { ok: false, reason: "out_of_stock" };
    // The guard failed (status changed meanwhile) or the movement already happened.
    if (text.includes("FOREIGN KEY") || text.includes("UNIQUE constraint failed: ledger_transactions")) {
      return { ok: false, reason: "conflict" };
    }
    throw error;
  }
  const updated = await db.query.orders.findFirst({ where: eq(orders.id, order.id) });
  return { ok: true, order: updated!, from: order.status };
}
