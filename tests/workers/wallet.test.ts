/** Deposits and withdrawals against the real ledger in workerd (ARCHITECTURE.md section 2). */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { account, MOVEMENT } from "~/modules/money/constants";
import { balanceOf } from "~/modules/money/ledger.server";
import { approveDeposit, rejectDeposit, requestDeposit } from "~/modules/wallet/deposits.server";
import { requestWithdrawal, settleWithdrawal } from "~/modules/wallet/withdrawals.server";
import { auditLog, deposits, ledgerTransactions, notifications, users } from "~/db/schema";
import { formatRupiah } from "~/utils/format";
import { walletBalance } from "~/modules/money/wallet-parts.server";
import { db, expectLedgerInvariants } from "./helpers";

const ADMIN = "usr_demo_admin";

async function newUser() {
  const id = `usr_${crypto.randomUUID()}`;
  await db()
    .insert(users)
    .values({
      id,
      email: `${id}@pasargame.test`,
      username: id.slice(0, 20),
      createdAt: Date.now(),
      updatedAt: Date.now(),
    });
  return id;
}

/** A user with `amount` in the wallet, put there the real way: an approved deposit. */
async function fundedUser(amount: number) {
  const id = await newUser();
  const requested = await requestDeposit(db(), id, { amount, method: "OVO" });
  if (!requested.ok) throw new Error("deposit refused");
  expect(await approveDeposit(db(), requested.deposit.id, ADMIN)).toMatchObject({ ok: true });
  return id;
}

const movementsOf = async (reference: string) =>
  (await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.reference, reference))).map((t) => t.kind);

describe("deposits", () => {
  it("adds a unique code for bank transfers, an admin fee for retail outlets, neither for e-wallets", async () => {
    const user = await newUser();
    const bca = await requestDeposit(db(), user, { amount: 50_000, method: "Bank Transfer BCA" });
    expect(bca.ok && bca.deposit.uniqueCode).toBeGreaterThanOrEqual(100);
    expect(bca.ok && bca.deposit.uniqueCode).toBeLessThanOrEqual(999);
    expect(bca.ok && bca.deposit.totalPaymentDue).toBe(50_000 + (bca.ok ? bca.deposit.uniqueCode! : 0));
    expect(await requestDeposit(db(), user, { amount: 50_000, method: "Alfamart" })).toMatchObject({
      ok: true,
      deposit: { uniqueCode: null, adminFee: 2_500, totalPaymentDue: 52_500, status: "pending" },
    });
    expect(await requestDeposit(db(), user, { amount: 50_000, method: "GoPay" })).toMatchObject({
      ok: true,
      deposit: { uniqueCode: null, adminFee: 0, totalPaymentDue: 50_000 },
    });
  });

  it("never gives two pending deposits of the same amount the same code, even when requested together", async () => {
    const user = await newUser();
    const amount = 123_000;
    const results = await Promise.all(
      Array.from({ length: 30 }, () => requestDeposit(db(), user, { amount, method: "Bank Transfer Mandiri" })),
    );
    const codes = results.map((r) => (r.ok ? r.deposit.uniqueCode : null));
    expect(codes.every((c) => c !== null)).toBe(true);
    expect(new Set(codes).size).toBe(30);
  });

  it("credits the whole transfer (amount plus unique code, not the admin fee) once, however often it is approved", async () => {
    const user = await newUser();
    const requested = await requestDeposit(db(), user, { amount: 75_000, method: "Bank Transfer BCA" });
    if (!requested.ok) throw new Error("refused");
    const id = requested.deposit.id;
    const results = await Promise.all([approveDeposit(db(), id, ADMIN), approveDeposit(db(), id, ADMIN)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, reason: "already_processed" });
    expect(await approveDeposit(db(), id, ADMIN)).toEqual({ ok: false, reason: "already_processed" });
    const code = requested.deposit.uniqueCode!;
    expect(code).toBeGreaterThanOrEqual(100);
    expect(await walletBalance(db(), user)).toBe(75_000 + code);
    expect(await balanceOf(db(), account.externalDeposits)).toBeLessThanOrEqual(-(75_000 + code));
    expect(await movementsOf(id)).toEqual([MOVEMENT.depositApproved]);
    const [note] = await db().select().from(notifications).where(eq(notifications.userId, user));
    expect(note?.body).toContain(formatRupiah(75_000 + code));
    const audit = await db().select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: ADMIN,
        action: "deposit.approve",
        before: { status: "pending" },
        after: { status: "approved" },
      }),
    ]);
    expect(await db().$count(notifications, eq(notifications.userId, user))).toBe(1);
    // Rejecting an approved deposit is refused and writes nothing.
    expect(await rejectDeposit(db(), id, ADMIN, "salah")).toEqual({ ok: false, reason: "already_processed" });
    expect(await db().$count(auditLog, eq(auditLog.targetId, id))).toBe(1);
    await expectLedgerInvariants();
  });

  it("rejects with a reason: no money, one audit row, the user told why", async () => {
    const user = await newUser();
    const requested = await requestDeposit(db(), user, { amount: 20_000, method: "Dana" });
    if (!requested.ok) throw new Error("refused");
    expect(await rejectDeposit(db(), requested.deposit.id, ADMIN, "Transfer tidak ditemukan")).toMatchObject({
      ok: true,
      deposit: { status: "rejected", rejectReason: "Transfer tidak ditemukan", processedBy: ADMIN },
    });
    expect(await walletBalance(db(), user)).toBe(0);
    expect(await approveDeposit(db(), requested.deposit.id, ADMIN)).toEqual({ ok: false, reason: "already_processed" });
    const [note] = await db().select().from(notifications).where(eq(notifications.userId, user));
    expect(note?.body).toContain("Transfer tidak ditemukan");
    expect(
      await db().$count(
        auditLog,
        and(eq(auditLog.targetId, requested.deposit.id), eq(auditLog.action, "deposit.reject")),
      ),
    ).toBe(1);
    expect((await db().query.deposits.findFirst({ where: eq(deposits.id, requested.deposit.id) }))?.status).toBe(
      "rejected",
    );
    await expectLedgerInvariants();
  });
});

describe("withdrawals", () => {
  const bank = { method: "bank_transfer" as const, bankName: "BCA", accountNumber: "1234567890", accountName: "Uji" };

  it("holds the amount at once; a request above the rest is refused", async () => {
    const user = await fundedUser(100_000);
    expect(await requestWithdrawal(db(), user, { ...bank, amount: 60_000 })).toMatchObject({
      ok: true,
      withdrawal: { status: "pending", amount: 60_000 },
    });
    expect(await walletBalance(db(), user)).toBe(40_000);
    expect(await balanceOf(db(), account.hold(user))).toBe(60_000);
    expect(await requestWithdrawal(db(), user, { ...bank, amount: 40_001 })).toEqual({
      ok: false,
      reason: "insufficient_balance",
    });
    expect(await walletBalance(db(), user)).toBe(40_000);
    await expectLedgerInvariants();
  });

  it("50 concurrent withdrawals against one balance never overdraw", async () => {
    const user = await fundedUser(100_000);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => requestWithdrawal(db(), user, { ...bank, amount: 30_000 })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(await walletBalance(db(), user)).toBe(10_000);
    expect(await balanceOf(db(), account.hold(user))).toBe(90_000);
    await expectLedgerInvariants();
  });

  it("pays out once however often it is marked paid; the opposite outcome is refused", async () => {
    const user = await fundedUser(80_000);
    const requested = await requestWithdrawal(db(), user, { ...bank, amount: 80_000 });
    if (!requested.ok) throw new Error("refused");
    const id = requested.withdrawal.id;
    const paid = { status: "paid" as const, transferReference: "TRF-001" };
    const [a, b] = await Promise.all([
      settleWithdrawal(db(), id, paid, ADMIN),
      settleWithdrawal(db(), id, paid, ADMIN),
    ]);
    expect([a, b].every((r) => r.ok)).toBe(true);
    expect([a, b].filter((r) => r.ok && r.changed)).toHaveLength(1);
    expect(await settleWithdrawal(db(), id, paid, null)).toMatchObject({ ok: true, changed: false });
    expect(await settleWithdrawal(db(), id, { status: "rejected", reason: "x" }, ADMIN)).toEqual({
      ok: false,
      reason: "already_processed",
    });
    expect(await movementsOf(id)).toEqual([MOVEMENT.withdrawalRequested, MOVEMENT.withdrawalPaid]);
    expect(await balanceOf(db(), account.hold(user))).toBe(0);
    expect(await walletBalance(db(), user)).toBe(0);
    expect(await db().$count(auditLog, eq(auditLog.targetId, id))).toBe(1);
    await expectLedgerInvariants();
  });

  it("returns a rejected withdrawal to the wallet", async () => {
    const user = await fundedUser(50_000);
    const requested = await requestWithdrawal(db(), user, {
      method: "e_wallet",
      ewalletProvider: "GoPay",
      ewalletPhoneNumber: "081234567890",
      amount: 30_000,
    });
    if (!requested.ok) throw new Error("refused");
    expect(
      await settleWithdrawal(db(), requested.withdrawal.id, { status: "rejected", reason: "Nomor salah" }, ADMIN),
    ).toMatchObject({ ok: true, changed: true, withdrawal: { status: "rejected", rejectReason: "Nomor salah" } });
    expect(await walletBalance(db(), user)).toBe(50_000);
    expect(await balanceOf(db(), account.hold(user))).toBe(0);
    await expectLedgerInvariants();
  });
});
