import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { chatThreads, orders } from "~/db/schema";
import {
  formatDuration,
  sellerFigures,
  sellerFiguresQuery,
  sellerFigureView,
  type SellerFigures,
} from "~/modules/catalog/seller-figures.server";
import { recordChatMessage } from "~/modules/chat/threads.server";
import { newListing, newUser, roomOf } from "./fixtures";
import { db, insertOrder, queryPlan } from "./helpers";
import { addOrders, DAY, figuresSection, MIN } from "./seller-figures-fixtures";
import { client } from "./http";

/**
 * A seller's reliability figures from known orders: completion rate, 'Tingkat klaim akun', the
 * medians of time to ship and of the first chat answer, each with its count; 'Penjual baru' under 5
 * paid orders in 90 days; shown on the public profile and the listing's seller card.
 */

const NOW = Date.now();

let seasoned: { id: string; username: string; listing: string };
let fresh: { id: string; username: string; listing: string };

beforeAll(async () => {
  const buyer = await newUser("buyer", "figbuyer");
  const a = await newUser("seller", "figtoko");
  const aListing = await newListing(a.id, "Akun Figur Valorant");
  seasoned = { ...a, listing: aListing.path };
  const ids = await addOrders(
    a.id,
    buyer.id,
    aListing.id,
    [
      // Six completed account orders, shipped 10–60 minutes after payment; one warranty ran out
      // unclaimed (released), another's warranty claim staff decided for the buyer (upheld).
      ...[10, 20, 30, 40].map((m) => ({ status: "Selesai" as const, shipMinutes: m })),
      { status: "Selesai", shipMinutes: 50, warranty: "released" },
      { status: "Selesai", shipMinutes: 60, warranty: "refunded" },
      // Complained about and refunded by staff: an upheld account claim.
      { status: "Dibatalkan", dispute: true, decidedBy: "admin", shipMinutes: 120 },
      // A top-up the seller cancelled after payment: final, not completed, not an account.
      { status: "Dibatalkan", type: "Top Up", decidedBy: "seller" },
      // Still open: counts as an order and a shipment, not as final.
      { status: "Dikirim", shipMinutes: 15 },
      // Never paid: not counted anywhere.
      { status: "Menunggu Pembayaran", paid: false },
      { status: "Dibatalkan", paid: false },
      // Older than 90 days: outside the window.
      { status: "Selesai", daysAgo: 100, shipMinutes: 1 },
      { status: "Dibatalkan", daysAgo: 95, dispute: true, decidedBy: "admin" },
    ],
    NOW,
  );
  // Chats as the OrderRoom records them.
  const chat = (orderId: string, sender: string, minute: number) =>
    recordChatMessage(
      db(),
      { orderId, buyerId: buyer.id, sellerId: a.id },
      { sender, body: "halo", createdAt: NOW - 2 * DAY + minute * MIN },
    );
  // Buyer asks twice, the seller answers 4 minutes after the first question (later answers change nothing).
  await chat(ids[0]!, buyer.id, 0);
  await chat(ids[0]!, buyer.id, 1);
  await chat(ids[0]!, a.id, 4);
  await chat(ids[0]!, buyer.id, 5);
  await chat(ids[0]!, a.id, 30);
  // The seller writes first; the buyer's question is answered 2 minutes later.
  await chat(ids[1]!, a.id, 0);
  await chat(ids[1]!, buyer.id, 1);
  await chat(ids[1]!, a.id, 3);
  // Answered after two hours.
  await chat(ids[2]!, buyer.id, 0);
  await chat(ids[2]!, a.id, 120);
  // Not answered yet: no response time.
  await chat(ids[3]!, buyer.id, 0);

  const b = await newUser("seller", "figbaru");
  const bListing = await newListing(b.id, "Akun Figur Baru");
  fresh = { ...b, listing: bListing.path };
  await addOrders(
    b.id,
    buyer.id,
    bListing.id,
    [
      { status: "Selesai", shipMinutes: 5 },
      { status: "Selesai", shipMinutes: 5 },
      { status: "Selesai", shipMinutes: 5 },
      { status: "Dikirim", shipMinutes: 5 },
      // Unpaid and old orders do not lift a seller over the threshold.
      { status: "Dibatalkan", paid: false },
      { status: "Selesai", daysAgo: 120, shipMinutes: 5 },
    ],
    NOW,
  );
});

describe("seller figures", () => {
  it("computes rates, medians and counts from the orders of the last 90 days", async () => {
    const f = await sellerFigures({ db: db() }, seasoned.id, NOW);
    expect(f).toEqual<SellerFigures>({
      orders: 9,
      finalOrders: 8,
      completedOrders: 6,
      finalAccountOrders: 7,
      upheldAccountClaims: 2,
      // 10, 15, 20, 30, 40, 50, 60, 120 minutes: the middle two are 30 and 40.
      medianShipMs: 35 * MIN,
      shippedOrders: 8,
      // Shipped in the window, all within the 24 h of an order without a promised delivery time.
      recentShipments: 8,
      onTimeShipments: 8,
      // 2, 4 and 120 minutes.
      medianReplyMs: 4 * MIN,
      answeredChats: 3,
    });
  });

  it("records the first answer after the buyer's first message on the seller's chat row only", async () => {
    const rows = await db()
      .select({ userId: chatThreads.userId, firstReplyMs: chatThreads.firstReplyMs })
      .from(chatThreads)
      .innerJoin(orders, eq(orders.id, chatThreads.orderId))
      .where(eq(orders.sellerId, seasoned.id));
    const seller = rows.filter((r) => r.userId === seasoned.id).map((r) => r.firstReplyMs);
    expect(seller.sort((x, y) => (x ?? -1) - (y ?? -1))).toEqual([null, 2 * MIN, 4 * MIN, 120 * MIN]);
    expect(rows.filter((r) => r.userId !== seasoned.id).every((r) => r.firstReplyMs === null)).toBe(true);
  });

  it("the OrderRoom records the seller's first answer as chat messages arrive", async () => {
    const buyer = await newUser("buyer", "figchat");
    const seller = await newUser("seller", "figchat");
    const listing = await newListing(seller.id, "Akun Figur Chat");
    const orderId = await insertOrder(buyer.id, listing.id);
    const room = roomOf(orderId);
    await room.track(orderId);
    const reply = async () =>
      (
        await db()
          .select({ firstReplyMs: chatThreads.firstReplyMs })
          .from(chatThreads)
          .where(and(eq(chatThreads.orderId, orderId), eq(chatThreads.userId, seller.id)))
      )[0]?.firstReplyMs;
    await room.postMessage(seller.id, "Halo, akun siap dikirim.");
    await room.postMessage(buyer.id, "Bisa ganti email?");
    expect(await reply()).toBeNull();
    await room.postMessage(seller.id, "Bisa, kak.");
    const first = await reply();
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(60_000);
    await room.postMessage(buyer.id, "Oke.");
    await room.postMessage(seller.id, "Siap.");
    expect(await reply()).toBe(first);
  });

  it("shows a new seller with fewer than 5 paid orders as 'Penjual baru', without figures", async () => {
    const f = await sellerFigures({ db: db() }, fresh.id, NOW);
    expect(f.orders).toBe(4);
    const view = sellerFigureView(f, { reviewCount: 0 });
    expect(view.newSeller?.label).toBe("Penjual baru");
    expect(view.items).toEqual([]);
    // One more paid order and the figures appear.
    expect(sellerFigureView({ ...f, orders: 5 }, { reviewCount: 0 }).newSeller).toBeNull();
  });

  it("never calls a seller with reviews 'Penjual baru': too few recent orders reads 'Belum cukup pesanan'", async () => {
    const f = await sellerFigures({ db: db() }, fresh.id, NOW);
    const view = sellerFigureView(f, { reviewCount: 14 });
    expect(view.newSeller?.label).toBe("Belum cukup pesanan");
    expect(view.newSeller?.note).toBe("Angka kinerja tampil setelah penjual menerima 5 pesanan dalam 90 hari.");
    expect(view.items).toEqual([]);
  });

  it("reads orders and chat threads through their indexes, never a scan of every row", async () => {
    const details = await queryPlan(sellerFiguresQuery(seasoned.id, NOW));
    expect(details.some((d) => d.includes("orders_seller_idx"))).toBe(true);
    expect(details.filter((d) => /^SCAN (o|ct|orders|chat_threads)\b/.test(d) && !d.includes("INDEX"))).toEqual([]);
  });

  it("writes durations the way people read them", () => {
    expect(formatDuration(20_000)).toBe("< 1 menit");
    expect(formatDuration(35 * MIN)).toBe("35 menit");
    expect(formatDuration(125 * MIN)).toBe("2 jam 5 menit");
    expect(formatDuration(3 * 60 * MIN)).toBe("3 jam");
    expect(formatDuration(DAY + 4 * 60 * MIN)).toBe("1 hari 4 jam");
  });

  it("shows the figures with their counts on the public profile and the listing's seller card", async () => {
    for (const path of [`/user/${seasoned.username}`, seasoned.listing]) {
      const res = await client().get(path);
      expect(res.status, path).toBe(200);
      const text = figuresSection(await res.text());
      expect(text, path).toContain("Kinerja 90 hari terakhir");
      expect(text, path).toContain("Pesanan selesai 75% dari 8 pesanan");
      expect(text, path).toContain("Tingkat klaim akun 29% dari 7 pesanan akun");
      expect(text, path).toContain("Waktu kirim (median) 35 menit dari 8 pengiriman");
      expect(text, path).toContain("Tepat waktu 100% dari 8 pengiriman");
      expect(text, path).toContain("Waktu balas chat (median) 4 menit dari 3 percakapan");
      expect(text, path).not.toContain("Penjual baru");
    }
  });

  it("says 'Belum cukup pesanan', not 'Penjual baru', beside a seller's reviews on the profile and listing", async () => {
    // The demo seller has seeded reviews (the listing's seller card shows their rating and count)
    // and no paid order in this file's window.
    for (const path of ["/user/penjual_demo", "/games/valorant/akun/lst_sample_1"]) {
      const res = await client().get(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toMatch(/\d+ ulasan/);
      const text = figuresSection(html);
      expect(text, path).toContain("Belum cukup pesanan");
      expect(text, path).not.toContain("Penjual baru");
    }
  });

  it("shows 'Penjual baru' instead of figures on the profile and the listing of a new seller", async () => {
    for (const path of [`/user/${fresh.username}`, fresh.listing]) {
      const res = await client().get(path);
      expect(res.status, path).toBe(200);
      const text = figuresSection(await res.text());
      expect(text, path).toContain("Penjual baru");
      expect(text, path).not.toContain("Pesanan selesai");
      expect(text, path).not.toContain("Tingkat klaim akun");
    }
  });
});
