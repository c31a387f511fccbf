/**
 * Withdrawals paid by the disbursement provider (Midtrans Iris): send (maker; idempotency key from
 * the withdrawals, so a retried send never pays twice), approve (checker, never the maker), then
 * the provider's callbacks after a fresh status read, each one guarded batch with the payout row,
 * audit and notice: completed → hold → external:payouts; failed before that → hold → wallet;
 * failed after completed → external:payouts → wallet. States never move backwards; an answer that
 * no longer fits goes to payout-reviews.server.ts. Banks the provider lacks stay manual.
 * The full flow: docs/architecture.md ("Disbursements").
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { atomic, dbErrorText, type Db, type Statement } from "~/db/client.server";
import { payouts, withdrawals } from "~/db/schema";
import { auditStatement, decisionRecords } from "~/modules/admin/audit.server";
import { account, MOVEMENT } from "~/modules/money/constants";
import { movementStatements } from "~/modules/money/ledger.server";
import { payoutAccount, payoutBankCode } from "~/modules/payments/banks";
import { irisFromEnv } from "~/modules/payments/iris.server";
import { GatewayError, type PayoutProvider, type PayoutStatus } from "~/modules/payments/provider";
import { formatRupiah } from "~/utils/format";
import { newId } from "~/utils/ids";
import { reviewStatement } from "./payout-reviews.server";
import { returnedToWallet, settlementStatements, type Withdrawal } from "./withdrawals.server";
import { PAYOUT_TEXTS as T } from "./texts";

type Ctx = Pick<AppLoadContext, "db" | "env">;
export type Payout = typeof payouts.$inferSelect;

/** The actor recorded for steps the provider took, and for sends through the payout API. */
export const PROVIDER_ACTOR = "provider";
export const PAYOUT_API_ACTOR = "payout-api";

export function payoutProvider(ctx: Pick<Ctx, "env">): PayoutProvider | null {
  return irisFromEnv(ctx.env);
}

/** How far along a payout is; a callback never moves it back (failed may follow completed). */
const RANK: Record<PayoutStatus, number> = {
  queued: 0,
  approved: 1,
  processed: 2,
  completed: 3,
  failed: 4,
  rejected: 4,
};

export type SendResult =
  | {
      ok: true;
      sent: { withdrawalId: string; referenceNo: string }[];
      skipped: { withdrawalId: string; reason: string }[];
    }
  | { ok: false; message: string };

/** Sends pending withdrawals to the provider as one batch (maker). */
export async function sendPayouts(
  ctx: Ctx,
  withdrawalIds: string[],
  makerId: string,
  now = Date.now(),
): Promise<SendResult> {
  const provider = payoutProvider(ctx);
  if (!provider) return { ok: false, message: T.notConfigured };
  const ids = [...new Set(withdrawalIds)].sort();
  if (ids.length === 0) return { ok: false, message: T.noneChosen };
  const rows = await ctx.db.select().from(withdrawals).where(inArray(withdrawals.id, ids));
  const existing = await ctx.db.select().from(payouts).where(inArray(payouts.withdrawalId, ids));
  const skipped: { withdrawalId: string; reason: string }[] = [];
  const sendable: (Withdrawal & { bank: string })[] = [];
  for (const id of ids) {
    const w = rows.find((r) => r.id === id);
    const bank = w ? payoutBankCode(w) : null;
    if (!w) skipped.push({ withdrawalId: id, reason: T.notFound });
    else if (w.status !== "pending") skipped.push({ withdrawalId: id, reason: T.notPending });
    else if (existing.some((p) => p.withdrawalId === id)) skipped.push({ withdrawalId: id, reason: T.alreadySent });
    else if (!bank) skipped.push({ withdrawalId: id, reason: T.manualOnly });
    else sendable.push({ ...w, bank });
  }
  if (sendable.length === 0) return { ok: true, sent: [], skipped };

  // The same withdrawals always make the same key: a retried send gets the same payouts back.
  const key = `pg-${(await sha256Hex(sendable.map((w) => w.id).join(","))).slice(0, 40)}`;
  let refs: string[];
  try {
    refs = await provider.createPayouts(
      sendable.map((w) => ({
        beneficiaryName: w.verifiedAccountName ?? w.accountName ?? "",
        beneficiaryAccount: payoutAccount(w),
        beneficiaryBank: w.bank,
        amount: w.amount,
        notes: `Penarikan PasarGame ${w.id}`,
      })),
      key,
    );
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    return { ok: false, message: T.providerDown(error.message) };
  }
  const batchId = key;
  const statements: Statement[] = [];
  sendable.forEach((w, i) => {
    const stillPending = sql`EXISTS (SELECT 1 FROM ${withdrawals} WHERE ${withdrawals.id} = ${w.id} AND ${withdrawals.status} = 'pending')`;
    statements.push(
      sql`INSERT OR IGNORE INTO ${payouts} (id, withdrawal_id, provider, reference_no, batch_id, status, created_by, created_at, updated_at)
        SELECT ${newId("po")}, ${w.id}, ${provider.name}, ${refs[i]!}, ${batchId}, 'queued', ${makerId}, ${now}, ${now}
        WHERE ${stillPending}`,
      auditStatement(
        {
          actorId: makerId,
          action: "payout.create",
          targetType: "withdrawal",
          targetId: w.id,
          before: { status: "pending" },
          after: { payout: "queued", referenceNo: refs[i], batchId },
        },
        // Only for the row this batch inserted (a retried send finds its payout and records nothing).
        sql`EXISTS (SELECT 1 FROM ${payouts} WHERE ${payouts.referenceNo} = ${refs[i]!} AND ${payouts.createdAt} = ${now} AND ${payouts.createdBy} IS ${makerId})`,
        now,
      ),
    );
  });
  await atomic(ctx.db, statements);
  return {
    ok: true,
    sent: sendable.map((w, i) => ({ withdrawalId: w.id, referenceNo: refs[i]! })),
    skipped,
  };
}

export type ApproveResult =
  { ok: true; approved: number } | { ok: false; status: 403 | 409 | 502 | 503; message: string };

/** Approves queued payouts (checker): never by the admin who created them. */
export async function approvePayouts(
  ctx: Ctx,
  withdrawalIds: string[],
  checkerId: string,
  now = Date.now(),
): Promise<ApproveResult> {
  const provider = payoutProvider(ctx);
  if (!provider) return { ok: false, status: 503, message: T.notConfigured };
  // Only payouts whose withdrawal still waits for its money (never one closed meanwhile).
  const rows = (
    await ctx.db
      .select({ payout: payouts })
      .from(payouts)
      .innerJoin(withdrawals, eq(withdrawals.id, payouts.withdrawalId))
      .where(
        and(
          inArray(payouts.withdrawalId, [...new Set(withdrawalIds)]),
          eq(payouts.status, "queued"),
          eq(withdrawals.status, "pending"),
        ),
      )
  ).map((r) => r.payout);
  if (rows.length === 0) return { ok: false, status: 409, message: T.nothingToApprove };
  if (rows.some((p) => p.createdBy === checkerId)) return { ok: false, status: 403, message: T.makerCannotApprove };
  try {
    await provider.approvePayouts(rows.map((p) => p.referenceNo));
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    return { ok: false, status: 502, message: T.providerDown(error.message) };
  }
  const statements: Statement[] = [];
  for (const p of rows) {
    const queued = and(
      eq(payouts.id, p.id),
      eq(payouts.status, "queued"),
      sql`EXISTS (SELECT 1 FROM ${withdrawals} WHERE ${withdrawals.id} = ${p.withdrawalId} AND ${withdrawals.status} = 'pending')`,
    );
    statements.push(
      auditStatement(
        {
          actorId: checkerId,
          action: "payout.approve",
          targetType: "withdrawal",
          targetId: p.withdrawalId,
          before: { payout: "queued" },
          after: { payout: "approved", referenceNo: p.referenceNo },
        },
        sql`EXISTS (SELECT 1 FROM ${payouts} WHERE ${queued})`,
        now,
      ),
      ctx.db.update(payouts).set({ status: "approved", approvedBy: checkerId, updatedAt: now }).where(queued),
    );
  }
  await atomic(ctx.db, statements);
  return { ok: true, approved: rows.length };
}

export type CallbackOutcome = "unknown" | "ignored" | "applied" | "review";

/** Applies the provider's current state of one payout (after a verified callback, or a re-check). */
export async function applyPayoutState(
  ctx: Ctx,
  referenceNo: string,
  state: { status: PayoutStatus; amount: number | null; errorMessage: string | null },
  raw: string,
  now = Date.now(),
): Promise<CallbackOutcome> {
  const { db } = ctx;
  // One read of both rows, so the pair is consistent (another callback may be applying meanwhile).
  const [pair] = await db
    .select({ payout: payouts, withdrawal: withdrawals })
    .from(payouts)
    .innerJoin(withdrawals, eq(withdrawals.id, payouts.withdrawalId))
    .where(eq(payouts.referenceNo, referenceNo));
  if (!pair) return "unknown";
  const { payout, withdrawal } = pair;
  await db.update(payouts).set({ lastNotification: raw }).where(eq(payouts.id, payout.id));
  if (RANK[state.status] <= RANK[payout.status] && !(state.status === "failed" && payout.status === "completed")) {
    return "ignored";
  }
  if (state.amount !== null && state.amount !== withdrawal.amount) {
    // Not what was asked: staff must look ('Perlu Ditinjau'); nothing moves.
    await atomic(db, [
      reviewStatement(payout, withdrawal, "amount_mismatch", state, now),
      db.update(payouts).set({ errorMessage: T.amountMismatch, updatedAt: now }).where(eq(payouts.id, payout.id)),
    ]);
    return "review";
  }
  // A completed payout's withdrawal is paid; before that it waits. Anything else (closed by another
  // path, e.g. the old 'Tolak' while in flight): record the provider's word, move no money.
  if (withdrawal.status !== (payout.status === "completed" ? "paid" : "pending")) {
    await atomic(db, [
      reviewStatement(payout, withdrawal, "unexpected_state", state, now),
      db
        .update(payouts)
        .set({ status: state.status, errorMessage: state.errorMessage, updatedAt: now })
        .where(and(eq(payouts.id, payout.id), eq(payouts.status, payout.status))),
    ]);
    return "review";
  }
  // The payout row moves only forward from the state this batch read; every other statement is
  // guarded by the same condition (or the withdrawal's own status), so a race applies it once.
  const fromRead = and(eq(payouts.id, payout.id), eq(payouts.status, payout.status));
  const movedOn = sql`EXISTS (SELECT 1 FROM ${payouts} WHERE ${fromRead})`;
  const setPayout = db
    .update(payouts)
    .set({ status: state.status, errorMessage: state.errorMessage, updatedAt: now })
    .where(fromRead);
  const reason = T.providerFailed(state.errorMessage);
  let statements: Statement[];
  if (state.status === "completed") {
    statements = [
      ...settlementStatements(db, withdrawal, { status: "paid", transferReference: referenceNo }, PROVIDER_ACTOR, now),
      setPayout,
    ];
  } else if ((state.status === "failed" || state.status === "rejected") && payout.status !== "completed") {
    statements = [
      ...settlementStatements(db, withdrawal, { status: "rejected", reason }, PROVIDER_ACTOR, now),
      setPayout,
    ];
  } else if (state.status === "failed") {
    // Completed, then returned by the bank: the paid-out money comes back to the wallet.
    const wasPaid = sql`${movedOn} AND EXISTS (SELECT 1 FROM ${withdrawals} WHERE ${withdrawals.id} = ${withdrawal.id} AND ${withdrawals.status} = 'paid')`;
    statements = [
      ...movementStatements(db, {
        kind: MOVEMENT.withdrawalReturned,
        reference: withdrawal.id,
        description: `Penarikan dikembalikan bank (${referenceNo})`,
        legs: [{ account: account.externalPayouts, amount: -withdrawal.amount }, returnedToWallet(withdrawal)],
        guard: wasPaid,
        now,
      }),
      ...decisionRecords({
        audit: {
          actorId: PROVIDER_ACTOR,
          action: "withdrawal.returned",
          targetType: "withdrawal",
          targetId: withdrawal.id,
          before: { status: "paid" },
          after: { status: "rejected", reason },
        },
        notice: {
          userId: withdrawal.userId,
          title: T.returnedTitle,
          body: T.returned(formatRupiah(withdrawal.amount), reason),
          link: "/my-account/wallet",
          kind: "withdrawal",
        },
        guard: wasPaid,
        now,
      }),
      db
        .update(withdrawals)
        .set({ status: "rejected", rejectReason: reason, processedBy: PROVIDER_ACTOR, processedAt: now })
        .where(and(eq(withdrawals.id, withdrawal.id), eq(withdrawals.status, "paid"))),
      setPayout,
    ];
  } else {
    statements = [
      auditStatement(
        {
          actorId: PROVIDER_ACTOR,
          action: `payout.${state.status}`,
          targetType: "withdrawal",
          targetId: withdrawal.id,
          before: { payout: payout.status },
          after: { payout: state.status, referenceNo },
        },
        movedOn,
        now,
      ),
      setPayout,
    ];
  }
  try {
    await atomic(db, statements);
  } catch (error) {
    // Another copy of the callback applied it first: its guard held this one back.
    const text = dbErrorText(error);
    if (!text.includes("FOREIGN KEY") && !text.includes("UNIQUE constraint failed: ledger_transactions")) throw error;
    return "ignored";
  }
  return "applied";
}

/** The payouts of these withdrawals, by withdrawal id (the admin queue and the user's history). */
export async function payoutsOf(db: Db, withdrawalIds: string[]): Promise<Map<string, Payout>> {
  if (withdrawalIds.length === 0) return new Map();
  const rows = await db.select().from(payouts).where(inArray(payouts.withdrawalId, withdrawalIds));
  return new Map(rows.map((p) => [p.withdrawalId, p]));
}

async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
