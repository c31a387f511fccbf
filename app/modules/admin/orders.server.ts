/**
 * Staff find an order by what people tell them: the short order number (typed loosely: any case,
 * spaces or dashes, with or without `PG`) or the full order id. Exact matches on unique columns.
 */
import { alias } from "drizzle-orm/sqlite-core";
import { eq, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { normalizeOrderNumber } from "~/modules/orders/order-number";
import { orders, users } from "~/db/schema";

const buyers = alias(users, "buyers");
const sellers = alias(users, "sellers");

export type StaffOrderHit = Awaited<ReturnType<typeof findOrdersForStaff>>[number];

/** The order whose number or id `q` is (none when `q` is neither). */
export async function findOrdersForStaff(db: Db, q: string) {
  const term = q.trim();
  if (!term || term.length > 100) return [];
  const number = normalizeOrderNumber(term);
  const where = number ? or(eq(orders.orderNumber, number), eq(orders.id, term)) : eq(orders.id, term);
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      productTitle: orders.productTitle,
      totalAmount: orders.totalAmount,
      status: orders.status,
      createdAt: orders.createdAt,
      buyer: buyers.username,
      seller: sellers.username,
    })
    .from(orders)
    .innerJoin(buyers, eq(buyers.id, orders.buyerId))
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .where(where)
    .limit(5);
}
