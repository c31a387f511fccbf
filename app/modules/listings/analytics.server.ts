/**
 * Seller analytics: sales and revenue per day, and per listing its views, add-to-cart, orders and
 * conversion. Views and add-to-cart are counted into `listing_daily_stats` after the response
 * (the web worker counts a listing page's views with `waitUntil`, so the page waits for nothing;
 * views are batched per isolate, `countListingView`);
 * sales are the seller's paid orders that were not cancelled, by the WIB day they were paid.
 */
import { and, eq, gte, ne, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { listingDailyStats, orders, products } from "~/db/schema";
import { ORDER_STATUS } from "~/modules/orders/constants";
import { conversion, lastDays, WIB_OFFSET_MS, wibDay } from "./analytics-rules";

/** The statement adding `n` to an active listing's `column` for `day` (an unknown or deleted listing counts nothing). */
function addToDailyStats(d1: D1Database, column: "views" | "cart_adds", listingId: string, day: string, n: number) {
  return d1
    .prepare(
      `INSERT INTO listing_daily_stats (listing_id, day, ${column})
       SELECT id, ?, ? FROM products WHERE id = ? AND status = 'active'
       ON CONFLICT (listing_id, day) DO UPDATE SET ${column} = ${column} + excluded.${column}`,
    )
    .bind(day, n, listingId);
}

/** Adds one add-to-cart to the listing's count for today (one statement). */
export async function countCartAdd(d1: D1Database, listingId: string, now = Date.now()): Promise<void> {
  await addToDailyStats(d1, "cart_adds", listingId, wibDay(now), 1).run();
}

/** How long an isolate gathers listing views before writing them (one D1 batch per window). */
export const VIEW_FLUSH_MS = 1000;
/** Views counted in this isolate and not yet written: `listingId day` → views. */
const pendingViews = new Map<string, number>();
let viewFlush: Promise<void> | null = null;

/**
 * Counts one view of a listing page. Views are batched per isolate: the first view of a window
 * starts a flush that waits VIEW_FLUSH_MS and then writes every view gathered meanwhile as one D1
 * batch (an upsert per listing and day), so a popular listing costs one write per second, not one
 * per view. Returns that flush for the first view of a window (the caller hands it to `waitUntil`,
 * which keeps the isolate alive for it), null for the views it will carry. An isolate that is
 * evicted before its flush loses at most that window's views (analytics, not money).
 */
export function countListingView(d1: D1Database, listingId: string, now = Date.now()): Promise<void> | null {
  const key = `${listingId} ${wibDay(now)}`;
  pendingViews.set(key, (pendingViews.get(key) ?? 0) + 1);
  if (viewFlush) return null;
  viewFlush = (async () => {
    await new Promise((resolve) => setTimeout(resolve, VIEW_FLUSH_MS));
    const gathered = [...pendingViews];
    pendingViews.clear();
    viewFlush = null;
    await d1.batch(
      gathered.map(([key, views]) => {
        const [id, day] = key.split(" ") as [string, string];
        return addToDailyStats(d1, "views", id, day, views);
      }),
    );
  })();
  return viewFlush;
}

const LISTING_PATH = /^\/games\/[^/]+\/[^/]+\/(lst_[A-Za-z0-9_]+)(?:\.data)?$/;

/** The listing id when `request` reads a listing page (the document or its data), else null. */
export function viewedListingId(request: Request, status: number, isBot: boolean): string | null {
  if (request.method !== "GET" || status !== 200 || isBot) return null;
  return LISTING_PATH.exec(new URL(request.url).pathname)?.[1] ?? null;
}

export interface SellerAnalytics {
  days: { day: string; orders: number; revenue: number }[];
  totals: { orders: number; revenue: number; views: number; cartAdds: number; conversion: number | null };
  listings: {
    id: string;
    title: string;
    views: number;
    cartAdds: number;
    orders: number;
    revenue: number;
    conversion: number | null;
  }[];
}

const TOP_LISTINGS = 10;

export async function sellerAnalytics(
  db: Db,
  sellerId: string,
  days: number,
  now = Date.now(),
): Promise<SellerAnalytics> {
  const range = lastDays(days, now);
  const first = range[0]!;
  // The first WIB day's midnight, as epoch milliseconds.
  const since = Date.parse(`${first}T00:00:00Z`) - WIB_OFFSET_MS;
  const paidDay = sql<string>`strftime('%Y-%m-%d', (${orders.paidAt} + ${WIB_OFFSET_MS}) / 1000, 'unixepoch')`;
  const sold = and(eq(orders.sellerId, sellerId), gte(orders.paidAt, since), ne(orders.status, ORDER_STATUS.cancelled));
  const [perDay, perListingSales, perListingStats] = await Promise.all([
    db
      .select({ day: paidDay, orders: sql<number>`count(*)`, revenue: sql<number>`sum(${orders.totalAmount})` })
      .from(orders)
      .where(sold)
      .groupBy(paidDay),
    db
      .select({
        id: orders.productId,
        orders: sql<number>`count(*)`,
        revenue: sql<number>`sum(${orders.totalAmount})`,
      })
      .from(orders)
      .where(sold)
      .groupBy(orders.productId),
    db
      .select({
        id: products.id,
        title: products.title,
        views: sql<number>`coalesce(sum(${listingDailyStats.views}), 0)`,
        cartAdds: sql<number>`coalesce(sum(${listingDailyStats.cartAdds}), 0)`,
      })
      .from(products)
      .leftJoin(listingDailyStats, and(eq(listingDailyStats.listingId, products.id), gte(listingDailyStats.day, first)))
      .where(eq(products.sellerId, sellerId))
      .groupBy(products.id),
  ]);
  const byDay = new Map(perDay.map((d) => [d.day, d]));
  const sales = new Map(perListingSales.map((s) => [s.id, s]));
  const listings = perListingStats
    .map((l) => {
      const s = sales.get(l.id);
      const ordersCount = Number(s?.orders ?? 0);
      const views = Number(l.views);
      return {
        id: l.id,
        title: l.title,
        views,
        cartAdds: Number(l.cartAdds),
        orders: ordersCount,
        revenue: Number(s?.revenue ?? 0),
        conversion: conversion(ordersCount, views),
      };
    })
    .filter((l) => l.views + l.cartAdds + l.orders > 0)
    .sort((a, b) => b.revenue - a.revenue || b.orders - a.orders || b.views - a.views);
  const totals = {
    orders: perDay.reduce((n, d) => n + Number(d.orders), 0),
    revenue: perDay.reduce((n, d) => n + Number(d.revenue), 0),
    views: listings.reduce((n, l) => n + l.views, 0),
    cartAdds: listings.reduce((n, l) => n + l.cartAdds, 0),
  };
  return {
    days: range.map((day) => ({
      day,
      orders: Number(byDay.get(day)?.orders ?? 0),
      revenue: Number(byDay.get(day)?.revenue ?? 0),
    })),
    totals: { ...totals, conversion: conversion(totals.orders, totals.views) },
    listings: listings.slice(0, TOP_LISTINGS),
  };
}
