/**
 * What the checkout and the unpaid order page do when the buyer picks a gateway method: reuse the
 * payment already waiting for exactly these orders (a resent form, a second tap) or start a new one.
 */
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { SessionUser } from "~/modules/auth/session.server";
import { loadOrderForViewer } from "~/modules/orders/access.server";
import { ORDER_STATUS } from "~/modules/orders/constants";
import { AppError, denied } from "~/utils/app-error";
import { refuse } from "~/utils/refuse.server";
import { paymentMethod } from "./methods";
import { gatewayAvailable, ordersOfPayment, startOrderPayment, type StartResult } from "./payments.server";
import { pendingPaymentsFor } from "./settle.server";
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

export async function payOrdersThroughGateway(
  ctx: Ctx,
  user: Pick<SessionUser, "id" | "email" | "username" | "fullName">,
  orderIds: string[],
  methodId: string,
): Promise<StartResult> {
  const pending = await pendingPaymentsFor(ctx.db, orderIds);
  const wanted = new Set(orderIds);
  const candidates = pending.filter(
    ({ payment }) =>
      payment.userId === user.id &&
      payment.method === methodId &&
      payment.redirectUrl &&
      payment.expiresAt > Date.now() &&
      pending.filter((p) => p.payment.id === payment.id).every((p) => wanted.has(p.orderId)),
  );
  for (const { payment } of candidates) {
    // Exactly these orders: a payment that also covers another order is not this one.
    const shares = await ordersOfPayment(ctx, payment.id);
    if (shares.length === wanted.size && shares.every((share) => wanted.has(share.orderId))) {
      return { ok: true, paymentId: payment.id, redirectUrl: payment.redirectUrl! };
    }
  }
  return startOrderPayment(
    ctx,
    { id: user.id, name: user.fullName ?? user.username, email: user.email },
    orderIds,
    methodId,
  );
}

/**
 * The unpaid order page's 'pay' with a gateway method: only the order's buyer, only while it waits
 * for payment; then the browser goes (303) to the provider's page. Refusals name the 'pay' step.
 */
export async function payOrderThroughGateway(ctx: Ctx, orderId: string, user: SessionUser, methodId: string) {
  const { order, role } = await loadOrderForViewer(ctx, orderId, user);
  const refused = (error: AppError) => refuse(error, { method: methodId }, { intent: "pay" });
  if (role !== "buyer") return refused(denied());
  if (order.status !== ORDER_STATUS.awaitingPayment)
    return refused(new AppError(T.notPayable, T.notPayableDescription, 409));
  const choice = gatewayChoice(ctx, methodId);
  if (!choice.ok) return refused(choice.error);
  const started = await payOrdersThroughGateway(ctx, user, [order.id], methodId);
  if (!started.ok) return refused(started.error);
  throw redirect(started.redirectUrl, 303);
}

/** The gateway payments waiting for `orderId` (the order page's 'Lanjutkan Pembayaran'). */
export async function waitingPayments(ctx: Pick<Ctx, "db">, orderId: string, now = Date.now()) {
  const rows = await pendingPaymentsFor(ctx.db, [orderId]);
  return rows
    .filter(({ payment }) => payment.redirectUrl && payment.expiresAt > now)
    .map(({ payment }) => ({
      id: payment.id,
      method: paymentMethod(payment.method)?.label ?? payment.method,
      grossAmount: payment.grossAmount,
      expiresAt: payment.expiresAt,
      redirectUrl: payment.redirectUrl!,
    }));
}
