/** A seller's Pengiriman Instan listing stocked with codes, for the instant-delivery tests. */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { products } from "~/db/schema";
import { addItems } from "~/modules/listings/instant-items.server";
import { newListing, newUser } from "../fixtures";
import { db } from "../helpers";

export const ctx = () => ({ db: db(), env });
export const listingRow = async (id: string) => (await db().query.products.findFirst({ where: eq(products.id, id) }))!;

/** A new seller's listing with `count` unsold codes (its stock is their count). */
export async function instantListing(count: number, price = 10_000) {
  const seller = await newUser("seller", "instan");
  const listing = await newListing(seller.id, "Voucher Instan", price, 0);
  const codes = Array.from(
    { length: count },
    (_, i) => `VCR-${String(i).padStart(4, "0")}-${crypto.randomUUID().slice(0, 6)}`,
  );
  const added = await addItems(ctx(), seller.id, listing.id, codes.join("\n"));
  expect(added).toEqual({ ok: true, added: count });
  return { seller, listing, codes };
}
