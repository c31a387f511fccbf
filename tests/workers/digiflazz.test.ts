/**
 * The Digiflazz adapter (app/modules/topups/digiflazz.server.ts) against the supplier simulator
 * (workers/payment-sim/digiflazz.ts, bound as PAYMENT_GATEWAY — the outside world): each scripted
 * outcome, a repeated ref_id as a status check that never buys twice, max_price, the balance, and
 * the callbacks' HMAC-SHA1 signature.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { digiflazzFromEnv, verifyDigiflazzCallback } from "~/modules/topups/digiflazz.server";
import { SIM } from "./gateway-sim";

const supplier = digiflazzFromEnv(env);
let counter = 0;

async function control(path: string, body?: unknown) {
  const res = await env.PAYMENT_GATEWAY!.fetch(`${SIM}/_sim/digiflazz${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json() as Promise<Record<string, unknown>>;
}

/** A fresh supplier account at the simulator (balance Rp1.000.000 unless given). */
async function account(balance = 1_000_000) {
  const credentials = { username: `seller${Date.now()}${++counter}`, apiKey: `dev-${crypto.randomUUID()}` };
  await control("/accounts", { ...credentials, webhookSecret: "rahasia-webhook", balance });
  return credentials;
}

const balanceAt = async (username: string) => (await control(`/accounts/${username}`)).balance as number;
type SimTrx = { ref_id: string; status: string; callbacks: { body: string; headers: Record<string, string> }[] };
const purchasesOf = async (username: string) =>
  (await control(`/accounts/${username}/transactions`)).transactions as SimTrx[];
const buy = (
  credentials: { username: string; apiKey: string },
  customerNo = "12345678",
  refId = `ord_${++counter}`,
  maxPrice = 25_000,
) => supplier.purchase(credentials, { sku: "ml86", customerNo, refId, maxPrice });

describe("Digiflazz purchases", () => {
  it("delivers at once with a serial number and charges the supplier balance once", async () => {
    const seller = await account();
    const outcome = await buy(seller, "12345678", "ord_once");
    expect(outcome).toMatchObject({ state: "delivered", price: 19_200 });
    expect(outcome.state === "delivered" && outcome.serial).toMatch(/^SN\d+/);
    // The same ref_id again is Digiflazz's status check: the same answer, nothing bought again.
    expect(await buy(seller, "12345678", "ord_once")).toEqual(outcome);
    expect(await balanceAt(seller.username)).toBe(1_000_000 - 19_200);
    expect(await purchasesOf(seller.username)).toHaveLength(1);
    expect(await supplier.balance(seller)).toBe(1_000_000 - 19_200);
  });

  it("reports pending, then delivered once the supplier settles it", async () => {
    const seller = await account();
    await control("/outcomes", { username: seller.username, customerNo: "555", outcome: "pending" });
    expect(await buy(seller, "555", "ord_pending")).toMatchObject({ state: "pending", price: 19_200 });
    await control("/settle", { username: seller.username, refId: "ord_pending", status: "Sukses", deliver: false });
    expect(await buy(seller, "555", "ord_pending")).toMatchObject({ state: "delivered", price: 19_200 });
    expect(await purchasesOf(seller.username)).toHaveLength(1);
  });

  it("reports a failure with the supplier's reason and gives the balance back", async () => {
    const seller = await account();
    await control("/outcomes", { username: seller.username, customerNo: "999", outcome: "wrong_number" });
    expect(await buy(seller, "999")).toEqual({ state: "failed", code: "54", reason: "Nomor Tujuan Salah" });
    await control("/outcomes", { username: seller.username, customerNo: "777", outcome: "pending" });
    await buy(seller, "777", "ord_fails_later");
    await control("/settle", { username: seller.username, refId: "ord_fails_later", status: "Gagal", deliver: false });
    expect(await buy(seller, "777", "ord_fails_later")).toMatchObject({ state: "failed", code: "55" });
    expect(await balanceAt(seller.username)).toBe(1_000_000);
  });

  it("never pays more than the seller's maximum, nor with a short balance or a wrong key", async () => {
    const seller = await account();
    await control("/prices", { username: seller.username, sku: "ml86", price: 30_000 });
    expect(await buy(seller, "1", "ord_dear", 25_000)).toMatchObject({ state: "failed", code: "69" });
    const poor = await account(10_000);
    expect(await buy(poor)).toMatchObject({ state: "failed", code: "44" });
    expect(await buy({ ...seller, apiKey: "dev-salah" })).toMatchObject({ state: "failed", code: "41" });
    expect(await purchasesOf(seller.username)).toHaveLength(0);
    expect(await balanceAt(seller.username)).toBe(1_000_000);
  });

  it("refuses a ref_id reused for another purchase", async () => {
    const seller = await account();
    await buy(seller, "111", "ord_reused");
    expect(await buy(seller, "222", "ord_reused")).toMatchObject({ state: "failed", code: "49" });
    expect(await purchasesOf(seller.username)).toHaveLength(1);
  });
});

describe("Digiflazz callbacks", () => {
  it("are trusted only with the right HMAC-SHA1 signature, and may come more than once", async () => {
    const seller = await account();
    await control("/outcomes", { username: seller.username, customerNo: "321", outcome: "pending", duplicates: 2 });
    await buy(seller, "321", "ord_callback");
    await control("/settle", { username: seller.username, refId: "ord_callback", status: "Sukses", deliver: false });
    const [trx] = await purchasesOf(seller.username);
    const updates = trx.callbacks.filter((cb) => cb.headers["x-digiflazz-event"] === "update");
    expect(updates).toHaveLength(3);
    const { body, headers } = updates[0];
    const verified = await verifyDigiflazzCallback(body, headers["x-hub-signature"], "rahasia-webhook");
    expect(verified).toMatchObject({ refId: "ord_callback", outcome: { state: "delivered", price: 19_200 } });
    expect(await verifyDigiflazzCallback(body, headers["x-hub-signature"], "secret-lain")).toBeNull();
    expect(
      await verifyDigiflazzCallback(body.replace("Sukses", "Gagal"), headers["x-hub-signature"], "rahasia-webhook"),
    ).toBeNull();
    expect(await verifyDigiflazzCallback(body, null, "rahasia-webhook")).toBeNull();
  });
});
