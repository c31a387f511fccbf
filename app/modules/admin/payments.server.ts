/**
 * Staff's view of gateway payments (/admin/payments): the payments newest first, filtered by status
 * and by flag, each with its user, its orders or deposit, what became of each order's share, and
 * every notification received; and the reconciliation of what the provider settled with what the
 * ledger booked (the same figures as the ledger invariant `gatewayDifference`).
 */
import { and, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { deposits, orders, paymentEvents, paymentOrders, payments, users } from "~/db/schema";
import { readGatewayReconciliation, type GatewayReconciliation } from "~/modules/money/ledger.server";

export const PAYMENT_PAGE_SIZE = 20;
/** More than this many pages are never shown at once (the URL is user input). */
export const PAYMENT_MAX_PAGES = 25;

export const PAYMENT_STATUSES = ["pending", "settled", "expired", "cancelled", "denied"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface PaymentFilter {
  status: PaymentStatus | null;
  flagged: boolean;
  page: number;
}

/** The filter in the URL (`?status=…&flag=1&page=N`); anything unknown is ignored. */
export function paymentFilterOf(url: URL): PaymentFilter {
  const status = url.searchParams.get("status");
  const page = Number(url.searchParams.get("page"));
  return {
    status: (PAYMENT_STATUSES as readonly string[]).includes(status ?? "") ? (status as PaymentStatus) : null,
    flagged: url.searchParams.get("flag") === "1",
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, PAYMENT_MAX_PAGES) : 1,
  };
}

export interface AdminPaymentShare {
  orderId: string;
  orderNumber: string | null;
  orderStatus: string;
  amount: number;
  outcome: "paid" | "credited" | null;
}

export interface AdminPayment {
  id: string;
  user: { id: string; username: string; email: string };
  purpose: "orders" | "deposit";
  deposit: { id: string; status: string } | null;
  method: string;
  amount: number;
  fee: number;
  grossAmount: number;
  status: PaymentStatus;
  flag: string | null;
  providerTransactionId: string | null;
  lastNotification: string | null;
  createdAt: number;
  settledAt: number | null;
  shares: AdminPaymentShare[];
  events: { status: string; raw: string; receivedAt: number }[];
}

export interface AdminPaymentList {
  items: AdminPayment[];
  hasMore: boolean;
  page: number;
  reconciliation: GatewayReconciliation;
}

export async function listPaymentsForAdmin(db: Db, filter: PaymentFilter): Promise<AdminPaymentList> {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(payments.status, filter.status));
  if (filter.flagged) where.push(isNotNull(payments.flag));
  const limit = filter.page * PAYMENT_PAGE_SIZE;
  const [rows, reconciliation] = await Promise.all([
    db
      .select({
        payment: payments,
        username: users.username,
        email: users.email,
        depositStatus: deposits.status,
      })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .leftJoin(deposits, eq(deposits.id, payments.depositId))
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(limit + 1),
    readGatewayReconciliation(db),
  ]);
  const shown = rows.slice(0, limit);
  const ids = shown.map((r) => r.payment.id);
  // D1 binds at most 100 parameters per statement: the ids go in groups, all in one batch.
  const groups = Array.from({ length: Math.ceil(ids.length / ID_GROUP) }, (_, i) =>
    ids.slice(i * ID_GROUP, (i + 1) * ID_GROUP),
  );
  const queries = groups.flatMap((group) => [sharesOf(db, group), eventsOf(db, group)]);
  const results = queries.length > 0 ? await db.batch([queries[0]!, ...queries.slice(1)]) : [];
  const shares = results.filter((_, i) => i % 2 === 0).flat() as Awaited<ReturnType<typeof sharesOf>>;
  const events = results.filter((_, i) => i % 2 === 1).flat() as Awaited<ReturnType<typeof eventsOf>>;
  const items = shown.map(({ payment: p, username, email, depositStatus }) => ({
    id: p.id,
    user: { id: p.userId, username, email },
    purpose: p.purpose,
    deposit: p.depositId ? { id: p.depositId, status: depositStatus ?? "" } : null,
    method: p.method,
    amount: p.amount,
    fee: p.fee,
    grossAmount: p.grossAmount,
    status: p.status,
    flag: p.flag,
    providerTransactionId: p.providerTransactionId,
    lastNotification: p.lastNotification,
    createdAt: p.createdAt,
    settledAt: p.settledAt,
    shares: shares
      .filter((s) => s.paymentId === p.id)
      .map(({ paymentId: _, ...s }) => ({ ...s, orderStatus: String(s.orderStatus) })),
    events: events.filter((e) => e.paymentId === p.id).map(({ paymentId: _, ...e }) => e),
  }));
  return { items, hasMore: rows.length > limit, page: filter.page, reconciliation };
}

const ID_GROUP = 90;

function sharesOf(db: Db, ids: string[]) {
  return db
    .select({
      paymentId: paymentOrders.paymentId,
      orderId: paymentOrders.orderId,
      amount: paymentOrders.amount,
      outcome: paymentOrders.outcome,
      orderNumber: orders.orderNumber,
      orderStatus: orders.status,
    })
    .from(paymentOrders)
    .innerJoin(orders, eq(orders.id, paymentOrders.orderId))
    .where(inArray(paymentOrders.paymentId, ids))
    .orderBy(paymentOrders.orderId);
}

function eventsOf(db: Db, ids: string[]) {
  return db
    .select({
      paymentId: paymentEvents.paymentId,
      status: paymentEvents.status,
      raw: paymentEvents.raw,
      receivedAt: paymentEvents.receivedAt,
    })
    .from(paymentEvents)
    .where(inArray(paymentEvents.paymentId, ids))
    .orderBy(paymentEvents.receivedAt, paymentEvents.id);
}

/** Whether a payment with this id exists (the re-check action refuses unknown ids). */
export async function paymentExists(db: Db, paymentId: string): Promise<boolean> {
  const row = await db.get<{ one: number }>(sql`SELECT 1 AS one FROM ${payments} WHERE ${payments.id} = ${paymentId}`);
  return Boolean(row);
}
