/**
 * What the checkout and the unpaid order page do when the buyer picks a gateway method: reuse the
 * payment already waiting for exactly these orders (a resent form, a second tap) or start a new one.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { SessionUser } from "~/modules/auth/session.server";
import { AppError } from "~/utils/app-error";
import { paymentMethod } from "./methods";
import { gatewayAvailable, startOrderPayment, type StartResult } from "./payments.server";
import { pendingPaymentsFor } from "./settle.server";
import { PAYMENT_TEXTS as T } from "./texts";

type Ctx = Pick<AppLoadContext, "db" | "env">;

/** The posted `method` when it names a gateway method the site offers now, else the refusal. */
export function gatewayChoice(ctx: Pick<Ctx, "env">, methodId: string): { ok: true } | { ok: false; error: AppError } {
  if (!paymentMethod(methodId)) return { ok: false, error: new AppError(T.methodUnknown, T.methodUnknownDescription, 400, "method") };
  if (!gatewayAvailable(ctx)) return { ok: false, error: new AppError(T.gatewayOff, T.gatewayOffDescription, 409, "method") };
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
  const same = pending.find(
    ({ payment }) =>
      payment.userId === user.id &&
      payment.method === methodId &&
      payment.redirectUrl &&
      payment.expiresAt > Date.now() &&
      pending.filter((p) => p.payment.id === payment.id).length === wanted.size &&
      pending.filter((p) => p.payment.id === payment.id).every((p) => wanted.has(p.orderId)),
  );
  if (same) return { ok: true, paymentId: same.payment.id, redirectUrl: same.payment.redirectUrl! };
  return startOrderPayment(ctx, { id: user.id, name: user.fullName ?? user.username, email: user.email }, orderIds, methodId);
}
