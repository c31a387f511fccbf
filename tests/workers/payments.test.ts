/**
 * Gateway payments end to end inside workerd: the app's Midtrans client talks to the simulator
 * worker (workers/payment-sim, bound as PAYMENT_GATEWAY) exactly as it talks to Midtrans; the
 * simulator signs notifications with the shared test key; the tests deliver them to the app's
 * notification route (the simulator cannot reach the test worker by URL) and check the money.
 */
import { createHash } from "node:crypto";
import { env } from "cloudflare:test";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { deposits, ledgerTransactions, notifications, orders, paymentOrders, payments } from "~/db/schema";
import { account } from "~/modules/money/constants";
import { balanceOf } from "~/modules/money/ledger.server";
import { paymentMethod, paymentTotal } from "~/modules/payments/methods";
import { startDepositPayment, startOrderPayment } from "~/modules/payments/payments.server";
import { newListing, newUser, roomOf, unpaidOrder } from "./fixtures";
import { walletBalance, walletParts } from "~/modules/money/wallet-parts.server";
import { db, expectLedgerInvariants } from "./helpers";
import { deliver, SIM, simNotify, simStatus } from "./gateway-sim";

const ctx = () => ({ db: db(), env });

async function buyerWithOrders(count = 1, price = 150_000) {
  const seller = await newUser("seller", "sim");
  const buyer = await newUser("buyer", "sim");
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const listing = await newListing(seller.id, `Akun Gateway ${i}`, price, 3);
    ids.push(await unpaidOrder(buyer.id, listing.id));
  }
  return { buyer: { id: buyer.id, name: buyer.username, email: buyer.email }, seller, orderIds: ids };
}

async function pay(orderIds: string[], buyer: { id: string; name: string; email: string }, method = "qris") {
  const started = await startOrderPayment(ctx(), buyer, orderIds, method);
  if (!started.ok) throw new Error(started.error.message);
  return started.paymentId;
}

const orderStatus = async (id: string) => (await db().query.orders.findFirst({ where: eq(orders.id, id) }))!.status;
const paymentRow = async (id: string) => (await db().query.payments.findFirst({ where: eq(payments.id, id) }))!;
const movementsOf = async (reference: string) =>
  db().select().from(ledgerTransactions).where(eq(ledgerTransactions.reference, reference));

let gatewayBefore = 0;
beforeAll(async () => {
  gatewayBefore = await balanceOf(db(), account.externalGateway);
});

describe("a gateway payment for an order", () => {
  it("is created at the provider with the method's fee on top and the order still unpaid", async () => {
    const { buyer, orderIds } = await buyerWithOrders();
    const started = await startOrderPayment(ctx(), buyer, orderIds, "va_bca");
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    expect(started.redirectUrl).toBe(`/payments/${started.paymentId}`);
    const row = await paymentRow(started.paymentId);
    expect(row).toMatchObject({
      amount: 150_000,
      fee: 4_000,
      grossAmount: 154_000,
      status: "pending",
      method: "va_bca",
    });
    expect(await orderStatus(orderIds[0])).toBe("Menunggu Pembayaran");
  });

  it("refuses someone else's order, a paid order and an unknown method", async () => {
    const { orderIds } = await buyerWithOrders();
    const stranger = await newUser("buyer", "lain");
    const notMine = await startOrderPayment(
      ctx(),
      { id: stranger.id, name: "x", email: stranger.email },
      orderIds,
      "qris",
    );
    expect(notMine.ok).toBe(false);
    const { buyer, orderIds: own } = await buyerWithOrders();
    const unknown = await startOrderPayment(ctx(), buyer, own, "bitcoin");
    expect(unknown.ok ? null : unknown.error.message).toBe("Pilih salah satu metode pembayaran yang tersedia.");
  });

  it("is paid by a notification signed per Midtrans's formula: the order turns 'Diproses', escrow holds its total, the fee goes to the platform", async () => {
    const { buyer, orderIds } = await buyerWithOrders();
    const paymentId = await pay(orderIds, buyer, "qris");
    const { fee, total } = paymentTotal(paymentMethod("qris")!, 150_000);
    expect(fee).toBe(1_050); // 0.7 %
    const feesBefore = await balanceOf(db(), account.platformPaymentFees);
    const gatewayStart = await balanceOf(db(), account.externalGateway);

    const notification = await simStatus(paymentId, { status: "settlement" });
    // The signature computed independently of the app and the simulator (Node's crypto).
    const expected = createHash("sha512")
      .update(
        `${notification.order_id}${notification.status_code}${notification.gross_amount}SB-Mid-server-test-only-0123456789`,
      )
      .digest("hex");
    expect(notification.signature_key).toBe(expected);
    expect(notification.gross_amount).toBe(`${total}.00`);

    const res = await deliver(notification);
    expect(res.status).toBe(200);
    expect(await orderStatus(orderIds[0])).toBe("Diproses");
    expect(await balanceOf(db(), account.escrow(orderIds[0]))).toBe(150_000);
    expect(await balanceOf(db(), account.platformPaymentFees)).toBe(feesBefore + fee);
    expect(await balanceOf(db(), account.externalGateway)).toBe(gatewayStart - total);
    expect(await walletBalance(db(), buyer.id)).toBe(0);
    expect((await paymentRow(paymentId)).status).toBe("settled");
    await expectLedgerInvariants();
  });

  it("a wrong signature answers 401 and changes nothing", async () => {
    const { buyer, orderIds } = await buyerWithOrders();
    const paymentId = await pay(orderIds, buyer);
    const forged = await simNotify(paymentId, { status: "settlement", badSignature: true });
    expect((await deliver(forged)).status).toBe(401);
    // Tampering with a signed body's amount breaks the signature too.
    const signed = await simNotify(paymentId, { status: "settlement" });
    expect((await deliver({ ...signed, gross_amount: "1000.00" })).status).toBe(401);
    expect(await orderStatus(orderIds[0])).toBe("Menunggu Pembayaran");
    expect((await paymentRow(paymentId)).status).toBe("pending");
    expect(await movementsOf(paymentId)).toEqual([]);
    await expectLedgerInvariants();
  });

  it("a signed notification that claims 'settlement' while the provider still says pending moves nothing (the status is re-read)", async () => {
    const { buyer, orderIds } = await buyerWithOrders();
    const paymentId = await pay(orderIds, buyer);
    const claim = await simNotify(paymentId, { status: "settlement" });
    expect((await deliver(claim)).status).toBe(200);
    expect(await orderStatus(orderIds[0])).toBe("Menunggu Pembayaran");
    expect((await paymentRow(paymentId)).status).toBe("pending");
    await expectLedgerInvariants();
  });

  it("a payment of another amount than was asked credits nothing and is flagged for staff", async () => {
    const { buyer, orderIds } = await buyerWithOrders();
    const paymentId = await pay(orderIds, buyer);
    const row = await paymentRow(paymentId);
    const notification = await simStatus(paymentId, { status: "settlement", grossAmount: row.grossAmount - 1 });
    expect((await deliver(notification)).status).toBe(200);
    const after = await paymentRow(paymentId);
    expect(after.flag).toBe("amount_mismatch");
    expect(after.status).toBe("pending");
    expect(await orderStatus(orderIds[0])).toBe("Menunggu Pembayaran");
    expect(await movementsOf(paymentId)).toEqual([]);
    await expectLedgerInvariants();
  });

  it("a notification for a transaction the app does not know answers 404 and changes nothing", async () => {
    // Created at the provider directly, never by the app.
    const stranger = `pay-unknown-${crypto.randomUUID().slice(0, 8)}`;
    const created = await env.PAYMENT_GATEWAY!.fetch(`${SIM}/snap/v1/transactions`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Authorization: `Basic ${btoa("SB-Mid-server-test-only-0123456789:")}`,
      },
      body: JSON.stringify({ transaction_details: { order_id: stranger, gross_amount: 10_000 } }),
    });
    expect(created.status).toBe(201);
    const before = await balanceOf(db(), account.externalGateway);
    expect((await deliver(await simStatus(stranger, { status: "settlement" }))).status).toBe(404);
    expect(await balanceOf(db(), account.externalGateway)).toBe(before);
  });

  it("a replayed notification and ten concurrent copies apply the payment exactly once", async () => {
    const { buyer, orderIds } = await buyerWithOrders();
    const paymentId = await pay(orderIds, buyer, "gopay");
    const notification = await simStatus(paymentId, { status: "settlement" });
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(notification)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect((await deliver(notification)).status).toBe(200); // and once more later
    expect(await orderStatus(orderIds[0])).toBe("Diproses");
    const paid = await db()
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.kind, "order_paid"), eq(ledgerTransactions.reference, orderIds[0])));
    expect(paid).toHaveLength(1);
    expect(await movementsOf(paymentId)).toHaveLength(1); // the fee, once
    expect(await walletBalance(db(), buyer.id)).toBe(0);
    await expectLedgerInvariants();
  });

  it("a late 'pending' after the settlement is ignored", async () => {
    const { buyer, orderIds } = await buyerWithOrders();
    const paymentId = await pay(orderIds, buyer);
    await deliver(await simStatus(paymentId, { status: "settlement" }));
    const late = await simNotify(paymentId, { status: "pending" });
    expect((await deliver(late)).status).toBe(200);
    expect((await paymentRow(paymentId)).status).toBe("settled");
    expect(await orderStatus(orderIds[0])).toBe("Diproses");
    await expectLedgerInvariants();
  });

  it("a settlement for an order that meanwhile expired goes to the buyer's wallet, with a notice", async () => {
    const { buyer, orderIds } = await buyerWithOrders();
    const paymentId = await pay(orderIds, buyer);
    await db()
      .update(orders)
      .set({ deadlineAt: Date.now() - 1000 })
      .where(eq(orders.id, orderIds[0]));
    const expired = await roomOf(orderIds[0]).act({ orderId: orderIds[0], action: "expire", by: "system" });
    expect(expired.ok).toBe(true);
    expect((await deliver(await simStatus(paymentId, { status: "settlement" }))).status).toBe(200);
    expect(await orderStatus(orderIds[0])).toBe("Dibatalkan");
    expect(await walletBalance(db(), buyer.id)).toBe(150_000);
    expect(await balanceOf(db(), account.escrow(orderIds[0]))).toBe(0);
    const share = await db().query.paymentOrders.findFirst({ where: eq(paymentOrders.paymentId, paymentId) });
    expect(share?.outcome).toBe("credited");
    const notice = await db().query.notifications.findFirst({
      where: and(eq(notifications.userId, buyer.id), eq(notifications.title, "Dana Masuk ke Saldo")),
    });
    expect(notice?.body).toContain("Rp150.000");
    await expectLedgerInvariants();
  });

  it("a second payment of an already-paid order goes to the buyer's wallet", async () => {
    const { buyer, orderIds } = await buyerWithOrders();
    const first = await pay(orderIds, buyer, "qris");
    // The app never opens a second transaction while one is open; the first was closed on the app's
    // side only (a Snap page the provider did not know yet), and the buyer still paid it.
    await db().update(payments).set({ status: "cancelled" }).where(eq(payments.id, first));
    const second = await pay(orderIds, buyer, "va_bni");
    await deliver(await simStatus(first, { status: "settlement" }));
    await deliver(await simStatus(second, { status: "settlement" }));
    expect(await orderStatus(orderIds[0])).toBe("Diproses");
    expect(await balanceOf(db(), account.escrow(orderIds[0]))).toBe(150_000);
    expect(await walletBalance(db(), buyer.id)).toBe(150_000);
    await expectLedgerInvariants();
  });

  it("one transaction pays every order of a checkout", async () => {
    const { buyer, orderIds } = await buyerWithOrders(3, 20_000);
    const paymentId = await pay(orderIds, buyer, "alfamart");
    expect(await paymentRow(paymentId)).toMatchObject({ amount: 60_000, fee: 5_000, grossAmount: 65_000 });
    await deliver(await simStatus(paymentId, { status: "settlement" }));
    for (const id of orderIds) expect(await orderStatus(id)).toBe("Diproses");
    await expectLedgerInvariants();
  });

  it("an expired transaction leaves the order unpaid until its own deadline", async () => {
    const { buyer, orderIds } = await buyerWithOrders();
    const paymentId = await pay(orderIds, buyer);
    expect((await deliver(await simStatus(paymentId, { status: "expire" }))).status).toBe(200);
    expect((await paymentRow(paymentId)).status).toBe("expired");
    expect(await orderStatus(orderIds[0])).toBe("Menunggu Pembayaran");
    await expectLedgerInvariants();
  });

  it("refuses a body over the size limit", async () => {
    const res = await deliver(JSON.stringify({ order_id: "x", padding: "a".repeat(20_000) }));
    expect(res.status).toBe(413);
  });
});

describe("a deposit through the gateway", () => {
  it("is credited to the wallet's pre-funded part automatically, the fee to the platform", async () => {
    const user = await newUser("buyer", "dep");
    const started = await startDepositPayment(
      ctx(),
      { id: user.id, name: user.username, email: user.email },
      100_000,
      "va_bca",
    );
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    const notification = await simStatus(started.paymentId, { status: "settlement" });
    expect(notification.gross_amount).toBe("104000.00");
    await Promise.all([deliver(notification), deliver(notification)]);
    expect(await walletParts(db(), user.id)).toEqual({ deposit: 100_000, proceeds: 0, total: 100_000 });
    const deposit = await db().query.deposits.findFirst({ where: eq(deposits.id, started.depositId!) });
    expect(deposit?.status).toBe("approved");
    await expectLedgerInvariants();
  });

  it("an expired deposit transaction closes the deposit with the reason and credits nothing", async () => {
    const user = await newUser("buyer", "dep");
    const started = await startDepositPayment(
      ctx(),
      { id: user.id, name: user.username, email: user.email },
      50_000,
      "qris",
    );
    if (!started.ok) throw new Error("start failed");
    await deliver(await simStatus(started.paymentId, { status: "expire" }));
    const deposit = await db().query.deposits.findFirst({ where: eq(deposits.id, started.depositId!) });
    expect(deposit).toMatchObject({
      status: "rejected",
      rejectReason: "Pembayaran kedaluwarsa atau dibatalkan di penyedia pembayaran.",
    });
    expect(await walletBalance(db(), user.id)).toBe(0);
    await expectLedgerInvariants();
  });
});

describe("reconciliation", () => {
  it("what the provider settled equals what the ledger's external:gateway received", async () => {
    const settled = await db().get<{ total: number | null }>(
      sql`SELECT sum(gross_amount) AS total FROM payments WHERE status = 'settled'`,
    );
    expect(gatewayBefore - (await balanceOf(db(), account.externalGateway))).toBe(settled?.total ?? 0);
  });
});
