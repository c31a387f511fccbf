/**
 * The order page of a guest (issue 32): only what belongs to that order — its status, IDs, amount,
 * how to pay it, what was delivered, its refund — and the two steps a top-up's buyer takes (pay,
 * confirm receipt). No chat, no wallet, no other orders; the link or this browser's grant is the
 * only key (link.server.ts).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { orders, products, users } from "~/db/schema";
import { ORDER_STATUS as S } from "~/modules/orders/constants";
import { deliveredText } from "~/modules/orders/delivered.server";
import { transition } from "~/modules/orders/escrow";
import { orderLabel } from "~/modules/orders/order-number";
import { orderRoom } from "~/modules/orders/room.server";
import { DEADLINE_TEXTS } from "~/modules/orders/texts";
import { waitingPayments, payOrdersThroughGateway, gatewayChoice } from "~/modules/payments/pay-orders.server";
import { gatewayAvailable } from "~/modules/payments/payments.server";
import { refundView } from "~/modules/payments/refund-view.server";
import { AppError } from "~/utils/app-error";
import { contactLabel, isWhatsAppGuest } from "./buyer.server";
import { grantedOrders, tokenValid } from "./link.server";

type Ctx = Pick<AppLoadContext, "db" | "env">;

/**
 * Whether this request may read `orderId` as a guest: a right `?t=` (a wrong one is nothing, even
 * with a grant in the cookie), else the browser's grant.
 */
export async function guestMayRead(request: Request, ctx: Ctx, orderId: string): Promise<boolean> {
  const token = new URL(request.url).searchParams.get("t");
  if (token !== null) return tokenValid(ctx.env, orderId, token);
  return (await grantedOrders(request, ctx.env)).has(orderId);
}

async function orderWithBuyer(ctx: Ctx, orderId: string) {
  const row = await ctx.db
    .select({ order: orders, buyer: users, inputs: products.requiredInputs })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .leftJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.id, orderId))
    .get();
  return row ?? null;
}

/** The guest page's data (null: no such order). */
export async function guestOrderPage(ctx: Ctx, orderId: string, now = Date.now()) {
  const row = await orderWithBuyer(ctx, orderId);
  if (!row) return null;
  const { order, buyer } = row;
  const labels = new Map((row.inputs ?? []).map((input) => [input.id, input.label]));
  const delivered = ([S.shipped, S.completed, S.disputed] as string[]).includes(order.status)
    ? await deliveredText(ctx, order)
    : null;
  const payable = order.status === S.awaitingPayment;
  return {
    order: {
      id: order.id,
      orderNumber: orderLabel(order),
      status: order.status,
      productTitle: order.productTitle,
      quantity: order.quantity,
      totalAmount: order.totalAmount,
      createdAt: order.createdAt,
      paidAt: order.paidAt,
      deadlineAt: order.deadlineAt,
      userInputs: Object.entries(order.userInputData ?? {}).map(([id, value]) => ({
        label: labels.get(id) ?? id,
        value,
      })),
    },
    deadlineText: order.deadlineAt === null ? null : (DEADLINE_TEXTS[order.status] ?? null),
    contact: contactLabel(buyer),
    /** A guest who gave an e-mail and has not registered it yet: registering claims the order (and its refund). */
    claimable: buyer.guestAt !== null && !isWhatsAppGuest(buyer.email),
    whatsApp: isWhatsAppGuest(buyer.email),
    delivery: delivered?.stored ? delivered.text : null,
    /**
     * Paid, then cancelled: sent back to the QRIS / e-wallet it was paid with, or (a transfer, or the
     * method refused) in the guest's wallet, reachable once the e-mail is registered.
     */
    refund: await refundView(ctx.db, order, now),
    canConfirm: transition(order, "confirm", "buyer", now).ok,
    payment: payable ? { gateway: gatewayAvailable(ctx), waiting: await waitingPayments(ctx, order.id, now) } : null,
    now,
  };
}

export type GuestOrderPage = NonNullable<Awaited<ReturnType<typeof guestOrderPage>>>;

/**
 * A guest's step on their order, as its buyer: `pay` (a gateway method; answers the payment page's
 * address) or `confirm` (receipt of a top-up). Refusals are AppErrors for the page.
 */
export async function guestOrderStep(
  ctx: Ctx,
  orderId: string,
  form: FormData,
): Promise<{ ok: true; redirectUrl: string | null } | { ok: false; error: AppError }> {
  const row = await orderWithBuyer(ctx, orderId);
  if (!row) return { ok: false, error: new AppError("Pesanan Tidak Ditemukan", "Pesanan tidak ditemukan.", 404) };
  const { order, buyer } = row;
  const intent = form.get("intent");
  if (intent === "pay") {
    const method = String(form.get("method") ?? "");
    const choice = gatewayChoice(ctx, method);
    if (!choice.ok) return choice;
    if (order.status !== S.awaitingPayment)
      return { ok: false, error: new AppError("Tidak Dapat Dibayar", "Pesanan ini tidak menunggu pembayaran.", 409) };
    const started = await payOrdersThroughGateway(ctx, buyer, [order.id], method);
    return started.ok ? { ok: true, redirectUrl: started.redirectUrl } : { ok: false, error: started.error };
  }
  if (intent === "confirm") {
    const result = await orderRoom(ctx.env, order.id).act({
      action: "confirm",
      by: { id: buyer.id, role: "buyer" },
    });
    if (!result.ok)
      return {
        ok: false,
        error: new AppError("Tidak Dapat Dikonfirmasi", "Pesanan ini belum dapat dikonfirmasi.", 409),
      };
    return { ok: true, redirectUrl: null };
  }
  return { ok: false, error: new AppError("Akses Ditolak", "Aksi ini tidak tersedia untuk pesanan tamu.", 403) };
}
