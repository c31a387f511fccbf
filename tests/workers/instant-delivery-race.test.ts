/**
 * Pengiriman Instan under a rush: 1,000 concurrent checkouts of a listing with 37 items pay exactly
 * 37 orders, each with its own item (the rest of the feature: instant-delivery.test.ts).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "~/db/schema";
import { soldItems } from "~/modules/listings/instant-items.server";
import { checkout } from "~/modules/checkout/checkout.server";
import { fundedBuyer } from "./fixtures";
import { db, expectLedgerInvariants } from "./helpers";
import { ctx, instantListing, listingRow } from "./support/instant";

describe("paying an instant order", () => {
  it("1,000 concurrent checkouts of a listing with 37 items: exactly 37 paid orders, each with its own item", async () => {
    const { listing } = await instantListing(37);
    const buyer = await fundedBuyer(10_000 * 1_000);
    const line = [{ listingId: listing.id, quantity: 1, expectedPrice: 10_000, userInputData: {} }];
    const answers = await Promise.all(
      Array.from({ length: 1_000 }, () => checkout(ctx(), buyer, line, crypto.randomUUID())),
    );
    const paid = answers.flat().filter((a) => a.ok && a.paid);
    expect(paid).toHaveLength(37);
    const sold = await soldItems(ctx(), listing.id);
    expect(sold).toHaveLength(37);
    expect(new Set(sold.map((s) => s.orderId)).size).toBe(37);
    expect(new Set(sold.map((s) => s.orderId))).toEqual(new Set(paid.map((p) => (p.ok ? p.orderId : ""))));
    expect((await listingRow(listing.id)).stock).toBe(0);
    const shipped = await db().select({ id: orders.id }).from(orders).where(eq(orders.productId, listing.id));
    expect(shipped.length).toBeGreaterThanOrEqual(37);
    await expectLedgerInvariants();
  }, 300_000);
});
