/**
 * 'Perlu Ditinjau': a provider answer about a payout that no longer fits its withdrawal is kept
 * here (nothing moves when it arrives), and staff resolve it with a recorded reason: recover the
 * amount from the user's wallet (the provider paid a withdrawal whose money had come back), or
 * close it with a note. Each resolution is one guarded batch with its audit row.
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db, Statement } from "~/db/client.server";
import { atomic, dbErrorText } from "~/db/client.server";
import { payoutReviews, payouts, users, withdrawals } from "~/db/schema";
import { auditStatement, decisionRecords } from "~/modules/admin/audit.server";
import { account, MOVEMENT } from "~/modules/money/constants";
import { movementStatements } from "~/modules/money/ledger.server";
import { drawFromWallet, walletBalance } from "~/modules/money/wallet-parts.server";
import { formatRupiah } from "~/utils/format";
import { newId } from "~/utils/ids";
import { PAYOUT_REVIEW_TEXTS as R, PAYOUT_TEXTS as T } from "./texts";

type Payout = typeof payouts.$inferSelect;
type Withdrawal = typeof withdrawals.$inferSelect;
export type PayoutReview = typeof payoutReviews.$inferSelect;

/**
 * Records what the provider said, once per payout, status and kind — only while both rows are
 * still as they were read (a callback applied meanwhile is no surprise, just a later one).
 */
export function reviewStatement(
  payout: Payout,
  withdrawal: Withdrawal,
  kind: PayoutReview["kind"],
  state: { status: string; amount: number | null },
  now: number,
): Statement {
  return sql`INSERT OR IGNORE INTO ${payoutReviews}
      (id, payout_id, withdrawal_id, kind, provider_status, withdrawal_status, provider_amount, created_at)
    SELECT ${newId("prv")}, ${payout.id}, ${withdrawal.id}, ${kind}, ${state.status}, ${withdrawal.status}, ${state.amount}, ${now}
    WHERE EXISTS (SELECT 1 FROM ${payouts} WHERE ${payouts.id} = ${payout.id} AND ${payouts.status} = ${payout.status})
      AND EXISTS (SELECT 1 FROM ${withdrawals} WHERE ${withdrawals.id} = ${withdrawal.id} AND ${withdrawals.status} = ${withdrawal.status})`;
}

/** The open reviews, oldest first, with the withdrawal, its payout and the user. */
export function openPayoutReviews(db: Db) {
  return db
    .select({
      review: payoutReviews,
      withdrawal: withdrawals,
      referenceNo: payouts.referenceNo,
      user: { username: users.username, email: users.email },
    })
    .from(payoutReviews)
    .innerJoin(withdrawals, eq(withdrawals.id, payoutReviews.withdrawalId))
    .innerJoin(payouts, eq(payouts.id, payoutReviews.payoutId))
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(isNull(payoutReviews.resolvedAt))
    .orderBy(payoutReviews.createdAt, desc(payoutReviews.id))
    .limit(100);
}

export type ResolveResult = { ok: true; message: string } | { ok: false; message: string };

/** Resolves an open review: `recover` (wallet → external:payouts) or `close` (a note only). */
export async function resolvePayoutReview(
  db: Db,
  reviewId: string,
  decision: { action: "recover" | "close"; reason: string },
  adminId: string,
  now = Date.now(),
): Promise<ResolveResult> {
  const [found] = await db
    .select({ review: payoutReviews, withdrawal: withdrawals, referenceNo: payouts.referenceNo })
    .from(payoutReviews)
    .innerJoin(withdrawals, eq(withdrawals.id, payoutReviews.withdrawalId))
    .innerJoin(payouts, eq(payouts.id, payoutReviews.payoutId))
    .where(and(eq(payoutReviews.id, reviewId), isNull(payoutReviews.resolvedAt)));
  if (!found) return { ok: false, message: R.notFound };
  const { review, withdrawal: w, referenceNo } = found;
  const open = sql`EXISTS (SELECT 1 FROM ${payoutReviews} WHERE ${payoutReviews.id} = ${reviewId} AND ${payoutReviews.resolvedAt} IS NULL)`;
  const resolution = decision.action === "recover" ? ("recovered" as const) : ("noted" as const);
  const resolve = db
    .update(payoutReviews)
    .set({ resolvedAt: now, resolvedBy: adminId, resolution, resolutionReason: decision.reason })
    .where(and(eq(payoutReviews.id, reviewId), isNull(payoutReviews.resolvedAt)));
  const audit = {
    actorId: adminId,
    action: `payout.review.${decision.action}`,
    targetType: "withdrawal",
    targetId: w.id,
    before: { withdrawal: w.status, provider: review.providerStatus, review: review.id },
    after: { resolution, reason: decision.reason, referenceNo },
  };
  if (decision.action === "close") {
    await atomic(db, [auditStatement(audit, open, now), resolve]);
    return { ok: true, message: R.closed };
  }
  if (review.kind !== "unexpected_state" || review.providerStatus !== "completed")
    return { ok: false, message: R.recoverOnlyCompleted };
  const amount = formatRupiah(w.amount);
  const balance = await walletBalance(db, w.userId);
  if (balance < w.amount) return { ok: false, message: R.walletShort(formatRupiah(balance), amount) };
  const statements: Statement[] = [
    ...movementStatements(db, {
      kind: MOVEMENT.payoutRecovered,
      reference: reviewId,
      description: `Koreksi: penarikan sudah dibayar penyedia (${referenceNo})`,
      legs: [drawFromWallet(w.userId, w.amount, "proceeds"), { account: account.externalPayouts, amount: w.amount }],
      guard: open,
      now,
    }),
    ...decisionRecords({
      audit,
      notice: {
        userId: w.userId,
        title: T.correctedTitle,
        body: T.corrected(amount, referenceNo),
        link: "/my-account/wallet",
        kind: "withdrawal",
      },
      guard: open,
      now,
    }),
    // The money did leave through the provider: the withdrawal reads as paid with its reference.
    db
      .update(withdrawals)
      .set({ status: "paid", transferReference: referenceNo, rejectReason: null, processedAt: now })
      .where(and(eq(withdrawals.id, w.id), eq(withdrawals.status, "rejected"), open)),
    resolve,
  ];
  try {
    await atomic(db, statements);
  } catch (error) {
    const text = dbErrorText(error);
    if (text.includes("ledger_accounts_balance_check")) {
      const now2 = await walletBalance(db, w.userId);
      return { ok: false, message: R.walletShort(formatRupiah(now2), amount) };
    }
    if (text.includes("FOREIGN KEY") || text.includes("UNIQUE constraint failed: ledger_transactions"))
      return { ok: false, message: R.notFound };
    throw error;
  }
  return { ok: true, message: R.recovered(amount) };
}
