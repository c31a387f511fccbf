/**
 * Placing an order from /checkout (issue 31): the posted review or confirm, for a signed-in buyer
 * or a guest buying a top-up (modules/guest), as an outcome the route answers in HTTP — log in
 * first, the post cannot be read, the review (again), refused with every problem at once (the
 * one failure shape) and the review filled in again, or placed and where to go next.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { SessionUser } from "~/modules/auth/session.server";
import { removeServerLines } from "~/modules/cart/cart.server";
import { CHECKOUT_TEXTS, confirmSummary } from "~/modules/cart/texts";
import { guestCheckout, guestMayBuy } from "~/modules/guest/checkout.server";
import { orderLink } from "~/modules/guest/link.server";
import { checkLimits } from "~/modules/limits/check-limits.server";
import { gatewayChoice, payOrdersThroughGateway } from "~/modules/payments/pay-orders.server";
import { gatewayAvailable } from "~/modules/payments/payments.server";
import { PAYMENT_TEXTS } from "~/modules/payments/texts";
import { checkIdsBeforeOrder } from "~/modules/topups/confirmation.server";
import { checkNickname } from "~/modules/topups/nickname.server";
import { NICKNAME_TEXTS, UNKNOWN_ID_TITLE } from "~/modules/topups/texts";
import { AppError } from "~/utils/app-error";
import { formFailure, parseForm, refusalOf, type FormFailure, type ParsedForm } from "~/utils/forms.server";
import type { Toast } from "~/utils/toast.server";
import { checkout, grantedOrdersOfKey, ordersOfKey } from "./checkout.server";
import { buildReview, needsIdCheck, summariseResults, toCheckoutLines, type CheckoutReview } from "./form.server";
import { checkoutFieldsSchema, WALLET_METHOD, type CheckoutPost, type PostedLine } from "./forms.server";

type Ctx = Pick<AppLoadContext, "db" | "env">;

/** Never echoed back: the lines and the key come again with the new review. */
export const CHECKOUT_HIDDEN = ["lines", "idempotencyKey"] as const;

export type ShownReview = CheckoutReview & { buyNow: boolean; gateway: boolean; guest?: boolean };

export type PlaceOrderOutcome =
  /** A visitor's post that is no guest's top-up: log in, then back to `back`. */
  | { kind: "login"; back: string }
  /** The post cannot be read, or checkout is refused before any review (the rate limit). */
  | { kind: "failed"; failure: FormFailure; status: number }
  /** The review: asked for, or again with 409 when every line changed since. */
  | { kind: "review"; review: ShownReview; values: Record<string, string>; status?: number }
  /** The buyer's fields had problems, or a refusal: the review again with all of them. */
  | { kind: "refused"; review: ShownReview; failure: FormFailure; status: number; loginHref: string | null }
  /**
   * Orders were made: to the provider's page (`payAt`, 303) or to `next` with `toast`; `forget`:
   * the cart keys the browser lets go of; `grant`: the guest's orders this browser may open.
   */
  | {
      kind: "placed";
      next: string;
      payAt: string | null;
      toast: Toast | null;
      forget: string[] | null;
      grant: string[] | null;
    };

export interface PlaceOrderInput {
  post: ParsedForm<CheckoutPost>;
  /** The whole form, for the buyer's fields (read once the review says which are needed). */
  form: FormData;
  buyer: SessionUser | null;
  ip: string;
}

/** The nickname check of a top-up's IDs (modules/topups), for the review. */
const nicknameCheck = (ctx: Ctx) => (game: string, ids: Record<string, string>) => checkNickname(ctx.env, game, ids);

/** The review of `lines` as the page shows it (`guest`: no account, a contact instead of the wallet). */
export async function shownReview(
  ctx: Ctx,
  buyerId: string,
  lines: PostedLine[],
  how: { buyNow: boolean; guest: boolean; key?: string },
) {
  const review = await buildReview(ctx, buyerId, lines, nicknameCheck(ctx), how.key);
  return { ...review, buyNow: how.buyNow, gateway: gatewayAvailable(ctx), guest: how.guest } satisfies ShownReview;
}

/** The address of a 'Beli Sekarang' review of this one line (the guest's way back after logging in). */
function loginHrefFor(lines: PostedLine[]) {
  const line = lines[0]!;
  const params = new URLSearchParams({
    ...line.userInputData,
    buy: line.listingId,
    price: String(line.expectedPrice),
    quantity: String(line.quantity),
  });
  return `/login?redirect=${encodeURIComponent(`/checkout?${params}`)}`;
}

/** Where a checkout's orders are seen: the order itself, or the list when there are several. */
const ordersPage = (ids: string[]) =>
  ids.length === 1 ? `/order/${encodeURIComponent(ids[0]!)}` : "/my-account/orders";

/**
 * Where a review already confirmed leads (its orders, paid or waiting), or null: Back from the
 * payment page, or a reload, must not start a second checkout of the same lines (issue 33).
 */
export async function confirmedReviewAt(ctx: Ctx, buyerId: string, key: string, lines: PostedLine[]) {
  const made = await ordersOfKey(ctx, buyerId, key, lines.length);
  return made.length > 0 ? ordersPage(made.map((order) => order.id)) : null;
}

/**
 * A guest's review confirmed before (Back from the payment page): the order this browser was granted
 * for that key, on its signed page — never a second checkout of the lines.
 */
export async function guestConfirmedReviewAt(ctx: Ctx, granted: Set<string>, key: string, lines: PostedLine[]) {
  if (granted.size === 0) return null;
  const [made] = await grantedOrdersOfKey(ctx, [...granted], key, lines.length);
  return made ? orderLink(ctx.env, made.id) : null;
}

/** The orders exist but the gateway payment did not start: said on the order's page. */
const startFailed = (error: AppError | undefined): Toast => ({
  type: "error",
  title: PAYMENT_TEXTS.startFailedTitle,
  description: error?.message ?? PAYMENT_TEXTS.startFailedTitle,
});

export async function placeOrder(ctx: Ctx, { post, form, buyer, ip }: PlaceOrderInput): Promise<PlaceOrderOutcome> {
  const buyNow = form.get("source") === "buy-now";
  // A top-up's direct purchase needs no account (issue 32); anything else is a signed-in buyer's.
  const guest = !buyer && buyNow && post.ok && (await guestMayBuy(ctx, post.data.lines));
  if (!buyer && !guest) return { kind: "login", back: "/cart" };
  if (!post.ok) return { kind: "failed", failure: post, status: 400 };
  const { data } = post;
  // A review shown again after a confirm keeps its key (the one in its address).
  const key = data.intent === "confirm" ? data.idempotencyKey : undefined;
  const how = { buyNow: guest || buyNow, guest, key };
  const reviewNow = () => shownReview(ctx, buyer?.id ?? "", data.lines, how);
  if (data.intent === "review") return { kind: "review", review: await reviewNow(), values: post.values };

  // The review is built only when the page comes back with it (or to know whether IDs need the tick).
  let shown: Promise<ShownReview> | null = null;
  const review = () => (shown ??= reviewNow());
  // A top-up's IDs are confirmed once more ('Pastikan ID sudah benar'): without the tick nothing is ordered.
  const idCheck = form.get("idsConfirmed") !== "1" && needsIdCheck((await review()).lines);
  const fields = await parseForm(form, checkoutFieldsSchema({ guest, idCheck }), { secret: CHECKOUT_HIDDEN });
  const { values } = fields;
  if (!fields.ok) return { kind: "refused", review: await review(), failure: fields, status: 400, loginHref: null };
  const refused = async (error: AppError, login = false): Promise<PlaceOrderOutcome> => ({
    kind: "refused",
    review: await review(),
    failure: refusalOf(error, values),
    status: error.status,
    loginHref: login ? loginHrefFor(data.lines) : null,
  });
  // Something changed since the review: explain it again; nothing was ordered, the cart stays.
  const changed = async (): Promise<PlaceOrderOutcome> => ({
    kind: "review",
    review: await reviewNow(),
    values,
    status: 409,
  });
  const { method } = fields.data;
  // Each top-up's IDs are checked again: an ID the provider does not know is never ordered, and
  // the nickname the buyer confirmed becomes the order's evidence.
  const ids = await checkIdsBeforeOrder(ctx, data.lines);
  if (ids.unknownId) return refused(new AppError(UNKNOWN_ID_TITLE, NICKNAME_TEXTS.notFound, 400, "idsConfirmed"));
  const confirmedLines = toCheckoutLines(data.lines, ids.confirmations);

  if (!buyer) {
    const outcome = await guestCheckout(ctx, {
      contact: fields.data.contact!,
      method,
      ip,
      lines: confirmedLines,
      idempotencyKey: data.idempotencyKey,
    });
    if (!outcome.ok) return refused(outcome.error, outcome.login);
    if (outcome.orderIds.length === 0) return changed();
    return {
      kind: "placed",
      next: await orderLink(ctx.env, outcome.orderIds[0]!),
      payAt: outcome.redirectUrl,
      toast: outcome.redirectUrl ? null : startFailed(outcome.error),
      forget: null,
      grant: outcome.orderIds,
    };
  }

  // The payment method: the wallet or one of the gateway's, checked before any order is made.
  const viaGateway = method !== WALLET_METHOD;
  const choice = viaGateway ? gatewayChoice(ctx, method) : { ok: true as const };
  if (!choice.ok) return refused(choice.error);
  const limited = await checkLimits(ctx, [{ limit: "CHECKOUT_PER_10_MIN", key: `checkout:${buyer.id}` }]);
  if (limited)
    return {
      kind: "failed",
      failure: formFailure(values, { formError: `${CHECKOUT_TEXTS.rateLimited} ${limited}` }),
      status: 429,
    };

  const results = await checkout(ctx, { id: buyer.id, role: buyer.role }, confirmedLines, data.idempotencyKey, {
    payFromWallet: !viaGateway,
  });
  const summary = summariseResults(data.lines, results);
  if (summary.orderIds.length === 0) return changed();
  // 'Beli Sekarang' leaves the cart as it was; a cart checkout lets go of the ordered lines.
  if (!buyNow) await removeServerLines(ctx.db, buyer.id, summary.orderedKeys);
  const next = ordersPage(summary.orderIds);
  const placed = { kind: "placed", next, forget: buyNow ? null : summary.orderedKeys, grant: null } as const;
  if (!viaGateway) return { ...placed, payAt: null, toast: confirmSummary(summary) };
  // One gateway transaction pays every order of this checkout; the buyer pays on the provider's page.
  // When it cannot start, the orders wait unpaid: their page offers the methods again.
  const started = await payOrdersThroughGateway(ctx, buyer, summary.orderIds, method);
  return started.ok
    ? { ...placed, payAt: started.redirectUrl, toast: null }
    : { ...placed, payAt: null, toast: startFailed(started.error) };
}
