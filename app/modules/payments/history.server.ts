/**
 * 'Riwayat Pembayaran': every payment a user made, newest first — each gateway transaction (for
 * orders or a deposit, in any state) with its orders, fee, total and references, and each order paid
 * from the wallet — with the sums of what was paid. The sums come from the payment rows and the
 * wallet's own ledger legs, so they agree with the ledger (tests/workers/payment-history.test.ts).
 * Pages as 'Mutasi Saldo' does (`?halaman=N`, wallet/statement.server.ts).
 */
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { account, MOVEMENT } from "~/modules/money/constants";
import { STATEMENT_MAX_PAGES } from "~/modules/wallet/statement.server";
import { paymentMethod } from "./methods";
import { PAYMENT_TEXTS } from "./texts";

export const HISTORY_PAGE_SIZE = 20;

export type HistoryStatus = "pending" | "settled" | "expired" | "cancelled" | "denied";

export interface HistoryOrder {
  id: string;
  number: string;
  amount: number;
  /** What became of a gateway share: paid the order, went to the wallet, or nothing yet. */
  outcome: "paid" | "credited" | null;
}

export interface HistoryRow {
  key: string;
  via: "wallet" | "gateway";
  purpose: "orders" | "deposit";
  method: string;
  status: HistoryStatus;
  /** When it was made (a gateway payment: started; the wallet: paid). */
  createdAt: number;
  settledAt: number | null;
  orders: HistoryOrder[];
  depositId: string | null;
  amount: number;
  fee: number;
  total: number;
  paymentId: string | null;
  reference: string | null;
}

export interface HistoryTotals {
  /** What settled gateway payments took from the user's bank or e-wallet, fees included. */
  gateway: number;
  /** Of that, the methods' fees. */
  fees: number;
  /** What orders took from the wallet. */
  wallet: number;
}

type GatewayRow = {
  id: string;
  purpose: "orders" | "deposit";
  method: string;
  status: HistoryStatus;
  amount: number;
  fee: number;
  grossAmount: number;
  reference: string | null;
  depositId: string | null;
  createdAt: number;
  settledAt: number | null;
  orders: string;
};

function gatewayRows(db: Db, userId: string, limit: number) {
  return db.all<GatewayRow>(sql`
    SELECT p.id, p.purpose, p.method, p.status, p.amount, p.fee, p.gross_amount AS grossAmount,
      p.provider_transaction_id AS reference, p.deposit_id AS depositId, p.created_at AS createdAt,
      p.settled_at AS settledAt,
      (SELECT json_group_array(json_object('id', o.id, 'number', coalesce(o.order_number, o.id),
          'amount', po.amount, 'outcome', po.outcome))
        FROM payment_orders po JOIN orders o ON o.id = po.order_id WHERE po.payment_id = p.id) AS orders
    FROM payments p WHERE p.user_id = ${userId}
    ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit + 1}`);
}

/** The Saldo's two parts (a payment from it may take from both: one row per payment). */
const saldoAccounts = (userId: string) => sql`(${account.wallet(userId)}, ${account.depositWallet(userId)})`;

function walletRows(db: Db, userId: string, limit: number) {
  return db.all<{ id: number; orderId: string; number: string; amount: number; createdAt: number }>(sql`
    SELECT min(e.id) AS id, t.reference AS orderId, coalesce(o.order_number, t.reference) AS number,
      -sum(e.amount) AS amount, min(e.created_at) AS createdAt
    FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
      LEFT JOIN orders o ON o.id = t.reference
    WHERE e.account_id IN ${saldoAccounts(userId)} AND t.kind = ${MOVEMENT.orderPaid}
    GROUP BY t.id
    ORDER BY createdAt DESC, id DESC LIMIT ${limit + 1}`);
}

/** The sums over the user's whole history (not the page). */
export async function historyTotals(db: Db, userId: string): Promise<HistoryTotals> {
  const row = await db.get<HistoryTotals>(sql`
    SELECT
      (SELECT coalesce(sum(gross_amount), 0) FROM payments WHERE user_id = ${userId} AND status = 'settled') AS gateway,
      (SELECT coalesce(sum(fee), 0) FROM payments WHERE user_id = ${userId} AND status = 'settled') AS fees,
      (SELECT coalesce(-sum(e.amount), 0) FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE e.account_id IN ${saldoAccounts(userId)} AND t.kind = ${MOVEMENT.orderPaid}) AS wallet`);
  return { gateway: row?.gateway ?? 0, fees: row?.fees ?? 0, wallet: row?.wallet ?? 0 };
}

/** The first `page` pages of `userId`'s payments (only their own), whether more follow, and the sums. */
export async function paymentHistory(
  db: Db,
  userId: string,
  { page = 1, pageSize = HISTORY_PAGE_SIZE }: { page?: number; pageSize?: number } = {},
): Promise<{ rows: HistoryRow[]; hasMore: boolean; page: number; totals: HistoryTotals }> {
  const limit = page * pageSize;
  const [gateway, wallet, totals] = await Promise.all([
    gatewayRows(db, userId, limit),
    walletRows(db, userId, limit),
    historyTotals(db, userId),
  ]);
  const rows = [
    ...gateway.map((p): HistoryRow => ({
      key: p.id,
      via: "gateway",
      purpose: p.purpose,
      method: paymentMethod(p.method)?.label ?? p.method,
      status: p.status,
      createdAt: p.createdAt,
      settledAt: p.settledAt,
      orders: JSON.parse(p.orders) as HistoryOrder[],
      depositId: p.depositId,
      amount: p.amount,
      fee: p.fee,
      total: p.grossAmount,
      paymentId: p.id,
      reference: p.reference,
    })),
    ...wallet.map((w): HistoryRow => ({
      key: `wallet-${w.id}`,
      via: "wallet",
      purpose: "orders",
      method: PAYMENT_TEXTS.walletOption,
      status: "settled",
      createdAt: w.createdAt,
      settledAt: w.createdAt,
      orders: [{ id: w.orderId, number: w.number, amount: w.amount, outcome: "paid" }],
      depositId: null,
      amount: w.amount,
      fee: 0,
      total: w.amount,
      paymentId: null,
      reference: null,
    })),
  ].sort((a, b) => b.createdAt - a.createdAt || (a.key < b.key ? 1 : -1));
  return {
    rows: rows.slice(0, limit),
    hasMore: rows.length > limit && page < STATEMENT_MAX_PAGES,
    page,
    totals,
  };
}
