/**
 * Deposits (ARCHITECTURE.md section 2): a user asks to top up, transfers the total due (amount +
 * unique code + admin fee) outside the platform, and staff approve it — only then does money enter
 * the ledger (external:deposits → wallet), once, in one guarded batch with the status change, the
 * audit row and the user's notification. The wallet receives the amount plus the unique code
 * (`creditedAmount`): the code is part of what the user paid; the retail admin fee is not.
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { atomic, dbErrorText, type Db } from "~/db/client.server";
import { carryOutDecision, decisionRecords } from "~/modules/admin/audit.server";
import { account, MOVEMENT, UNIQUE_CODE_MAX, UNIQUE_CODE_MIN } from "~/modules/money/constants";
import { movementStatements } from "~/modules/money/ledger.server";
import { formatRupiah } from "~/utils/format";
import { newId } from "~/utils/ids";
import { deposits, payments } from "~/db/schema";
import { adminFeeFor, creditedAmount, UNIQUE_CODE_METHODS } from "./constants";
import type { DepositInput } from "./validation";

export type Deposit = typeof deposits.$inferSelect;

/**
 * A code 100–999 that no other pending deposit of the same amount uses, so staff can tell two
 * transfers of the same amount apart on the bank statement. Null when every code is taken.
 */
async function freeUniqueCode(db: Db, amount: number): Promise<number | null> {
  const taken = new Set(
    (
      await db
        .select({ code: deposits.uniqueCode })
        .from(deposits)
        .where(and(eq(deposits.status, "pending"), eq(deposits.amount, amount)))
    ).map((r) => r.code),
  );
  const span = UNIQUE_CODE_MAX - UNIQUE_CODE_MIN + 1;
  if (taken.size >= span) return null;
  const start = crypto.getRandomValues(new Uint32Array(1))[0] % span;
  for (let i = 0; i < span; i++) {
    const code = UNIQUE_CODE_MIN + ((start + i) % span);
    if (!taken.has(code)) return code;
  }
  return null;
}

export type RequestDepositResult = { ok: true; deposit: Deposit } | { ok: false; reason: "codes_exhausted" };

export async function requestDeposit(
  db: Db,
  userId: string,
  input: DepositInput,
  now = Date.now(),
): Promise<RequestDepositResult> {
  const adminFee = adminFeeFor(input.method);
  const needsCode = UNIQUE_CODE_METHODS.includes(input.method);
  // Two requests racing for the same code: the partial unique index refuses the second; try again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const uniqueCode = needsCode ? await freeUniqueCode(db, input.amount) : null;
    if (needsCode && uniqueCode === null) return { ok: false, reason: "codes_exhausted" };
    try {
      const [deposit] = await db
        .insert(deposits)
        .values({
          id: newId("dep"),
          userId,
          amount: input.amount,
          paymentMethod: input.method,
          uniqueCode,
          adminFee,
          totalPaymentDue: input.amount + (uniqueCode ?? 0) + adminFee,
          status: "pending",
          createdAt: now,
        })
        .returning();
      return { ok: true, deposit };
    } catch (error) {
      if (!/UNIQUE constraint failed: deposits\.amount, deposits\.unique_code/.test(dbErrorText(error))) throw error;
    }
  }
  return { ok: false, reason: "codes_exhausted" };
}

/** One deposit with its gateway payment (null for a manual transfer), or null when there is none. */
export async function findDepositWithPayment(db: Db, depositId: string) {
  const deposit = await db.query.deposits.findFirst({ where: eq(deposits.id, depositId) });
  if (!deposit) return null;
  const payment = (await db.query.payments.findFirst({ where: eq(payments.depositId, deposit.id) })) ?? null;
  return { deposit, payment };
}

export function listDeposits(db: Db, userId: string, limit = 20) {
  return db
    .select()
    .from(deposits)
    .where(eq(deposits.userId, userId))
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(limit);
}

export type DecideResult =
  { ok: true; deposit: Deposit } | { ok: false; reason: "not_found" | "already_processed" | "gateway" };

/** A deposit paid through the gateway: the provider's notification credits it, never staff. */
export async function isGatewayDeposit(db: Db, depositId: string): Promise<boolean> {
  const row = await db.query.payments.findFirst({ where: eq(payments.depositId, depositId), columns: { id: true } });
  return Boolean(row);
}

export type ClaimResult =
  { ok: true; deposit: Deposit } | { ok: false; reason: "not_found" | "forbidden" | "not_pending" | "gateway" };

/**
 * The owner says they transferred ('Saya sudah transfer'): the time is kept (the first claim counts)
 * so staff check this deposit first. No money moves.
 */
export async function claimTransfer(db: Db, depositId: string, userId: string, now = Date.now()): Promise<ClaimResult> {
  const deposit = await db.query.deposits.findFirst({ where: eq(deposits.id, depositId) });
  if (!deposit) return { ok: false, reason: "not_found" };
  if (deposit.userId !== userId) return { ok: false, reason: "forbidden" };
  if (await isGatewayDeposit(db, depositId)) return { ok: false, reason: "gateway" };
  if (deposit.status !== "pending") return { ok: false, reason: "not_pending" };
  if (deposit.transferClaimedAt === null) {
    await db
      .update(deposits)
      .set({ transferClaimedAt: now })
      .where(and(eq(deposits.id, depositId), eq(deposits.status, "pending"), isNull(deposits.transferClaimedAt)));
  }
  return { ok: true, deposit: (await db.query.deposits.findFirst({ where: eq(deposits.id, depositId) }))! };
}

/** Staff confirm the transfer arrived: the amount plus the unique code (not the fee) enters the wallet, once. */
export async function approveDeposit(
  db: Db,
  depositId: string,
  adminId: string,
  now = Date.now(),
): Promise<DecideResult> {
  const deposit = await db.query.deposits.findFirst({ where: eq(deposits.id, depositId) });
  if (!deposit) return { ok: false, reason: "not_found" };
  if (await isGatewayDeposit(db, depositId)) return { ok: false, reason: "gateway" };
  const pending = sql`EXISTS (SELECT 1 FROM ${deposits} WHERE ${deposits.id} = ${depositId} AND ${deposits.status} = 'pending')`;
  const credit = creditedAmount(deposit);
  try {
    await atomic(db, [
      ...movementStatements(db, {
        kind: MOVEMENT.depositApproved,
        reference: depositId,
        description: `Deposit ${deposit.paymentMethod}`,
        legs: [
          { account: account.externalDeposits, amount: -credit },
          { account: account.depositWallet(deposit.userId), amount: credit },
        ],
        guard: pending,
        now,
      }),
      ...decisionRecords({
        audit: {
          actorId: adminId,
          action: "deposit.approve",
          targetType: "deposit",
          targetId: depositId,
          before: { status: "pending" },
          after: { status: "approved" },
        },
        notice: {
          userId: deposit.userId,
          title: "Deposit Disetujui",
          body: `Deposit ${formatRupiah(credit)} sudah masuk ke saldo Anda.`,
          link: "/my-account/wallet",
          kind: "wallet",
        },
        guard: pending,
        now,
      }),
      db
        .update(deposits)
        .set({ status: "approved", processedBy: adminId, processedAt: now })
        .where(and(eq(deposits.id, depositId), eq(deposits.status, "pending"))),
    ]);
  } catch (error) {
    const text = dbErrorText(error);
    if (text.includes("FOREIGN KEY") || text.includes("UNIQUE constraint failed: ledger_transactions"))
      return { ok: false, reason: "already_processed" };
    throw error;
  }
  return { ok: true, deposit: (await db.query.deposits.findFirst({ where: eq(deposits.id, depositId) }))! };
}

/** Staff found no matching transfer: the deposit is closed with a reason; no money moves. */
export async function rejectDeposit(
  db: Db,
  depositId: string,
  adminId: string,
  reason: string,
  now = Date.now(),
): Promise<DecideResult> {
  const deposit = await db.query.deposits.findFirst({ where: eq(deposits.id, depositId) });
  if (!deposit) return { ok: false, reason: "not_found" };
  if (await isGatewayDeposit(db, depositId)) return { ok: false, reason: "gateway" };
  const pending = sql`EXISTS (SELECT 1 FROM ${deposits} WHERE ${deposits.id} = ${depositId} AND ${deposits.status} = 'pending')`;
  const done = await carryOutDecision(
    db,
    {
      audit: {
        actorId: adminId,
        action: "deposit.reject",
        targetType: "deposit",
        targetId: depositId,
        before: { status: "pending" },
        after: { status: "rejected", reason },
      },
      notice: {
        userId: deposit.userId,
        title: "Deposit Ditolak",
        body: `Deposit ${formatRupiah(deposit.amount)} ditolak: ${reason}`,
        link: "/my-account/wallet",
        kind: "wallet",
      },
      guard: pending,
      now,
    },
    db
      .update(deposits)
      .set({ status: "rejected", rejectReason: reason, processedBy: adminId, processedAt: now })
      .where(and(eq(deposits.id, depositId), eq(deposits.status, "pending"))),
  );
  if (!done) return { ok: false, reason: "already_processed" };
  return { ok: true, deposit: (await db.query.deposits.findFirst({ where: eq(deposits.id, depositId) }))! };
}
