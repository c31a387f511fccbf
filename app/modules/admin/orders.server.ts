/**
 * Staff find an order by what people tell them: the short order number (typed loosely: any case,
 * spaces or dashes, with or without `PG`) or the full order id. Exact matches on unique columns.
 */
import { eq, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { normalizeOrderNumber } from "~/modules/orders/order-number";
import { orders } from "~/db/schema";
import { ordersWithParties } from "./order-rows.server";

export type StaffOrderHit = Awaited<ReturnType<typeof findOrdersForStaff>>[number];

/** The order whose number or id `q` is (none when `q` is neither). */
export async function findOrdersForStaff(db: Db, q: string) {
  const term = q.trim();
  if (!term || term.length > 100) return [];
  const number = normalizeOrderNumber(term);
  const where = number ? or(eq(orders.orderNumber, number), eq(orders.id, term)) : eq(orders.id, term);
  return ordersWithParties(db, { status: orders.status, createdAt: orders.createdAt }).where(where).limit(5);
}
