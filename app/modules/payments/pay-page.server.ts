/**
 * What a waiting gateway payment shows the buyer, on the order page and on the app's own payment
 * page (`/payments/{id}`, where 'Bayar' lands): the provider's instructions as stored, the QRIS
 * drawn here as an SVG path (./qr-code.server.ts), the amount with its fee and the deadline.
 */
import { inArray } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { orders } from "~/db/schema";
import { orderLabel } from "~/modules/orders/order-number";
import { paymentMethod } from "./methods";
import { ordersOfPayment, paymentOf } from "./payments.server";
import type { PayInstructions } from "./provider";
import { qrSvgPath } from "./qr-code.server";
import type { Payment } from "./settle.server";

type Ctx = Pick<AppLoadContext, "db">;

export interface WaitingPayment {
  id: string;
  method: string;
  amount: number;
  fee: number;
  grossAmount: number;
  expiresAt: number;
  /** Where the buyer pays: the app's payment page, or the provider's (`hosted`). */
  redirectUrl: string;
  hosted: boolean;
  instructions: PayInstructions | null;
  /** The QRIS payload drawn as a QR code: an SVG path on a `size` × `size` grid. */
  qr: { size: number; path: string } | null;
}

/** A pending payment as the buyer's pages show it. */
export function waitingView(payment: Payment): WaitingPayment {
  const instructions = (payment.instructions ?? null) as PayInstructions | null;
  let qr: WaitingPayment["qr"] = null;
  try {
    qr = instructions?.qrString ? qrSvgPath(instructions.qrString) : null;
  } catch {
    qr = null; // longer than any QR code holds: the page shows the provider's picture or the link instead
  }
  return {
    id: payment.id,
    method: paymentMethod(payment.method)?.label ?? payment.method,
    amount: payment.amount,
    fee: payment.fee,
    grossAmount: payment.grossAmount,
    expiresAt: payment.expiresAt,
    redirectUrl: payment.redirectUrl ?? `/payments/${encodeURIComponent(payment.id)}`,
    hosted: /^https?:\/\//.test(payment.redirectUrl ?? ""),
    instructions,
    qr,
  };
}

/**
 * The payment page of `userId`'s payment: still payable → its view with what it pays (orders or a
 * deposit); paid, closed or past its deadline → `done` (the page sends the buyer on through the
 * finish page, which asks the provider first); not theirs or unknown → null.
 */
export async function payPageView(ctx: Ctx, paymentId: string, userId: string, now = Date.now()) {
  const payment = await paymentOf(ctx, paymentId, userId);
  if (!payment) return null;
  if (payment.status !== "pending" || payment.expiresAt <= now || !payment.redirectUrl)
    return { done: true as const, paymentId: payment.id };
  const shares = await ordersOfPayment(ctx, payment.id);
  const rows = shares.length
    ? await ctx.db
        .select({ id: orders.id, orderNumber: orders.orderNumber, productTitle: orders.productTitle })
        .from(orders)
        .where(
          inArray(
            orders.id,
            shares.map((s) => s.orderId),
          ),
        )
    : [];
  return {
    done: false as const,
    payment: waitingView(payment),
    orders: rows.map((o) => ({ id: o.id, label: orderLabel(o), title: o.productTitle })),
    depositId: payment.depositId,
  };
}
