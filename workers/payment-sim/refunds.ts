/**
 * Midtrans's refund API as the simulator answers it (`POST /v2/{order_id}/refund`): a settled QRIS
 * or e-wallet transaction is refunded in full or in part, the same refund_key twice is the same
 * refund, a transfer or a minimarket payment cannot be refunded. A test can make one transaction's
 * refunds refused by the provider or unanswered (`POST /_sim/transactions/:order_id/refund-mode`).
 */
import { methodInfo, type SimTransaction } from "./midtrans";
import { API } from "./texts";

const CREATE = [
  `CREATE TABLE IF NOT EXISTS sim_refunds (
    refund_key TEXT PRIMARY KEY,
    order_id TEXT NOT NULL,
    amount INTEGER NOT NULL,
    chargeback_id INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS sim_refund_modes (order_id TEXT PRIMARY KEY, mode TEXT NOT NULL)`,
];

export const REFUND_MODES = ["ok", "refuse", "down"] as const;
export type RefundMode = (typeof REFUND_MODES)[number];

async function ready(db: D1Database) {
  await db.batch(CREATE.map((q) => db.prepare(q)));
}

export async function setRefundMode(db: D1Database, orderId: string, mode: RefundMode) {
  await ready(db);
  await db
    .prepare(
      `INSERT INTO sim_refund_modes (order_id, mode) VALUES (?, ?) ON CONFLICT (order_id) DO UPDATE SET mode = excluded.mode`,
    )
    .bind(orderId, mode)
    .run();
}

/** Every refund of a transaction (the control GET /_sim/transactions/:order_id/refunds). */
export async function refundsOf(db: D1Database, orderId: string) {
  await ready(db);
  const { results } = await db
    .prepare(
      `SELECT refund_key AS refundKey, amount, created_at AS createdAt FROM sim_refunds WHERE order_id = ? ORDER BY created_at`,
    )
    .bind(orderId)
    .all<{ refundKey: string; amount: number; createdAt: number }>();
  return results;
}

export interface RefundBody {
  refund_key?: unknown;
  amount?: unknown;
  reason?: unknown;
}

/**
 * What Midtrans would answer a refund of `tx`: [HTTP status, body fields, the transaction's new
 * status when a refund was made now]. `newStatus` null: nothing changed (a refusal, or a repeat).
 */
export async function refund(
  db: D1Database,
  tx: SimTransaction,
  body: RefundBody,
  now = Date.now(),
): Promise<{ http: number; fields: Record<string, unknown>; newStatus: "refund" | "partial_refund" | null }> {
  await ready(db);
  const refuse = (http: number, code: string, message: string) => ({
    http,
    fields: { status_code: code, status_message: message },
    newStatus: null,
  });
  const mode = (
    await db
      .prepare(`SELECT mode FROM sim_refund_modes WHERE order_id = ?`)
      .bind(tx.orderId)
      .first<{ mode: RefundMode }>()
  )?.mode;
  if (mode === "down") return refuse(503, "503", API.refundDown);
  const key = body.refund_key === undefined ? `sim-${crypto.randomUUID()}` : body.refund_key;
  const paid = tx.paidAmount ?? tx.grossAmount;
  if (
    typeof key !== "string" ||
    !/^[A-Za-z0-9_-]{1,100}$/.test(key) ||
    (body.amount !== undefined &&
      (typeof body.amount !== "number" || !Number.isSafeInteger(body.amount) || body.amount <= 0))
  )
    return refuse(400, "400", API.refundInvalid);
  const earlier = await db
    .prepare(`SELECT * FROM sim_refunds WHERE refund_key = ? AND order_id = ?`)
    .bind(key, tx.orderId)
    .first<{ amount: number; chargeback_id: number }>();
  const done = (await refundsOf(db, tx.orderId)).reduce((sum, r) => sum + r.amount, 0);
  const answer = (amount: number, chargebackId: number, total: number) => ({
    status_code: "200",
    status_message: API.refunded,
    transaction_status: total >= paid ? "refund" : "partial_refund",
    refund_chargeback_id: chargebackId,
    refund_amount: `${amount}.00`,
    refund_key: key,
  });
  if (earlier) return { http: 200, fields: answer(earlier.amount, earlier.chargeback_id, done), newStatus: null };
  if (mode === "refuse") return refuse(412, "412", API.refundRefused);
  const family = methodInfo(tx.method).family;
  if (family !== "qris" && family !== "ewallet") return refuse(412, "412", API.refundMethod);
  if (!["settlement", "partial_refund"].includes(tx.status)) return refuse(412, "412", API.refundNotSettled);
  const amount = typeof body.amount === "number" ? body.amount : paid - done;
  if (amount <= 0 || done + amount > paid) return refuse(412, "412", API.refundTooMuch);
  const chargebackId = (await refundsOf(db, tx.orderId)).length + 1 + Math.floor(now % 100_000) * 10;
  await db
    .prepare(`INSERT INTO sim_refunds (refund_key, order_id, amount, chargeback_id, created_at) VALUES (?, ?, ?, ?, ?)`)
    .bind(key, tx.orderId, amount, chargebackId, now)
    .run();
  const fields = answer(amount, chargebackId, done + amount);
  return { http: 200, fields, newStatus: fields.transaction_status as "refund" | "partial_refund" };
}
