/**
 * Starting a gateway payment: for unpaid orders of the buyer (one transaction may pay several
 * orders of one checkout) or for a deposit. The payment row and its shares are written first, then
 * the provider's transaction is created and the buyer is sent to the app's own payment page with its
 * instructions (or, for a method only payable there, to the provider's page). Nothing moves
 * in the ledger here: money enters only when the provider reports the transaction settled
 * (./notification.server.ts → ./settle.server.ts).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { atomic, dbErrorText } from "~/db/client.server";
import { deposits, orders, paymentOrders, payments } from "~/db/schema";
import { ORDER_STATUS } from "~/modules/orders/constants";
import { orderLabel } from "~/modules/orders/order-number";
import { MAX_AMOUNT } from "~/modules/wallet/constants";
import { AppError } from "~/utils/app-error";
import { newId } from "~/utils/ids";
import { publicOrigin } from "~/utils/public-origin";
import { midtransFromEnv } from "./midtrans.server";
import { GATEWAY_EXPIRY_MS, GATEWAY_MIN_AMOUNT, paymentMethod, paymentTotal, type PaymentMethod } from "./methods";
import { GatewayError, type PaymentProvider } from "./provider";
import { PAYMENT_TEXTS as T } from "./texts";

type Ctx = Pick<AppLoadContext, "db" | "env">;
type Payer = { id: string; name: string; email: string };

export type StartResult =
  { ok: true; paymentId: string; redirectUrl: string } | { ok: false; error: AppError; busy?: boolean };

/** The configured gateway, or null: then only the wallet (and manual transfers for deposits) are offered. */
export function gatewayOf(ctx: Pick<Ctx, "env">): PaymentProvider | null {
  return midtransFromEnv(ctx.env);
}

/** Whether the gateway's methods can be offered at all. */
export function gatewayAvailable(ctx: Pick<Ctx, "env">): boolean {
  return Boolean(ctx.env.MIDTRANS_SERVER_KEY);
}

const refusal = (title: string, message: string, status = 400) => ({
  ok: false as const,
  error: new AppError(title, message, status, "method"),
});

function methodOr(methodId: string): PaymentMethod | null {
  return paymentMethod(methodId);
}

/** A payment id is the provider's one-use order id: letters, digits and dashes, under 50 characters. */
const newPaymentId = () => newId("pay").replace("_", "-");

/** Where the provider sends the buyer back. */
export function finishUrl(ctx: Pick<Ctx, "env">, paymentId: string): string {
  const origin = publicOrigin(ctx.env.PUBLIC_ORIGIN) ?? "https://pasargame.id";
  return `${origin}/payments/${paymentId}/finish`;
}

/** Pays the buyer's unpaid orders with `methodId` through the gateway. */
export async function startOrderPayment(
  ctx: Ctx,
  buyer: Payer,
  orderIds: string[],
  methodId: string,
  now = Date.now(),
): Promise<StartResult> {
  const method = methodOr(methodId);
  if (!method) return refusal(T.methodUnknown, T.methodUnknownDescription);
  const provider = gatewayOf(ctx);
  if (!provider) return refusal(T.gatewayOff, T.gatewayOffDescription, 409);
  const ids = [...new Set(orderIds)];
  const rows = ids.length
    ? await ctx.db
        .select()
        .from(orders)
        .where(
          and(inArray(orders.id, ids), eq(orders.buyerId, buyer.id), eq(orders.status, ORDER_STATUS.awaitingPayment)),
        )
    : [];
  if (rows.length === 0 || rows.length !== ids.length) return refusal(T.notPayable, T.notPayableDescription, 409);
  const amount = rows.reduce((sum, order) => sum + order.totalAmount, 0);
  if (amount < GATEWAY_MIN_AMOUNT) return refusal(T.notPayable, T.tooSmall(GATEWAY_MIN_AMOUNT));
  // The transaction must not outlive the orders' own payment deadline.
  const deadline = Math.min(now + GATEWAY_EXPIRY_MS, ...rows.map((o) => o.deadlineAt ?? now + GATEWAY_EXPIRY_MS));
  const minutes = Math.floor((deadline - now) / 60_000);
  if (minutes < 5) return refusal(T.notPayable, T.tooLate, 409);
  const { fee, total } = paymentTotal(method, amount);
  const id = newPaymentId();
  try {
    await atomic(ctx.db, [
      ...orderPaymentRows(ctx, id, buyer.id, method.id, rows, { provider: provider.name, fee, total, now, minutes }),
      openElsewhereGuard(id, ids, now),
    ]);
  } catch (error) {
    if (!dbErrorText(error).includes("payments_amounts_check")) throw error;
    // Another request opened a transaction for one of these orders first: nothing was written.
    return { ok: false, error: new AppError(T.paymentOpen, T.paymentOpenDescription, 409, "method"), busy: true };
  }
  return open(ctx, provider, id, {
    grossAmount: total,
    channel: method.channel,
    expiresInMinutes: minutes,
    customer: buyer,
    items: [
      ...rows.map((order) => ({
        id: order.id,
        name: `${orderLabel(order)} ${order.productTitle}`,
        price: order.unitPrice,
        quantity: order.quantity,
      })),
      ...(fee > 0 ? [{ id: "fee", name: `Biaya ${method.label}`, price: fee, quantity: 1 }] : []),
    ],
  });
}

type OrderRow = typeof orders.$inferSelect;

/** The payment row and its shares, one per order. */
function orderPaymentRows(
  ctx: Ctx,
  id: string,
  userId: string,
  method: string,
  rows: OrderRow[],
  p: { provider: string; fee: number; total: number; now: number; minutes: number },
) {
  const amount = rows.reduce((sum, order) => sum + order.totalAmount, 0);
  return [
    ctx.db.insert(payments).values({
      id,
      userId,
      purpose: "orders",
      provider: p.provider,
      method,
      amount,
      fee: p.fee,
      grossAmount: p.total,
      expiresAt: p.now + p.minutes * 60_000,
      createdAt: p.now,
      updatedAt: p.now,
    }),
    ...rows.map((order) =>
      ctx.db.insert(paymentOrders).values({ paymentId: id, orderId: order.id, amount: order.totalAmount }),
    ),
  ];
}

/**
 * The batch's last statement: breaks the payment's CHECK (so the whole batch is undone) when another
 * transaction that can still be paid covers one of the orders — the one of two racing 'Bayar' that
 * comes second writes nothing. A pending payment still without the provider's page after a minute
 * was never opened (the request died) and does not count.
 */
function openElsewhereGuard(id: string, orderIds: string[], now: number) {
  return sql`UPDATE ${payments} SET fee = -1 WHERE ${payments.id} = ${id} AND EXISTS (
    SELECT 1 FROM ${paymentOrders} po JOIN ${payments} p ON p.id = po.payment_id
    WHERE po.order_id IN (${sql.join(
      orderIds.map((o) => sql`${o}`),
      sql`, `,
    )}) AND p.id <> ${id} AND p.status = 'pending' AND p.expires_at > ${now}
      AND (p.redirect_url IS NOT NULL OR p.created_at > ${now - STALE_START_MS}))`;
}

/** A pending payment without the provider's page after this long was never opened. */
export const STALE_START_MS = 60_000;

/** A deposit paid through the gateway: credited automatically when the provider reports it settled. */
export async function startDepositPayment(
  ctx: Ctx,
  user: Payer,
  amount: number,
  methodId: string,
  now = Date.now(),
): Promise<StartResult & { depositId?: string }> {
  const method = methodOr(methodId);
  if (!method) return refusal(T.methodUnknown, T.methodUnknownDescription);
  const provider = gatewayOf(ctx);
  if (!provider) return refusal(T.gatewayOff, T.gatewayOffDescription, 409);
  if (!Number.isSafeInteger(amount) || amount < GATEWAY_MIN_AMOUNT || amount > MAX_AMOUNT) {
    return { ok: false, error: new AppError(T.notPayable, T.tooSmall(GATEWAY_MIN_AMOUNT), 400, "amount") };
  }
  const { fee, total } = paymentTotal(method, amount);
  const id = newPaymentId();
  const depositId = newId("dep");
  const minutes = GATEWAY_EXPIRY_MS / 60_000;
  await atomic(ctx.db, [
    ctx.db.insert(deposits).values({
      id: depositId,
      userId: user.id,
      amount,
      paymentMethod: method.label,
      uniqueCode: null,
      adminFee: fee,
      totalPaymentDue: total,
      status: "pending",
      createdAt: now,
    }),
    ctx.db.insert(payments).values({
      id,
      userId: user.id,
      purpose: "deposit",
      depositId,
      provider: provider.name,
      method: method.id,
      amount,
      fee,
      grossAmount: total,
      expiresAt: now + GATEWAY_EXPIRY_MS,
      createdAt: now,
      updatedAt: now,
    }),
  ]);
  const result = await open(ctx, provider, id, {
    grossAmount: total,
    channel: method.channel,
    expiresInMinutes: minutes,
    customer: user,
    items: [
      { id: "deposit", name: "Deposit Saldo PasarGame", price: amount, quantity: 1 },
      ...(fee > 0 ? [{ id: "fee", name: `Biaya ${method.label}`, price: fee, quantity: 1 }] : []),
    ],
  });
  return { ...result, depositId };
}

/** The app's page where the buyer pays a transaction whose instructions the provider answered. */
export const inAppPayPage = (paymentId: string) => `/payments/${encodeURIComponent(paymentId)}`;

/**
 * Creates the provider's transaction and stores where the buyer pays it: `redirect_url` is the
 * app's payment page for a charge (its instructions stored beside) or the provider's page. If the
 * provider fails, the payment is closed (nothing was paid) — and, since a lost answer may hide a
 * transaction the provider did create, it is expired there too (best effort; should it be paid
 * anyway, its money goes to the buyer's wallet, ./settle.server.ts).
 */
async function open(
  ctx: Ctx,
  provider: PaymentProvider,
  id: string,
  input: Omit<Parameters<PaymentProvider["create"]>[0], "paymentId" | "finishUrl">,
): Promise<StartResult> {
  try {
    const created = await provider.create({ ...input, paymentId: id, finishUrl: finishUrl(ctx, id) });
    const redirectUrl = created.redirectUrl ?? inAppPayPage(id);
    const instructions = created.redirectUrl ? await instructionsNow(provider, id) : created.instructions;
    await ctx.db
      .update(payments)
      .set({
        redirectUrl,
        instructions: instructions ? { ...instructions } : null,
        ...(created.transactionId ? { providerTransactionId: created.transactionId } : {}),
      })
      .where(eq(payments.id, id));
    return { ok: true, paymentId: id, redirectUrl };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    console.error(JSON.stringify({ event: "gateway_create_failed", paymentId: id, error: error.message }));
    await provider.expire(id).catch(() => undefined);
    const payment = await ctx.db.query.payments.findFirst({ where: eq(payments.id, id) });
    await ctx.db.batch([
      ctx.db.update(payments).set({ status: "cancelled", updatedAt: Date.now() }).where(eq(payments.id, id)),
      ctx.db
        .update(deposits)
        .set({ status: "rejected", rejectReason: T.gatewayDownDescription, processedAt: Date.now() })
        .where(and(eq(deposits.id, payment?.depositId ?? ""), eq(deposits.status, "pending"))),
    ]);
    return refusal(T.gatewayDown, T.gatewayDownDescription, 502);
  }
}

/**
 * The pay instructions of a hosted-page transaction right after creating, where the provider's
 * status read already has them; null when it gives none yet (Midtrans's Snap: once the buyer opened
 * its page — its pending notification then brings them, ./settle.server.ts) or cannot be asked now.
 */
async function instructionsNow(provider: PaymentProvider, id: string) {
  try {
    const tx = await provider.status(id);
    return tx?.instructions ? { ...tx.instructions } : null;
  } catch (error) {
    if (error instanceof GatewayError) return null;
    throw error;
  }
}

/** A payment of `userId` (the finish page and the order page read it). */
export function paymentOf(ctx: Pick<Ctx, "db">, paymentId: string, userId: string) {
  return ctx.db.query.payments.findFirst({ where: and(eq(payments.id, paymentId), eq(payments.userId, userId)) });
}

/** The orders a payment pays. */
export function ordersOfPayment(ctx: Pick<Ctx, "db">, paymentId: string) {
  return ctx.db
    .select({ orderId: paymentOrders.orderId, amount: paymentOrders.amount, outcome: paymentOrders.outcome })
    .from(paymentOrders)
    .where(eq(paymentOrders.paymentId, paymentId));
}
