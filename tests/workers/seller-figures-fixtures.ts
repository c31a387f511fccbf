/**
 * A seller's orders as the reliability figures read them (catalog/seller-figures.server.ts), written
 * straight to D1, and the figures' block as a page shows it. Shared by seller-figures.test.ts and
 * seller-read-models.test.ts (the figures' cache).
 */
import { expect } from "vitest";
import { orders } from "~/db/schema";
import { db } from "./helpers";

export const MIN = 60_000;
export const DAY = 24 * 60 * MIN;

type Status = (typeof orders.$inferInsert)["status"];
export interface OrderSpec {
  status: Status;
  type?: "Akun" | "Top Up";
  daysAgo?: number;
  paid?: boolean;
  /** Minutes from payment to shipping. */
  shipMinutes?: number;
  dispute?: boolean;
  decidedBy?: "seller" | "admin";
  /** A completed account order's warranty state (refunded: a claim staff decided for the buyer). */
  warranty?: "released" | "refunded";
}

let seq = 0;
/** One order per spec, made `daysAgo` (default 1) days before `now` and paid a minute later; their ids. */
export async function addOrders(
  sellerId: string,
  buyerId: string,
  productId: string,
  specs: OrderSpec[],
  now = Date.now(),
) {
  const ids: string[] = [];
  for (const o of specs) {
    seq += 1;
    const id = `ord_fig_${seq}_${crypto.randomUUID().slice(0, 8)}`;
    const createdAt = now - (o.daysAgo ?? 1) * DAY - seq * 1000;
    const paidAt = o.paid === false ? null : createdAt + MIN;
    await db()
      .insert(orders)
      .values({
        id,
        buyerId,
        sellerId,
        productId,
        productTitle: "Pesanan angka",
        productType: o.type ?? "Akun",
        unitPrice: 50_000,
        quantity: 1,
        totalAmount: 50_000,
        status: o.status,
        paidAt,
        shippedAt: paidAt !== null && o.shipMinutes !== undefined ? paidAt + o.shipMinutes * MIN : null,
        disputeReason: o.dispute ? "Akun diambil kembali pemilik lama" : null,
        decidedBy: o.decidedBy ?? null,
        warrantyDays: o.warranty ? 7 : 0,
        warrantyStatus: o.warranty ?? null,
        createdAt,
        updatedAt: createdAt,
      });
    ids.push(id);
  }
  return ids;
}

/** The text of a page's 'seller-figures' block (tags and spacing folded). */
export const figuresSection = (html: string) => {
  const clean = html.replace(/<!-- -->/g, "");
  const start = clean.indexOf('data-testid="seller-figures"');
  expect(start).toBeGreaterThan(-1);
  return clean
    .slice(start, clean.indexOf("</section>", start))
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
};
