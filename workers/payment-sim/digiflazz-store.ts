/**
 * The Digiflazz simulator's state, in the simulator's own D1 (SIM_DB), created on first use like
 * store.ts: supplier accounts (username, key, webhook, balance), scripted outcomes per customer
 * number, price overrides, and transactions keyed by (username, ref_id) with the callbacks they
 * produced, so tests can count purchases and replay callbacks.
 */
import { SIM_PRODUCTS, type Outcome, type Rc, type TrxData, type TrxStatus } from "./digiflazz-api";

export interface SimAccount {
  username: string;
  apiKey: string;
  webhookUrl: string | null;
  webhookSecret: string | null;
  balance: number;
}

export interface SimTrx extends TrxData {
  username: string;
  outcome: Outcome;
  duplicates: number;
  createdAt: number;
  /** Every callback made: its event, raw body, headers and the HTTP status it got (0: not delivered). */
  callbacks: { event: string; body: string; headers: Record<string, string>; http: number }[];
}

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS sim_df_accounts (username TEXT PRIMARY KEY, api_key TEXT NOT NULL,
     webhook_url TEXT, webhook_secret TEXT, balance INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS sim_df_outcomes (username TEXT NOT NULL, customer_no TEXT NOT NULL,
     outcome TEXT NOT NULL, duplicates INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (username, customer_no))`,
  `CREATE TABLE IF NOT EXISTS sim_df_prices (username TEXT NOT NULL, sku TEXT NOT NULL, price INTEGER NOT NULL,
     PRIMARY KEY (username, sku))`,
  `CREATE TABLE IF NOT EXISTS sim_df_trx (username TEXT NOT NULL, ref_id TEXT NOT NULL, data TEXT NOT NULL,
     outcome TEXT NOT NULL, duplicates INTEGER NOT NULL, created_at INTEGER NOT NULL,
     callbacks TEXT NOT NULL DEFAULT '[]', PRIMARY KEY (username, ref_id))`,
];

const readyDbs = new WeakSet<D1Database>();
async function ready(db: D1Database) {
  if (readyDbs.has(db)) return;
  await db.batch(SCHEMA.map((sql) => db.prepare(sql)));
  readyDbs.add(db);
}

export async function upsertAccount(db: D1Database, account: SimAccount) {
  await ready(db);
  await db
    .prepare(
      `INSERT INTO sim_df_accounts (username, api_key, webhook_url, webhook_secret, balance) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (username) DO UPDATE SET api_key = excluded.api_key, webhook_url = excluded.webhook_url,
       webhook_secret = excluded.webhook_secret, balance = excluded.balance`,
    )
    .bind(account.username, account.apiKey, account.webhookUrl, account.webhookSecret, account.balance)
    .run();
}

export async function findAccount(db: D1Database, username: string): Promise<SimAccount | null> {
  await ready(db);
  const row = await db.prepare(`SELECT * FROM sim_df_accounts WHERE username = ?`).bind(username).first<{
    username: string;
    api_key: string;
    webhook_url: string | null;
    webhook_secret: string | null;
    balance: number;
  }>();
  return row
    ? {
        username: row.username,
        apiKey: row.api_key,
        webhookUrl: row.webhook_url,
        webhookSecret: row.webhook_secret,
        balance: row.balance,
      }
    : null;
}

export async function setOutcome(
  db: D1Database,
  username: string,
  customerNo: string,
  outcome: Outcome,
  duplicates: number,
) {
  await ready(db);
  await db
    .prepare(
      `INSERT INTO sim_df_outcomes (username, customer_no, outcome, duplicates) VALUES (?, ?, ?, ?)
       ON CONFLICT (username, customer_no) DO UPDATE SET outcome = excluded.outcome, duplicates = excluded.duplicates`,
    )
    .bind(username, customerNo, outcome, duplicates)
    .run();
}

/** The scripted outcome of buying for `customerNo` (default: success at once, one callback). */
export async function outcomeFor(db: D1Database, username: string, customerNo: string) {
  await ready(db);
  const row = await db
    .prepare(`SELECT outcome, duplicates FROM sim_df_outcomes WHERE username = ? AND customer_no = ?`)
    .bind(username, customerNo)
    .first<{ outcome: Outcome; duplicates: number }>();
  return row ?? { outcome: "success" as Outcome, duplicates: 0 };
}

/** An account's own price for a SKU (Digiflazz prices differ per buyer account). */
export async function setPrice(db: D1Database, username: string, sku: string, price: number) {
  await ready(db);
  await db
    .prepare(
      `INSERT INTO sim_df_prices (username, sku, price) VALUES (?, ?, ?)
       ON CONFLICT (username, sku) DO UPDATE SET price = excluded.price`,
    )
    .bind(username, sku, price)
    .run();
}

/** The SKU's price for the account (its own, else the demo list), or null for an unknown SKU. */
export async function priceOf(db: D1Database, username: string, sku: string): Promise<number | null> {
  await ready(db);
  const row = await db
    .prepare(`SELECT price FROM sim_df_prices WHERE username = ? AND sku = ?`)
    .bind(username, sku)
    .first<{ price: number }>();
  return row?.price ?? SIM_PRODUCTS[sku]?.price ?? null;
}

interface TrxRow {
  username: string;
  data: string;
  outcome: Outcome;
  duplicates: number;
  created_at: number;
  callbacks: string;
}
const fromRow = (r: TrxRow): SimTrx => ({
  ...(JSON.parse(r.data) as TrxData),
  username: r.username,
  outcome: r.outcome,
  duplicates: r.duplicates,
  createdAt: r.created_at,
  callbacks: JSON.parse(r.callbacks) as SimTrx["callbacks"],
});

export async function findTrx(db: D1Database, username: string, refId: string): Promise<SimTrx | null> {
  await ready(db);
  const row = await db
    .prepare(`SELECT * FROM sim_df_trx WHERE username = ? AND ref_id = ?`)
    .bind(username, refId)
    .first<TrxRow>();
  return row ? fromRow(row) : null;
}

export async function listTrx(db: D1Database, username: string): Promise<SimTrx[]> {
  await ready(db);
  const { results } = await db
    .prepare(`SELECT * FROM sim_df_trx WHERE username = ? ORDER BY created_at, rowid`)
    .bind(username)
    .all<TrxRow>();
  return results.map(fromRow);
}

/**
 * Creates the transaction and charges the account's balance in one batch, unless (username,
 * ref_id) exists already (then null: the caller answers with the stored one). A final failure
 * charges nothing.
 */
export async function insertTrx(db: D1Database, trx: Omit<SimTrx, "callbacks">): Promise<boolean> {
  await ready(db);
  const { username, outcome, duplicates, createdAt, ...data } = trx;
  const charge = data.status === "Gagal" ? 0 : data.price;
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO sim_df_trx (username, ref_id, data, outcome, duplicates, created_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (username, ref_id) DO NOTHING`,
      )
      .bind(username, data.ref_id, JSON.stringify(data), outcome, duplicates, createdAt),
    db
      .prepare(`UPDATE sim_df_accounts SET balance = balance - ? WHERE username = ? AND changes() = 1`)
      .bind(charge, username),
  ]);
  return inserted.meta.changes === 1;
}

/** Moves a pending transaction to Sukses or Gagal (a failure gives the price back); null if not pending. */
export async function settleTrx(
  db: D1Database,
  trx: SimTrx,
  status: Exclude<TrxStatus, "Pending">,
  rc: Rc,
  message: string,
  sn: string,
) {
  if (trx.status !== "Pending") return null;
  const refund = status === "Gagal" ? trx.price : 0;
  const account = await findAccount(db, trx.username);
  const data: TrxData = {
    ref_id: trx.ref_id,
    customer_no: trx.customer_no,
    buyer_sku_code: trx.buyer_sku_code,
    message,
    status,
    rc,
    sn,
    buyer_last_saldo: (account?.balance ?? 0) + refund,
    price: trx.price,
    tele: trx.tele,
    wa: trx.wa,
  };
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE sim_df_trx SET data = ? WHERE username = ? AND ref_id = ? AND json_extract(data, '$.status') = 'Pending'`,
      )
      .bind(JSON.stringify(data), trx.username, trx.ref_id),
    db
      .prepare(`UPDATE sim_df_accounts SET balance = balance + ? WHERE username = ? AND changes() = 1`)
      .bind(refund, trx.username),
  ]);
  return updated.meta.changes === 1 ? { ...trx, ...data } : null;
}

export async function logCallbacks(db: D1Database, trx: SimTrx, entries: SimTrx["callbacks"]) {
  if (entries.length === 0) return;
  const append = db.prepare(
    `UPDATE sim_df_trx SET callbacks = json_insert(callbacks, '$[#]', json(?)) WHERE username = ? AND ref_id = ?`,
  );
  await db.batch(entries.map((entry) => append.bind(JSON.stringify(entry), trx.username, trx.ref_id)));
}
