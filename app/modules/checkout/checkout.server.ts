/**
 * Checkout: turns cart lines into one order per line. The server re-reads each listing (price,
 * stock, status, seller) and never trusts the cart; a line whose price changed or whose stock ran
 * out is explained, not silently altered. Each order is then paid from the wallet through its
 * OrderRoom (wallet → escrow, stock taken, one guarded batch). Without enough balance the order
 * waits in 'Menunggu Pembayaran' until paid or expired. The client's idempotency key makes a double
 * click or a retried request return the same orders instead of new ones (trying again to pay those
 * still unpaid), with the same answer as the first.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { newId } from "~/utils/ids";
import { orders, products } from "~/db/schema";
import { idsProblem } from "~/modules/catalog/top-up-rules";
import { ORDER_STATUS, UNPAID_EXPIRY_MS } from "~/modules/orders/constants";
import type { RefusalReason } from "~/modules/orders/types";
import { MAX_QUANTITY, maxQuantityFor } from "./quantity";
import { orderRoom } from "~/modules/orders/room.server";
import { newOrderNumber } from "~/modules/orders/order-number";
import { promisedShipMs } from "./ship-deadline";
import type { NicknameConfirmation } from "~/modules/topups/types";

type PayFailure = RefusalReason;

type Ctx = Pick<AppLoadContext, "db" | "env">;

export interface CheckoutLine {
  listingId: string;
  quantity: number;
  /** The price the buyer saw in the cart; a different current price is reported, not charged. */
  expectedPrice: number;
  userInputData: Record<string, string>;
  /** A top-up: the nickname the buyer confirmed, checked by the server (modules/topups/confirmation.server.ts). */
  nicknameConfirmation?: NicknameConfirmation | null;
}

export type LineProblem =
  | { kind: "not_found" }
  | { kind: "own_listing" }
  | { kind: "price_changed"; price: number }
  | { kind: "out_of_stock"; stock: number }
  | { kind: "bad_quantity" }
  | { kind: "missing_input"; label: string }
  /** An ID not in the form its game's top-up takes (catalog/top-up-rules.ts); `message` says which. */
  | { kind: "invalid_input"; label: string; message: string };

export type LineResult =
  | { listingId: string; ok: true; orderId: string; paid: boolean; reason?: PayFailure }
  | { listingId: string; ok: false; problem: LineProblem };

export const MAX_LINES = 20;

/** Checks every line against the current listing; returns the problems, or the snapshot to order. */
export async function reviewLines(ctx: Ctx, buyerId: string, lines: CheckoutLine[]) {
  const ids = [...new Set(lines.map((l) => l.listingId))];
  const rows = ids.length
    ? await ctx.db
        .select()
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.status, "active")))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return lines.map((line) => {
    const listing = byId.get(line.listingId);
    const fail = (problem: LineProblem) => ({ line, ok: false as const, problem });
    if (!listing) return fail({ kind: "not_found" });
    if (listing.sellerId === buyerId) return fail({ kind: "own_listing" });
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_QUANTITY)
      return fail({ kind: "bad_quantity" });
    if (line.quantity > maxQuantityFor(listing.type, MAX_QUANTITY)) return fail({ kind: "bad_quantity" });
    if (listing.stock < line.quantity) return fail({ kind: "out_of_stock", stock: listing.stock });
    if (listing.price !== line.expectedPrice) return fail({ kind: "price_changed", price: listing.price });
    const problem = idsProblem(listing, line.userInputData);
    if (problem) return fail(problem);
    return { line, ok: true as const, listing };
  });
}

/** The orders' own keys for the lines of one confirm (one per line, by index). */
const lineKeys = (idempotencyKey: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${idempotencyKey}:${index}`);

/** The orders `buyerId` already made with the confirm key `idempotencyKey` (of a review of `count` lines). */
/** The orders a checkout key made among `orderIds` (a guest's: the orders this browser was granted). */
export function grantedOrdersOfKey(ctx: Ctx, orderIds: string[], idempotencyKey: string, count: number) {
  return ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.id, orderIds), inArray(orders.idempotencyKey, lineKeys(idempotencyKey, count))));
}

export function ordersOfKey(ctx: Ctx, buyerId: string, idempotencyKey: string, count: number) {
  return ctx.db
    .select({ id: orders.id, status: orders.status, paidAt: orders.paidAt, key: orders.idempotencyKey })
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), inArray(orders.idempotencyKey, lineKeys(idempotencyKey, count))));
}

/**
 * Creates (or, for a retried key, finds) the orders and pays each from the wallet. A line with a
 * problem creates nothing.
 */
export async function checkout(
  ctx: Ctx,
  buyer: { id: string; role: "buyer" | "seller" | "admin" },
  lines: CheckoutLine[],
  idempotencyKey: string,
  /** False when the buyer pays through the gateway: the orders wait unpaid for that payment. */
  { payFromWallet = true }: { payFromWallet?: boolean } = {},
): Promise<LineResult[]> {
  // A retried request answers with the orders the first one made — before reviewing, since the
  // first request already took the stock the review would now find missing.
  const keys = lineKeys(idempotencyKey, lines.length);
  const earlier = await ordersOfKey(ctx, buyer.id, idempotencyKey, lines.length);
  if (earlier.length > 0) {
    const byKey = new Map(earlier.map((row) => [row.key, row]));
    const answers: LineResult[] = [];
    for (const [index, line] of lines.entries()) {
      const row = byKey.get(keys[index]);
      if (!row) answers.push({ listingId: line.listingId, ok: false, problem: { kind: "not_found" } });
      // The first request may still be paying: try too (the room and the guards pay at most once),
      // so that every copy of the request gives the same answer.
      else if (row.status === ORDER_STATUS.awaitingPayment && payFromWallet)
        answers.push(await payLine(ctx, buyer, line, row.id));
      else answers.push({ listingId: line.listingId, ok: true, orderId: row.id, paid: isPaid(row) });
    }
    return answers;
  }

  const reviewed = await reviewLines(ctx, buyer.id, lines);
  const results: LineResult[] = [];
  const now = Date.now();
  for (const [index, item] of reviewed.entries()) {
    if (!item.ok) {
      results.push({ listingId: item.line.listingId, ok: false, problem: item.problem });
      continue;
    }
    const key = keys[index]!;
    const orderId = newId("ord");
    const inserted = await ctx.db
      .insert(orders)
      .values({
        id: orderId,
        orderNumber: newOrderNumber(),
        buyerId: buyer.id,
        sellerId: item.listing.sellerId,
        productId: item.listing.id,
        productTitle: item.listing.title,
        productType: item.listing.type,
        unitPrice: item.listing.price,
        quantity: item.line.quantity,
        totalAmount: item.listing.price * item.line.quantity,
        instantDelivery: item.listing.instantDelivery,
        // The warranty bought with the order (Akun only; a later edit of the listing does not change it).
        warrantyDays: item.listing.type === "Akun" ? item.listing.warrantyDays : 0,
        // The promised delivery time becomes this order's ship deadline; later edits do not move it.
        shipWithinMs: promisedShipMs(item.listing.deliveryTime, item.listing.supplierSku !== null),
        status: ORDER_STATUS.awaitingPayment,
        userInputData: Object.fromEntries(
          item.listing.requiredInputs.map((input) => [
            input.id,
            (item.line.userInputData[input.id] ?? "").trim().slice(0, 100),
          ]),
        ),
        nicknameConfirmation: item.listing.type === "Top Up" ? (item.line.nicknameConfirmation ?? null) : null,
        idempotencyKey: key,
        deadlineAt: now + UNPAID_EXPIRY_MS,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [orders.buyerId, orders.idempotencyKey] }) // a repeated order number fails loudly
      .returning({ id: orders.id });
    const id =
      inserted[0]?.id ??
      (await ctx.db.query.orders.findFirst({
        where: and(eq(orders.buyerId, buyer.id), eq(orders.idempotencyKey, key)),
      }))!.id;
    if (inserted[0]) await orderRoom(ctx.env, id).track();
    results.push(
      payFromWallet
        ? await payLine(ctx, buyer, item.line, id)
        : { listingId: item.line.listingId, ok: true, orderId: id, paid: false },
    );
  }
  return results;
}

/**
 * Pays one order through its room and answers from the order's state afterwards, so that copies of
 * one request racing each other all answer alike: paid, or not paid and why.
 */
async function payLine(ctx: Ctx, buyer: Parameters<typeof checkout>[1], line: CheckoutLine, id: string) {
  const paid = await orderRoom(ctx.env, id).act({ action: "pay", by: buyer });
  const current = await ctx.db.query.orders.findFirst({ where: eq(orders.id, id) });
  const isNowPaid = current ? isPaid(current) : false;
  return {
    listingId: line.listingId,
    ok: true,
    orderId: id,
    paid: isNowPaid,
    ...(paid.ok || isNowPaid ? {} : { reason: paid.reason }),
  } satisfies LineResult;
}

/**
 * Whether the money was taken: `paid_at` stays set when an order is then refunded at once (a
 * supplier's immediate failure), so the buyer is told it was paid and the order page says why refunded.
 */
function isPaid(order: { paidAt: number | null }) {
  return order.paidAt !== null;
}
