/**
 * Automatic fulfilment of a paid top-up through the seller's H2H supplier (docs/architecture.md,
 * "Top-ups: the store and the supplier"). The paying batch wrote the order's `top_up_fulfilments`
 * row (fulfilment-start.server.ts); here the purchase is sent with ref_id = the order id — sent
 * again it is the status check, so every retry and re-poll is safe — and the answer, the poll's or
 * the signed callback's, moves the order through its room: delivered → 'Dikirim' with the serial
 * number as delivery proof; failed → refunded at once; pending or no answer → asked again later.
 */
import { and, asc, eq, lte, sql } from "drizzle-orm";
import { createDb, type Db } from "~/db/client.server";
import { notifications, orders, topUpFulfilments } from "~/db/schema";
import type { Env } from "~/env.server";
import { encryptDeliveryInfo, deliveryKeyring } from "~/modules/orders/delivery.server";
import { ORDER_STATUS } from "~/modules/orders/constants";
import { orderNotice } from "~/modules/orders/notify.server";
import { orderRoom } from "~/modules/orders/room.server";
import { SUPPLIER_TEXTS } from "~/modules/orders/texts";
import type { ApplyResult, OrderStep } from "~/modules/orders/types";
import { loadSupplierCredentials, supplierWebhookSecret } from "./accounts.server";
import { digiflazzFromEnv, verifyDigiflazzCallback } from "./digiflazz.server";
import type { SupplierOutcome, TopUpSupplier } from "./types";

export type FulfilmentEnv = Pick<
  Env,
  | "DB"
  | "ORDER_ROOM"
  | "DELIVERY_INFO_KEY"
  | "DELIVERY_INFO_KEY_ID"
  | "DELIVERY_INFO_OLD_KEYS"
  | "MIDTRANS_ENV"
  | "MIDTRANS_SIMULATOR_URL"
  | "PAYMENT_GATEWAY"
  | "DEV_OUTBOX"
  | "SUPPLIER_WEBHOOK_KEY"
>;
/** How a step reaches the order's room: the room itself passes its own `act`, everyone else the client's. */
export type Act = (step: OrderStep) => Promise<ApplyResult>;
type Row = typeof topUpFulfilments.$inferSelect;

/** A run holds its row this long (another run, the cron's or the room's, skips it meanwhile). */
export const LEASE_MS = 2 * 60_000;
/** Re-polls of a pending purchase: 30 s, doubling, at most every 30 min; after this many tries, no more. */
const FIRST_POLL_MS = 30_000;
const MAX_POLL_MS = 30 * 60_000;
export const MAX_ATTEMPTS = 60;
/** Due fulfilments one cron run takes up. */
const POLL_BATCH = 10;

export const pollDelayMs = (attempts: number) => Math.min(FIRST_POLL_MS * 2 ** Math.max(0, attempts - 1), MAX_POLL_MS);

/** What a run or a callback did: nothing due or known, or the supplier's answer and whether the order moved. */
export type FulfilmentResult = { state: "skipped" } | { state: SupplierOutcome["state"]; moved: boolean };

const pending = (orderId: string) => and(eq(topUpFulfilments.orderId, orderId), eq(topUpFulfilments.status, "pending"));

/**
 * Sends (or re-sends: the status check) the order's purchase when it is due, and applies the answer.
 * `supplier` replaces the configured one (tests of an unreachable supplier).
 */
export async function runFulfilment(
  env: FulfilmentEnv,
  orderId: string,
  act: Act = (step) => orderRoom(env, orderId).act(step),
  now = Date.now(),
  supplier: TopUpSupplier = digiflazzFromEnv(env),
  { force = false }: { force?: boolean } = {},
): Promise<FulfilmentResult> {
  const db = createDb(env.DB);
  // `force`: asked now whenever it is due (the order's deadline: its last word before the refund).
  const [row] = await db
    .update(topUpFulfilments)
    .set({ attempts: sql`${topUpFulfilments.attempts} + 1`, nextPollAt: now + LEASE_MS, updatedAt: now })
    .where(force ? pending(orderId) : and(pending(orderId), lte(topUpFulfilments.nextPollAt, now)))
    .returning();
  if (!row) return { state: "skipped" };
  const credentials = await loadSupplierCredentials(env, row.sellerId);
  let outcome: SupplierOutcome;
  if (credentials) {
    outcome = await supplier.purchase(credentials, {
      sku: row.sku,
      customerNo: row.customerNo,
      refId: row.orderId,
      maxPrice: row.maxPrice,
    });
  } else {
    // Nothing can have been bought before the first request; after it, keep asking once the account is back.
    outcome =
      row.attempts === 1
        ? { state: "failed", code: "", reason: SUPPLIER_TEXTS.noAccount }
        : { state: "unanswered", error: "no supplier account" };
  }
  return applyOutcome(env, db, row, outcome, act, now, true);
}

/**
 * Applies the supplier's answer once. The room's step goes first (guarded by the order's status, so
 * a repeat moves nothing), then the row leaves 'pending' (guarded too): a crash between the two
 * leaves the row pending, and the next poll asks again and finishes.
 */
async function applyOutcome(
  env: FulfilmentEnv,
  db: Db,
  row: Row,
  outcome: SupplierOutcome,
  act: Act,
  now: number,
  polled: boolean,
): Promise<FulfilmentResult> {
  const settle = (set: Partial<Row>) =>
    db
      .update(topUpFulfilments)
      .set({ ...set, nextPollAt: null, settledAt: now, updatedAt: now })
      .where(pending(row.orderId));
  if (outcome.state === "delivered") {
    const deliveryInfo = await encryptDeliveryInfo(deliveryKeyring(env), SUPPLIER_TEXTS.serial(outcome.serial));
    const moved = await act({ action: "supplier_deliver", by: "system", extra: { deliveryInfo } });
    // A price above the seller's maximum is never recorded as their cost (the supplier should have refused).
    const price = outcome.price <= row.maxPrice ? outcome.price : null;
    if (price === null) console.error(`top-up ${row.orderId}: supplier charged ${outcome.price} above ${row.maxPrice}`);
    await settle({ status: "success", sn: outcome.serial, supplierPrice: price, rc: "00", message: outcome.message });
    // Delivered after the order was refunded (its deadline passed while the supplier was pending):
    // the buyer has both, and both parties are told, with the serial number, to settle it.
    if (!moved.ok) await noticeLateDelivery(db, row.orderId, outcome.serial, now);
    return { state: "delivered", moved: moved.ok };
  }
  if (outcome.state === "failed") {
    const moved = await act({
      action: "supplier_refund",
      by: "system",
      extra: { decisionReason: SUPPLIER_TEXTS.failed(outcome.reason), decidedBy: "system" },
    });
    await settle({ status: "failed", rc: outcome.code, message: outcome.reason });
    return { state: "failed", moved: moved.ok };
  }
  // Still pending (or no answer): a poll schedules the next one; a callback only records what it said.
  const message = outcome.state === "pending" ? outcome.message : outcome.error;
  await db
    .update(topUpFulfilments)
    .set({
      message,
      updatedAt: now,
      ...(polled ? { nextPollAt: row.attempts >= MAX_ATTEMPTS ? null : now + pollDelayMs(row.attempts) } : {}),
    })
    .where(pending(row.orderId));
  return { state: outcome.state, moved: false };
}

/** Tells the buyer and the seller of a cancelled (refunded) top-up that the supplier delivered it after all. */
async function noticeLateDelivery(db: Db, orderId: string, serial: string, now: number) {
  const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
  if (order?.status !== ORDER_STATUS.cancelled) return;
  await db
    .insert(notifications)
    .values([
      orderNotice(order, order.buyerId, SUPPLIER_TEXTS.lateForBuyer(order.productTitle, serial), now, "order_update"),
      orderNotice(order, order.sellerId, SUPPLIER_TEXTS.lateForSeller(order.productTitle, serial), now, "order_update"),
    ]);
}

/** Every fulfilment whose re-poll is due (the minute cron, workers/app.ts), a few at a time. */
export async function pollDueFulfilments(env: FulfilmentEnv, now = Date.now()): Promise<FulfilmentResult[]> {
  const due = await createDb(env.DB)
    .select({ orderId: topUpFulfilments.orderId })
    .from(topUpFulfilments)
    .where(and(eq(topUpFulfilments.status, "pending"), lte(topUpFulfilments.nextPollAt, now)))
    .orderBy(asc(topUpFulfilments.nextPollAt))
    .limit(POLL_BATCH);
  return Promise.all(due.map(({ orderId }) => runFulfilment(env, orderId, undefined, now)));
}

/** What a supplier callback came to: refused (bad signature: nothing moves), or applied / ignored. */
export type CallbackResult = { ok: false } | { ok: true; result: FulfilmentResult };

/**
 * A Digiflazz callback for seller `sellerId`: trusted only with X-Hub-Signature made with that
 * seller's derived secret. A callback of another seller's, an unknown or an already settled
 * purchase changes nothing (duplicates and late, out-of-order copies land here).
 */
export async function handleDigiflazzCallback(
  env: FulfilmentEnv,
  sellerId: string,
  rawBody: string,
  signature: string | null,
  now = Date.now(),
): Promise<CallbackResult> {
  const secret = await supplierWebhookSecret(env, sellerId);
  const callback = secret ? await verifyDigiflazzCallback(rawBody, signature, secret) : null;
  if (!callback) return { ok: false };
  const db = createDb(env.DB);
  const row = await db.query.topUpFulfilments.findFirst({ where: pending(callback.refId) });
  if (!row || row.sellerId !== sellerId) return { ok: true, result: { state: "skipped" } };
  const act: Act = (step) => orderRoom(env, row.orderId).act(step);
  return { ok: true, result: await applyOutcome(env, db, row, callback.outcome, act, now, false) };
}
