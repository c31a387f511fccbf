/**
 * Short human order numbers (`PG-XXXX-XXXX`): generated at checkout from a random source with an
 * unambiguous alphabet, stored and unique, filled in for orders written without one, shown wherever
 * people read about an order, and found by staff.
 */
import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkout } from "~/modules/checkout/checkout.server";
import { newOrderNumber, normalizeOrderNumber, ORDER_NUMBER_PATTERN } from "~/modules/orders/order-number";
import { orders } from "~/db/schema";
import { db, expectDbError, insertOrder } from "./helpers";
import { disputedOrder, fundedBuyer, newListing, newUser, signedIn, USERS } from "./fixtures";

const FORMAT = /^PG-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/;
const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");
const numberOf = async (id: string) =>
  (await db().select({ n: orders.orderNumber }).from(orders).where(eq(orders.id, id)).get())!.n!;

describe("order numbers", () => {
  it("are PG-XXXX-XXXX in an alphabet without 0, O, 1, I or L, and do not repeat", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const n = newOrderNumber();
      expect(n).toMatch(FORMAT);
      expect(n).toMatch(ORDER_NUMBER_PATTERN);
      seen.add(n);
    }
    expect(seen.size).toBe(5000);
    expect(normalizeOrderNumber(" pg-24k7-9qx2 ")).toBe("PG-24K7-9QX2");
    expect(normalizeOrderNumber("PG24K79QX2")).toBe("PG-24K7-9QX2");
    expect(normalizeOrderNumber("24k7 9qx2")).toBe("PG-24K7-9QX2");
    expect(normalizeOrderNumber("akun valorant")).toBeNull();
  });

  it("checkout stores one per order; orders written without one get one; the database refuses a repeat", async () => {
    const seller = await newUser("seller", "nomor");
    const listing = await newListing(seller.id, "Akun Valorant nomor pesanan", 10_000, 5);
    const buyer = await fundedBuyer(100_000);
    const results = await checkout(
      { db: db(), env },
      buyer,
      [{ listingId: listing.id, quantity: 1, expectedPrice: 10_000, userInputData: {} }],
      crypto.randomUUID(),
    );
    expect(results[0]!.ok).toBe(true);
    const fromCheckout = await numberOf(results[0]!.ok ? results[0]!.orderId : "");
    expect(fromCheckout).toMatch(FORMAT);

    const written = await insertOrder(buyer.id, listing.id, "Selesai");
    const filled = await numberOf(written);
    expect(filled).toMatch(FORMAT);
    expect(filled).not.toBe(fromCheckout);

    const missing = await db().get<{ n: number }>(sql`SELECT count(*) AS n FROM orders WHERE order_number IS NULL`);
    expect(missing?.n).toBe(0);
    await expectDbError(
      db().update(orders).set({ orderNumber: fromCheckout }).where(eq(orders.id, written)),
      /UNIQUE/i,
    );
  });

  it("is shown on the order page, both parties' lists, the notifications and the staff's dispute list", async () => {
    const listing = await newListing(USERS.seller.id, "Akun Valorant nomor tampil", 20_000, 5);
    const buyer = await fundedBuyer(50_000);
    const id = await disputedOrder(buyer.id, listing.id);
    const number = await numberOf(id);
    const buyerClient = await signedIn(buyer.id);
    const sellerClient = await signedIn(USERS.seller.id);

    const page = await text(await buyerClient.get(`/order/${id}`));
    expect(page).toMatch(new RegExp(`data-testid="order-number"[^>]*>${number}<`));
    expect(await text(await buyerClient.get("/my-account/orders"))).toContain(number);
    expect(await text(await sellerClient.get("/seller/dashboard?tab=orders"))).toContain(number);
    expect(await text(await sellerClient.get("/notifications"))).toContain(number);
    const admin = await signedIn(USERS.admin.id);
    expect(await text(await admin.get("/admin/disputes"))).toContain(number);
  });

  it("staff find an order by its number, typed loosely; nobody else may search", async () => {
    const listing = await newListing(USERS.seller.id, "Akun Valorant nomor dicari", 30_000, 5);
    const id = await insertOrder(USERS.buyer.id, listing.id, "Selesai");
    const other = await insertOrder(USERS.buyer.id, listing.id, "Selesai");
    const number = await numberOf(id);
    const admin = await signedIn(USERS.admin.id);
    const loose = number.toLowerCase().replaceAll("-", " ");
    const found = await text(await admin.get(`/admin?q=${encodeURIComponent(loose)}`));
    expect(found).toContain(`data-order-id="${id}"`);
    expect(found).not.toContain(`data-order-id="${other}"`);
    expect(found).toContain(number);
    const none = await text(await admin.get(`/admin?q=${encodeURIComponent("PG-2222-2222")}`));
    expect(none).not.toContain(`data-order-id="`);
    expect(none).toContain("Pesanan tidak ditemukan");
    const buyer = await signedIn(USERS.buyer.id);
    expect((await buyer.get(`/admin?q=${encodeURIComponent(number)}`)).status).not.toBe(200);
  });
});
