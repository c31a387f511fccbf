/**
 * Seller analytics as the seller reads it (/seller/dashboard?tab=analytics): revenue and orders per
 * WIB day from paid, not cancelled orders; views counted when a person (not a crawler) opens the
 * listing page; add-to-cart counted from the /cart form post and the buy box's beacon; conversion
 * is orders per view. Only the seller's own figures.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { listingDailyStats, orders } from "~/db/schema";
import { wibDay } from "~/modules/listings/analytics-rules";
import { VIEW_FLUSH_MS } from "~/modules/listings/analytics.server";
import { newListing, newUser, send, signedIn } from "./fixtures";
import { db, insertOrder } from "./helpers";
import { client } from "./http";

const DAY = 24 * 60 * 60 * 1000;
const PERSON = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36";

async function paidOrder(
  buyerId: string,
  listingId: string,
  paidAt: number,
  total: number,
  status: "Selesai" | "Dibatalkan" = "Selesai",
) {
  const id = await insertOrder(buyerId, listingId, status);
  await db().update(orders).set({ paidAt, totalAmount: total }).where(eq(orders.id, id));
  return id;
}

const statsOf = (listingId: string) =>
  db().select().from(listingDailyStats).where(eq(listingDailyStats.listingId, listingId));

describe("seller analytics", () => {
  it("writes a burst of views of several listings once per window, each counted exactly", async () => {
    const seller = await newUser("seller", "ramai");
    const [a, b] = [await newListing(seller.id, "Akun ramai A"), await newListing(seller.id, "Akun ramai B")];
    const visitor = client();
    const started = Date.now();
    const views = await Promise.all(
      [...Array(12).fill(a.path), ...Array(5).fill(b.path)].map(async (path) => {
        const res = await visitor.get(path, { "User-Agent": PERSON });
        await res.text();
        return res.status;
      }),
    );
    expect(views.every((s) => s === 200)).toBe(true);
    // Nothing is written while the window is open (checked when the burst took well under it)…
    if (Date.now() - started < VIEW_FLUSH_MS * 0.8) expect(await statsOf(a.id)).toEqual([]);
    // …then every view, once.
    await vi.waitFor(
      async () => {
        expect((await statsOf(a.id))[0]?.views).toBe(12);
        expect((await statsOf(b.id))[0]?.views).toBe(5);
      },
      { timeout: 5000 },
    );
    await new Promise((resolve) => setTimeout(resolve, VIEW_FLUSH_MS + 200));
    expect((await statsOf(a.id))[0]?.views).toBe(12);
  });

  it("counts a person's views of the listing page, not a crawler's, and add-to-cart from the form and the beacon", async () => {
    const seller = await newUser("seller", "analitik");
    const listing = await newListing(seller.id, "Akun Valorant analitik dilihat");
    const visitor = client();
    for (let i = 0; i < 3; i++) {
      const res = await visitor.get(listing.path, { "User-Agent": PERSON });
      expect(res.status).toBe(200);
      await res.text();
    }
    const crawler = await client().get(listing.path, {
      "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)",
    });
    await crawler.text();
    // Views are written in one batch per VIEW_FLUSH_MS window, after the responses.
    await vi.waitFor(async () => expect((await statsOf(listing.id))[0]?.views).toBe(3), { timeout: 5000 });

    const buyer = await signedIn((await newUser("buyer", "keranjang")).id);
    const beacon = await send(buyer, "POST", "/stats/cart-add", new URLSearchParams({ listingId: listing.id }), {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(beacon.status).toBe(204);
    const form = await send(
      buyer,
      "POST",
      "/cart",
      new URLSearchParams({ intent: "add", listingId: listing.id, price: "40000", quantity: "1", back: listing.path }),
      { "Content-Type": "application/x-www-form-urlencoded" },
    );
    expect(form.status).toBe(302);
    // An unknown listing counts nothing (and is no error).
    const unknown = await send(buyer, "POST", "/stats/cart-add", new URLSearchParams({ listingId: "lst_tidak_ada" }), {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(unknown.status).toBe(204);
    const [row] = await statsOf(listing.id);
    expect(row).toMatchObject({ day: wibDay(Date.now()), views: 3, cartAdds: 2 });
  });

  it("shows revenue per day, totals, top listings and conversion for the chosen period, from the seller's own paid orders", async () => {
    const seller = await newUser("seller", "grafik");
    const other = await newUser("seller", "lain");
    const buyer = await newUser("buyer", "beli");
    const a = await newListing(seller.id, "Akun Valorant grafik A", 50_000, 20);
    const b = await newListing(seller.id, "Akun Valorant grafik B", 20_000, 20);
    const theirs = await newListing(other.id, "Akun Valorant bukan miliknya", 99_000, 20);
    const now = Date.now();
    await paidOrder(buyer.id, a.id, now - 2 * DAY, 50_000);
    await paidOrder(buyer.id, a.id, now - 2 * DAY, 50_000);
    await paidOrder(buyer.id, b.id, now, 20_000);
    await paidOrder(buyer.id, b.id, now - 1 * DAY, 20_000, "Dibatalkan"); // refunded: no sale
    await paidOrder(buyer.id, a.id, now - 20 * DAY, 50_000); // outside 7 days, inside 30
    await paidOrder(buyer.id, theirs.id, now, 99_000); // another seller's
    await db()
      .insert(listingDailyStats)
      .values({ listingId: a.id, day: wibDay(now), views: 40, cartAdds: 5 });

    const c = await signedIn(seller.id);
    const html = await (await c.get("/seller/dashboard?tab=analytics&periode=7")).text();
    const bars = [
      ...html.matchAll(/data-testid="revenue-bar" data-day="([^"]+)" data-revenue="(\d+)" data-orders="(\d+)"/g),
    ];
    expect(bars).toHaveLength(7);
    const byDay = Object.fromEntries(bars.map(([, day, revenue, count]) => [day, [Number(revenue), Number(count)]]));
    expect(byDay[wibDay(now - 2 * DAY)]).toEqual([100_000, 2]);
    expect(byDay[wibDay(now)]).toEqual([20_000, 1]);
    expect(byDay[wibDay(now - DAY)]).toEqual([0, 0]);
    expect(html).toMatch(/data-testid="total-revenue">Rp\s?120\.000</);
    expect(html).toContain('data-testid="total-orders">3<');
    expect(html).toContain('data-testid="total-views">40<');
    expect(html).not.toContain("Akun Valorant bukan miliknya");
    // A first: 2 orders over 40 views = 5 %.
    const rowA = new RegExp(`data-listing-id="${a.id}">[\\s\\S]*?</tr>`).exec(html)?.[0] ?? "";
    expect(rowA).toContain("5%");

    const month = await (await c.get("/seller/dashboard?tab=analytics&periode=30")).text();
    expect([...month.matchAll(/data-testid="revenue-bar"/g)]).toHaveLength(30);
    expect(month).toMatch(/data-testid="total-revenue">Rp\s?170\.000</);
  });

  it("is the seller's only: a buyer is sent away, a visitor to login", async () => {
    const buyer = await signedIn((await newUser("buyer", "bukan")).id);
    const res = await buyer.get("/seller/dashboard?tab=analytics");
    expect(res.status).toBe(302);
    const visitor = await client().get("/seller/dashboard?tab=analytics");
    expect(visitor.headers.get("Location")).toMatch(/^\/login\?redirect=/);
    expect(env.DB).toBeDefined();
  });
});
