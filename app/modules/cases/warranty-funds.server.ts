/**
 * A seller's 'Dana Garansi': the money of their completed account orders that waits in warranty
 * holds (`warranty:<seller>:<order>`) until each warranty ends or its claim is decided. The total is
 * the ledger's; the list says which orders and when each is released.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ledgerAccounts, orders } from "~/db/schema";
import { WARRANTY } from "~/modules/orders/constants";
import { orderLabel } from "~/modules/orders/order-number";

/** Orders listed under the total (the soonest releases first). */
const SHOWN = 10;

export async function warrantyFunds(db: Db, sellerId: string) {
  const [total, rows] = await db.batch([
    db
      .select({ total: sql<number>`coalesce(sum(${ledgerAccounts.balance}), 0)` })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.ownerId, sellerId), sql`${ledgerAccounts.id} LIKE 'warranty:%'`)),
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        productTitle: orders.productTitle,
        totalAmount: orders.totalAmount,
        status: orders.warrantyStatus,
        endsAt: orders.warrantyEndsAt,
      })
      .from(orders)
      .where(and(eq(orders.sellerId, sellerId), inArray(orders.warrantyStatus, [WARRANTY.active, WARRANTY.claimed])))
      .orderBy(asc(orders.warrantyEndsAt), asc(orders.id))
      .limit(SHOWN),
  ]);
  return {
    total: total[0]?.total ?? 0,
    orders: rows.map((r) => ({
      id: r.id,
      label: orderLabel(r),
      productTitle: r.productTitle,
      amount: r.totalAmount,
      claimed: r.status === WARRANTY.claimed,
      endsAt: r.endsAt,
    })),
  };
}
export type WarrantyFunds = Awaited<ReturnType<typeof warrantyFunds>>;
