/** What every staff list of orders shows: the order's number, title and amount with both parties' usernames. */
import { alias } from "drizzle-orm/sqlite-core";
import { eq } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { orders, users } from "~/db/schema";

const buyers = alias(users, "buyers");
const sellers = alias(users, "sellers");

/** A select over orders joined to buyer and seller, with `columns` beside the common ones; add where/order/limit. */
export function ordersWithParties<C extends Record<string, SQLiteColumn>>(db: Db, columns: C) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      productTitle: orders.productTitle,
      totalAmount: orders.totalAmount,
      ...columns,
      buyer: buyers.username,
      seller: sellers.username,
    })
    .from(orders)
    .innerJoin(buyers, eq(buyers.id, orders.buyerId))
    .innerJoin(sellers, eq(sellers.id, orders.sellerId));
}
