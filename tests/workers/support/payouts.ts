/**
 * Withdrawals and Midtrans Payouts (Iris) for worker tests: funded sellers with a pending
 * withdrawal, two admins (maker and checker), the simulator's bank side and its signed callbacks
 * delivered to the app (the simulator cannot reach the test worker by URL).
 */
import { env, SELF } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { ledgerTransactions, users, withdrawals } from "~/db/schema";
import { account } from "~/modules/money/constants";
import { move } from "~/modules/money/ledger.server";
import { approvePayouts, sendPayouts } from "~/modules/wallet/payouts.server";
import { requestWithdrawal } from "~/modules/wallet/withdrawals.server";
import { newId } from "~/utils/ids";
import { newUser } from "../fixtures";
import { db, TEST_PASSWORD_HASH } from "../helpers";
import { ORIGIN } from "../http";

export const SIM = "https://sim.pasargame.test";
export const payoutCtx = () => ({ db: db(), env });

export async function newAdmin() {
  const id = newId("usr");
  const now = Date.now();
  await db()
    .insert(users)
    .values({
      id,
      email: `${id}@pasargame.test`,
      username: `admin_${id.slice(-8)}`,
      fullName: "Admin Uji",
      role: "admin",
      passwordHash: TEST_PASSWORD_HASH,
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    });
  return id;
}

/** Puts `amount` into a user's wallet through the ledger (from external:deposits). */
export function fund(userId: string, amount: number) {
  return move(db(), {
    kind: "test_funding",
    reference: `${userId}:${newId("f")}`,
    legs: [
      { account: account.externalDeposits, amount: -amount },
      { account: account.wallet(userId), amount },
    ],
  });
}

/** A seller whose wallet held `amount`, now all asked for as a pending BCA withdrawal. */
export async function pendingWithdrawal(amount = 150_000, accountNumber = "1234567890") {
  const seller = await newUser("seller", "tarik");
  await fund(seller.id, amount);
  const result = await requestWithdrawal(db(), seller.id, {
    amount,
    method: "bank_transfer",
    bankName: "BCA",
    accountNumber,
    accountName: "Penjual Demo",
  });
  if (!result.ok) throw new Error("withdrawal refused");
  return { sellerId: seller.id, withdrawalId: result.withdrawal.id };
}

/** Sends the withdrawals as one batch (a new maker) and approves them (a new checker). */
export async function sentAndApproved(withdrawalIds: string[]) {
  const maker = await newAdmin();
  const checker = await newAdmin();
  const sent = await sendPayouts(payoutCtx(), withdrawalIds, maker);
  if (!sent.ok || sent.sent.length !== withdrawalIds.length) throw new Error(JSON.stringify(sent));
  const approved = await approvePayouts(payoutCtx(), withdrawalIds, checker);
  expect(approved).toEqual({ ok: true, approved: withdrawalIds.length });
  return Object.assign(sent.sent, { maker, checker });
}

/** The simulator moves a payout on at the bank (`path` "status") or replays an old state ("notify"). */
export async function simPayout(referenceNo: string, body: Record<string, unknown>, path = "status") {
  const res = await env.PAYMENT_GATEWAY!.fetch(`${SIM}/_sim/payouts/${referenceNo}/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ deliver: false, ...body }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { notification: string; signature: string };
}

/** Delivers a payout callback to the app as Iris would. */
export function payoutCallback(raw: string, signature: string | null) {
  return SELF.fetch(`${ORIGIN}/payments/midtrans/payout-notification`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(signature === null ? {} : { "Iris-Signature": signature }) },
    body: raw,
  });
}

/** The bank moves the payout on and its callback reaches the app. */
export async function bankSays(referenceNo: string, status: string, errorMessage?: string) {
  const { notification, signature } = await simPayout(referenceNo, { status, errorMessage });
  return payoutCallback(notification, signature);
}

export const withdrawalRow = async (id: string) =>
  (await db().query.withdrawals.findFirst({ where: eq(withdrawals.id, id) }))!;

export const movements = (kind: string, reference: string) =>
  db()
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.kind, kind), eq(ledgerTransactions.reference, reference)));
