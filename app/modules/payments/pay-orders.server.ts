/**
 * What the checkout and the unpaid order page do when the buyer picks a gateway method: reuse the
 * payment already waiting for exactly these orders (a resent form, a second tap) or start a new one
 * — never a second transaction for an order while the first can still be paid.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { SessionUser } from "~/modules/auth/session.server";
import { loadOrderForViewer } from "~/modules/orders/access.server";
import { ORDER_STATUS } from "~/modules/orders/constants";
import { AppError, denied } from "~/utils/app-error";
import { paymentMethod } from "./methods";
import {
  gatewayAvailable,
  gatewayOf,
  ordersOfPayment,
  paymentOf,
  STALE_START_MS,
  startOrderPayment,
  type StartResult,
} from "./payments.server";
import { waitingView } from "./pay-page.server";
import { GatewayError } from "./provider";
import { applyGatewayState, pendingPaymentsFor, type Payment } from "./settle.server";
import { PAYMENT_TEXTS as T } from "./texts";

type Ctx = Pick<AppLoadContext, "db" | "env">;

/** The posted `method` when it names a gateway method the site offers now, else the refusal. */
export function gatewayChoice(ctx: Pick<Ctx, "env">, methodId: string): { ok: true } | { ok: false; error: AppError } {
  if (!paymentMethod(methodId))
    return { ok: false, error: new AppError(T.methodUnknown, T.methodUnknownDescription, 400, "method") };
  if (!gatewayAvailable(ctx))
    return { ok: false, error: new AppError(T.gatewayOff, T.gatewayOffDescription, 409, "method") };
  return { ok: true };
}

/**
 * One transaction at a time for an order: the payment still open for exactly these orders with this
 * method is reused (a resent form, a second tap — also two at once: the one that comes second waits
 * for the first's page); one with another method or other orders is first expired at the provider,
 * and only once the provider reports it closed does a new one start.
 */
export async function payOrdersThroughGateway(
  ctx: Ctx,
  user: Pick<SessionUser, "id" | "email" | "username" | "fullName">,
  orderIds: string[],
  methodId: string,
): Promise<StartResult> {
  const wanted = new Set(orderIds);
  for (let attempt = 0; attempt < 2; attempt++) {
    const open = await openPayments(ctx, user.id, orderIds);
    for (const payment of open) {
      const shares = await ordersOfPayment(ctx, payment.id);
      const exactly = shares.length === wanted.size && shares.every((share) => wanted.has(share.orderId));
      if (exactly && payment.method === methodId) return pageOf(ctx, payment.id, user.id);
    }
    for (const payment of open) {
      const closed = await closeAtProvider(ctx, payment);
      if (!closed.ok) return closed;
    }
    const started = await startOrderPayment(
      ctx,
      { id: user.id, name: user.fullName ?? user.username, email: user.email },
      orderIds,
      methodId,
    );
    if (started.ok || !started.busy) return started;
  }
  return busy();
}

/** The user's payments that can still be paid and cover one of these orders (being opened, or open). */
async function openPayments(ctx: Pick<Ctx, "db">, userId: string, orderIds: string[], now = Date.now()) {
  const rows = await pendingPaymentsFor(ctx.db, orderIds);
  const byId = new Map(
    rows
      .map(({ payment }) => payment)
      .filter(
        (p) =>
          p.userId === userId && p.expiresAt > now && (p.redirectUrl !== null || p.createdAt > now - STALE_START_MS),
      )
      .map((p) => [p.id, p]),
  );
  return [...byId.values()];
}

const busy = () => ({
  ok: false as const,
  error: new AppError(T.paymentOpen, T.paymentOpenDescription, 409, "method"),
});

/** Where the buyer pays a payment (the app's page or the provider's); one being opened by another request is waited for. */
async function pageOf(ctx: Pick<Ctx, "db">, paymentId: string, userId: string): Promise<StartResult> {
  for (let i = 0; i < 20; i++) {
    const payment = await paymentOf(ctx, paymentId, userId);
    if (payment?.redirectUrl) return { ok: true, paymentId, redirectUrl: payment.redirectUrl };
    if (payment?.status !== "pending") break;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return busy();
}

/**
 * Expires an open payment at the provider and applies what the provider then reports. A transaction
 * the provider does not know (a Snap page never opened) cannot be expired there: it is closed here,
 * and should it still be paid, its money goes to the buyer's wallet (./settle.server.ts).
 */
async function closeAtProvider(ctx: Ctx, payment: Payment): Promise<{ ok: true } | { ok: false; error: AppError }> {
  const provider = gatewayOf(ctx);
  const stillOpen = {
    ok: false as const,
    error: new AppError(T.stillPayable, T.stillPayableDescription, 409, "method"),
  };
  if (!provider) return stillOpen;
  let tx;
  try {
    await provider.expire(payment.id);
    tx = await provider.status(payment.id);
  } catch (error) {
    if (error instanceof GatewayError) return stillOpen;
    throw error;
  }
  const now = Date.now();
  if (!tx)
    tx = {
      paymentId: payment.id,
      status: "cancelled" as const,
      grossAmount: null,
      transactionId: null,
      paymentType: null,
    };
  const outcome = await applyGatewayState(ctx, tx, JSON.stringify({ source: "closed_for_new_payment", ...tx }), now);
  if (outcome === "closed") return { ok: true };
  // Paid meanwhile: the order is paid (or its share credited); nothing more to pay.
  if (outcome === "settled" || outcome === "flagged")
    return { ok: false, error: new AppError(T.notPayable, T.notPayableDescription, 409) };
  return stillOpen;
}

/**
 * The unpaid order page's 'pay' with a gateway method: only the order's buyer, only while it waits
 * for payment. Answers where the browser goes next (the app's payment page with the instructions, or
 * the provider's) or why not; the route answers it (a 303, or the refusal naming the 'pay' step).
 */
export async function payOrderThroughGateway(
  ctx: Ctx,
  orderId: string,
  user: SessionUser,
  methodId: string,
): Promise<{ ok: true; redirectUrl: string } | { ok: false; error: AppError }> {
  const { order, role } = await loadOrderForViewer(ctx, orderId, user);
  if (role !== "buyer") return { ok: false, error: denied() };
  if (order.status !== ORDER_STATUS.awaitingPayment)
    return { ok: false, error: new AppError(T.notPayable, T.notPayableDescription, 409) };
  const choice = gatewayChoice(ctx, methodId);
  if (!choice.ok) return { ok: false, error: choice.error };
  const started = await payOrdersThroughGateway(ctx, user, [order.id], methodId);
  return started.ok ? { ok: true, redirectUrl: started.redirectUrl } : { ok: false, error: started.error };
}

/** The gateway payments waiting for `orderId`, with how to pay them (the order page). */
export async function waitingPayments(ctx: Pick<Ctx, "db">, orderId: string, now = Date.now()) {
  const rows = await pendingPaymentsFor(ctx.db, [orderId]);
  return rows
    .filter(({ payment }) => payment.redirectUrl && payment.expiresAt > now)
    .map(({ payment }) => waitingView(payment));
}
