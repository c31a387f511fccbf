/**
 * A seller's reliability figures (public profile and the listing page's seller card), computed from
 * real orders — never stored counters — in ONE query over the seller's orders of the last 90 days
 * (orders_seller_idx). What each figure counts, and when a seller is 'Penjual baru':
 * docs/seller-figures.md. Pages read them through a per-seller cache (seller_figures_cache,
 * SELLER_FIGURES_TTL_MS below), recomputed after the response when older than its TTL.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ORDER_STATUS, SHIP_DEADLINE_MS, UNPAID_EXPIRY_MS } from "~/modules/orders/constants";
import { formatNumber } from "~/utils/format";
import { SELLER_FIGURE_TEXTS as T } from "./texts";

export const FIGURES_WINDOW_DAYS = 90;
/** Fewer paid orders than this in the window: 'Penjual baru', no figures. */
export const FIGURES_MIN_ORDERS = 5;
const DAY_MS = 24 * 3600 * 1000;

export interface SellerFigures {
  /** Paid orders in the window. */
  orders: number;
  /** Paid orders that reached a final state, and how many of them are 'Selesai'. */
  finalOrders: number;
  completedOrders: number;
  /** Akun orders that reached a final state, and how many staff refunded after a complaint. */
  finalAccountOrders: number;
  upheldAccountClaims: number;
  /** Median paid → shipped (ms; null without shipped orders) over `shippedOrders`. */
  medianShipMs: number | null;
  shippedOrders: number;
  /** Orders shipped in the window (by ship date), and how many by their ship deadline. */
  recentShipments: number;
  onTimeShipments: number;
  /** Median first chat answer (ms; null without answered chats) over `answeredChats`. */
  medianReplyMs: number | null;
  answeredChats: number;
}

/** The median of the values `v` of `rows` (an SQL SELECT of a column `v`, none null), in one sorted pass. */
function median(rows: SQL): SQL {
  return sql`(SELECT avg(v) FROM (SELECT v, row_number() OVER (ORDER BY v) AS rn, count(*) OVER () AS c FROM (${rows}))
    WHERE rn IN ((c + 1) / 2, (c + 2) / 2))`;
}

/**
 * The figures' one statement (exported for the query-plan test). The seller's recent orders are read
 * once through orders_seller_idx into `recent` (a seller with thousands of orders is read once, not once
 * per figure), every count is a sum over it, and each median one sorted pass.
 */
export function sellerFiguresQuery(sellerId: string, now: number): SQL {
  const since = now - FIGURES_WINDOW_DAYS * DAY_MS;
  // Shipped in the window: an order ships at most UNPAID_EXPIRY_MS + SHIP_DEADLINE_MS after it was
  // made, so reading from that much earlier loses none of the window's shipments.
  const readFrom = since - UNPAID_EXPIRY_MS - SHIP_DEADLINE_MS;
  const inWindow = sql`r.created_at >= ${since} AND r.paid_at IS NOT NULL`;
  const shipped = sql`SELECT r.shipped_at - r.paid_at AS v FROM recent r WHERE ${inWindow} AND r.shipped_at IS NOT NULL`;
  const recentShipment = sql`r.paid_at IS NOT NULL AND r.shipped_at >= ${since}`;
  const onTime = sql`r.shipped_at <= coalesce(r.ship_by_at, r.paid_at + ${SHIP_DEADLINE_MS})`;
  const isFinal = sql`(r.status = ${ORDER_STATUS.completed} OR r.status = ${ORDER_STATUS.cancelled})`;
  const upheld = sql`((r.status = ${ORDER_STATUS.cancelled} AND r.decided_by = 'admin' AND r.dispute_reason IS NOT NULL)
    OR r.warranty_status = 'refunded')`;
  return sql`
    WITH recent AS MATERIALIZED (
      SELECT o.created_at, o.paid_at, o.shipped_at, o.ship_by_at, o.status, o.product_type, o.decided_by,
        o.dispute_reason, o.warranty_status
      FROM orders o WHERE o.seller_id = ${sellerId} AND o.created_at >= ${readFrom}),
    answered AS MATERIALIZED (
      SELECT ct.first_reply_ms AS v FROM chat_threads ct JOIN orders o ON o.id = ct.order_id
      WHERE ct.user_id = ${sellerId} AND o.seller_id = ${sellerId} AND o.created_at >= ${since}
        AND ct.first_reply_ms IS NOT NULL)
    SELECT
      total(${inWindow}) AS orders,
      total(${inWindow} AND ${isFinal}) AS finalOrders,
      total(${inWindow} AND r.status = ${ORDER_STATUS.completed}) AS completedOrders,
      total(${inWindow} AND r.product_type = 'Akun' AND ${isFinal}) AS finalAccountOrders,
      total(${inWindow} AND r.product_type = 'Akun' AND ${upheld}) AS upheldAccountClaims,
      ${median(shipped)} AS medianShipMs,
      total(${inWindow} AND r.shipped_at IS NOT NULL) AS shippedOrders,
      total(${recentShipment}) AS recentShipments,
      total(${recentShipment} AND ${onTime}) AS onTimeShipments,
      ${median(sql`SELECT v FROM answered`)} AS medianReplyMs,
      (SELECT count(*) FROM answered) AS answeredChats
    FROM recent r
  `;
}

type FiguresRow = Record<keyof SellerFigures, number | null>;

/** The figures from the query's (or the cache's JSON) row; medians rounded to whole milliseconds. */
function toFigures(row: Partial<FiguresRow> | undefined): SellerFigures {
  const n = (v: number | null | undefined) => Number(v ?? 0);
  return {
    orders: n(row?.orders),
    finalOrders: n(row?.finalOrders),
    completedOrders: n(row?.completedOrders),
    finalAccountOrders: n(row?.finalAccountOrders),
    upheldAccountClaims: n(row?.upheldAccountClaims),
    medianShipMs: row?.medianShipMs == null ? null : Math.round(Number(row.medianShipMs)),
    shippedOrders: n(row?.shippedOrders),
    recentShipments: n(row?.recentShipments),
    onTimeShipments: n(row?.onTimeShipments),
    medianReplyMs: row?.medianReplyMs == null ? null : Math.round(Number(row.medianReplyMs)),
    answeredChats: n(row?.answeredChats),
  };
}

/**
 * The figures of the seller `sellerId`, computed now from their orders. Pages read them through the
 * cache below (cachedSellerFigures).
 */
export async function sellerFigures(
  { db }: { db: Db },
  sellerId: string,
  now: number = Date.now(),
): Promise<SellerFigures> {
  return toFigures(await db.get<FiguresRow>(sellerFiguresQuery(sellerId, now)));
}

/**
 * How long a seller's stored figures (seller_figures_cache) are served as they are: 10 minutes. The
 * figures describe 90 days of orders, so minutes of delay change nothing a buyer decides on, while
 * computing them walks every order of the seller's window (thousands for a busy seller) — per view,
 * that was the listing page's slowest read. A view that finds the row older than this still serves
 * it and recomputes it after the response (waitUntil); a view that finds no row computes and stores
 * it at once. SELLER_FIGURES_TTL_MS overrides it (tests, the e2e server: "0" = no cache, every view
 * computes, for specs that check figures right after the orders that change them).
 */
export const SELLER_FIGURES_TTL_MS = 10 * 60_000;

/** The TTL in force: SELLER_FIGURES_TTL_MS from `env` when it is a whole number ≥ 0, else the default. */
export function sellerFiguresTtl(env: object | undefined): number {
  const raw = (env as Record<string, unknown> | undefined)?.SELLER_FIGURES_TTL_MS;
  const ttl = typeof raw === "string" && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isFinite(ttl) ? ttl : SELLER_FIGURES_TTL_MS;
}

/** What a cached read needs: the database, and (in a request) waitUntil for a refresh after the response. */
export interface FiguresContext {
  db: Db;
  ctx?: Pick<ExecutionContext, "waitUntil">;
  env?: object;
}

const FIGURE_KEYS = [
  "orders",
  "finalOrders",
  "completedOrders",
  "finalAccountOrders",
  "upheldAccountClaims",
  "medianShipMs",
  "shippedOrders",
  "recentShipments",
  "onTimeShipments",
  "medianReplyMs",
  "answeredChats",
] as const satisfies readonly (keyof SellerFigures)[];

/** The refresh's one statement (exported for the query-plan test): compute, store, return the JSON. */
export function refreshFiguresStatement(sellerId: string, now: number): SQL {
  const json = sql.join(
    FIGURE_KEYS.map((k) => sql`${k}, f.${sql.identifier(k)}`),
    sql`, `,
  );
  return sql`
    INSERT INTO seller_figures_cache (seller_id, figures, computed_at)
    SELECT ${sellerId}, json_object(${json}), ${now} FROM (${sellerFiguresQuery(sellerId, now)}) f WHERE true
    ON CONFLICT (seller_id) DO UPDATE SET figures = excluded.figures, computed_at = excluded.computed_at
      WHERE excluded.computed_at >= seller_figures_cache.computed_at
    RETURNING figures`;
}

/**
 * Computes the seller's figures and stores them in seller_figures_cache in ONE statement (no second
 * round trip), returning them. A row computed later than this one is never overwritten by it.
 */
export async function refreshSellerFigures(
  { db }: { db: Db },
  sellerId: string,
  now: number = Date.now(),
): Promise<SellerFigures> {
  const row = await db.get<{ figures: string } | undefined>(refreshFiguresStatement(sellerId, now));
  // Nothing returned: a newer row was stored meanwhile; these figures are still right for `now`.
  return row?.figures ? toFigures(JSON.parse(row.figures) as FiguresRow) : sellerFigures({ db }, sellerId, now);
}

/** The cache read (exported for the query-plan test): the seller's id and stored row, by seller or by listing. */
export function cachedFiguresQuery(by: { sellerId: string } | { listingId: string }): SQL {
  return "sellerId" in by
    ? sql`SELECT u.id AS sellerId, c.figures AS figures, c.computed_at AS computedAt
        FROM users u LEFT JOIN seller_figures_cache c ON c.seller_id = u.id WHERE u.id = ${by.sellerId}`
    : sql`SELECT p.seller_id AS sellerId, c.figures AS figures, c.computed_at AS computedAt
        FROM products p LEFT JOIN seller_figures_cache c ON c.seller_id = p.seller_id WHERE p.id = ${by.listingId}`;
}

/**
 * The seller's figures through the cache (see SELLER_FIGURES_TTL_MS): one read by key; computed and
 * stored when missing; when older than the TTL, served as stored and recomputed after the response
 * (or at once without a `ctx` to wait on). By seller id (profile) or listing id (the listing page,
 * beside its other reads); both read the same row.
 */
export async function cachedSellerFigures(
  context: FiguresContext,
  by: { sellerId: string } | { listingId: string },
  now: number = Date.now(),
): Promise<SellerFigures> {
  const { db, ctx } = context;
  const ttl = sellerFiguresTtl(context.env);
  const row = await db.get<{ sellerId: string | null; figures: string | null; computedAt: number | null } | undefined>(
    cachedFiguresQuery(by),
  );
  if (!row?.sellerId) return toFigures(undefined);
  if (row.figures === null || row.computedAt === null || ttl === 0)
    return refreshSellerFigures({ db }, row.sellerId, now);
  if (now - row.computedAt >= ttl) {
    if (!ctx) return refreshSellerFigures({ db }, row.sellerId, now);
    ctx.waitUntil(refreshSellerFigures({ db }, row.sellerId, now).catch(() => undefined));
  }
  return toFigures(JSON.parse(row.figures) as FiguresRow);
}

/** What the pages show: ready-made texts, so the browser needs no formatting code for them. */
export interface SellerFigureView {
  title: string;
  /** Set for a new seller (fewer than FIGURES_MIN_ORDERS orders): what to show instead of figures. */
  newSeller: { label: string; note: string } | null;
  items: { label: string; value: string; note: string }[];
}

/** "2 jam 5 menit", "3 hari 4 jam", "< 1 menit". */
export function formatDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return T.underAMinute;
  if (minutes < 60) return `${minutes} menit`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} jam ${minutes % 60} menit` : `${hours} jam`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} hari ${hours % 24} jam` : `${days} hari`;
}

const percent = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`;

/**
 * `reviewCount`: the reviews the seller has received, ever. A seller with too few recent orders
 * but reviews is not new: they read 'Belum cukup pesanan', so the card never says 'Penjual baru'
 * beside '4,7 (14 ulasan)'.
 */
export function sellerFigureView(f: SellerFigures, { reviewCount }: { reviewCount: number }): SellerFigureView {
  if (f.orders < FIGURES_MIN_ORDERS)
    return {
      title: T.title,
      newSeller: { label: reviewCount > 0 ? T.fewRecentOrders : T.newSeller, note: T.newSellerNote },
      items: [],
    };
  const of = (count: number, noun: string) => `dari ${formatNumber(count)} ${noun}`;
  return {
    title: T.title,
    newSeller: null,
    items: [
      {
        label: T.completion,
        value: f.finalOrders ? percent(f.completedOrders, f.finalOrders) : T.none,
        note: of(f.finalOrders, T.ordersNoun),
      },
      {
        label: T.accountClaims,
        value: f.finalAccountOrders ? percent(f.upheldAccountClaims, f.finalAccountOrders) : T.none,
        note: of(f.finalAccountOrders, T.accountOrdersNoun),
      },
      {
        label: T.shipTime,
        value: f.medianShipMs === null ? T.none : formatDuration(f.medianShipMs),
        note: of(f.shippedOrders, T.shippedNoun),
      },
      {
        label: T.onTime,
        value: f.recentShipments ? percent(f.onTimeShipments, f.recentShipments) : T.none,
        note: of(f.recentShipments, T.shippedNoun),
      },
      {
        label: T.replyTime,
        value: f.medianReplyMs === null ? T.none : formatDuration(f.medianReplyMs),
        note: of(f.answeredChats, T.chatsNoun),
      },
    ],
  };
}
