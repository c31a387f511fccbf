/**
 * The double-entry ledger (docs/architecture.md §3, "Money"). A movement is a list of statements
 * for ONE `db.batch([...])` with the caller's own state change, all or nothing: accounts created if
 * new; the transaction row inserted only when the caller's `guard` holds ((kind, reference) unique,
 * so a retry fails instead of repeating); one entry per leg (a missing transaction fails the foreign
 * key and rolls back); balances changed under a CHECK that no wallet, hold or escrow goes below zero.
 * A leg on a user's Saldo as a whole (a WalletLeg) becomes entries on its two parts (./wallet-parts.server.ts).
 */
import { eq, sql, type SQL } from "drizzle-orm";
import { atomic, dbErrorText, type Db, type Statement } from "~/db/client.server";
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from "~/db/schema";
import { newId } from "~/utils/ids";
import { account } from "./constants";
import { walletLegAccounts, walletLegStatements, type WalletLeg } from "./wallet-parts.server";

/** Order statuses in which the buyer's money sits in the order's escrow account. */
export const ESCROW_HOLDING_STATUSES = ["Diproses", "Dikirim", "Dikomplain"] as const;

export interface AccountLeg {
  /** Account id, e.g. `wallet:usr_…` (see `account` in ./constants). */
  account: string;
  /** Signed integer rupiah; the legs of one movement sum to zero. */
  amount: number;
}

/** One account's change, or a change of a user's Saldo that the batch splits over its two parts. */
export type Leg = AccountLeg | WalletLeg;

const accountsOf = (leg: Leg) => ("account" in leg ? [leg.account] : walletLegAccounts(leg));

export interface Movement {
  kind: string;
  reference: string;
  legs: Leg[];
  description?: string;
  /** A condition that must hold for the movement to happen (e.g. the order's current status). */
  guard?: SQL;
  now?: number;
}

type AccountKind = (typeof ledgerAccounts.$inferInsert)["kind"];

function accountKind(accountId: string): AccountKind {
  const kind = accountId.split(":")[0];
  // A warranty hold is money held for one order, like its escrow (never below zero).
  if (kind === "warranty") return "escrow";
  if (kind === "wallet" || kind === "hold" || kind === "escrow" || kind === "platform" || kind === "external") {
    return kind;
  }
  throw new Error(`Unknown ledger account kind: ${accountId}`);
}

function ownerOf(accountId: string): string | null {
  const [kind, owner] = accountId.split(":");
  return kind === "platform" || kind === "external" ? null : (owner ?? null);
}

export function movementStatements(db: Db, movement: Movement): Statement[] {
  const { kind, reference, legs, description = null, guard, now = Date.now() } = movement;
  if (legs.length < 2) throw new Error("A movement needs at least two legs");
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0) {
      throw new Error(`Leg amounts are non-zero integer rupiah, got ${leg.amount}`);
    }
  }
  if (legs.reduce((sum, leg) => sum + leg.amount, 0) !== 0) throw new Error("Legs must sum to zero");
  // A wallet leg finds its own entries by account: no other leg may touch the user's two parts.
  const owners = legs.flatMap((leg) => ("wallet" in leg ? [leg.wallet] : []));
  for (const owner of owners) {
    const parts = [account.wallet(owner), account.depositWallet(owner)];
    if (legs.filter((leg) => ("account" in leg ? parts.includes(leg.account) : leg.wallet === owner)).length > 1)
      throw new Error(`A user's Saldo is one leg of a movement: ${owner}`);
  }

  const transactionId = newId("txn");
  const statements: Statement[] = [];
  for (const accountId of new Set(legs.flatMap(accountsOf))) {
    statements.push(
      db
        .insert(ledgerAccounts)
        .values({
          id: accountId,
          kind: accountKind(accountId),
          ownerId: ownerOf(accountId),
          balance: 0,
          updatedAt: now,
        })
        .onConflictDoNothing(),
    );
  }
  statements.push(
    sql`INSERT INTO ${ledgerTransactions} (id, kind, reference, description, created_at)
      SELECT ${transactionId}, ${kind}, ${reference}, ${description}, ${now}
      WHERE ${guard ?? sql`1`}`,
  );
  for (const leg of legs) {
    if ("wallet" in leg) {
      statements.push(...walletLegStatements(transactionId, leg, now));
      continue;
    }
    statements.push(
      db.insert(ledgerEntries).values({ transactionId, accountId: leg.account, amount: leg.amount, createdAt: now }),
    );
    statements.push(
      db
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + ${leg.amount}`, updatedAt: now })
        .where(eq(ledgerAccounts.id, leg.account)),
    );
  }
  return statements;
}

/** Runs a movement on its own (no other state change). Throws if a guard or a balance check fails. */
export async function move(db: Db, movement: Movement): Promise<void> {
  await atomic(db, movementStatements(db, movement));
}

/** Current balance of one account (0 when it has never been used). */
export async function balanceOf(db: Db, accountId: string): Promise<number> {
  const row = await db.query.ledgerAccounts.findFirst({ where: eq(ledgerAccounts.id, accountId) });
  return row?.balance ?? 0;
}

/** True when the error is D1 refusing a retried movement (unique kind+reference). */
export function isDuplicateMovement(error: unknown): boolean {
  return dbErrorText(error).includes("UNIQUE constraint failed: ledger_transactions.kind");
}

export interface LedgerInvariants {
  /** Sum of every ledger entry; must be 0. */
  totalOfEntries: number;
  /** Accounts whose stored balance differs from the sum of their entries; must be empty. */
  mismatchedAccounts: { id: string; balance: number; entries: number }[];
  /** Non-external accounts below zero; must be empty. */
  negativeAccounts: { id: string; balance: number }[];
  /** Transactions whose legs do not sum to zero; must be empty. */
  unbalancedTransactions: { id: string; total: number }[];
  /** Orders whose escrow does not hold exactly their total while paid and open (0 otherwise). */
  mismatchedEscrows: { id: string; totalAmount: number; escrow: number }[];
  /**
   * Orders whose warranty hold does not hold exactly their total while the warranty runs or is
   * claimed (0 otherwise, and 0 for every order without a warranty).
   */
  mismatchedWarrantyHolds: { id: string; totalAmount: number; held: number }[];
  /**
   * The payment gateway reconciled: what the provider settled (Σ gross of settled payments) minus
   * what it was asked to refund (requested or done), minus the settled shares not yet spent on an
   * order or a wallet, minus what the ledger took in from external:gateway (−its balance). Must be
   * 0: a payment's fee (and a deposit's credit) moves in the batch that marks it settled, each
   * order's share in the batch that marks it spent, a refund in the batch that records it.
   */
  gatewayDifference: number;
}

/** The gateway's three figures (staff's /admin/payments) and their difference (an invariant: 0). */
export interface GatewayReconciliation {
  /** Σ gross_amount of settled payments: what the provider reports it collected for us. */
  settledGross: number;
  /** Σ refunds sent back through the provider (requested or done): no longer ours. */
  refunded: number;
  /** −balance of external:gateway: what the ledger booked as received through the gateway. */
  ledger: number;
  /** Σ shares of settled payments that are neither paid into escrow nor credited yet. */
  unallocated: number;
  /** settledGross − refunded − unallocated − ledger; 0 when they agree. */
  difference: number;
}

/** One query (a row of the three figures) for the gateway reconciliation. */
function gatewayFiguresQuery(db: Db) {
  return db.get<GatewayFigures>(sql`
    SELECT
      (SELECT coalesce(sum(gross_amount), 0) FROM payments WHERE status = 'settled') AS settledGross,
      (SELECT coalesce(sum(amount + fee), 0) FROM gateway_refunds WHERE status IN ('requested', 'done')) AS refunded,
      -(SELECT coalesce(sum(balance), 0) FROM ledger_accounts WHERE id = ${sql.raw(`'${account.externalGateway}'`)}) AS ledger,
      (SELECT coalesce(sum(po.amount), 0) FROM payment_orders po JOIN payments p ON p.id = po.payment_id
        WHERE p.status = 'settled' AND po.outcome IS NULL) AS unallocated`);
}

type GatewayFigures = { settledGross: number; refunded: number; ledger: number; unallocated: number };

function reconciled(row: GatewayFigures | undefined) {
  const settledGross = row?.settledGross ?? 0;
  const refunded = row?.refunded ?? 0;
  const ledger = row?.ledger ?? 0;
  const unallocated = row?.unallocated ?? 0;
  return { settledGross, refunded, ledger, unallocated, difference: settledGross - refunded - unallocated - ledger };
}

/** Settled at the provider vs booked in the ledger (plus the shares still to spend). */
export async function readGatewayReconciliation(db: Db): Promise<GatewayReconciliation> {
  return reconciled(await gatewayFiguresQuery(db));
}

/** Reads the ledger invariants of ARCHITECTURE.md section 2 (tests and the admin ledger page). */
export async function readLedgerInvariants(db: Db): Promise<LedgerInvariants> {
  const [total, mismatched, negative, unbalanced, escrows, holds, gateway] = await db.batch([
    db.get<{ total: number | null }>(sql`SELECT sum(amount) AS total FROM ledger_entries`),
    db.all<{ id: string; balance: number; entries: number }>(sql`
      SELECT a.id, a.balance, coalesce(sum(e.amount), 0) AS entries
      FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
      GROUP BY a.id HAVING a.balance <> coalesce(sum(e.amount), 0)`),
    db.all<{ id: string; balance: number }>(
      sql`SELECT id, balance FROM ledger_accounts WHERE kind <> 'external' AND balance < 0`,
    ),
    db.all<{ id: string; total: number }>(sql`
      SELECT transaction_id AS id, sum(amount) AS total FROM ledger_entries
      GROUP BY transaction_id HAVING sum(amount) <> 0`),
    db.all<{ id: string; totalAmount: number; escrow: number }>(sql`
      SELECT o.id, o.total_amount AS totalAmount, coalesce(a.balance, 0) AS escrow
      FROM orders o LEFT JOIN ledger_accounts a ON a.id = 'escrow:' || o.id
      WHERE coalesce(a.balance, 0) <> CASE WHEN o.status IN ${sql.raw(`(${ESCROW_HOLDING_STATUSES.map((s) => `'${s}'`).join(", ")})`)} THEN o.total_amount ELSE 0 END`),
    // Every warranty account against its order (and every order holding one against its account).
    db.all<{ id: string; totalAmount: number; held: number }>(sql`
      SELECT o.id, o.total_amount AS totalAmount, coalesce(a.balance, 0) AS held
      FROM orders o LEFT JOIN ledger_accounts a ON a.id = 'warranty:' || o.seller_id || ':' || o.id
      WHERE (o.warranty_status IS NOT NULL OR a.id IS NOT NULL)
        AND coalesce(a.balance, 0) <> CASE WHEN o.warranty_status IN ('active', 'claimed') THEN o.total_amount ELSE 0 END
      UNION ALL
      SELECT a.id, 0, a.balance FROM ledger_accounts a
      WHERE a.id LIKE 'warranty:%' AND a.balance <> 0
        AND NOT EXISTS (SELECT 1 FROM orders o WHERE a.id = 'warranty:' || o.seller_id || ':' || o.id)`),
    gatewayFiguresQuery(db),
  ]);
  return {
    totalOfEntries: total?.total ?? 0,
    mismatchedAccounts: mismatched,
    negativeAccounts: negative,
    unbalancedTransactions: unbalanced,
    mismatchedEscrows: escrows,
    mismatchedWarrantyHolds: holds,
    gatewayDifference: reconciled(gateway).difference,
  };
}
