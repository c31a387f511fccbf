/**
 * Withdrawals (ARCHITECTURE.md section 2). Asking moves the amount wallet → hold at once, in the
 * same batch that records the request, so the same rupiah can never be asked for twice (the CHECK
 * on balances refuses an overdraft, however many requests race). Staff (or the payout machine)
 * then pay it out (hold → external:payouts) or reject it (hold → wallet) — each exactly once. The
 * request takes proceeds first, then pre-funded money; a rejection puts back exactly that split.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { atomic, dbErrorText, type Db } from "~/db/client.server";
import { decisionRecords } from "~/modules/admin/audit.server";
import { account, MOVEMENT } from "~/modules/money/constants";
import { movementStatements } from "~/modules/money/ledger.server";
import { drawFromWallet, mirrorOnWallet } from "~/modules/money/wallet-parts.server";
import { formatRupiah } from "~/utils/format";
import { newId } from "~/utils/ids";
import { payouts, withdrawals } from "~/db/schema";
import type { WithdrawalInput } from "./validation";

export type Withdrawal = typeof withdrawals.$inferSelect;

/** A withdrawal's money back in the Saldo: into the parts its request took it from. */
export const returnedToWallet = (withdrawal: Pick<Withdrawal, "id" | "userId" | "amount">) =>
  mirrorOnWallet(withdrawal.userId, withdrawal.amount, {
    kind: MOVEMENT.withdrawalRequested,
    reference: withdrawal.id,
  });

export type RequestWithdrawalResult =
  { ok: true; withdrawal: Withdrawal } | { ok: false; reason: "insufficient_balance" };

export async function requestWithdrawal(
  db: Db,
  userId: string,
  input: WithdrawalInput,
  now = Date.now(),
  /** The holder's name the payout provider reported for the account (the user confirmed it). */
  verifiedAccountName: string | null = null,
): Promise<RequestWithdrawalResult> {
  const id = newId("wd");
  const details =
    input.method === "bank_transfer"
      ? { bankName: input.bankName, accountNumber: input.accountNumber, accountName: input.accountName }
      : { ewalletProvider: input.ewalletProvider, ewalletPhoneNumber: input.ewalletPhoneNumber };
  try {
    await atomic(db, [
      db.insert(withdrawals).values({
        id,
        userId,
        amount: input.amount,
        method: input.method,
        status: "pending",
        verifiedAccountName,
        createdAt: now,
        ...details,
      }),
      ...movementStatements(db, {
        kind: MOVEMENT.withdrawalRequested,
        reference: id,
        description: "Permintaan penarikan",
        // Proceeds first (a seller cashes out earnings), then pre-funded money.
        legs: [
          drawFromWallet(userId, input.amount, "proceeds"),
          { account: account.hold(userId), amount: input.amount },
        ],
        now,
      }),
    ]);
  } catch (error) {
    if (dbErrorText(error).includes("ledger_accounts_balance_check"))
      return { ok: false, reason: "insufficient_balance" };
    throw error;
  }
  return { ok: true, withdrawal: (await db.query.withdrawals.findFirst({ where: eq(withdrawals.id, id) }))! };
}

export async function findWithdrawal(db: Db, withdrawalId: string): Promise<Withdrawal | null> {
  return (await db.query.withdrawals.findFirst({ where: eq(withdrawals.id, withdrawalId) })) ?? null;
}

export function listWithdrawals(db: Db, userId: string, limit = 20) {
  return db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit);
}

export type SettleResult =
  | { ok: true; withdrawal: Withdrawal; changed: boolean }
  | { ok: false; reason: "not_found" | "already_processed" | "payout_in_flight" };

/**
 * A payout of the withdrawal that the provider may still pay (any status but a final failure):
 * while one exists only the provider's answers settle the withdrawal (./payouts.server.ts).
 */
export const livePayout = (withdrawalId: string) =>
  sql`EXISTS (SELECT 1 FROM ${payouts} WHERE ${payouts.withdrawalId} = ${withdrawalId} AND ${payouts.status} NOT IN ('failed', 'rejected'))`;

async function hasLivePayout(db: Db, withdrawalId: string) {
  return (await db.get<{ live: number }>(sql`SELECT ${livePayout(withdrawalId)} AS live`))?.live === 1;
}

/**
 * Closes a pending withdrawal by hand (staff, the payout API): `paid` sends the held money out (with
 * the transfer reference), `rejected` returns it to the wallet. Asking again for the same outcome
 * answers the same without moving anything (`changed: false`); the other outcome is refused, and so
 * is either while a payout lives at the provider (the same batch re-checks it).
 */
export async function settleWithdrawal(
  db: Db,
  withdrawalId: string,
  outcome: { status: "paid"; transferReference: string } | { status: "rejected"; reason: string },
  actorId: string | null,
  now = Date.now(),
): Promise<SettleResult> {
  const withdrawal = await db.query.withdrawals.findFirst({ where: eq(withdrawals.id, withdrawalId) });
  if (!withdrawal) return { ok: false, reason: "not_found" };
  if (withdrawal.status !== "pending") {
    return withdrawal.status === outcome.status
      ? { ok: true, withdrawal, changed: false }
      : { ok: false, reason: "already_processed" };
  }
  if (await hasLivePayout(db, withdrawalId)) return { ok: false, reason: "payout_in_flight" };
  try {
    await atomic(db, settlementStatements(db, withdrawal, outcome, actorId, now, { byHand: true }));
  } catch (error) {
    const text = dbErrorText(error);
    if (!text.includes("FOREIGN KEY") && !text.includes("UNIQUE constraint failed: ledger_transactions")) throw error;
    // Someone settled or sent it in between: answer as if asked after them.
    const now2 = await db.query.withdrawals.findFirst({ where: eq(withdrawals.id, withdrawalId) });
    if (now2?.status === "pending" && (await hasLivePayout(db, withdrawalId)))
      return { ok: false, reason: "payout_in_flight" };
    return now2?.status === outcome.status
      ? { ok: true, withdrawal: now2, changed: false }
      : { ok: false, reason: "already_processed" };
  }
  return {
    ok: true,
    withdrawal: (await db.query.withdrawals.findFirst({ where: eq(withdrawals.id, withdrawalId) }))!,
    changed: true,
  };
}

/**
 * The statements that close a pending withdrawal (money, audit row, notice, status), all guarded by
 * its still being pending — for settleWithdrawal (`byHand`: and no payout living at the provider)
 * and for a payout provider's callback, which adds its own payout row to the same batch.
 */
export function settlementStatements(
  db: Db,
  withdrawal: Withdrawal,
  outcome: { status: "paid"; transferReference: string } | { status: "rejected"; reason: string },
  actorId: string | null,
  now: number,
  { byHand = false } = {},
) {
  const withdrawalId = withdrawal.id;
  const stillPending = sql`EXISTS (SELECT 1 FROM ${withdrawals} WHERE ${withdrawals.id} = ${withdrawalId} AND ${withdrawals.status} = 'pending')`;
  const pending = byHand ? sql`${stillPending} AND NOT ${livePayout(withdrawalId)}` : stillPending;
  const paid = outcome.status === "paid";
  const amount = formatRupiah(withdrawal.amount);
  return [
    ...movementStatements(db, {
      kind: paid ? MOVEMENT.withdrawalPaid : MOVEMENT.withdrawalRejected,
      reference: withdrawalId,
      description: paid ? `Penarikan dibayar (${outcome.transferReference})` : "Penarikan ditolak",
      legs: [
        { account: account.hold(withdrawal.userId), amount: -withdrawal.amount },
        paid ? { account: account.externalPayouts, amount: withdrawal.amount } : returnedToWallet(withdrawal),
      ],
      guard: pending,
      now,
    }),
    ...decisionRecords({
      audit: {
        actorId,
        action: paid ? "withdrawal.pay" : "withdrawal.reject",
        targetType: "withdrawal",
        targetId: withdrawalId,
        before: { status: "pending" },
        after: paid
          ? { status: "paid", transferReference: outcome.transferReference }
          : { status: "rejected", reason: outcome.reason },
      },
      notice: {
        userId: withdrawal.userId,
        title: paid ? "Penarikan Dibayar" : "Penarikan Ditolak",
        body: paid
          ? `Penarikan ${amount} sudah ditransfer (ref. ${outcome.transferReference}).`
          : `Penarikan ${amount} ditolak dan saldonya kembali ke dompet Anda: ${outcome.reason}`,
        link: "/my-account/wallet",
        kind: "withdrawal",
      },
      guard: pending,
      now,
    }),
    db
      .update(withdrawals)
      .set(
        paid
          ? { status: "paid", transferReference: outcome.transferReference, processedBy: actorId, processedAt: now }
          : { status: "rejected", rejectReason: outcome.reason, processedBy: actorId, processedAt: now },
      )
      .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.status, "pending"))),
  ];
}
