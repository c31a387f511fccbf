/**
 * The payouts' state, beside the transactions in SIM_DB: two tables created on first use (no
 * migrations, as store.ts): the payouts, and the answered X-Idempotency-Keys of POST /payouts.
 */
import type { BankCode, BankStatus, PayoutItem, PayoutStatus } from "./payouts";
import { BANK_TRANSITIONS } from "./payouts";

export interface SimPayout extends PayoutItem {
  referenceNo: string;
  status: PayoutStatus;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
  errorCode: string | null;
  errorMessage: string | null;
  rejectReason: string | null;
  idempotencyKey: string | null;
  /** Every notification sent: [{ status, http }] (http 0 = not delivered). */
  deliveries: { status: string; http: number }[];
}

const CREATE_PAYOUTS = `CREATE TABLE IF NOT EXISTS sim_payouts (
  reference_no TEXT PRIMARY KEY,
  beneficiary_name TEXT NOT NULL,
  beneficiary_account TEXT NOT NULL,
  bank TEXT NOT NULL,
  beneficiary_email TEXT,
  amount INTEGER NOT NULL,
  notes TEXT NOT NULL,
  status TEXT NOT NULL,
  created_by TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  error_code TEXT,
  error_message TEXT,
  reject_reason TEXT,
  idempotency_key TEXT,
  deliveries TEXT NOT NULL DEFAULT '[]'
)`;

const CREATE_REQUESTS = `CREATE TABLE IF NOT EXISTS sim_payout_requests (
  idempotency_key TEXT PRIMARY KEY,
  request TEXT NOT NULL,
  reference_nos TEXT NOT NULL,
  created_at INTEGER NOT NULL
)`;

interface Row {
  reference_no: string;
  beneficiary_name: string;
  beneficiary_account: string;
  bank: string;
  beneficiary_email: string | null;
  amount: number;
  notes: string;
  status: string;
  created_by: string;
  created_at: number;
  updated_at: number;
  error_code: string | null;
  error_message: string | null;
  reject_reason: string | null;
  idempotency_key: string | null;
  deliveries: string;
}

const fromRow = (r: Row): SimPayout => ({
  referenceNo: r.reference_no,
  beneficiaryName: r.beneficiary_name,
  beneficiaryAccount: r.beneficiary_account,
  bank: r.bank as BankCode,
  beneficiaryEmail: r.beneficiary_email,
  amount: r.amount,
  notes: r.notes,
  status: r.status as PayoutStatus,
  createdBy: r.created_by,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  errorCode: r.error_code,
  errorMessage: r.error_message,
  rejectReason: r.reject_reason,
  idempotencyKey: r.idempotency_key,
  deliveries: JSON.parse(r.deliveries) as SimPayout["deliveries"],
});

/** The tables exist on every call (see store.ts `ready`). */
async function ready(db: D1Database) {
  await db.batch([db.prepare(CREATE_PAYOUTS), db.prepare(CREATE_REQUESTS)]);
}

/** A new reference number: 20 lowercase hex characters. */
export const newReferenceNo = () => crypto.randomUUID().replaceAll("-", "").slice(0, 20);

/**
 * Stores new `queued` payouts in one batch (all or none). With an idempotency key the key is stored
 * in the same batch; when the key was used before, nothing is stored and the earlier answer is
 * returned instead: { replay: { request, referenceNos } }.
 */
export async function insertPayouts(
  db: D1Database,
  items: PayoutItem[],
  createdBy: string,
  idempotency?: { key: string; request: string },
): Promise<{ referenceNos: string[] } | { replay: { request: string; referenceNos: string[] } }> {
  await ready(db);
  const now = Date.now();
  const referenceNos = items.map(() => newReferenceNo());
  const insert = db.prepare(
    `INSERT INTO sim_payouts (reference_no, beneficiary_name, beneficiary_account, bank, beneficiary_email, amount, notes, status, created_by, created_at, updated_at, idempotency_key)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'queued', ?, ?, ?, ?)`,
  );
  // One payout's columns, in the order of both inserts below (reference_no … idempotency_key).
  const columns = (item: PayoutItem, i: number) => [
    referenceNos[i],
    item.beneficiaryName,
    item.beneficiaryAccount,
    item.bank,
    item.beneficiaryEmail,
    item.amount,
    item.notes,
    createdBy,
    now,
    now,
    idempotency?.key ?? null,
  ];
  const statements = items.map((item, i) => insert.bind(...columns(item, i)));
  if (!idempotency) {
    await db.batch(statements);
    return { referenceNos };
  }
  // The key's row first: a second request with the key fails on its primary key and the whole
  // batch (its payouts too) is rolled back — also when both arrive at the same moment.
  const claim = db
    .prepare(
      `INSERT INTO sim_payout_requests (idempotency_key, request, reference_nos, created_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (idempotency_key) DO NOTHING`,
    )
    .bind(idempotency.key, idempotency.request, JSON.stringify(referenceNos), now);
  const guard = `AND (SELECT reference_nos FROM sim_payout_requests WHERE idempotency_key = ?) = ?`;
  const guarded = db.prepare(
    `INSERT INTO sim_payouts (reference_no, beneficiary_name, beneficiary_account, bank, beneficiary_email, amount, notes, status, created_by, created_at, updated_at, idempotency_key)
     SELECT ?, ?, ?, ?, ?, ?, ?, 'queued', ?, ?, ?, ? WHERE 1 ${guard}`,
  );
  await db.batch([
    claim,
    ...items.map((item, i) => guarded.bind(...columns(item, i), idempotency.key, JSON.stringify(referenceNos))),
  ]);
  const stored = await db
    .prepare(`SELECT request, reference_nos FROM sim_payout_requests WHERE idempotency_key = ?`)
    .bind(idempotency.key)
    .first<{ request: string; reference_nos: string }>();
  const storedNos = JSON.parse(stored!.reference_nos) as string[];
  if (stored!.reference_nos === JSON.stringify(referenceNos)) return { referenceNos };
  return { replay: { request: stored!.request, referenceNos: storedNos } };
}

export async function findPayout(db: D1Database, referenceNo: string): Promise<SimPayout | null> {
  await ready(db);
  const row = await db.prepare(`SELECT * FROM sim_payouts WHERE reference_no = ?`).bind(referenceNo).first<Row>();
  return row ? fromRow(row) : null;
}

/**
 * The approver's decision on `referenceNos` (distinct): all of them become `to` in one statement,
 * or — when any is unknown or no longer queued — none does. Returns whether they changed.
 */
export async function decideQueued(
  db: D1Database,
  referenceNos: string[],
  to: "approved" | "rejected",
  rejectReason: string | null,
): Promise<boolean> {
  await ready(db);
  const list = JSON.stringify(referenceNos);
  const result = await db
    .prepare(
      `UPDATE sim_payouts SET status = ?, reject_reason = ?, updated_at = ?
       WHERE reference_no IN (SELECT value FROM json_each(?)) AND status = 'queued'
         AND (SELECT COUNT(*) FROM sim_payouts WHERE reference_no IN (SELECT value FROM json_each(?)) AND status = 'queued') = ?`,
    )
    .bind(to, rejectReason, Date.now(), list, list, referenceNos.length)
    .run();
  return result.meta.changes === referenceNos.length;
}

/**
 * The bank side's move to `to` (processed, completed, failed), only from the statuses
 * BANK_TRANSITIONS allows (checked in the statement itself). The updated payout, or null when its
 * status did not allow it (or it does not exist).
 */
export async function setBankStatus(
  db: D1Database,
  referenceNo: string,
  to: BankStatus,
  failure?: { code: string; message: string },
): Promise<SimPayout | null> {
  await ready(db);
  const from = BANK_TRANSITIONS[to] as readonly string[];
  const row = await db
    .prepare(
      `UPDATE sim_payouts SET status = ?, updated_at = ?, error_code = ?, error_message = ?
       WHERE reference_no = ? AND status IN (SELECT value FROM json_each(?)) RETURNING *`,
    )
    .bind(to, Date.now(), failure?.code ?? null, failure?.message ?? null, referenceNo, JSON.stringify(from))
    .first<Row>();
  return row ? fromRow(row) : null;
}

/** Appends the outcome of sent notifications to the payout's log (GET /_sim/payouts/:reference_no). */
export async function logPayoutDeliveries(db: D1Database, referenceNo: string, entries: SimPayout["deliveries"]) {
  if (entries.length === 0) return;
  const append = db.prepare(
    `UPDATE sim_payouts SET deliveries = json_insert(deliveries, '$[#]', json(?)) WHERE reference_no = ?`,
  );
  await db.batch(entries.map((entry) => append.bind(JSON.stringify(entry), referenceNo)));
}
