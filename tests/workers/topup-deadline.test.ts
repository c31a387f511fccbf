/**
 * A supplier-fulfilled top-up at its promised deadline (issue 32 point 5): the room asks the
 * supplier once more before refunding, so a purchase that went through in the meantime is delivered,
 * not refunded; one still pending is refunded, and when the supplier delivers it after all, the
 * order stays refunded (money moves once) and both parties are told, with the serial number.
 */
import { runDurableObjectAlarm } from "cloudflare:test";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, orders } from "~/db/schema";
import { account } from "~/modules/money/constants";
import { ORDER_STATUS as S } from "~/modules/orders/constants";
import { db, expectLedgerInvariants } from "./helpers";
import { fulfilmentOf, orderOf, postCallback, purchasesOf, simControl, topUpOrder } from "./support/topups";

const walletOf = async (userId: string) =>
  (await db().query.ledgerAccounts.findFirst({ where: (a, { eq: is }) => is(a.id, account.wallet(userId)) }))
    ?.balance ?? 0;

/** A paid top-up whose supplier answered 'Pending', its ship deadline already past. */
async function pendingPastDeadline() {
  const order = await topUpOrder({ outcome: "pending" });
  expect((await order.room.act({ orderId: order.orderId, action: "pay", by: order.buyer })).ok).toBe(true);
  expect(await fulfilmentOf(order.orderId)).toMatchObject({ status: "pending", attempts: 1 });
  const late = 25 * 3600_000; // past any promise (at most 24 h)
  await db()
    .update(orders)
    .set({
      paidAt: sql`${orders.paidAt} - ${late}`,
      deadlineAt: sql`${orders.deadlineAt} - ${late}`,
      shipByAt: sql`${orders.shipByAt} - ${late}`,
    })
    .where(eq(orders.id, order.orderId));
  return order;
}

const noticesOf = (userId: string, orderId: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.link, `/order/${orderId}`)));

describe("a supplier-fulfilled top-up at its deadline", () => {
  it("is asked once more first: delivered in the meantime, it ships and nothing is refunded", async () => {
    const order = await pendingPastDeadline();
    await simControl("/settle", {
      username: order.seller.username,
      refId: order.orderId,
      status: "Sukses",
      deliver: false,
    });

    expect(await runDurableObjectAlarm(order.room)).toBe(true);
    expect((await orderOf(order.orderId)).status).toBe(S.shipped);
    expect(await fulfilmentOf(order.orderId)).toMatchObject({ status: "success", attempts: 2 });
    expect(await walletOf(order.buyer.id)).toBe(0);
    expect(await purchasesOf(order.seller.username)).toHaveLength(1);
    await expectLedgerInvariants();
  });

  it("still pending, is refunded; delivered after that, stays refunded and both parties hear it with the SN", async () => {
    const order = await pendingPastDeadline();
    expect(await runDurableObjectAlarm(order.room)).toBe(true);
    expect((await orderOf(order.orderId)).status).toBe(S.cancelled);
    expect(await walletOf(order.buyer.id)).toBe(22_000);
    expect(await fulfilmentOf(order.orderId)).toMatchObject({ status: "pending" });

    const settled = await simControl("/settle", {
      username: order.seller.username,
      refId: order.orderId,
      status: "Sukses",
      deliver: false,
    });
    const callbacks = (settled as { callbacks: { body: string; headers: Record<string, string> }[] }).callbacks;
    for (const callback of callbacks) expect((await postCallback(order.seller.id, callback)).status).toBe(200);

    expect((await orderOf(order.orderId)).status).toBe(S.cancelled);
    expect(await walletOf(order.buyer.id)).toBe(22_000); // refunded once, not taken back, not paid again
    const row = await fulfilmentOf(order.orderId);
    expect(row).toMatchObject({ status: "success" });
    for (const userId of [order.buyer.id, order.seller.id]) {
      const late = (await noticesOf(userId, order.orderId)).filter((n) => n.title === "Top Up Masuk Setelah Refund");
      expect(late, userId).toHaveLength(1); // once, however many callbacks came
      expect(late[0]!.body).toContain(`SN: ${row!.sn}`);
    }
    await expectLedgerInvariants();
  });
});
