/**
 * The internal payout API as the payout machine calls it: plain fetches with a bearer token and
 * JSON, no Origin, no cookies (README "Internal payout API").
 */
import { env, SELF } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { account, MOVEMENT } from "~/modules/money/constants";
import { balanceOf } from "~/modules/money/ledger.server";
import { requestWithdrawal } from "~/modules/wallet/withdrawals.server";
import { auditLog, ledgerTransactions } from "~/db/schema";
import { walletBalance } from "~/modules/money/wallet-parts.server";
import { db, expectLedgerInvariants } from "./helpers";
import { client, login, ORIGIN } from "./http";

const BUYER = "usr_demo_buyer";
const TOKEN = env.PAYOUT_API_TOKEN!;

type Payout = { id: string; status: string; amount: number; transferReference: string | null };

function call(
  path: string,
  init: { method?: string; body?: string; token?: string | null; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  const token = init.token === undefined ? TOKEN : init.token;
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  return SELF.fetch(`${ORIGIN}${path}`, { method: init.method ?? "GET", body: init.body, headers, redirect: "manual" });
}

const post = (id: string, body: unknown, token?: string | null) =>
  call(`/internal/payouts/${id}`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    token,
  });

async function pendingWithdrawal(amount: number) {
  const asked = await requestWithdrawal(db(), BUYER, {
    amount,
    method: "bank_transfer",
    bankName: "BNI",
    accountNumber: "9876543210",
    accountName: "Pembeli Demo",
  });
  if (!asked.ok) throw new Error("withdrawal refused");
  return asked.withdrawal.id;
}

const movements = (kind: string, reference: string) =>
  db()
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.kind, kind), eq(ledgerTransactions.reference, reference)));

describe("internal payout API: who may call it", () => {
  it("answers 401 JSON without a token, with a wrong one, and with only an admin's session cookie", async () => {
    const id = await pendingWithdrawal(10_000);
    for (const token of [null, "", "wrong-token", `${TOKEN}x`, TOKEN.slice(0, -1)]) {
      const list = await call("/internal/payouts", { token });
      expect(list.status, `token ${token}`).toBe(401);
      expect(list.headers.get("Content-Type")).toMatch(/^application\/json/);
      expect(await list.json()).toMatchObject({ error: "unauthorized" });
      expect((await post(id, { status: "paid", transferReference: "X" }, token)).status).toBe(401);
    }
    // A signed-in admin in a browser is not the payout machine.
    const admin = client();
    expect((await login(admin, "admin@pasargame.test", "demo12345", "10.11.0.1")).status).toBe(302);
    expect((await admin.get("/internal/payouts")).status).toBe(401);
    const viaCookie = await admin.post(`/internal/payouts/${id}`, { status: "paid", transferReference: "X" });
    expect(viaCookie.status).toBe(401);
    const wrongScheme = await call("/internal/payouts", { token: null, headers: { Authorization: `Basic ${TOKEN}` } });
    expect(wrongScheme.status).toBe(401);
    expect(await balanceOf(db(), account.hold(BUYER))).toBeGreaterThanOrEqual(10_000);
    expect(await movements(MOVEMENT.withdrawalPaid, id)).toHaveLength(0);
  });
});

describe("internal payout API: listing and settling", () => {
  it("lists pending withdrawals with where to send the money", async () => {
    const id = await pendingWithdrawal(21_000);
    const res = await call("/internal/payouts");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { withdrawals: (Payout & Record<string, unknown>)[] };
    const mine = body.withdrawals.find((w) => w.id === id);
    expect(mine).toMatchObject({
      id,
      userId: BUYER,
      amount: 21_000,
      method: "bank_transfer",
      status: "pending",
      bankName: "BNI",
      accountNumber: "9876543210",
      accountName: "Pembeli Demo",
    });
    expect(new Date(mine!.createdAt as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(body.withdrawals.every((w) => w.status === "pending")).toBe(true);
  });

  it("paid twice moves the money once and answers the same; the opposite outcome is 409", async () => {
    const id = await pendingWithdrawal(25_000);
    const held = await balanceOf(db(), account.hold(BUYER));
    const payouts = await balanceOf(db(), account.externalPayouts);

    const first = await post(id, { status: "paid", transferReference: "BNI-778899" });
    expect(first.status).toBe(200);
    const firstBody = (await first.json()) as { changed: boolean; withdrawal: Payout };
    expect(firstBody).toMatchObject({
      ok: true,
      changed: true,
      withdrawal: { id, status: "paid", transferReference: "BNI-778899" },
    });

    const second = await post(id, { status: "paid", transferReference: "BNI-778899" });
    expect(second.status).toBe(200);
    const secondBody = (await second.json()) as { changed: boolean; withdrawal: Payout };
    expect(secondBody).toEqual({ ...firstBody, changed: false });

    expect(await movements(MOVEMENT.withdrawalPaid, id)).toHaveLength(1);
    expect(await balanceOf(db(), account.hold(BUYER))).toBe(held - 25_000);
    expect(await balanceOf(db(), account.externalPayouts)).toBe(payouts + 25_000);

    const opposite = await post(id, { status: "failed", reason: "Rekening ditutup" });
    expect(opposite.status).toBe(409);
    expect(await opposite.json()).toMatchObject({ error: "conflict", withdrawal: { id, status: "paid" } });
    expect(await movements(MOVEMENT.withdrawalRejected, id)).toHaveLength(0);

    const audit = await db().select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit).toMatchObject([{ actorId: null, action: "withdrawal.pay", after: { status: "paid" } }]);
    expect((await (await call(`/internal/payouts/${id}`)).json()) as unknown).toMatchObject({
      withdrawal: { id, status: "paid" },
    });
    await expectLedgerInvariants();
  });

  it("failed returns the money to the wallet, once", async () => {
    const id = await pendingWithdrawal(18_000);
    const walletBefore = await walletBalance(db(), BUYER);
    const res = await post(id, { status: "failed", reason: "Rekening tidak ditemukan" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      changed: true,
      withdrawal: { id, status: "failed", failureReason: "Rekening tidak ditemukan" },
    });
    expect(await walletBalance(db(), BUYER)).toBe(walletBefore + 18_000);
    const again = await post(id, { status: "failed", reason: "Rekening tidak ditemukan" });
    expect(await again.json()).toMatchObject({ changed: false });
    expect(await walletBalance(db(), BUYER)).toBe(walletBefore + 18_000);
    expect((await post(id, { status: "paid", transferReference: "X" })).status).toBe(409);
    await expectLedgerInvariants();
  });

  it("answers 400 for a body that is not JSON or not a settlement, and 404 for an unknown id", async () => {
    const id = await pendingWithdrawal(5_000);
    for (const body of [
      "not json",
      "{}",
      JSON.stringify({ status: "paid" }),
      JSON.stringify({ status: "paid", transferReference: "   " }),
      JSON.stringify({ status: "failed" }),
      JSON.stringify({ status: "rejected", reason: "x" }),
    ]) {
      const res = await post(id, body);
      expect(res.status, body).toBe(400);
      expect(await res.json()).toMatchObject({ error: "bad_request" });
    }
    const unknown = await post("wd_tidak_ada", { status: "paid", transferReference: "X" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: "not_found" });
    expect((await call("/internal/payouts/wd_tidak_ada")).status).toBe(404);
    expect(await movements(MOVEMENT.withdrawalPaid, id)).toHaveLength(0);
    await expectLedgerInvariants();
  });

  it("still refuses a browser's cross-site POST (the Origin check stays in front)", async () => {
    const id = await pendingWithdrawal(6_000);
    const res = await call(`/internal/payouts/${id}`, {
      method: "POST",
      body: JSON.stringify({ status: "paid", transferReference: "X" }),
      headers: { Origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(await movements(MOVEMENT.withdrawalPaid, id)).toHaveLength(0);
  });
});
