/**
 * Model test of withdrawals against the real app and the Midtrans Payouts simulator (issue 30):
 * random interleavings of request, send, approve (also twice), reject and pay-by-hand, the bank's
 * processed/completed/failed (also after completed), callbacks late, out of order and duplicated,
 * and status re-reads. After every step wallet + hold + paid-out equals what was funded; after each
 * run every withdrawal's money left the platform at most once and the ledger's paid-out equals what
 * really left. Runs: 60 in `npm test` (≥ 1,000 steps); more with VITE_WITHDRAWAL_MODEL_RUNS=<n>.
 */
import { env } from "cloudflare:test";
import { and, eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ledgerEntries, payoutReviews, payouts } from "~/db/schema";
import { account } from "~/modules/money/constants";
import { balanceOf } from "~/modules/money/ledger.server";
import { applyFromProvider } from "~/modules/wallet/payout-notification.server";
import { approvePayouts, sendPayouts } from "~/modules/wallet/payouts.server";
import { requestWithdrawal, settleWithdrawal } from "~/modules/wallet/withdrawals.server";
import { newUser } from "./fixtures";
import { walletBalance } from "~/modules/money/wallet-parts.server";
import { db, expectLedgerInvariants } from "./helpers";
import { fund, newAdmin, payoutCallback, payoutCtx, SIM, withdrawalRow } from "./support/payouts";

const RUNS = Number(
  (import.meta as { env?: Record<string, string | undefined> }).env?.VITE_WITHDRAWAL_MODEL_RUNS ?? 60,
);
const FUNDS = 100_000;

type Step =
  | { t: "request"; seller: number; amount: number }
  | { t: "send" | "reject" | "payByHand" | "recheck"; w: number; admin: number }
  | { t: "approve"; w: number; admin: number; twice: boolean }
  | { t: "bank"; w: number; status: "processed" | "completed" | "failed" }
  | { t: "deliver"; n: number; copies: number; keep: boolean };

const steps = fc.array(
  fc.oneof(
    fc.record({
      t: fc.constant("request" as const),
      seller: fc.nat(1),
      amount: fc.integer({ min: 10_000, max: 60_000 }),
    }),
    fc.record({
      t: fc.constantFrom("send" as const, "reject" as const, "payByHand" as const, "recheck" as const),
      w: fc.nat(),
      admin: fc.nat(1),
    }),
    fc.record({ t: fc.constant("approve" as const), w: fc.nat(), admin: fc.nat(1), twice: fc.boolean() }),
    fc.record({
      t: fc.constant("bank" as const),
      w: fc.nat(),
      status: fc.constantFrom("processed" as const, "completed" as const, "failed" as const),
    }),
    fc.record({
      t: fc.constant("deliver" as const),
      n: fc.nat(),
      copies: fc.integer({ min: 1, max: 3 }),
      keep: fc.boolean(),
    }),
  ) as fc.Arbitrary<Step>,
  { minLength: 12, maxLength: 28 },
);

interface Run {
  sellers: string[];
  withdrawals: { id: string; seller: string; amount: number; ref: string | null; byHand: boolean }[];
  /** Signed callbacks the bank sent and the app has not been given yet (or may get again). */
  mail: { notification: string; signature: string }[];
}

const admins: string[] = [];
let stepsTaken = 0;

async function simStatus(ref: string) {
  const res = await env.PAYMENT_GATEWAY!.fetch(`${SIM}/_sim/payouts/${ref}`);
  return ((await res.json()) as { status: string }).status;
}

/** What the ledger moved out of the platform for a seller's withdrawals (payouts leg net). */
async function ledgerPaidOut(withdrawalIds: string[]) {
  if (withdrawalIds.length === 0) return 0;
  const row = await db().get<{ total: number | null }>(sql`
    SELECT sum(e.amount) AS total FROM ${ledgerEntries} e
    JOIN ledger_transactions t ON t.id = e.transaction_id
    WHERE e.account_id = ${account.externalPayouts} AND t.reference IN (SELECT value FROM json_each(${JSON.stringify(withdrawalIds)}))`);
  return row?.total ?? 0;
}

async function take(run: Run, step: Step) {
  const ctx = payoutCtx();
  const pick = (w: number) => run.withdrawals[w % Math.max(run.withdrawals.length, 1)];
  switch (step.t) {
    case "request": {
      const seller = run.sellers[step.seller]!;
      const asked = await requestWithdrawal(db(), seller, {
        amount: step.amount,
        method: "bank_transfer",
        bankName: "BCA",
        accountNumber: "1234567890",
        accountName: "Penjual Model",
      });
      if (asked.ok)
        run.withdrawals.push({ id: asked.withdrawal.id, seller, amount: step.amount, ref: null, byHand: false });
      return;
    }
    case "deliver": {
      if (run.mail.length === 0) return;
      const i = step.n % run.mail.length;
      const letter = run.mail[i]!;
      if (!step.keep) run.mail.splice(i, 1);
      const answers = await Promise.all(
        Array.from({ length: step.copies }, () => payoutCallback(letter.notification, letter.signature)),
      );
      for (const a of answers) expect([200, 404]).toContain(a.status);
      return;
    }
  }
  const w = pick(step.w);
  if (!w) return;
  switch (step.t) {
    case "send": {
      const sent = await sendPayouts(ctx, [w.id], admins[step.admin]!);
      if (sent.ok && sent.sent[0]) w.ref = sent.sent[0].referenceNo;
      return;
    }
    case "approve": {
      const tries = step.twice ? 2 : 1;
      await Promise.all(Array.from({ length: tries }, () => approvePayouts(ctx, [w.id], admins[step.admin]!)));
      return;
    }
    case "reject":
      await settleWithdrawal(db(), w.id, { status: "rejected", reason: "Model" }, admins[step.admin]!);
      return;
    case "payByHand": {
      const paid = await settleWithdrawal(
        db(),
        w.id,
        { status: "paid", transferReference: `HAND-${w.id}` },
        admins[step.admin]!,
      );
      // Staff transferred it by hand only when the app took it (a refusal means they do not send).
      if (paid.ok && paid.changed) w.byHand = true;
      return;
    }
    case "recheck":
      if (w.ref) await applyFromProvider(ctx, w.ref, JSON.stringify({ source: "model_recheck" }));
      return;
    case "bank": {
      if (!w.ref) return;
      const res = await env.PAYMENT_GATEWAY!.fetch(`${SIM}/_sim/payouts/${w.ref}/status`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          status: step.status,
          deliver: false,
          ...(step.status === "failed" ? { errorMessage: "Ditolak bank (model)" } : {}),
        }),
      });
      if (res.status === 200) run.mail.push((await res.json()) as Run["mail"][number]);
      else expect(res.status).toBe(409); // the bank cannot take that step from where the payout is
    }
  }
}

/** After every step: each seller's wallet + hold + what the ledger paid out = what was funded. */
async function expectBooksBalance(run: Run) {
  for (const seller of run.sellers) {
    const ids = run.withdrawals.filter((w) => w.seller === seller).map((w) => w.id);
    const total =
      (await walletBalance(db(), seller)) + (await balanceOf(db(), account.hold(seller))) + (await ledgerPaidOut(ids));
    expect(total, `seller ${seller}`).toBe(FUNDS);
  }
}

describe("withdrawal model", () => {
  it(`pays every withdrawal at most once under random interleavings (${RUNS} runs)`, async () => {
    admins.push(await newAdmin(), await newAdmin());
    await fc.assert(
      fc.asyncProperty(steps, async (drawn) => {
        const run: Run = { sellers: [], withdrawals: [], mail: [] };
        for (let i = 0; i < 2; i++) {
          const s = await newUser("seller", "model");
          await fund(s.id, FUNDS);
          run.sellers.push(s.id);
        }
        for (const step of drawn) {
          await take(run, step);
          stepsTaken++;
          await expectBooksBalance(run);
        }
        // Settle: every callback delivered, every payout re-read at the provider.
        for (const letter of run.mail) await payoutCallback(letter.notification, letter.signature);
        for (const w of run.withdrawals) {
          if (w.ref) await applyFromProvider(payoutCtx(), w.ref, JSON.stringify({ source: "model_settle" }));
        }
        let leftInAll = 0;
        for (const w of run.withdrawals) {
          const byBank = w.ref && (await simStatus(w.ref)) === "completed" ? 1 : 0;
          expect(byBank + (w.byHand ? 1 : 0), `withdrawal ${w.id} left the platform twice`).toBeLessThanOrEqual(1);
          const status = (await withdrawalRow(w.id)).status;
          if (byBank || w.byHand) expect(status, w.id).toBe("paid");
          leftInAll += (byBank + (w.byHand ? 1 : 0)) * w.amount;
        }
        const ids = run.withdrawals.map((w) => w.id);
        expect(await ledgerPaidOut(ids)).toBe(leftInAll);
        await expectBooksBalance(run);
        if (ids.length) {
          const reviews = await db().select().from(payoutReviews).where(inArray(payoutReviews.withdrawalId, ids));
          expect(reviews, "no provider answer should ever need a review").toEqual([]);
          const live = await db()
            .select()
            .from(payouts)
            .where(and(inArray(payouts.withdrawalId, ids), eq(payouts.status, "completed")));
          for (const p of live) expect((await withdrawalRow(p.withdrawalId)).status).toBe("paid");
        }
      }),
      { numRuns: RUNS },
    );
    await expectLedgerInvariants();
    console.log(`withdrawal model: ${RUNS} runs, ${stepsTaken} steps`);
    expect(stepsTaken).toBeGreaterThanOrEqual(RUNS >= 60 ? 1_000 : 0);
  }, 600_000);
});
