/**
 * Guest checkout (issue 32, point 3): a top-up bought by direct purchase ('Beli Sekarang', the top-up
 * store's tiles) without an account. One line, a Top Up listing, a gateway method (no wallet), a
 * contact for the receipt; limited per contact and per IP. The orders go through the same checkout
 * and escrow as anyone's, bought by the contact's guest row (buyer.server.ts).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq } from "drizzle-orm";
import { products } from "~/db/schema";
import { sendNotificationMail } from "~/modules/auth/mailer.server";
import { checkout, type CheckoutLine } from "~/modules/checkout/checkout.server";
import { checkLimits } from "~/modules/limits/check-limits.server";
import { KIND_LABELS } from "~/modules/notifications/kinds";
import { orderLabel } from "~/modules/orders/order-number";
import { unsubscribeUrl } from "~/modules/notifications/unsubscribe-token.server";
import { gatewayChoice, payOrdersThroughGateway } from "~/modules/payments/pay-orders.server";
import { AppError } from "~/utils/app-error";
import { publicOrigin } from "~/utils/public-origin";
import { contactLabel, guestBuyerFor, isWhatsAppGuest, type GuestBuyer, type GuestContact } from "./buyer.server";
import { guestLinksOn, orderLink } from "./link.server";
import { sendWhatsAppReceipt } from "./whatsapp.server";
import { GUEST_TEXTS as T } from "./texts";

type Ctx = Pick<AppLoadContext, "db" | "env">;

/** Whether these lines may be bought without an account: one line, an active Top Up listing. */
export async function guestMayBuy(ctx: Ctx, lines: { listingId: string }[]): Promise<boolean> {
  if (lines.length !== 1 || !guestLinksOn(ctx.env)) return false;
  const listing = await ctx.db.query.products.findFirst({
    where: and(eq(products.id, lines[0]!.listingId), eq(products.status, "active"), eq(products.type, "Top Up")),
    columns: { id: true },
  });
  return Boolean(listing);
}

export type GuestCheckoutOutcome =
  | { ok: true; orderIds: string[]; redirectUrl: string | null; error?: AppError }
  /** Nothing was ordered; `login` when the contact is a real account's e-mail. */
  | { ok: false; error: AppError; login?: boolean };

/**
 * Orders for a guest whose form was valid (checkout/forms.server.ts: a gateway method, a contact):
 * the gateway must be on, the limits counted, the contact no account's; then orders and starts the
 * gateway payment. `redirectUrl` null with `error`: the order exists unpaid (its page offers the methods).
 */
export async function guestCheckout(
  ctx: Ctx,
  input: { contact: GuestContact; method: string; ip: string; lines: CheckoutLine[]; idempotencyKey: string },
): Promise<GuestCheckoutOutcome> {
  const choice = gatewayChoice(ctx, input.method);
  if (!choice.ok) return choice;
  const { contact } = input;
  const limited = await checkLimits(ctx, [
    { limit: "GUEST_CHECKOUT_PER_CONTACT_PER_HOUR", key: `guest-checkout:contact:${contact.email}` },
    { limit: "GUEST_CHECKOUT_PER_IP_PER_HOUR", key: `guest-checkout:ip:${input.ip}` },
  ]);
  if (limited) return { ok: false, error: new AppError(T.limitedTitle, limited, 429, "contact") };
  const found = await guestBuyerFor(ctx, contact);
  if (!found.ok)
    return { ok: false, login: true, error: new AppError(T.accountExistsTitle, T.accountExists, 409, "contact") };
  const { buyer } = found;

  const results = await checkout(ctx, { id: buyer.id, role: "buyer" }, input.lines, input.idempotencyKey, {
    payFromWallet: false,
  });
  const orderIds = results.flatMap((r) => (r.ok ? [r.orderId] : []));
  if (orderIds.length === 0) return { ok: true, orderIds, redirectUrl: null };
  await mailReceipt(ctx, buyer, orderIds[0]!);
  const started = await payOrdersThroughGateway(ctx, buyer, orderIds, input.method);
  return started.ok
    ? { ok: true, orderIds, redirectUrl: started.redirectUrl }
    : { ok: true, orderIds, redirectUrl: null, error: started.error };
}

/**
 * The receipt with the order's signed link: through the mailer as every notification mail, or on
 * WhatsApp for a guest who gave a number (whatsapp.server.ts).
 */
async function mailReceipt(ctx: Ctx, buyer: GuestBuyer, orderId: string) {
  const origin = publicOrigin(ctx.env.PUBLIC_ORIGIN);
  if (!origin || !ctx.env.EMAIL_LINK_KEY) return;
  const order = await ctx.db.query.orders.findFirst({ where: (o, { eq: is }) => is(o.id, orderId) });
  if (!order) return;
  if (isWhatsAppGuest(buyer.email)) {
    if (!buyer.phone) return;
    const receipt = { phone: buyer.phone, orderNumber: orderLabel(order), title: order.productTitle };
    const sent = await sendWhatsAppReceipt(ctx.env, {
      ...receipt,
      url: `${origin}${await orderLink(ctx.env, orderId)}`,
    });
    // The page shows the same link; a failed receipt costs the buyer nothing but the message.
    if (!sent.ok) console.error("guest WhatsApp receipt failed", orderId, sent.error);
    return;
  }
  const sent = await sendNotificationMail(ctx.env, {
    email: buyer.email,
    username: contactLabel(buyer),
    kindLabel: KIND_LABELS.order_update.label,
    title: T.mailTitle(orderLabel(order)),
    body: T.mailBody(order.productTitle, order.totalAmount),
    url: `${origin}${await orderLink(ctx.env, orderId)}`,
    unsubscribeUrl: await unsubscribeUrl(origin, ctx.env.EMAIL_LINK_KEY, buyer.id, "order_update"),
  });
  // The page shows the same link; a failed receipt costs the buyer nothing but the mail.
  if (!sent.ok) console.error("guest receipt mail failed", orderId, sent.status, sent.error);
}
