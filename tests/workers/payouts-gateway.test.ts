/**
 * Withdrawals paid through Midtrans Payouts (Iris) inside workerd: the app's Iris client talks to the
 * simulator (workers/payment-sim, bound as PAYMENT_GATEWAY) with the real keys and signatures; the
 * simulator's signed callbacks are delivered to the app by the tests (it cannot reach the test
 * worker by URL). Maker and checker are two different admins.
 */
import { createHash } from "node:crypto";
import { env, SELF } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, payouts, withdrawals } from "~/db/schema";
import { account } from "~/modules/money/constants";
import { balanceOf } from "~/modules/money/ledger.server";
import { approvePayouts, sendPayouts } from "~/modules/wallet/payouts.server";
import { newUser, signedIn } from "./fixtures";
import { walletBalance } from "~/modules/money/wallet-parts.server";
import { db, expectLedgerInvariants } from "./helpers";
import { ORIGIN } from "./http";
import {
  fund,
  movements,
  newAdmin,
  payoutCallback as callback,
  payoutCtx as ctx,
  pendingWithdrawal,
  sentAndApproved,
  simPayout,
  withdrawalRow,
} from "./support/payouts";

describe("the account-name check at withdrawal request", () => {
  it("shows the holder's name, warns on a different typed name, and keeps the confirmed name", async () => {
    const seller = await newUser("seller", "cek");
    await fund(seller.id, 100_000);
    const c = await signedIn(seller.id);
    const form = {
      intent: "withdraw",
      amount: "50.000",
      method: "bank_transfer",
      bankName: "BCA",
      accountNumber: "1234567890",
      accountName: "Budi",
    };
    const first = await c.post("/my-account/wallet", form);
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain("Nama pemilik rekening: PENJUAL DEMO");
    expect(html).toContain("Nama yang Anda ketik (Budi) berbeda dengan nama pemilik rekening (PENJUAL DEMO)");
    expect(html).toMatch(/name="confirmedHolder" value="PENJUAL DEMO"/);
    expect(html).toContain("Konfirmasi Penarikan");
    expect(await balanceOf(db(), account.hold(seller.id))).toBe(0); // nothing asked yet

    const confirmed = await c.post("/my-account/wallet", { ...form, confirmedHolder: "PENJUAL DEMO" });
    expect(confirmed.status).toBe(302);
    const row = await db().query.withdrawals.findFirst({ where: eq(withdrawals.userId, seller.id) });
    expect(row).toMatchObject({ amount: 50_000, accountName: "Budi", verifiedAccountName: "PENJUAL DEMO" });
    // The history says whose account the bank confirmed, not the name typed.
    const history = await (await c.get("/my-account/wallet")).text();
    expect(history).toContain("BCA •••• 7890 a.n. PENJUAL DEMO (nama dicek bank)");
    expect(history).not.toContain("a.n. Budi");
    await expectLedgerInvariants();
  });

  it("refuses an account the bank does not know", async () => {
    const seller = await newUser("seller", "cek");
    await fund(seller.id, 100_000);
    const c = await signedIn(seller.id);
    const res = await c.post("/my-account/wallet", {
      intent: "withdraw",
      amount: "50000",
      method: "bank_transfer",
      bankName: "BCA",
      accountNumber: "9876543000",
      accountName: "Siapa",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Rekening Tidak Ditemukan");
    expect(html).toMatch(/id="withdraw-accountNumber-error"/);
    expect(await db().query.withdrawals.findFirst({ where: eq(withdrawals.userId, seller.id) })).toBeUndefined();
  });
});

describe("maker and checker", () => {
  it("the admin who sent a payout can never approve it", async () => {
    const { withdrawalId } = await pendingWithdrawal();
    const maker = await newAdmin();
    const sent = await sendPayouts(ctx(), [withdrawalId], maker);
    expect(sent.ok && sent.sent.length).toBe(1);
    const own = await approvePayouts(ctx(), [withdrawalId], maker);
    expect(own).toMatchObject({ ok: false, status: 403 });
    const payout = await db().query.payouts.findFirst({ where: eq(payouts.withdrawalId, withdrawalId) });
    expect(payout?.status).toBe("queued");
    // And the database refuses it even if code tried.
    await expect(db().update(payouts).set({ approvedBy: maker }).where(eq(payouts.id, payout!.id))).rejects.toThrow();
  });

  it("sending the same withdrawal again creates no second payout", async () => {
    const { withdrawalId } = await pendingWithdrawal();
    const maker = await newAdmin();
    await sendPayouts(ctx(), [withdrawalId], maker);
    const again = await sendPayouts(ctx(), [withdrawalId], maker);
    expect(again).toMatchObject({ ok: true, sent: [] });
    expect(await db().select().from(payouts).where(eq(payouts.withdrawalId, withdrawalId))).toHaveLength(1);
  });

  it("the payout API sends as maker with {action:'send'}", async () => {
    const { withdrawalId } = await pendingWithdrawal();
    const res = await SELF.fetch(`${ORIGIN}/internal/payouts/${withdrawalId}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${env.PAYOUT_API_TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify({ action: "send" }),
    });
    expect(res.status).toBe(202);
    const payout = await db().query.payouts.findFirst({ where: eq(payouts.withdrawalId, withdrawalId) });
    expect(payout).toMatchObject({ status: "queued", createdBy: "payout-api" });
  });
});

describe("provider callbacks", () => {
  it("completed pays the withdrawal with the provider's reference; signed per Iris's formula", async () => {
    const { sellerId, withdrawalId } = await pendingWithdrawal(120_000);
    const [{ referenceNo }] = await sentAndApproved([withdrawalId]);
    const payoutsBefore = await balanceOf(db(), account.externalPayouts);
    const { notification, signature } = await simPayout(referenceNo, { status: "completed" });
    expect(signature).toBe(createHash("sha512").update(`${notification}IRIS-merchant-test-only`).digest("hex"));

    expect((await callback(notification, signature)).status).toBe(200);
    expect(await withdrawalRow(withdrawalId)).toMatchObject({ status: "paid", transferReference: referenceNo });
    expect(await balanceOf(db(), account.hold(sellerId))).toBe(0);
    expect(await balanceOf(db(), account.externalPayouts)).toBe(payoutsBefore + 120_000);
    const trail = await db().select().from(auditLog).where(eq(auditLog.targetId, withdrawalId));
    expect(trail.map((a) => [a.action, a.actorId === "provider"])).toEqual(
      expect.arrayContaining([
        ["payout.create", false],
        ["payout.approve", false],
        ["withdrawal.pay", true],
      ]),
    );
    await expectLedgerInvariants();
  });

  it("a wrong Iris-Signature or none answers 401 and changes nothing", async () => {
    const { withdrawalId } = await pendingWithdrawal();
    const [{ referenceNo }] = await sentAndApproved([withdrawalId]);
    const forged = await simPayout(referenceNo, { status: "completed", badSignature: true });
    expect((await callback(forged.notification, forged.signature)).status).toBe(401);
    expect((await callback(forged.notification, null)).status).toBe(401);
    expect((await withdrawalRow(withdrawalId)).status).toBe("pending");
    await expectLedgerInvariants();
  });

  it("duplicate and reordered callbacks apply once; a late 'processed' changes nothing", async () => {
    const { withdrawalId } = await pendingWithdrawal();
    const [{ referenceNo }] = await sentAndApproved([withdrawalId]);
    const processed = await simPayout(referenceNo, { status: "processed" });
    const completed = await simPayout(referenceNo, { status: "completed" });
    // Delivered completed first (twice), then the older 'processed'.
    await Promise.all([
      callback(completed.notification, completed.signature),
      callback(completed.notification, completed.signature),
    ]);
    expect((await callback(processed.notification, processed.signature)).status).toBe(200);
    expect((await withdrawalRow(withdrawalId)).status).toBe("paid");
    expect(await movements("withdrawal_paid", withdrawalId)).toHaveLength(1);
    const payout = await db().query.payouts.findFirst({ where: eq(payouts.withdrawalId, withdrawalId) });
    expect(payout?.status).toBe("completed");
    await expectLedgerInvariants();
  });

  it("failed before completion returns the money to the wallet with the provider's reason", async () => {
    const { sellerId, withdrawalId } = await pendingWithdrawal(80_000, "1234567899");
    const [{ referenceNo }] = await sentAndApproved([withdrawalId]);
    const processed = await simPayout(referenceNo, { status: "processed" });
    expect((await callback(processed.notification, processed.signature)).status).toBe(200);
    const step = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, withdrawalId), eq(auditLog.action, "payout.processed")));
    expect(step.map((a) => a.actorId)).toEqual(["provider"]);
    const failed = await simPayout(referenceNo, { status: "failed", errorMessage: "Rekening tujuan tidak aktif" });
    expect((await callback(failed.notification, failed.signature)).status).toBe(200);
    expect(await withdrawalRow(withdrawalId)).toMatchObject({
      status: "rejected",
      rejectReason: "Gagal diproses bank: Rekening tujuan tidak aktif.",
    });
    expect(await walletBalance(db(), sellerId)).toBe(80_000);
    expect(await balanceOf(db(), account.hold(sellerId))).toBe(0);
    await expectLedgerInvariants();
  });

  it("completed, then failed (the bank returned it): the paid-out money comes back to the wallet, once", async () => {
    const { sellerId, withdrawalId } = await pendingWithdrawal(60_000);
    const [{ referenceNo }] = await sentAndApproved([withdrawalId]);
    const completed = await simPayout(referenceNo, { status: "completed" });
    await callback(completed.notification, completed.signature);
    const payoutsBefore = await balanceOf(db(), account.externalPayouts);
    const failed = await simPayout(referenceNo, { status: "failed", errorMessage: "Dana dikembalikan bank" });
    await Promise.all([
      callback(failed.notification, failed.signature),
      callback(failed.notification, failed.signature),
    ]);
    expect((await withdrawalRow(withdrawalId)).status).toBe("rejected");
    expect(await walletBalance(db(), sellerId)).toBe(60_000);
    expect(await balanceOf(db(), account.externalPayouts)).toBe(payoutsBefore - 60_000);
    expect(await movements("withdrawal_returned", withdrawalId)).toHaveLength(1);
    // An old 'completed' arriving after that moves nothing back.
    await callback(completed.notification, completed.signature);
    expect(await walletBalance(db(), sellerId)).toBe(60_000);
    await expectLedgerInvariants();
  });

  it("50 concurrent callbacks for 50 payouts sent as one batch are each applied once", async () => {
    const made: Awaited<ReturnType<typeof pendingWithdrawal>>[] = [];
    for (let i = 0; i < 50; i++) made.push(await pendingWithdrawal(10_000 + i));
    const sent = await sentAndApproved(made.map((m) => m.withdrawalId));
    const batch = new Set(
      (await db().select().from(payouts))
        .filter((p) => made.some((m) => m.withdrawalId === p.withdrawalId))
        .map((p) => p.batchId),
    );
    expect(batch.size).toBe(1);
    const callbacks = [];
    for (const { referenceNo } of sent) callbacks.push(await simPayout(referenceNo, { status: "completed" }));
    const answers = await Promise.all(callbacks.map((c) => callback(c.notification, c.signature)));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    for (const m of made) {
      expect((await withdrawalRow(m.withdrawalId)).status).toBe("paid");
      expect(await movements("withdrawal_paid", m.withdrawalId)).toHaveLength(1);
    }
    await expectLedgerInvariants();
  }, 60_000);
});
