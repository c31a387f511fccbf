/**
 * A second 'Bayar' never opens a second transaction while the first can still be paid (issue 30):
 * two submits at once make one provider transaction, and another method first closes the open
 * one at the provider.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentOrders, payments } from "~/db/schema";
import { payOrdersThroughGateway } from "~/modules/payments/pay-orders.server";
import { newListing, newUser, signedIn, unpaidOrder, USERS } from "./fixtures";
import { SIM } from "./gateway-sim";
import { db, expectLedgerInvariants } from "./helpers";

async function buyerWithOrder() {
  const buyer = await newUser("buyer", "sekali");
  const listing = await newListing(USERS.otherSeller.id, "Akun bayar sekali", 25_000);
  return { buyer, orderId: await unpaidOrder(buyer.id, listing.id), c: await signedIn(buyer.id) };
}

const simTransaction = async (paymentId: string) => {
  const res = await env.PAYMENT_GATEWAY!.fetch(`${SIM}/_sim/transactions/${paymentId}`);
  return res.status === 200 ? ((await res.json()) as { status: string }) : null;
};

describe("paying an order through the gateway twice", () => {
  it("two 'Bayar' submits at once open one provider transaction and both go to it", async () => {
    const { buyer, orderId, c } = await buyerWithOrder();
    const [a, b] = await Promise.all([
      c.post(`/order/${orderId}`, { intent: "pay", method: "qris" }),
      c.post(`/order/${orderId}`, { intent: "pay", method: "qris" }),
    ]);
    expect([a.status, b.status]).toEqual([303, 303]);
    expect(a.headers.get("Location")).toBe(b.headers.get("Location"));
    const made = await db().select().from(payments).where(eq(payments.userId, buyer.id));
    expect(made).toHaveLength(1);
    expect(await simTransaction(made[0]!.id)).toMatchObject({ status: "pending" });
    await expectLedgerInvariants();
  });

  it("racing starts (interleaved in one isolate) still make one transaction per order", async () => {
    const user = await newUser("buyer", "balapan");
    const listing = await newListing(USERS.otherSeller.id, "Akun balapan", 25_000, 20);
    const payer = { id: user.id, email: user.email, username: user.username, fullName: null };
    for (let i = 0; i < 4; i++) {
      const orderId = await unpaidOrder(user.id, listing.id);
      const results = await Promise.all(
        [0, 1, 2].map(() => payOrdersThroughGateway({ db: db(), env }, payer, [orderId], "qris")),
      );
      const urls = results.map((r) => (r.ok ? r.redirectUrl : r.error.title));
      expect(new Set(urls).size, urls.join(" | ")).toBe(1);
      expect(await db().$count(paymentOrders, eq(paymentOrders.orderId, orderId))).toBe(1);
    }
    await expectLedgerInvariants();
  });

  it("another method closes the open transaction at the provider before opening one", async () => {
    const { buyer, orderId, c } = await buyerWithOrder();
    const first = await c.post(`/order/${orderId}`, { intent: "pay", method: "qris" });
    expect(first.status).toBe(303);
    const second = await c.post(`/order/${orderId}`, { intent: "pay", method: "va_bca" });
    expect(second.status).toBe(303);
    expect(second.headers.get("Location")).not.toBe(first.headers.get("Location"));

    const rows = await db().select().from(payments).where(eq(payments.userId, buyer.id));
    const qris = rows.find((p) => p.method === "qris")!;
    expect(qris.status).toBe("expired");
    expect(await simTransaction(qris.id)).toMatchObject({ status: "expire" });
    const open = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.userId, buyer.id), eq(payments.status, "pending")));
    expect(open.map((p) => p.method)).toEqual(["va_bca"]);
    // And the same method again is that one, not a third.
    const third = await c.post(`/order/${orderId}`, { intent: "pay", method: "va_bca" });
    expect(third.headers.get("Location")).toBe(second.headers.get("Location"));
    expect(await db().$count(payments, eq(payments.userId, buyer.id))).toBe(2);
    await expectLedgerInvariants();
  });
});
