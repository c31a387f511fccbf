/**
 * Read-only lists around orders: the buyer's orders, the seller's incoming orders
 * and dashboard stats, the /messages inbox, the /notifications page and the header's unread counts.
 * Every number is computed from rows (orders, reviews, chat_threads, notifications), never stored.
 */
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { sellerRatingOf } from "~/modules/catalog/figures.server";
import { account, MOVEMENT } from "~/modules/money/constants";
import { walletBalanceSql } from "~/modules/money/wallet-parts.server";
import { avatarSrc } from "~/utils/avatar";
import { chatThreads, notifications, orders, ORDER_STATUSES, users } from "~/db/schema";
import { ORDER_STATUS, type OrderStatus } from "./constants";
import { channelOnSql } from "~/modules/notifications/prefs.server";
import { joinPaidWith, paidWithColumns, paidWithOf, type PaidWithRow } from "~/modules/payments/paid-with.server";

/** Rows per "page"; 'Muat Lebih Banyak' shows the next page below the ones already shown. */
export const LIST_PAGE_SIZE = 20;
/** More than this many pages are never shown at once (the URL is user input). */
export const MAX_PAGES = 25;

/** `?status=` of a list: one of the order statuses, or null for all. */
export function parseStatusFilter(value: string | null): OrderStatus | null {
  return value && (ORDER_STATUSES as readonly string[]).includes(value) ? (value as OrderStatus) : null;
}

/** `?page=` of a list: a whole number 1…MAX_PAGES (anything else is page 1). */
export function parsePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGES) : 1;
}

export interface ListQuery {
  status?: OrderStatus | null;
  page?: number;
}

export interface OrderListItem {
  id: string;
  /** The short number people read (`PG-24K7-9QX2`). */
  orderNumber: string;
  productTitle: string;
  productType: string;
  quantity: number;
  totalAmount: number;
  status: OrderStatus;
  createdAt: number;
  /** The other party: the seller in the buyer's list, the buyer in the seller's list. */
  partyUsername: string;
  partyAvatarUrl: string;
  /** How it was paid ("QRIS", "Saldo PasarGame"); null while unpaid. */
  paidMethod: string | null;
}

export interface OrderList {
  items: OrderListItem[];
  /** True when another page exists after the ones shown. */
  hasMore: boolean;
  page: number;
}

const party = alias(users, "party");

async function listOrders(db: Db, side: "buyer" | "seller", userId: string, query: ListQuery): Promise<OrderList> {
  const page = query.page ?? 1;
  const limit = page * LIST_PAGE_SIZE;
  const mine = side === "buyer" ? eq(orders.buyerId, userId) : eq(orders.sellerId, userId);
  const partyId = side === "buyer" ? orders.sellerId : orders.buyerId;
  const select = db
    .select({
      ...paidWithColumns,
      id: orders.id,
      orderNumber: sql<string>`coalesce(${orders.orderNumber}, ${orders.id})`,
      productTitle: orders.productTitle,
      productType: orders.productType,
      quantity: orders.quantity,
      totalAmount: orders.totalAmount,
      status: orders.status,
      createdAt: orders.createdAt,
      partyUsername: party.username,
      partyAvatarUrl: party.avatarUrl,
    })
    .from(orders)
    .innerJoin(party, eq(party.id, partyId))
    .$dynamic();
  const rows = await joinPaidWith(select)
    .where(query.status ? and(mine, eq(orders.status, query.status)) : mine)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit + 1);
  return {
    items: rows.slice(0, limit).map((r) => ({
      id: r.id,
      orderNumber: r.orderNumber,
      productTitle: r.productTitle,
      productType: r.productType,
      quantity: r.quantity,
      totalAmount: r.totalAmount,
      status: r.status,
      createdAt: r.createdAt,
      partyUsername: r.partyUsername,
      partyAvatarUrl: avatarSrc(r.partyAvatarUrl, r.partyUsername),
      paidMethod: paidWithOf(r as PaidWithRow)?.method ?? null,
    })),
    hasMore: rows.length > limit,
    page,
  };
}

/** The buyer's own orders, newest first, with the seller's username and avatar. */
export function listBuyerOrders({ db }: { db: Db }, buyerId: string, query: ListQuery = {}) {
  return listOrders(db, "buyer", buyerId, query);
}

/** The seller's incoming orders, newest first, with the buyer's username and avatar. */
export function listSellerOrders({ db }: { db: Db }, sellerId: string, query: ListQuery = {}) {
  return listOrders(db, "seller", sellerId, query);
}

export interface SellerStats {
  /** Sum of total_amount of the seller's 'Selesai' orders (rupiah). */
  totalSales: number;
  completedOrders: number;
  /** Average of the ratings on the seller's listings; 0 when there are none. */
  averageRating: number;
  reviewCount: number;
  /** Paid orders waiting for the seller to ship ('Diproses'). */
  toShip: number;
  /** What the releases of those orders credited to the seller's wallet: totals minus the platform fee. */
  netSales: number;
}

/** The dashboard's stat cards, in one query. */
export async function sellerStats({ db }: { db: Db }, sellerId: string): Promise<SellerStats> {
  const row = await db.get<{
    totalSales: number | null;
    completedOrders: number | null;
    toShip: number | null;
    ratingSum: number | null;
    reviewCount: number | null;
    netSales: number | null;
  }>(sql`
    SELECT
      (SELECT coalesce(sum(total_amount), 0) FROM orders WHERE seller_id = ${sellerId} AND status = ${ORDER_STATUS.completed}) AS totalSales,
      (SELECT count(*) FROM orders WHERE seller_id = ${sellerId} AND status = ${ORDER_STATUS.completed}) AS completedOrders,
      (SELECT count(*) FROM orders WHERE seller_id = ${sellerId} AND status = ${ORDER_STATUS.processing}) AS toShip,
      -- The seller's rating read model (seller_ratings, kept exact by triggers on reviews).
      (SELECT rating_sum FROM seller_ratings WHERE seller_id = ${sellerId}) AS ratingSum,
      (SELECT review_count FROM seller_ratings WHERE seller_id = ${sellerId}) AS reviewCount,
      (SELECT coalesce(sum(e.amount), 0) FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE e.account_id = ${account.wallet(sellerId)}
          AND t.kind IN (${MOVEMENT.orderReleased}, ${MOVEMENT.warrantyReleased}, ${MOVEMENT.warrantyRefunded})) AS netSales
  `);
  const { rating, reviewCount } = sellerRatingOf(row);
  return {
    totalSales: Number(row?.totalSales ?? 0),
    completedOrders: Number(row?.completedOrders ?? 0),
    toShip: Number(row?.toShip ?? 0),
    averageRating: rating,
    reviewCount,
    netSales: Number(row?.netSales ?? 0),
  };
}

export interface Conversation {
  orderId: string;
  productTitle: string;
  status: OrderStatus;
  otherUsername: string;
  otherAvatarUrl: string;
  /** Whether the other party is the seller (so the viewer is the buyer). */
  otherIsSeller: boolean;
  unread: number;
  lastMessageAt: number;
  lastMessagePreview: string;
  lastFromMe: boolean;
}

/** The user's order conversations, the most recent message first, with unread counts. */
export async function listConversations(
  { db }: { db: Db },
  userId: string,
  { page = 1 }: { page?: number } = {},
): Promise<{ items: Conversation[]; hasMore: boolean; page: number }> {
  const limit = page * LIST_PAGE_SIZE;
  const other = alias(users, "other");
  const rows = await db
    .select({
      orderId: chatThreads.orderId,
      productTitle: orders.productTitle,
      status: orders.status,
      otherUsername: other.username,
      otherAvatarUrl: other.avatarUrl,
      otherIsSeller: sql<number>`${orders.buyerId} = ${userId}`,
      unread: chatThreads.unread,
      lastMessageAt: chatThreads.lastMessageAt,
      lastMessagePreview: chatThreads.lastMessagePreview,
      lastSenderId: chatThreads.lastSenderId,
    })
    .from(chatThreads)
    .innerJoin(orders, eq(orders.id, chatThreads.orderId))
    .innerJoin(
      other,
      eq(other.id, sql`CASE WHEN ${orders.buyerId} = ${userId} THEN ${orders.sellerId} ELSE ${orders.buyerId} END`),
    )
    .where(eq(chatThreads.userId, userId))
    .orderBy(desc(chatThreads.lastMessageAt), desc(chatThreads.orderId))
    .limit(limit + 1);
  return {
    items: rows.slice(0, limit).map(({ lastSenderId, ...r }) => ({
      ...r,
      otherIsSeller: Boolean(r.otherIsSeller),
      otherAvatarUrl: avatarSrc(r.otherAvatarUrl, r.otherUsername),
      lastFromMe: lastSenderId === userId,
    })),
    hasMore: rows.length > limit,
    page,
  };
}

/** A notification row `n` whose kind the user has not switched off in the app (settings per kind). */
const inAppOn = channelOnSql(sql`n.user_id`, sql`n.kind`, "in_app");

export interface HeaderCounts {
  /** Notifications not yet seen (read_at IS NULL). */
  notifications: number;
  /** Chat messages not yet read, over all the user's conversations (orders and pre-sale). */
  messages: number;
  /** The available wallet balance (rupiah) for the user menu. */
  balance: number;
}

/**
 * The header badges and the user menu's balance, in ONE query (the root loader adds one round trip
 * at most).
 */
export async function headerCounts({ db }: { db: Db }, userId: string): Promise<HeaderCounts> {
  const row = await db.get<{ notifications: number | null; messages: number | null; balance: number | null }>(sql`
    SELECT
      (SELECT count(*) FROM notifications n WHERE n.user_id = ${userId} AND n.read_at IS NULL AND ${inAppOn}) AS notifications,
      (SELECT coalesce(sum(unread), 0) FROM chat_threads WHERE user_id = ${userId})
        + (SELECT coalesce(sum(unread), 0) FROM inquiry_threads WHERE user_id = ${userId}) AS messages,
      ${walletBalanceSql(userId)} AS balance
  `);
  return {
    notifications: Number(row?.notifications ?? 0),
    messages: Number(row?.messages ?? 0),
    balance: Number(row?.balance ?? 0),
  };
}

/**
 * The same counts for the user of session `sessionId`, so the root loader can ask beside the
 * session's validation instead of after it (one round trip less in sequence). Use them only once
 * the session is valid; an unknown session reads zeros.
 */
export async function headerCountsForSession({ db }: { db: Db }, sessionId: string): Promise<HeaderCounts> {
  const row = await db.get<{ notifications: number | null; messages: number | null; balance: number | null }>(sql`
    WITH viewer AS (SELECT user_id AS id FROM sessions WHERE id = ${sessionId})
    SELECT
      (SELECT count(*) FROM notifications n WHERE n.user_id = (SELECT id FROM viewer) AND n.read_at IS NULL AND ${inAppOn}) AS notifications,
      (SELECT coalesce(sum(unread), 0) FROM chat_threads WHERE user_id = (SELECT id FROM viewer)) AS messages,
      ${walletBalanceSql(sql`(SELECT id FROM viewer)`)} AS balance
  `);
  return {
    notifications: Number(row?.notifications ?? 0),
    messages: Number(row?.messages ?? 0),
    balance: Number(row?.balance ?? 0),
  };
}

export interface NotificationItem {
  id: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: number;
  /** Unread when the page was opened: the page highlights these. */
  isNew: boolean;
}

/**
 * The user's notifications, newest first; the unread ones among those shown are marked read AFTER
 * being read, so this view still knows which were new. `unreadElsewhere` counts unread ones beyond
 * the shown pages.
 */
export async function viewNotifications(
  { db }: { db: Db },
  userId: string,
  { page = 1, now = Date.now() }: { page?: number; now?: number } = {},
): Promise<{ items: NotificationItem[]; hasMore: boolean; page: number; unreadElsewhere: number }> {
  const limit = page * LIST_PAGE_SIZE;
  const rows = await db
    .select({
      id: notifications.id,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        channelOnSql(sql`${notifications.userId}`, sql`${notifications.kind}`, "in_app"),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  const newIds = shown.filter((n) => n.readAt === null).map((n) => n.id);
  // D1 binds at most 100 parameters per statement: mark the shown ones in chunks, in one batch.
  const updates = chunks(newIds, 90).map((ids) =>
    db
      .update(notifications)
      .set({ readAt: now })
      .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids), isNull(notifications.readAt))),
  );
  if (updates.length > 0) await db.batch(updates as [(typeof updates)[number], ...typeof updates]);
  const unreadElsewhere = rows.length > limit ? (await headerCounts({ db }, userId)).notifications : 0;
  return {
    items: shown.map(({ readAt, ...n }) => ({ ...n, isNew: readAt === null })),
    hasMore: rows.length > limit,
    page,
    unreadElsewhere,
  };
}

/** 'Tandai semua dibaca': every unread notification of the user becomes read. Returns how many. */
export async function markAllNotificationsRead({ db }: { db: Db }, userId: string, now = Date.now()): Promise<number> {
  const res = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return res.length;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
