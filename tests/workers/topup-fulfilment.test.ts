/**
 * Automatic fulfilment of paid top-ups through the seller's supplier (issue 32 point 4), against
 * the Digiflazz simulator: paying buys at once (ref_id = the order id), the answer, a re-poll or a
 * signed callback moves the order through its room — delivered with the serial number as proof,
 * refunded exactly once on a failure — and nothing is ever bought twice.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import worker from "../../workers/app";
import { describe, expect, it } from "vitest";
import { ledgerTransactions, topUpFulfilments } from "~/db/schema";
import { account, MOVEMENT } from "~/modules/money/constants";
import { ORDER_STATUS as S, DISPUTE_WINDOW_MS } from "~/modules/orders/constants";
import { decryptDeliveryInfo, deliveryKeyring } from "~/modules/orders/delivery.server";
import { pollDueFulfilments } from "~/modules/topups/fulfilment.server";
import { signedIn } from "./fixtures";
import { settleAtProvider } from "./gateway-sim";
import { db, expectLedgerInvariants } from "./helpers";
import {
  fulfilmentOf,
  orderOf,
  postCallback,
  purchasesOf,
  simControl,
  topUpOrder,
  type SimPurchase,
} from "./support/topups";
import { payOrdersThroughGateway } from "~/modules/payments/pay-orders.server";

const HOUR = 3600_000;
const walletOf = async (userId: string) =>
  (await db().query.ledgerAccounts.findFirst({ where: (a, { eq }) => eq(a.id, account.wallet(userId)) }))?.balance ?? 0;

async function payFromWallet(order: Awaited<ReturnType<typeof topUpOrder>>) {
  const paid = await order.room.act({ orderId: order.orderId, action: "pay", by: order.buyer });
  expect(paid.ok, JSON.stringify(paid)).toBe(true);
}

const sn = async (orderId: string) => decryptDeliveryInfo(deliveryKeyring(env), (await orderOf(orderId)).deliveryInfo);

describe("a paid top-up the supplier delivers", () => {
  it("is bought at once with the order id as ref_id and ends 'Dikirim' with the SN as delivery proof", async () => {
    const order = await topUpOrder();
    const before = Date.now();
    await payFromWallet(order);

    const [purchase] = await purchasesOf(order.seller.username);
    expect(purchase).toMatchObject({ ref_id: order.orderId, customer_no: order.player.customerNo, status: "Sukses" });
    const row = await orderOf(order.orderId);
    expect(row.status).toBe(S.shipped);
    expect(row.deadlineAt! - before).toBeGreaterThanOrEqual(DISPUTE_WINDOW_MS);
    expect(await sn(order.orderId)).toMatch(/^SN: SN\d+/);
    expect(await fulfilmentOf(order.orderId)).toMatchObject({ status: "success", supplierPrice: 19_200, attempts: 1 });

    // The buyer reads the SN on the order page.
    const page = await (await signedIn(order.buyer.id)).get(`/order/${order.orderId}`);
    expect(await page.text()).toContain((await sn(order.orderId))!);
    await expectLedgerInvariants();
  });

  it("paid through the gateway (QRIS) is fulfilled by the same step", async () => {
    const order = await topUpOrder();
    const buyer = await db().query.users.findFirst({ where: (u, { eq }) => eq(u.id, order.buyer.id) });
    const started = await payOrdersThroughGateway(
      { db: db(), env },
      { id: buyer!.id, email: buyer!.email, username: buyer!.username, fullName: null },
      [order.orderId],
      "qris",
    );
    expect(started.ok).toBe(true);
    const payment = await db().query.payments.findFirst({ where: (p, { eq }) => eq(p.userId, order.buyer.id) });
    await settleAtProvider(payment!.id);
    expect((await orderOf(order.orderId)).status).toBe(S.shipped);
    expect(await purchasesOf(order.seller.username)).toHaveLength(1);
    await expectLedgerInvariants();
  });
});

describe("a pending purchase", () => {
  it("is delivered by the supplier's signed callback, once however often it comes", async () => {
    const order = await topUpOrder({ outcome: "pending", duplicates: 2 });
    await payFromWallet(order);
    expect((await orderOf(order.orderId)).status).toBe(S.processing);
    expect(await fulfilmentOf(order.orderId)).toMatchObject({ status: "pending" });

    const settled = await simControl("/settle", {
      username: order.seller.username,
      refId: order.orderId,
      status: "Sukses",
      deliver: false,
    });
    const callbacks = (settled as { callbacks: SimPurchase["callbacks"] }).callbacks;
    expect(callbacks).toHaveLength(3);
    for (const callback of callbacks) expect((await postCallback(order.seller.id, callback)).status).toBe(200);
    // The "create" callback (Pending) arriving late changes nothing either.
    const [{ callbacks: all }] = await purchasesOf(order.seller.username);
    const late = all.find((c) => c.headers["x-digiflazz-event"] === "create")!;
    expect((await postCallback(order.seller.id, late)).status).toBe(200);

    const row = await orderOf(order.orderId);
    expect(row.status).toBe(S.shipped);
    expect(await sn(order.orderId)).toMatch(/^SN: SN\d+/);
    expect(await fulfilmentOf(order.orderId)).toMatchObject({ status: "success" });
    expect(await purchasesOf(order.seller.username)).toHaveLength(1);
    await expectLedgerInvariants();
  });

  it("is delivered by a re-poll (the same ref_id again) when no callback comes", async () => {
    const order = await topUpOrder({ outcome: "pending" });
    await payFromWallet(order);
    const first = await fulfilmentOf(order.orderId);
    expect(first).toMatchObject({ status: "pending", attempts: 1 });
    // Not yet due: the poll leaves it alone.
    await pollDueFulfilments(env, Date.now());
    expect(await fulfilmentOf(order.orderId)).toEqual(first);

    await simControl("/settle", {
      username: order.seller.username,
      refId: order.orderId,
      status: "Sukses",
      deliver: false,
    });
    const polled = await pollDueFulfilments(env, first!.nextPollAt!);
    expect(polled).toContainEqual({ state: "delivered", moved: true });
    expect((await orderOf(order.orderId)).status).toBe(S.shipped);
    expect(await fulfilmentOf(order.orderId)).toMatchObject({ status: "success", attempts: 2 });
    expect(await purchasesOf(order.seller.username)).toHaveLength(1);
    await expectLedgerInvariants();
  });

  it("is delivered by the minute cron itself once its re-poll is due", async () => {
    const order = await topUpOrder({ outcome: "pending" });
    await payFromWallet(order);
    await simControl("/settle", {
      username: order.seller.username,
      refId: order.orderId,
      status: "Sukses",
      deliver: false,
    });
    const cron = async () => {
      const ctx = createExecutionContext();
      await worker.scheduled!(createScheduledController({ cron: "* * * * *" }), env, ctx);
      await waitOnExecutionContext(ctx);
    };
    // Not due yet: the cron leaves it pending.
    await cron();
    expect(await fulfilmentOf(order.orderId)).toMatchObject({ status: "pending", attempts: 1 });
    await db()
      .update(topUpFulfilments)
      .set({ nextPollAt: Date.now() - 1 })
      .where(eq(topUpFulfilments.orderId, order.orderId));
    await cron();
    expect(await fulfilmentOf(order.orderId)).toMatchObject({ status: "success", attempts: 2 });
    expect((await orderOf(order.orderId)).status).toBe(S.shipped);
    expect(await purchasesOf(order.seller.username)).toHaveLength(1);
    await expectLedgerInvariants();
  });

  it("of a silent supplier is asked again with the same ref_id, never bought twice", async () => {
    const order = await topUpOrder({ outcome: "silent" });
    await payFromWallet(order);
    let now = Date.now();
    for (let i = 0; i < 3; i++) {
      now = (await fulfilmentOf(order.orderId))!.nextPollAt!;
      await pollDueFulfilments(env, now);
    }
    const row = await fulfilmentOf(order.orderId);
    expect(row).toMatchObject({ status: "pending", attempts: 4 });
    // The next try waits longer each time (backoff).
    expect(row!.nextPollAt! - now).toBeGreaterThan(60_000);
    expect((await orderOf(order.orderId)).status).toBe(S.processing);
    const purchases = await purchasesOf(order.seller.username);
    expect(purchases).toHaveLength(1);
    expect(purchases[0]!.ref_id).toBe(order.orderId);
    await expectLedgerInvariants();
  });
});

describe("a failed purchase", () => {
  async function expectRefundedOnce(order: Awaited<ReturnType<typeof topUpOrder>>, reason: string) {
    const row = await orderOf(order.orderId);
    expect(row.status).toBe(S.cancelled);
    expect(row.decidedBy).toBe("system");
    expect(row.decisionReason).toBe(`Top up gagal diproses supplier: ${reason}. Dana dikembalikan otomatis.`);
    expect(await walletOf(order.buyer.id)).toBe(22_000);
    const refunds = await db()
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.kind, MOVEMENT.orderRefunded), eq(ledgerTransactions.reference, order.orderId)));
    expect(refunds.map((t) => t.description)).toEqual([`supplier_refund ${order.orderId}`]);
    expect(await fulfilmentOf(order.orderId)).toMatchObject({ status: "failed" });
    // The stock came back and the buyer reads why.
    const page = await (await signedIn(order.buyer.id)).get(`/order/${order.orderId}`);
    expect(await page.text()).toContain("Dana dikembalikan otomatis");
  }

  /** A re-poll after the refund asks the supplier nothing more and changes nothing. */
  async function expectNotAskedAgain(order: Awaited<ReturnType<typeof topUpOrder>>) {
    const settled = await fulfilmentOf(order.orderId);
    await pollDueFulfilments(env, Date.now() + 24 * HOUR);
    expect(await fulfilmentOf(order.orderId)).toEqual(settled);
    expect((await purchasesOf(order.seller.username)).length).toBeLessThanOrEqual(1);
    expect(await walletOf(order.buyer.id)).toBe(22_000);
  }

  it("(wrong customer number) refunds the buyer at once, exactly once", async () => {
    const order = await topUpOrder({ outcome: "wrong_number" });
    await payFromWallet(order);
    await expectRefundedOnce(order, "Nomor Tujuan Salah");
    await expectNotAskedAgain(order);
    await expectLedgerInvariants();
  });

  it("later, by duplicated callbacks, refunds exactly once", async () => {
    const order = await topUpOrder({ outcome: "pending", duplicates: 3 });
    await payFromWallet(order);
    const settled = (await simControl("/settle", {
      username: order.seller.username,
      refId: order.orderId,
      status: "Gagal",
      deliver: false,
    })) as { callbacks: SimPurchase["callbacks"] };
    const answers = await Promise.all(settled.callbacks.map((c) => postCallback(order.seller.id, c)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    await expectRefundedOnce(order, "Produk Sedang Gangguan");
    await expectNotAskedAgain(order);
    await expectLedgerInvariants();
  });

  it("when the supplier's price is above the seller's maximum is refused there and refunded", async () => {
    const order = await topUpOrder({ maxPrice: 19_000 });
    await payFromWallet(order);
    await expectRefundedOnce(order, "Harga seller lebih besar dari ketentuan harga Buyer");
    expect(await purchasesOf(order.seller.username)).toHaveLength(0);
    expect(await simControl(`/accounts/${order.seller.username}`)).toMatchObject({ balance: 1_000_000 });
    await expectLedgerInvariants();
  });
});

describe("the webhook", () => {
  it("answers 401 to a forged signature and nothing moves", async () => {
    const order = await topUpOrder({ outcome: "pending" });
    await payFromWallet(order);
    const body = JSON.stringify({
      data: { ref_id: order.orderId, status: "Gagal", rc: "55", message: "Produk Sedang Gangguan", sn: "", price: 0 },
    });
    const forged = await postCallback(order.seller.id, {
      body,
      headers: { "x-hub-signature": "sha1=" + "0".repeat(40) },
    });
    expect(forged.status).toBe(401);
    expect((await postCallback(order.seller.id, { body, headers: {} })).status).toBe(401);
    // A genuine callback of this seller's sent to another seller's webhook is not trusted either.
    await simControl("/settle", {
      username: order.seller.username,
      refId: order.orderId,
      status: "Sukses",
      deliver: false,
    });
    const [{ callbacks }] = await purchasesOf(order.seller.username);
    const genuine = callbacks.find((c) => c.headers["x-digiflazz-event"] === "update")!;
    const other = await topUpOrder();
    expect((await postCallback(other.seller.id, genuine)).status).toBe(401);

    expect((await orderOf(order.orderId)).status).toBe(S.processing);
    expect(await fulfilmentOf(order.orderId)).toMatchObject({ status: "pending" });
    expect(await walletOf(order.buyer.id)).toBe(0);
    await expectLedgerInvariants();
  });

  it("counts a supplier failure in the seller's figures as a paid order that did not complete", async () => {
    const order = await topUpOrder({ outcome: "failed" });
    await payFromWallet(order);
    const { sellerFigures } = await import("~/modules/catalog/seller-figures.server");
    expect(await sellerFigures({ db: db() }, order.seller.id)).toMatchObject({
      orders: 1,
      finalOrders: 1,
      completedOrders: 0,
    });
    expect(await walletOf(order.buyer.id)).toBe(22_000);
    await expectLedgerInvariants();
  });
});
