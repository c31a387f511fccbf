/**
 * Pengiriman Instan against the real workers: a seller stocks encrypted items, paying assigns them
 * in the paying batch (never one item to two orders; 1,000 concurrent checkouts:
 * instant-delivery-race.test.ts) and the
 * order is delivered at once ('Dikirim', inspection window running), through the wallet or the
 * payment gateway. The listing's stock is always the number of unsold items.
 */
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deliveryItems, orders, products } from "~/db/schema";
import { account } from "~/modules/money/constants";
import { balanceOf } from "~/modules/money/ledger.server";
import { soldItems } from "~/modules/listings/instant-items.server";
import { checkout } from "~/modules/checkout/checkout.server";
import { DISPUTE_WINDOW_MS } from "~/modules/orders/constants";
import { startOrderPayment } from "~/modules/payments/payments.server";
import { fundedBuyer, newListing, newUser, signedIn } from "./fixtures";
import { db, expectLedgerInvariants } from "./helpers";
import { ORIGIN } from "./http";
import { ctx, instantListing, listingRow } from "./support/instant";

describe("the seller's items", () => {
  it("pasted lines become encrypted items, the stock is their count, and only the seller may manage them", async () => {
    const seller = await newUser("seller", "instan");
    const listing = await newListing(seller.id, "Voucher Tempel", 10_000, 7);
    const c = await signedIn(seller.id);
    const res = await c.post(`/sell/instant/${listing.id}`, {
      intent: "add",
      items: "AAAA-1111\n\n  BBBB-2222  \nCCCC-3333\n",
    });
    expect(res.status).toBe(302);
    expect(await listingRow(listing.id)).toMatchObject({ stock: 3, instantDelivery: true });
    const stored = await db().select().from(deliveryItems).where(eq(deliveryItems.listingId, listing.id));
    expect(stored).toHaveLength(3);
    expect(stored.every((i) => i.content.startsWith("v2:1:") && !i.content.includes("AAAA"))).toBe(true);
    const page = await (await c.get(`/sell/instant/${listing.id}`)).text();
    expect(page).toContain("3 item tersedia · 0 terjual");
    expect(page).toContain("AAAA••••");
    expect(page).not.toContain("AAAA-1111");

    // Editing the stock by hand does not change an instant listing's stock.
    const edit = await c.post("/seller/dashboard", {
      intent: "update",
      id: listing.id,
      price: "10000",
      originalPrice: "",
      stock: "99",
    });
    expect(edit.status).toBeLessThan(500);
    expect((await listingRow(listing.id)).stock).toBe(3);

    const other = await signedIn((await newUser("seller", "lain")).id);
    expect((await other.post(`/sell/instant/${listing.id}`, { intent: "add", items: "X" })).status).toBe(403);
    expect((await other.get(`/sell/instant/${listing.id}`)).status).toBe(403);

    const removeOne = await c.post(`/sell/instant/${listing.id}`, { intent: "remove", itemId: stored[0]!.id });
    expect(removeOne.status).toBe(302);
    expect((await listingRow(listing.id)).stock).toBe(2);
    const empty = await c.post(`/sell/instant/${listing.id}`, { intent: "add", items: " \n " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Tempel minimal satu item");
  });
});

describe("paying an instant order", () => {
  it("delivers in the paying batch: 'Dikirim', the item on the buyer's order page, the inspection window running", async () => {
    const { listing, codes } = await instantListing(2);
    const buyer = await fundedBuyer(50_000);
    const before = Date.now();
    const [line] = await checkout(
      ctx(),
      buyer,
      [{ listingId: listing.id, quantity: 1, expectedPrice: 10_000, userInputData: {} }],
      crypto.randomUUID(),
    );
    expect(line).toMatchObject({ ok: true, paid: true });
    if (!line?.ok) return;
    const order = (await db().query.orders.findFirst({ where: eq(orders.id, line.orderId) }))!;
    expect(order.status).toBe("Dikirim");
    expect(order.paidAt).not.toBeNull();
    expect(order.shippedAt).toBe(order.paidAt);
    expect(order.deadlineAt! - order.paidAt!).toBe(DISPUTE_WINDOW_MS);
    expect(order.paidAt! - before).toBeLessThan(5_000);
    expect(await balanceOf(db(), account.escrow(order.id))).toBe(10_000);
    expect((await listingRow(listing.id)).stock).toBe(1);
    const html = await (await (await signedIn(buyer.id)).get(`/order/${order.id}`)).text();
    expect(html).toContain(codes[0]);
    expect(html).not.toContain(codes[1]);
    await expectLedgerInvariants();
  });

  it("through the payment gateway too", async () => {
    const { listing } = await instantListing(1);
    const buyer = await newUser("buyer", "instan");
    const [line] = await checkout(
      ctx(),
      { id: buyer.id, role: "buyer" },
      [{ listingId: listing.id, quantity: 1, expectedPrice: 10_000, userInputData: {} }],
      crypto.randomUUID(),
      { payFromWallet: false },
    );
    if (!line?.ok) throw new Error("checkout refused");
    const started = await startOrderPayment(
      ctx(),
      { id: buyer.id, name: "x", email: buyer.email },
      [line.orderId],
      "qris",
    );
    if (!started.ok) throw new Error(started.error.message);
    const res = await env.PAYMENT_GATEWAY!.fetch(
      `https://sim.pasargame.test/_sim/transactions/${started.paymentId}/status`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ status: "settlement", deliver: false }),
      },
    );
    const { notification } = (await res.json()) as { notification: unknown };
    const answer = await SELF.fetch(`${ORIGIN}/payments/midtrans/notification`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(notification),
    });
    expect(answer.status).toBe(200);
    const order = (await db().query.orders.findFirst({ where: eq(orders.id, line.orderId) }))!;
    expect(order.status).toBe("Dikirim");
    expect(await soldItems(ctx(), listing.id)).toEqual([{ id: expect.any(String), orderId: order.id }]);
    await expectLedgerInvariants();
  });
});

describe("what buyers see", () => {
  it("'Pengiriman Instan' only on a listing that delivers instantly", async () => {
    const { listing } = await instantListing(1);
    const seller = await newUser("seller", "manual");
    const manual = await newListing(seller.id, "Top Up Manual", 10_000, 5);
    await db().update(products).set({ deliveryTime: "Instan" }).where(eq(products.id, manual.id));
    const client = await signedIn((await newUser("buyer", "lihat")).id);
    // React separates the two text parts with an empty comment.
    const promise = /Pengiriman (<!-- -->)?Instan/;
    expect(await (await client.get(listing.path)).text()).toMatch(promise);
    expect(await (await client.get(manual.path)).text()).not.toMatch(promise);
  });
});
