/**
 * What a seller delivered — the delivery info (an account's login) or an instant order's items —
 * decrypted for a reader who may see it. The buyer and the seller read it through the order page's
 * own rules; staff read it only while the order is under complaint or warranty claim (that is when
 * they decide on it), and every staff read writes an audit row with who and when (security probe,
 * issue 30: before, every admin could read every delivered login at any time, unrecorded).
 */
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { atomic } from "~/db/client.server";
import { deliveryItems } from "~/db/schema";
import { auditStatement } from "~/modules/admin/audit.server";
import { ORDER_STATUS as S } from "./constants";
import { decryptDeliveryInfo, deliveryKeyring } from "./delivery.server";
import type { Order } from "./types";

type Ctx = Pick<AppLoadContext, "db" | "env">;
type Delivered = Pick<Order, "id" | "status" | "warrantyStatus" | "instantDelivery" | "deliveryInfo" | "shippedAt">;

/** The audit action of a staff read of delivered secrets (target: the order). */
export const DELIVERY_READ_ACTION = "delivery_read";

/** Whether staff may read what was delivered: only during a complaint or a warranty claim. */
export function staffMayReadDelivery(order: Pick<Order, "status" | "warrantyStatus">): boolean {
  return order.status === S.disputed || order.warrantyStatus === "claimed";
}

/** Whether anything was delivered, without decrypting it (an instant order's items come with its shipping). */
export function wasDelivered(order: Pick<Order, "deliveryInfo" | "instantDelivery" | "shippedAt">): boolean {
  return order.deliveryInfo !== null || (order.instantDelivery && order.shippedAt !== null);
}

/**
 * What was delivered: `stored` when anything was; `text` decrypted (null when any part cannot be
 * opened — the page then says so instead of showing part of it). An instant order's delivery is
 * its items, one per line.
 */
export async function deliveredText(ctx: Ctx, order: Delivered): Promise<{ stored: boolean; text: string | null }> {
  const keys = deliveryKeyring(ctx.env);
  if (!order.instantDelivery) {
    if (order.deliveryInfo === null) return { stored: false, text: null };
    return { stored: true, text: await decryptDeliveryInfo(keys, order.deliveryInfo) };
  }
  const rows = await ctx.db
    .select({ content: deliveryItems.content })
    .from(deliveryItems)
    .where(eq(deliveryItems.orderId, order.id))
    .orderBy(deliveryItems.createdAt, deliveryItems.id);
  if (rows.length === 0) return { stored: false, text: null };
  const items = await Promise.all(rows.map((r) => decryptDeliveryInfo(keys, r.content)));
  return { stored: true, text: items.some((item) => item === null) ? null : items.join("\n") };
}

/**
 * What was delivered, for staff member `staffId` reading it on `page`: null (nothing decrypted,
 * nothing recorded) outside a complaint or claim or when nothing was delivered; otherwise the
 * audit row is written first, then the text is returned.
 */
export async function deliveredForStaff(
  ctx: Ctx,
  order: Delivered,
  staffId: string,
  page: "order" | "dispute",
): Promise<{ stored: boolean; text: string | null } | null> {
  if (!staffMayReadDelivery(order)) return null;
  const delivered = await deliveredText(ctx, order);
  if (!delivered.stored) return delivered;
  await atomic(ctx.db, [
    auditStatement({
      actorId: staffId,
      action: DELIVERY_READ_ACTION,
      targetType: "order",
      targetId: order.id,
      before: null,
      after: { page, status: order.status, warrantyStatus: order.warrantyStatus },
    }),
  ]);
  return delivered;
}
