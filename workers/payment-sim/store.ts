/**
 * The simulator's state: two tables in its own D1 database (SIM_DB), created on first use — the
 * transactions, and the pay codes (VA number, bill key, store code, QRIS payload) its pay page
 * looks transactions up by. No migrations: the tables belong to a local tool, and a fresh state
 * directory starts empty.
 */
import type { Method, SimTransaction, TransactionStatus } from "./midtrans";

const CREATE = `CREATE TABLE IF NOT EXISTS sim_transactions (
  order_id TEXT PRIMARY KEY,
  token TEXT NOT NULL UNIQUE,
  transaction_id TEXT NOT NULL,
  gross_amount INTEGER NOT NULL,
  paid_amount INTEGER,
  method TEXT NOT NULL,
  status TEXT NOT NULL,
  finish_url TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  settled_at INTEGER,
  deliveries TEXT NOT NULL DEFAULT '[]',
  request TEXT NOT NULL
)`;

const CREATE_CODES = `CREATE TABLE IF NOT EXISTS sim_pay_codes (code TEXT PRIMARY KEY, order_id TEXT NOT NULL)`;

interface Row {
  order_id: string;
  token: string;
  transaction_id: string;
  gross_amount: number;
  paid_amount: number | null;
  method: string;
  status: string;
  finish_url: string | null;
  created_at: number;
  expires_at: number;
  settled_at: number | null;
  deliveries: string;
  request: string;
}

const fromRow = (r: Row): SimTransaction => ({
  orderId: r.order_id,
  token: r.token,
  transactionId: r.transaction_id,
  grossAmount: r.gross_amount,
  paidAmount: r.paid_amount,
  method: r.method as Method,
  status: r.status as TransactionStatus,
  finishUrl: r.finish_url,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  settledAt: r.settled_at,
  deliveries: JSON.parse(r.deliveries) as SimTransaction["deliveries"],
  request: JSON.parse(r.request) as unknown,
});

/**
 * The table exists on every call (CREATE … IF NOT EXISTS is one cheap statement; a per-isolate
 * flag would go stale when the tests reset storage between files).
 */
async function ready(db: D1Database) {
  await db.batch([db.prepare(CREATE), db.prepare(CREATE_CODES)]);
}

/** Inserts a new transaction; false when the order id was used before (Midtrans: one use). */
export async function insertTransaction(
  db: D1Database,
  tx: Omit<SimTransaction, "deliveries" | "paidAmount" | "settledAt" | "status" | "request">,
  request: unknown,
): Promise<boolean> {
  await ready(db);
  const result = await db
    .prepare(
      `INSERT INTO sim_transactions (order_id, token, transaction_id, gross_amount, method, status, finish_url, created_at, expires_at, request)
       VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?) ON CONFLICT (order_id) DO NOTHING`,
    )
    .bind(
      tx.orderId,
      tx.token,
      tx.transactionId,
      tx.grossAmount,
      tx.method,
      tx.finishUrl,
      tx.createdAt,
      tx.expiresAt,
      JSON.stringify(request),
    )
    .run();
  return result.meta.changes === 1;
}

/**
 * The transaction by order id or by Snap token. A pending one past its deadline reads as `expire`
 * (stored so). The simulator sends no notification for that on its own — tests that need Midtrans's
 * expire notification ask /_sim/transactions/:order_id/status for it.
 */
export async function findTransaction(db: D1Database, by: { orderId: string } | { token: string }) {
  await ready(db);
  const [column, value] = "orderId" in by ? ["order_id", by.orderId] : ["token", by.token];
  const row = await db.prepare(`SELECT * FROM sim_transactions WHERE ${column} = ?`).bind(value).first<Row>();
  if (!row) return null;
  const tx = fromRow(row);
  if (tx.status === "pending" && Date.now() >= tx.expiresAt) return setStatus(db, tx, "expire");
  return tx;
}

/** Stores a new status (and, given, the amount the payer paid); settlement stamps settled_at. */
export async function setStatus(
  db: D1Database,
  tx: SimTransaction,
  status: TransactionStatus,
  paidAmount?: number,
): Promise<SimTransaction> {
  const settledAt = status === "settlement" || status === "capture" ? (tx.settledAt ?? Date.now()) : tx.settledAt;
  const paid = paidAmount ?? tx.paidAmount;
  await db
    .prepare(`UPDATE sim_transactions SET status = ?, settled_at = ?, paid_amount = ? WHERE order_id = ?`)
    .bind(status, settledAt, paid, tx.orderId)
    .run();
  return { ...tx, status, settledAt, paidAmount: paid };
}

/** Appends the outcome of sent notifications to the row's log (GET /_sim/transactions/:order_id). */
export async function logDeliveries(db: D1Database, orderId: string, entries: SimTransaction["deliveries"]) {
  if (entries.length === 0) return;
  const append = db.prepare(
    `UPDATE sim_transactions SET deliveries = json_insert(deliveries, '$[#]', json(?)) WHERE order_id = ?`,
  );
  await db.batch(entries.map((entry) => append.bind(JSON.stringify(entry), orderId)));
}

/** Files the code a payer types into the pay page for the transaction `orderId`. */
export async function insertPayCode(db: D1Database, code: string, orderId: string) {
  await ready(db);
  await db.prepare(`INSERT OR IGNORE INTO sim_pay_codes (code, order_id) VALUES (?, ?)`).bind(code, orderId).run();
}

/** The transaction a pay code belongs to (as typed, or without its spaces: "3901 2123 …"), or null. */
export async function findByPayCode(db: D1Database, code: string) {
  await ready(db);
  const row = await db
    .prepare(`SELECT order_id FROM sim_pay_codes WHERE code IN (?, ?)`)
    .bind(code.trim(), code.replace(/\s+/g, ""))
    .first<{ order_id: string }>();
  return row ? findTransaction(db, { orderId: row.order_id }) : null;
}
