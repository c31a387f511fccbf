/**
 * A refunded order's money sent back to the method it was paid with (issue 32 point 5: "to the
 * wallet at once or back to the original method"). The order's refund lands in the buyer's wallet
 * first (the order's room); from there it goes back through the gateway's refund API — by itself for
 * a guest (who has no wallet to spend it from), at one tap for an account. One guarded batch takes
 * the money out of the wallet and records the refund; the provider's refusal puts it back the same
 * way; no answer keeps asking with the same refund key (never a second refund). Rules: docs/money.md.
 */
import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { atomic, createDb, dbErrorText, type Db } from "~/db/client.server";
import { gatewayRefunds, notifications, orders, paymentOrders, payments, users } from "~/db/schema";
import type { Env } from "~/env.server";
import { account, MOVEMENT } from "~/modules/money/constants";
import { movementStatements, type Leg } from "~/modules/money/ledger.server";
import { drawFromWallet, mirrorOnWallet, walletBalance } from "~/modules/money/wallet-parts.server";
import type { SessionUser } from "~/modules/auth/session.server";
import { loadOrderForViewer } from "~/modules/orders/access.server";
import { ORDER_STATUS as S } from "~/modules/orders/constants";
import { orderNotice } from "~/modules/orders/notify.server";
import { midtransFromEnv } from "./midtrans.server";
import { PAYMENT_METHODS, paymentMethod } from "./methods";
import { GatewayError, type PaymentProvider } from "./provider";
import { REFUND_TEXTS } from "./texts";
import { AppError, denied } from "~/utils/app-error";

export type RefundEnv = Pick<
  Env,
  "DB" | "MIDTRANS_SERVER_KEY" | "MIDTRANS_ENV" | "MIDTRANS_SIMULATOR_URL" | "PAYMENT_GATEWAY" | "DEV_OUTBOX"
>;

const DAY_MS = 86_400_000;
/** An unanswered refund is asked again after 1 min, doubling, at most hourly; after this many tries staff look. */
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 3600_000;
export const MAX_REFUND_ATTEMPTS = 20;
const BATCH = 10;
const REFUNDABLE_METHODS = PAYMENT_METHODS.filter((m) => "refundDays" in m).map((m) => m.id as string);
/** The cron looks back this far for a guest's refund the room missed (the shortest method window). */
const SWEEP_WINDOW_MS = 7 * 86_400_000;

export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

/** What a refund to the method would be: the payment, its method, the amounts and the last day it can be asked. */
export interface MethodRefundOffer {
  orderId: string;
  buyerId: string;
  paymentId: string;
  methodLabel: string;
  /** The order's share, from the buyer's wallet. */
  amount: number;
  /** The method's fee, given back when the payment paid this order alone. */
  fee: number;
  refundBy: number;
}

export type NoOffer =
  | "not_refunded" // the order is not a paid order that was cancelled
  | "not_gateway" // paid from the wallet or not through the gateway
  | "method" // a transfer or a minimarket: the gateway cannot refund it
  | "window" // past the method's refund window
  | "exists" // already sent (or refused) once
  | "wallet_short"; // the refund in the wallet was spent

/** One query: the order, the gateway payment that paid it (if any) and its refund to the method (if any). */
export async function refundFacts(db: Db, orderId: string) {
  const [row] = await db
    .select({
      status: orders.status,
      paidAt: orders.paidAt,
      buyerId: orders.buyerId,
      total: orders.totalAmount,
      paymentId: payments.id,
      method: payments.method,
      fee: payments.fee,
      settledAt: payments.settledAt,
      share: paymentOrders.amount,
      lines: sql<number>`(SELECT count(*) FROM ${paymentOrders} po WHERE po.payment_id = ${payments.id})`,
      refund: {
        status: gatewayRefunds.status,
        amount: gatewayRefunds.amount,
        fee: gatewayRefunds.fee,
      },
    })
    .from(orders)
    .leftJoin(paymentOrders, and(eq(paymentOrders.orderId, orders.id), eq(paymentOrders.outcome, "paid")))
    .leftJoin(
      payments,
      and(eq(payments.id, paymentOrders.paymentId), eq(payments.status, "settled"), eq(payments.purpose, "orders")),
    )
    .leftJoin(gatewayRefunds, eq(gatewayRefunds.orderId, orders.id))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ?? null;
}
type Facts = NonNullable<Awaited<ReturnType<typeof refundFacts>>>;

/** The offer in `facts` without the wallet check, or why there is none. */
export function offerOf(
  facts: Facts | null,
  orderId: string,
  now: number,
): { ok: true; offer: MethodRefundOffer } | { ok: false; reason: NoOffer } {
  if (!facts || facts.status !== S.cancelled || facts.paidAt === null) return { ok: false, reason: "not_refunded" };
  if (!facts.paymentId || facts.share !== facts.total) return { ok: false, reason: "not_gateway" };
  if (facts.refund) return { ok: false, reason: "exists" };
  const method = paymentMethod(facts.method ?? "");
  if (!method?.refundDays) return { ok: false, reason: "method" };
  const refundBy = (facts.settledAt ?? facts.paidAt) + method.refundDays * DAY_MS;
  if (now >= refundBy) return { ok: false, reason: "window" };
  return {
    ok: true,
    offer: {
      orderId,
      buyerId: facts.buyerId,
      paymentId: facts.paymentId,
      methodLabel: method.label,
      amount: facts.total,
      fee: facts.lines === 1 ? (facts.fee ?? 0) : 0,
      refundBy,
    },
  };
}

/** The refund to the method `orderId` can have now, or why not. */
export async function methodRefundOffer(
  db: Db,
  orderId: string,
  now = Date.now(),
): Promise<{ ok: true; offer: MethodRefundOffer } | { ok: false; reason: NoOffer }> {
  const found = offerOf(await refundFacts(db, orderId), orderId, now);
  if (!found.ok) return found;
  if ((await walletBalance(db, found.offer.buyerId)) < found.offer.amount) return { ok: false, reason: "wallet_short" };
  return found;
}

export type RefundResult =
  { ok: false; reason: NoOffer | "no_gateway" } | { ok: true; status: "done" | "failed" | "requested" };

/**
 * The refund's legs: from the Saldo (proceeds and refunds first: it is money leaving the platform),
 * or `reversed`, the same legs back with the Saldo's parts as the refund took them.
 */
function refundLegs(
  offer: Pick<MethodRefundOffer, "buyerId" | "amount" | "fee">,
  orderId: string,
  reversed = false,
): Leg[] {
  const sign = reversed ? -1 : 1;
  return [
    reversed
      ? mirrorOnWallet(offer.buyerId, offer.amount, { kind: MOVEMENT.gatewayRefund, reference: orderId })
      : drawFromWallet(offer.buyerId, offer.amount, "proceeds"),
    ...(offer.fee > 0 ? [{ account: account.platformPaymentFees, amount: -sign * offer.fee }] : []),
    { account: account.externalGateway, amount: sign * (offer.amount + offer.fee) },
  ];
}

/**
 * Sends the order's refund back to its method: the wallet → gateway movement and the refund's row in
 * one batch (guarded: one per order, the wallet never below zero), then the provider's answer.
 */
export async function refundToMethod(env: RefundEnv, orderId: string, now = Date.now()): Promise<RefundResult> {
  const gateway = midtransFromEnv(env);
  if (!gateway) return { ok: false, reason: "no_gateway" };
  const db = createDb(env.DB);
  const found = await methodRefundOffer(db, orderId, now);
  if (!found.ok) return found;
  const { offer } = found;
  const id = `rfd-${orderId}`;
  try {
    await atomic(db, [
      db
        .insert(gatewayRefunds)
        .values({
          id,
          orderId,
          paymentId: offer.paymentId,
          userId: offer.buyerId,
          amount: offer.amount,
          fee: offer.fee,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing(),
      ...movementStatements(db, {
        kind: MOVEMENT.gatewayRefund,
        reference: orderId,
        legs: refundLegs(offer, orderId),
        guard: sql`EXISTS (SELECT 1 FROM ${gatewayRefunds} WHERE ${gatewayRefunds.id} = ${id} AND ${gatewayRefunds.status} = 'requested')
          AND EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.id} = ${orderId} AND ${orders.status} = ${S.cancelled})`,
        description: `${offer.methodLabel} ${offer.paymentId}`,
        now,
      }),
    ]);
  } catch (error) {
    // Another request recorded it first, or the wallet was spent in between: nothing moved.
    return { ok: false, reason: /ledger_accounts_balance_check/.test(dbErrorText(error)) ? "wallet_short" : "exists" };
  }
  const row = (await db.query.gatewayRefunds.findFirst({ where: eq(gatewayRefunds.id, id) }))!;
  return { ok: true, status: await ask(db, gateway, row, now) };
}

type RefundRow = typeof gatewayRefunds.$inferSelect;

/** Asks the provider (again) for one requested refund and records what it said. */
async function ask(db: Db, gateway: PaymentProvider, row: RefundRow, now: number): Promise<RefundRow["status"]> {
  const attempts = row.attempts + 1;
  try {
    const outcome = await gateway.refund(row.paymentId, {
      refundKey: row.id,
      amount: row.amount + row.fee,
      reason: REFUND_TEXTS.reason,
    });
    if (outcome.state === "refunded") {
      await settleRefund(db, row, "done", null, now);
      return "done";
    }
    await settleRefund(db, row, "failed", outcome.message, now, attempts);
    return "failed";
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    await db
      .update(gatewayRefunds)
      .set({
        attempts,
        message: error.message,
        nextTryAt: attempts >= MAX_REFUND_ATTEMPTS ? null : now + retryDelayMs(attempts),
        updatedAt: now,
      })
      .where(and(eq(gatewayRefunds.id, row.id), eq(gatewayRefunds.status, "requested")));
    return "requested";
  }
}

/**
 * A requested refund ends: done (the buyer is told where the money went), or failed (the same legs
 * back into the wallet in the batch that marks it, and the buyer is told it stays in the wallet).
 */
async function settleRefund(
  db: Db,
  row: RefundRow,
  status: "done" | "failed",
  message: string | null,
  now: number,
  attempts = row.attempts + 1,
) {
  const order = await db.query.orders.findFirst({ where: eq(orders.id, row.orderId) });
  const method = paymentMethod(
    (await db.query.payments.findFirst({ where: eq(payments.id, row.paymentId) }))?.method ?? "",
  );
  const label = method?.label ?? "";
  const stillRequested = and(eq(gatewayRefunds.id, row.id), eq(gatewayRefunds.status, "requested"));
  const mark = db
    .update(gatewayRefunds)
    .set({ status, message, attempts, nextTryAt: null, settledAt: now, updatedAt: now })
    .where(stillRequested);
  const notice = order
    ? db
        .insert(notifications)
        .values(
          orderNotice(
            order,
            row.userId,
            status === "done"
              ? REFUND_TEXTS.doneNotice(row.amount + row.fee, label)
              : REFUND_TEXTS.failedNotice(row.amount, label),
            now,
            "order_update",
          ),
        )
    : null;
  if (status === "done") {
    const [marked] = await atomic(db, [mark]);
    if (marked?.meta.changes && notice) await notice;
    return;
  }
  const reversal = movementStatements(db, {
    kind: MOVEMENT.gatewayRefundReversed,
    reference: row.orderId,
    legs: refundLegs({ buyerId: row.userId, amount: row.amount, fee: row.fee }, row.orderId, true),
    guard: sql`EXISTS (SELECT 1 FROM ${gatewayRefunds} WHERE ${gatewayRefunds.id} = ${row.id} AND ${gatewayRefunds.status} = 'requested')`,
    description: message ?? undefined,
    now,
  });
  try {
    await atomic(db, [...reversal, mark, ...(notice ? [notice] : [])]);
  } catch {
    // Settled by another run first (the guard held no more): nothing moved twice.
  }
}

/** The provider's notification said the payment was refunded: a refund of ours still waiting is done. */
export async function refundHeardFromProvider(db: Db, paymentId: string, now = Date.now()): Promise<boolean> {
  const rows = await db.query.gatewayRefunds.findMany({ where: eq(gatewayRefunds.paymentId, paymentId) });
  for (const row of rows) if (row.status === "requested") await settleRefund(db, row, "done", null, now);
  return rows.some((row) => row.status !== "failed");
}

/**
 * The minute cron: refunds still unanswered are asked again (same key), and guests' refunded orders
 * whose refund has not gone back yet (the room's attempt was lost) are sent now.
 */
export async function sweepMethodRefunds(env: RefundEnv, now = Date.now()): Promise<void> {
  const gateway = midtransFromEnv(env);
  if (!gateway) return;
  const db = createDb(env.DB);
  const due = await db
    .select()
    .from(gatewayRefunds)
    .where(and(eq(gatewayRefunds.status, "requested"), lte(gatewayRefunds.nextTryAt, now)))
    .orderBy(asc(gatewayRefunds.nextTryAt))
    .limit(BATCH);
  for (const row of due) await ask(db, gateway, row, now);
  // Only orders paid by a refundable method, cancelled within the shortest window: the rest never qualify.
  const waiting = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .innerJoin(paymentOrders, and(eq(paymentOrders.orderId, orders.id), eq(paymentOrders.outcome, "paid")))
    .innerJoin(payments, eq(payments.id, paymentOrders.paymentId))
    .leftJoin(gatewayRefunds, eq(gatewayRefunds.orderId, orders.id))
    .where(
      and(
        eq(orders.status, S.cancelled),
        sql`${users.guestAt} IS NOT NULL`,
        inArray(payments.method, REFUNDABLE_METHODS),
        isNull(gatewayRefunds.id),
        sql`${orders.updatedAt} > ${now - SWEEP_WINDOW_MS}`,
      ),
    )
    .limit(BATCH);
  for (const { id } of waiting) await refundToMethod(env, id, now);
}

/** After a step that refunded a guest's order: its money goes straight back to the method (when it can). */
export async function refundGuestToMethod(env: RefundEnv, orderId: string, buyerId: string, now = Date.now()) {
  const db = createDb(env.DB);
  const buyer = await db.query.users.findFirst({ where: eq(users.id, buyerId), columns: { guestAt: true } });
  if (!buyer?.guestAt) return null;
  return refundToMethod(env, orderId, now);
}

/** The refund of each order given (for the order pages), by order id. */
export async function refundsOf(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, RefundRow>();
  const rows = await db.select().from(gatewayRefunds).where(inArray(gatewayRefunds.orderId, orderIds));
  return new Map(rows.map((row) => [row.orderId, row]));
}

/**
 * The buyer's 'Kembalikan ke …' on their cancelled order: only the order's buyer (403 'Akses
 * Ditolak' for its seller or staff — the money is the buyer's to move); a refusal says why in Indonesian.
 */
export async function buyerRefundToMethod(
  ctx: { db: Db; env: RefundEnv },
  orderId: string,
  user: Pick<SessionUser, "id" | "role">,
): Promise<{ ok: true; status: RefundRow["status"] } | { ok: false; error: AppError }> {
  const { role } = await loadOrderForViewer(ctx, orderId, user);
  if (role !== "buyer") return { ok: false, error: denied() };
  const done = await refundToMethod(ctx.env, orderId);
  if (!done.ok)
    return { ok: false, error: new AppError(REFUND_TEXTS.refusedTitle, REFUND_TEXTS.refusals[done.reason], 409) };
  return done;
}
