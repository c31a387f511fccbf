/**
 * A user's Saldo is two ledger accounts (docs/architecture.md, "Money"): `wallet:{user}` (sale
 * proceeds, refunds) and `wallet:{user}:deposit` (pre-funded money, Bank Indonesia's e-money). Here,
 * in ONE place: reading their sum, and turning "take N from (or put N back into) the user's Saldo"
 * into entries on the two — split in SQL inside the movement's own batch, from the balances at that
 * moment, so concurrent movements never mis-split (the CHECK ≥ 0 on each still refuses an overdraft).
 */
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db, Statement } from "~/db/client.server";
import { account, WALLET_ACCOUNT } from "./constants";

/**
 * How a movement's amount divides over the two parts. A draw: purchases take pre-funded money first
 * (stored value is meant for spending), withdrawals and other payouts take proceeds first (a seller
 * cashes out earnings). A mirror: the reverse of an earlier movement's split (a rejected withdrawal
 * puts back exactly what it took); what that movement did not take from the deposit part goes to proceeds.
 */
export type WalletSplit =
  { draw: "deposit_first" | "proceeds_first" } | { mirror: { kind: string; reference: string } };

/** A leg on a user's Saldo as a whole (ledger.server.ts expands it into entries on the two accounts). */
export interface WalletLeg {
  wallet: string;
  /** Signed integer rupiah: negative takes from the Saldo, positive puts into it. */
  amount: number;
  split: WalletSplit;
}

/** Takes `amount` from `userId`'s Saldo: "deposit" first (a purchase) or "proceeds" first (money leaving). */
export function drawFromWallet(userId: string, amount: number, first: "deposit" | "proceeds"): WalletLeg {
  return { wallet: userId, amount: -amount, split: { draw: first === "deposit" ? "deposit_first" : "proceeds_first" } };
}

/** Moves `amount` (signed) on `userId`'s Saldo as the reverse of movement (kind, reference) split it. */
export function mirrorOnWallet(userId: string, amount: number, of: { kind: string; reference: string }): WalletLeg {
  return { wallet: userId, amount, split: { mirror: of } };
}

/** The accounts a leg may write entries to, which must exist first (the entries' foreign key). */
export function walletLegAccounts(leg: WalletLeg): string[] {
  // Proceeds first may need a deposit account the user never had: it exists (at 0), so a shortfall
  // fails its balance CHECK (insufficient balance), never the foreign key. The other splits touch the
  // deposit account only when it holds or held money.
  const proceedsFirst = "draw" in leg.split && leg.split.draw === "proceeds_first";
  return proceedsFirst ? [account.wallet(leg.wallet), account.depositWallet(leg.wallet)] : [account.wallet(leg.wallet)];
}

const balanceSql = (id: string) => sql`coalesce((SELECT balance FROM ledger_accounts WHERE id = ${id}), 0)`;

/** The deposit account's part of the leg (signed like it, never beyond it), as SQL read in the batch. */
function depositPart(leg: WalletLeg): SQL {
  const n = Math.abs(leg.amount);
  const dep = account.depositWallet(leg.wallet);
  if ("mirror" in leg.split) {
    const sign = Math.sign(leg.amount);
    const { kind, reference } = leg.split.mirror;
    const moved = sql`coalesce((SELECT sum(e.amount) FROM ledger_entries e
      JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE t.kind = ${kind} AND t.reference = ${reference} AND e.account_id = ${dep}), 0)`;
    return sql`${sign} * min(${n}, max(0, ${-sign} * ${moved}))`;
  }
  if (leg.split.draw === "deposit_first") return sql`-min(${n}, ${balanceSql(dep)})`;
  return sql`-max(0, ${n} - ${balanceSql(account.wallet(leg.wallet))})`;
}

/** The entries and balance changes of one wallet leg, for the batch of transaction `transactionId`. */
export function walletLegStatements(transactionId: string, leg: WalletLeg, now: number): Statement[] {
  const dep = account.depositWallet(leg.wallet);
  const entryOf = (id: string) =>
    sql`(SELECT amount FROM ledger_entries WHERE transaction_id = ${transactionId} AND account_id = ${id})`;
  const entry = (id: string, part: SQL) =>
    sql`INSERT INTO ledger_entries (transaction_id, account_id, amount, created_at)
      SELECT ${transactionId}, ${id}, part, ${now} FROM (SELECT ${part} AS part) WHERE part <> 0`;
  const apply = (id: string) =>
    sql`UPDATE ledger_accounts SET balance = balance + ${entryOf(id)}, updated_at = ${now}
      WHERE id = ${id} AND ${entryOf(id)} IS NOT NULL`;
  const wal = account.wallet(leg.wallet);
  return [
    entry(dep, depositPart(leg)),
    apply(dep),
    entry(wal, sql`${leg.amount} - coalesce(${entryOf(dep)}, 0)`),
    apply(wal),
  ];
}

/** SQL for the Saldo (both parts) of the user whose id `userId` evaluates to. */
export function walletBalanceSql(userId: SQLWrapper | string): SQL<number> {
  const { prefix, depositSuffix } = WALLET_ACCOUNT;
  return sql<number>`(SELECT coalesce(sum(balance), 0) FROM ledger_accounts
    WHERE id IN (${prefix} || ${userId}, ${prefix} || ${userId} || ${depositSuffix}))`;
}

export interface WalletParts {
  /** Pre-funded money ('Saldo Deposit'). */
  deposit: number;
  /** Sale proceeds, refunds and everything else ('Saldo Penjualan & Refund'). */
  proceeds: number;
  /** The Saldo the user sees and spends. */
  total: number;
}

/** The user's two parts and their sum, in one query. */
export async function walletParts(db: Db, userId: string): Promise<WalletParts> {
  const row = await db.get<{ deposit: number; proceeds: number }>(sql`SELECT
    ${balanceSql(account.depositWallet(userId))} AS deposit, ${balanceSql(account.wallet(userId))} AS proceeds`);
  const deposit = Number(row?.deposit ?? 0);
  const proceeds = Number(row?.proceeds ?? 0);
  return { deposit, proceeds, total: deposit + proceeds };
}

/** The user's Saldo: both parts together. */
export async function walletBalance(db: Db, userId: string): Promise<number> {
  return (await walletParts(db, userId)).total;
}
