/** Notifications about an order's status, written after each transition for the people it concerns. */
import type { Db } from "~/db/client.server";
import { newId } from "~/utils/ids";
import { notifications } from "~/db/schema";
import type { Actor } from "./escrow";
import type { Order } from "./movements.server";
import { orderLabel } from "./order-number";
import { notificationFor } from "./texts";

/** Whoever did not act hears about it: the buyer acts → the seller; the seller → the buyer; staff or a deadline → both. */
export function recipientsOf(order: Pick<Order, "buyerId" | "sellerId">, actor: Actor): string[] {
  if (actor === "buyer") return [order.sellerId];
  if (actor === "seller") return [order.buyerId];
  return [order.buyerId, order.sellerId];
}

/** The notification's body starts with the order's short number, so people can name the order. */
const numbered = (order: Order, { title, body }: { title: string; body: string }) => ({
  title,
  body: `${orderLabel(order)} · ${body}`,
});

/** Each recipient reads the outcome as theirs: the buyer 'dikembalikan ke saldo Anda', the seller 'ke saldo pembeli'. */
export async function notifyTransition(db: Db, order: Order, actor: Actor, now = Date.now()): Promise<void> {
  const rows = recipientsOf(order, actor).map((userId) => ({
    id: newId("ntf"),
    userId,
    ...numbered(order, notificationFor(order, userId === order.buyerId ? "buyer" : "seller")),
    link: `/order/${order.id}`,
    createdAt: now,
  }));
  await db.insert(notifications).values(rows);
}
