import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { account } from "~/modules/money/constants";
import { balanceOf } from "~/modules/money/ledger.server";
import { ORDER_STATUS as S } from "~/modules/orders/constants";
import { applyOrderAction } from "~/modules/orders/movements.server";
import { newId } from "~/utils/ids";
import { orders, products } from "~/db/schema";
import { walletBalance } from "~/modules/money/wallet-parts.server";
import { db, expectLedgerInvariants } from "./helpers";

const BUYER = "usr_demo_buyer";
const SELLER = "usr_demo_seller";

/** A fresh listing of the demo seller and an unpaid order for it (what checkout will create). */
async function newOrder({ price = 100_000, quantity = 1, stock = 5 } = {}) {
  const now = Date.now();
  const productId = newId("lst");
  await db().insert(products).values({
    id: productId,
    sellerId: SELLER,
    gameSlug: "mobile-legends",
    categorySlug: "akun",
    type: "Akun",
    title: "Akun uji escrow",
    price,
    stock,
    createdAt: now,
    updatedAt: now,
  });
  const orderId = newId("ord");
  await db()
    .insert(orders)
    .values({
      id: orderId,
      buyerId: BUYER,
      sellerId: SELLER,
      productId,
      productTitle: "Akun uji escrow",
      productType: "Akun",
      unitPrice: price,
      quantity,
      totalAmount: price * quantity,
      deadlineAt: now + 24 * 3600_000,
      createdAt: now,
      updatedAt: now,
    });
  return { orderId, productId };
}

const stockOf = async (id: string) => (await db().query.products.findFirst({ where: eq(products.id, id) }))!.stock;
const statusOf = async (id: string) => (await db().query.orders.findFirst({ where: eq(orders.id, id) }))!.status;

describe("order money movements", () => {
  it("pays into escrow, ships, and releases to the seller minus the 5% fee", async () => {
    const buyerStart = await walletBalance(db(), BUYER);
    const sellerStart = await walletBalance(db(), SELLER);
    const feesStart = await balanceOf(db(), account.platformFees);
    const { orderId, productId } = await newOrder({ price: 150_000, quantity: 2, stock: 5 });

    const paid = await applyOrderAction(db(), orderId, "pay", "buyer");
    expect(paid).toMatchObject({ ok: true, order: { status: S.processing } });
    expect(await walletBalance(db(), BUYER)).toBe(buyerStart - 300_000);
    expect(await balanceOf(db(), account.escrow(orderId))).toBe(300_000);
    expect(await stockOf(productId)).toBe(3);
    await expectLedgerInvariants();

    expect(
      await applyOrderAction(db(), orderId, "ship", "seller", { extra: { deliveryInfo: "terkirim" } }),
    ).toMatchObject({
      ok: true,
      order: { status: S.shipped, deliveryInfo: "terkirim" },
    });
    expect(await applyOrderAction(db(), orderId, "confirm", "buyer")).toMatchObject({
      ok: true,
      order: { status: S.completed },
    });
    expect(await balanceOf(db(), account.escrow(orderId))).toBe(0);
    expect(await walletBalance(db(), SELLER)).toBe(sellerStart + 285_000);
    expect(await balanceOf(db(), account.platformFees)).toBe(feesStart + 15_000);
    await expectLedgerInvariants();

    // Confirming again changes nothing.
    expect(await applyOrderAction(db(), orderId, "confirm", "buyer")).toEqual({ ok: false, reason: "wrong_status" });
    expect(await walletBalance(db(), SELLER)).toBe(sellerStart + 285_000);
  });

  it("refuses payment beyond the balance and leaves everything as it was", async () => {
    const start = await walletBalance(db(), BUYER);
    const { orderId, productId } = await newOrder({ price: start + 1 });
    expect(await applyOrderAction(db(), orderId, "pay", "buyer")).toEqual({
      ok: false,
      reason: "insufficient_balance",
    });
    expect(await statusOf(orderId)).toBe(S.awaitingPayment);
    expect(await stockOf(productId)).toBe(5);
    expect(await walletBalance(db(), BUYER)).toBe(start);
    await expectLedgerInvariants();
  });

  it("refuses payment when the stock is gone, with no money moved", async () => {
    const start = await walletBalance(db(), BUYER);
    const { orderId } = await newOrder({ price: 1_000, quantity: 3, stock: 2 });
    expect(await applyOrderAction(db(), orderId, "pay", "buyer")).toEqual({ ok: false, reason: "out_of_stock" });
    expect(await walletBalance(db(), BUYER)).toBe(start);
    await expectLedgerInvariants();
  });

  it("pays exactly once under concurrent requests", async () => {
    const start = await walletBalance(db(), BUYER);
    const { orderId } = await newOrder({ price: 10_000 });
    const results = await Promise.all(Array.from({ length: 5 }, () => applyOrderAction(db(), orderId, "pay", "buyer")));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await walletBalance(db(), BUYER)).toBe(start - 10_000);
    await expectLedgerInvariants();
  });

  it("refunds the buyer and returns the stock when the seller cancels before shipping", async () => {
    const start = await walletBalance(db(), BUYER);
    const { orderId, productId } = await newOrder({ price: 20_000, stock: 1 });
    await applyOrderAction(db(), orderId, "pay", "buyer");
    expect(await stockOf(productId)).toBe(0);
    expect(await applyOrderAction(db(), orderId, "cancel", "seller")).toMatchObject({
      ok: true,
      order: { status: S.cancelled },
    });
    expect(await walletBalance(db(), BUYER)).toBe(start);
    expect(await stockOf(productId)).toBe(1);
    await expectLedgerInvariants();
  });

  it("auto-confirms only after the dispute window, once, even if the alarm fires twice", async () => {
    const { orderId } = await newOrder({ price: 40_000 });
    await applyOrderAction(db(), orderId, "pay", "buyer");
    const shippedAt = Date.now();
    await applyOrderAction(db(), orderId, "ship", "seller", { now: shippedAt });
    expect(await applyOrderAction(db(), orderId, "auto_confirm", "system", { now: shippedAt + 1000 })).toEqual({
      ok: false,
      reason: "too_early",
    });
    const later = shippedAt + 72 * 3600_000;
    const [first, second] = await Promise.all([
      applyOrderAction(db(), orderId, "auto_confirm", "system", { now: later }),
      applyOrderAction(db(), orderId, "auto_confirm", "system", { now: later }),
    ]);
    expect([first.ok, second.ok].filter(Boolean)).toHaveLength(1);
    expect(await statusOf(orderId)).toBe(S.completed);
    await expectLedgerInvariants();
  });

  it("lets an admin refund a disputed order to the buyer", async () => {
    const start = await walletBalance(db(), BUYER);
    const { orderId } = await newOrder({ price: 55_000 });
    await applyOrderAction(db(), orderId, "pay", "buyer");
    await applyOrderAction(db(), orderId, "ship", "seller");
    expect(
      await applyOrderAction(db(), orderId, "dispute", "buyer", { extra: { disputeReason: "Akun tidak bisa login" } }),
    ).toMatchObject({ ok: true, order: { status: S.disputed } });
    expect(await applyOrderAction(db(), orderId, "release", "buyer")).toEqual({ ok: false, reason: "not_allowed" });
    expect(await applyOrderAction(db(), orderId, "refund", "admin")).toMatchObject({
      ok: true,
      order: { status: S.cancelled },
    });
    expect(await walletBalance(db(), BUYER)).toBe(start);
    await expectLedgerInvariants();
  });
});
