/**
 * Who reads what a seller delivered (an account's login, an instant code) — issue 30, security
 * probe: the buyer and the seller always (the seller's read-back is their evidence); staff only on an
 * order under complaint or warranty claim, and every such read leaves an audit row naming the staff
 * member and the time.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, orders } from "~/db/schema";
import { deliveryKeyring, encryptDeliveryInfo } from "~/modules/orders/delivery.server";
import { signedIn, USERS } from "./fixtures";
import { db } from "./helpers";
import { orderAt } from "./support/orders";
import type { Client } from "./http";

const PRICE = 60_000;
const LOGIN = "Login: rahasia.pembeli@surel.test / Sandi-Rahasia-77";

/** A shipped account order whose delivery info is LOGIN (sealed as the ship step seals it). */
async function shippedOrder(warrantyDays = 0) {
  return orderAt("shipped", {
    price: PRICE,
    title: "Akun Valorant data rahasia",
    sellerPrefix: "rahasia",
    warrantyDays,
    deliveryInfo: await encryptDeliveryInfo(deliveryKeyring(env), LOGIN),
  });
}

/** Whether the page at `path` shows the delivered password to client `c`. */
const shows = async (c: Client, path: string) => (await (await c.get(path)).text()).includes("Sandi-Rahasia-77");

const readsOf = (orderId: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "order"), eq(auditLog.targetId, orderId), eq(auditLog.action, "delivery_read")));

describe("delivered secrets", () => {
  it("staff do not read a delivered login on an order without complaint or claim", async () => {
    const { orderId, room, buyer, path } = await shippedOrder();
    const admin = await signedIn(USERS.admin.id);
    expect(await shows(admin, path)).toBe(false);
    // Completed, no warranty claim: still not.
    expect((await room.act({ orderId, action: "confirm", by: buyer })).ok).toBe(true);
    expect(await shows(admin, path)).toBe(false);
    expect(await shows(admin, `/admin/disputes/${orderId}`)).toBe(false);
    expect(await readsOf(orderId)).toEqual([]);
  });

  it("the buyer and the seller read it back, unaudited", async () => {
    const { orderId, buyer, seller, path } = await shippedOrder();
    expect(await shows(await signedIn(buyer.id), path)).toBe(true);
    expect(await shows(await signedIn(seller.id), path)).toBe(true);
    expect(await readsOf(orderId)).toEqual([]);
  });

  it("under complaint staff read it on the order and the dispute page; each read is audited with who and when", async () => {
    const { orderId, room, buyer, path } = await shippedOrder();
    const disputed = await room.act({
      orderId,
      action: "dispute",
      by: buyer,
      extra: {
        disputeReason: "Akun tidak bisa login",
        disputeEvidence: ["Kata sandi ditolak"],
      },
    });
    expect(disputed.ok).toBe(true);
    const admin = await signedIn(USERS.admin.id);
    const before = Date.now();
    expect(await shows(admin, path)).toBe(true);
    expect(await shows(admin, `/admin/disputes/${orderId}`)).toBe(true);
    const reads = await readsOf(orderId);
    expect(reads).toHaveLength(2);
    for (const read of reads) {
      expect(read.actorId).toBe(USERS.admin.id);
      expect(read.createdAt).toBeGreaterThanOrEqual(before);
    }
  });

  it("under a warranty claim staff read it, audited", async () => {
    const { orderId, room, buyer } = await shippedOrder(7);
    expect((await room.act({ orderId, action: "confirm", by: buyer })).ok).toBe(true);
    const admin = await signedIn(USERS.admin.id);
    expect(await shows(admin, `/admin/disputes/${orderId}`)).toBe(false);
    await db().update(orders).set({ warrantyStatus: "claimed" }).where(eq(orders.id, orderId));
    expect(await shows(admin, `/admin/disputes/${orderId}`)).toBe(true);
    expect(await readsOf(orderId)).toMatchObject([{ actorId: USERS.admin.id }]);
  });
});
