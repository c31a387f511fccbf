/**
 * Where automatic fulfilment begins: the statement the paying batch (orders/movements.server.ts)
 * adds for a top-up whose listing is mapped to a supplier SKU with a maximum price and whose seller
 * has a supplier account. One `top_up_fulfilments` row per order, written under the paying step's
 * guard, so "paid" and "to be bought at the supplier" are one fact; the room then runs it.
 */
import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { products, supplierAccounts, topUpFulfilments } from "~/db/schema";
import type { Order } from "~/modules/orders/types";
import { customerNoOf } from "./customer-no";

/** The insert of the order's fulfilment (due at once), or null when the order is not fulfilled by a supplier. */
export async function fulfilmentStartStatement(db: Db, order: Order, guard: SQL, now: number): Promise<SQL | null> {
  // Pengiriman Instan delivers from the seller's own stock; a top-up line holds one purchase.
  if (order.productType !== "Top Up" || order.instantDelivery || order.quantity !== 1) return null;
  const product = await db.query.products.findFirst({
    where: eq(products.id, order.productId),
    columns: { gameSlug: true, supplierSku: true, supplierMaxPrice: true },
  });
  if (!product?.supplierSku || product.supplierMaxPrice == null) return null;
  const customerNo = customerNoOf(product.gameSlug, order.userInputData);
  if (!customerNo) return null;
  return sql`INSERT INTO ${topUpFulfilments} (order_id, seller_id, provider, sku, customer_no, max_price, status,
      attempts, next_poll_at, created_at, updated_at)
    SELECT ${order.id}, ${supplierAccounts.sellerId}, ${supplierAccounts.provider}, ${product.supplierSku},
      ${customerNo}, ${product.supplierMaxPrice}, 'pending', 0, ${now}, ${now}, ${now}
    FROM ${supplierAccounts} WHERE ${supplierAccounts.sellerId} = ${order.sellerId} AND ${guard}
    ON CONFLICT (order_id) DO NOTHING`;
}
