/**
 * A withdrawal the payout provider is paying is paid at most once (issue 30, point 1): while its
 * payout lives, no console button, second tab or payout-API call settles it another way; approving
 * needs a withdrawal still waiting; and a provider answer that no longer fits the withdrawal moves
 * no money but lands in 'Perlu Ditinjau', where staff resolve it with a recorded reason.
 */
import { env, SELF } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { atomic } from "~/db/client.server";
import { auditLog, notifications, payoutReviews, payouts } from "~/db/schema";
import { account } from "~/modules/money/constants";
import { balanceOf } from "~/modules/money/ledger.server";
import { approvePayouts, sendPayouts } from "~/modules/wallet/payouts.server";
import { PAYOUT_TEXTS } from "~/modules/wallet/texts";
import { settlementStatements } from "~/modules/wallet/withdrawals.server";
import { ADMIN_TEXTS } from "~/modules/admin/texts";
import { signedIn, toastOf } from "./fixtures";
import { walletBalance } from "~/modules/money/wallet-parts.server";
import { db, expectLedgerInvariants } from "./helpers";
import { ORIGIN } from "./http";
import {
  bankSays,
  fund,
  movements,
  newAdmin,
  payoutCallback,
  payoutCtx,
  pendingWithdrawal,
  sentAndApproved,
  SIM,
  simPayout,
  withdrawalRow,
} from "./support/payouts";

const escaped = (text: string) => text.replaceAll("'", "&#x27;");

/** Closes a withdrawal behind the provider's back, as the old 'Tolak' did (or a hand-fixed row). */
async function closedBehindProvider(withdrawalId: string, outcome: "paid" | "rejected") {
  const w = await withdrawalRow(withdrawalId);
  await atomic(
    db(),
    settlementStatements(
      db(),
      w,
      outcome === "paid" ? { status: "paid", transferReference: "MANUAL-1" } : { status: "rejected", reason: "Salah" },
      "test",
      Date.now(),
    ),
  );
}

function payoutApi(withdrawalId: string, body: unknown) {
  return SELF.fetch(`${ORIGIN}/internal/payouts/${withdrawalId}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${env.PAYOUT_API_TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

const simPayoutState = async (referenceNo: string) =>
  ((await (await env.PAYMENT_GATEWAY!.fetch(`${SIM}/_sim/payouts/${referenceNo}`)).json()) as { status: string })
    .status;

describe("a payout in flight is settled only by the provider", () => {
  it("the console refuses 'Tolak' and 'Tandai Dibayar' (maker, checker, a second tab); the bank pays once", async () => {
    const { sellerId, withdrawalId } = await pendingWithdrawal(10_500);
    const sent = await sentAndApproved([withdrawalId]);
    const paidOutBefore = await balanceOf(db(), account.externalPayouts);
    for (const adminId of [sent.maker, sent.checker]) {
      const staff = await signedIn(adminId);
      const reject = await staff.post("/admin/withdrawals", { intent: "reject", id: withdrawalId, reason: "Salah" });
      expect(reject.status).toBe(400);
      expect(await reject.text()).toContain(escaped(PAYOUT_TEXTS.inFlight));
      const pay = await staff.post("/admin/withdrawals", { intent: "pay", id: withdrawalId, transferReference: "X1" });
      expect(pay.status).toBe(400);
      expect(await pay.text()).toContain(escaped(PAYOUT_TEXTS.inFlight));
    }
    expect((await withdrawalRow(withdrawalId)).status).toBe("pending");
    expect(await movements("withdrawal_rejected", withdrawalId)).toHaveLength(0);
    expect(await balanceOf(db(), account.hold(sellerId))).toBe(10_500);

    expect((await bankSays(sent[0]!.referenceNo, "completed")).status).toBe(200);
    expect(await withdrawalRow(withdrawalId)).toMatchObject({
      status: "paid",
      transferReference: sent[0]!.referenceNo,
    });
    expect(await walletBalance(db(), sellerId)).toBe(0);
    expect(await balanceOf(db(), account.externalPayouts)).toBe(paidOutBefore + 10_500);
    await expectLedgerInvariants();
  });

  it("a payout only sent (not yet approved) cannot be rejected either", async () => {
    const { withdrawalId } = await pendingWithdrawal(12_000);
    const maker = await newAdmin();
    await sendPayouts(payoutCtx(), [withdrawalId], maker);
    const staff = await signedIn(maker);
    const reject = await staff.post("/admin/withdrawals", { intent: "reject", id: withdrawalId, reason: "Batal" });
    expect(reject.status).toBe(400);
    expect((await withdrawalRow(withdrawalId)).status).toBe("pending");
    await expectLedgerInvariants();
  });

  it("the payout API answers 409 with the reason for 'paid' and 'failed' while the payout lives", async () => {
    const { sellerId, withdrawalId } = await pendingWithdrawal(11_000);
    await sentAndApproved([withdrawalId]);
    for (const body of [
      { status: "failed", reason: "Rekening salah" },
      { status: "paid", transferReference: "TRF-9" },
    ]) {
      const res = await payoutApi(withdrawalId, body);
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ error: "payout_in_flight", message: PAYOUT_TEXTS.inFlight });
    }
    expect((await withdrawalRow(withdrawalId)).status).toBe("pending");
    expect(await balanceOf(db(), account.hold(sellerId))).toBe(11_000);
    await expectLedgerInvariants();
  });

  it("after the provider finally failed, the money is back once and nothing more can settle it", async () => {
    const { sellerId, withdrawalId } = await pendingWithdrawal(9_000);
    const [{ referenceNo }] = await sentAndApproved([withdrawalId]);
    await bankSays(referenceNo, "failed", "Rekening ditutup");
    expect((await withdrawalRow(withdrawalId)).status).toBe("rejected");
    const res = await payoutApi(withdrawalId, { status: "paid", transferReference: "TRF-10" });
    expect(res.status).toBe(409);
    expect(await walletBalance(db(), sellerId)).toBe(9_000);
    await expectLedgerInvariants();
  });
});

describe("approving payouts", () => {
  it("approves only payouts whose withdrawal still waits for payment", async () => {
    const a = await pendingWithdrawal(10_000);
    const b = await pendingWithdrawal(10_001);
    const maker = await newAdmin();
    const sent = await sendPayouts(payoutCtx(), [a.withdrawalId, b.withdrawalId], maker);
    if (!sent.ok) throw new Error(sent.message);
    await closedBehindProvider(b.withdrawalId, "rejected");

    const checker = await newAdmin();
    expect(await approvePayouts(payoutCtx(), [a.withdrawalId, b.withdrawalId], checker)).toEqual({
      ok: true,
      approved: 1,
    });
    const refB = sent.sent.find((s) => s.withdrawalId === b.withdrawalId)!.referenceNo;
    expect((await db().query.payouts.findFirst({ where: eq(payouts.referenceNo, refB) }))?.status).toBe("queued");
    expect(await simPayoutState(refB)).toBe("queued");
    // Approving only that one: nothing to approve.
    expect(await approvePayouts(payoutCtx(), [b.withdrawalId], checker)).toMatchObject({ ok: false, status: 409 });
    await expectLedgerInvariants();
  });
});

async function openReviews(withdrawalId: string) {
  return db().select().from(payoutReviews).where(eq(payoutReviews.withdrawalId, withdrawalId));
}

describe("Perlu Ditinjau: a provider answer that no longer fits the withdrawal", () => {
  it("'completed' for a rejected withdrawal moves nothing, is listed with both states, and staff recover it", async () => {
    const { sellerId, withdrawalId } = await pendingWithdrawal(10_000);
    const [{ referenceNo }] = await sentAndApproved([withdrawalId]);
    await closedBehindProvider(withdrawalId, "rejected");
    expect(await walletBalance(db(), sellerId)).toBe(10_000);
    const paidOutBefore = await balanceOf(db(), account.externalPayouts);

    expect((await bankSays(referenceNo, "completed")).status).toBe(200);
    const replay = await simPayout(referenceNo, { status: "completed" }, "notify");
    expect((await payoutCallback(replay.notification, replay.signature)).status).toBe(200);
    expect(await walletBalance(db(), sellerId)).toBe(10_000);
    expect(await movements("withdrawal_paid", withdrawalId)).toHaveLength(0);
    const [review, ...more] = await openReviews(withdrawalId);
    expect(more).toHaveLength(0);
    expect(review).toMatchObject({ providerStatus: "completed", withdrawalStatus: "rejected", resolvedAt: null });

    const staff = await signedIn(await newAdmin());
    expect(await (await staff.get("/admin")).text()).toContain('data-testid="count-payout-reviews"');
    const page = await (await staff.get("/admin/withdrawals")).text();
    expect(page).toContain("Perlu Ditinjau");
    expect(page).toContain(referenceNo);
    expect(page).toContain("Status di penyedia: Dibayar");
    expect(page).toContain("Status penarikan: Ditolak");

    const blank = await staff.post("/admin/withdrawals", { intent: "review-recover", id: review!.id, reason: "" });
    expect(blank.status).toBe(400);
    const done = await staff.post("/admin/withdrawals", {
      intent: "review-recover",
      id: review!.id,
      reason: "Dibayar dua kali: bank menyelesaikan setelah ditolak",
    });
    expect(done.status).toBe(302);
    expect(toastOf(done)?.type).toBe("success");
    expect(await walletBalance(db(), sellerId)).toBe(0);
    expect(await balanceOf(db(), account.externalPayouts)).toBe(paidOutBefore + 10_000);
    expect(await withdrawalRow(withdrawalId)).toMatchObject({ status: "paid", transferReference: referenceNo });
    const [resolved] = await openReviews(withdrawalId);
    expect(resolved).toMatchObject({ resolution: "recovered", resolvedBy: expect.any(String) });
    const trail = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, withdrawalId), eq(auditLog.action, "payout.review.recover")));
    expect(trail).toHaveLength(1);
    expect(JSON.stringify(trail[0]!.after)).toContain("Dibayar dua kali");
    const notices = await db().select().from(notifications).where(eq(notifications.userId, sellerId));
    expect(notices.map((n) => n.title)).toContain(PAYOUT_TEXTS.correctedTitle);

    // A second click (or tab) moves nothing more.
    const again = await staff.post("/admin/withdrawals", { intent: "review-recover", id: review!.id, reason: "lagi" });
    expect(toastOf(again)?.type).toBe("error");
    expect(await balanceOf(db(), account.externalPayouts)).toBe(paidOutBefore + 10_000);
    expect(await (await staff.get("/admin/withdrawals")).text()).not.toContain("Status penarikan: Ditolak");
    await expectLedgerInvariants();
  });

  it("recovering refuses, and says so, when the wallet holds less than the amount", async () => {
    const { sellerId, withdrawalId } = await pendingWithdrawal(20_000);
    const [{ referenceNo }] = await sentAndApproved([withdrawalId]);
    await closedBehindProvider(withdrawalId, "rejected");
    await bankSays(referenceNo, "completed");
    // The seller spent part of it meanwhile (moved out of the wallet).
    await fund(sellerId, -15_000);
    const [review] = await openReviews(withdrawalId);
    const staff = await signedIn(await newAdmin());
    const res = await staff.post("/admin/withdrawals", {
      intent: "review-recover",
      id: review!.id,
      reason: "Pulihkan",
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Saldo pengguna tidak cukup");
    expect((await openReviews(withdrawalId))[0]!.resolvedAt).toBeNull();
    expect(await walletBalance(db(), sellerId)).toBe(5_000);
    await expectLedgerInvariants();
  });

  it("'completed' or 'failed' for a withdrawal paid by hand moves nothing; staff close it with a note", async () => {
    const one = await pendingWithdrawal(13_000);
    const two = await pendingWithdrawal(14_000);
    const sent = await sentAndApproved([one.withdrawalId, two.withdrawalId]);
    await closedBehindProvider(one.withdrawalId, "paid");
    await closedBehindProvider(two.withdrawalId, "paid");
    const paidOut = await balanceOf(db(), account.externalPayouts);
    const ref = (withdrawalId: string) => sent.find((s) => s.withdrawalId === withdrawalId)!.referenceNo;
    await bankSays(ref(one.withdrawalId), "completed");
    await bankSays(ref(two.withdrawalId), "failed", "Rekening tidak aktif");
    expect(await balanceOf(db(), account.externalPayouts)).toBe(paidOut);
    expect(await walletBalance(db(), two.sellerId)).toBe(0);
    const [r1] = await openReviews(one.withdrawalId);
    const [r2] = await openReviews(two.withdrawalId);
    expect(r1).toMatchObject({ providerStatus: "completed", withdrawalStatus: "paid" });
    expect(r2).toMatchObject({ providerStatus: "failed", withdrawalStatus: "paid" });

    const staff = await signedIn(await newAdmin());
    const noted = await staff.post("/admin/withdrawals", {
      intent: "review-close",
      id: r2!.id,
      reason: "Transfer manual sudah diterima penjual",
    });
    expect(toastOf(noted)?.type).toBe("success");
    expect((await openReviews(two.withdrawalId))[0]).toMatchObject({ resolution: "noted" });
    expect(await balanceOf(db(), account.externalPayouts)).toBe(paidOut);
    await expectLedgerInvariants();
  });
});

describe("'Kirim yang Dipilih via Midtrans' with nothing ticked", () => {
  it("says so, and sends nothing", async () => {
    await pendingWithdrawal(10_500);
    const before = (await db().select().from(payouts)).length;
    const staff = await signedIn("usr_demo_admin");
    const res = await staff.post("/admin/withdrawals", { intent: "send" });
    expect(res.status).toBe(302);
    expect(toastOf(res)).toMatchObject({
      type: "error",
      title: ADMIN_TEXTS.nothingSelected,
      description: ADMIN_TEXTS.batchHint,
    });
    expect(await db().select().from(payouts)).toHaveLength(before);
  });
});
