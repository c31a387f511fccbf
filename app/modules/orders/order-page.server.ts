/**
 * What the order page reads and does: the order as its viewer may see it (with the chat's latest
 * messages and the steps open to them), and a posted step, checked and handed to the order's room —
 * which alone changes an order's state.
 */
import { refundView } from "~/modules/payments/refund-view.server";
import { INQUIRY_TEXTS } from "~/modules/inquiries/texts";
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { SessionUser } from "~/modules/auth/session.server";
import { canonicalListingPath } from "~/modules/catalog/listing-page.server";
import { orderPromise } from "~/modules/listings/promise";
import { paidWithOrder } from "~/modules/payments/paid-with.server";
import { AppError } from "~/utils/app-error";
import { parseForm } from "~/utils/forms.server";
import { stepDone, stepRefused, stepShown } from "~/utils/step-outcome";
import { loadOrderForViewer } from "./access.server";
import { CASE_STAGE, ORDER_STATUS as S, WARRANTY, type OrderStatus } from "./constants";
import { CLAIM_CASE_TEXTS } from "~/modules/cases/texts";
import { deliveredForStaff, deliveredText, wasDelivered } from "./delivered.server";
import { deliveryKeyring, encryptDeliveryInfo } from "./delivery.server";
import { transition, type Actor } from "./escrow";
import type { Order, OrderExtra, RefusalReason } from "./types";
import {
  isConfirmed,
  isUserAction,
  typedDecisionReason,
  USER_ACTIONS,
  type OrderActionResult,
  type OrderFormInput,
  type UserAction,
} from "./order-form";
import { orderLabel } from "./order-number";
import { refusedStep } from "./refusal.server";
import {
  CHECKLIST_TEXTS,
  checklistFor,
  securedChecklist,
  tickedOf,
  UNSECURED_ACK_FIELD,
  UNSECURED_ACK_VALUE,
} from "./secure-checklist";
import { orderRoom } from "./room.server";
import { stepFieldsRefused, stepFormSchema } from "./step-forms.server";
import { warrantyView } from "~/modules/cases/warranty-claims.server";
import { caseView } from "~/modules/cases/views.server";
import { DELIVERY_TEXTS } from "./delivery-texts";
import { CONFIRM_TEXTS, DEADLINE_TEXTS, INSPECTION_TEXTS, ORDER_TEXTS } from "./texts";

type Ctx = Pick<AppLoadContext, "db" | "env">;
type Viewer = Pick<SessionUser, "id" | "role">;

/** Statuses in which the buyer (and staff) see what the seller delivered. */
const DELIVERED: OrderStatus[] = [S.shipped, S.completed, S.disputed];
/** The chat's latest messages the page renders; `?chat=semua` renders up to CHAT_HISTORY_LIMIT. */
const CHAT_PAGE = 50;
const CHAT_HISTORY_LIMIT = 200;

/** What the seller does not see of the buyer's payment (its total for other orders, fee, references). */
const SELLER_HIDES = { total: null, fee: null, orderCount: null, paymentId: null, reference: null } as const;

/** The order page's data for `user`; throws 404 or 403 (access.server.ts) when they may not see it. */
export async function orderPageData(ctx: Ctx, orderId: string, user: Viewer, { wholeChat }: { wholeChat: boolean }) {
  // Opening the order is reading its conversation: marked read in the same round trip.
  const { order, product, buyer, seller, role, presaleInquiryId, buyerReview } = await loadOrderForViewer(
    ctx,
    orderId,
    user,
    { markRead: true },
  );
  // A long conversation would make the page heavy on a cheap phone: the latest messages, and a
  // link to the rest (the live chat only ever adds newer ones).
  const limit = wholeChat ? CHAT_HISTORY_LIMIT : CHAT_PAGE;
  const latest = await orderRoom(ctx.env, order.id).history(limit + 1);
  const history = latest.slice(-limit);

  const now = Date.now();
  const actions = USER_ACTIONS.filter((a) => transition(order, a, role, now).ok);
  const delivery = await deliveryView(ctx, order, role, user.id);
  const labels = new Map(product?.requiredInputs.map((i) => [i.id, i.label]));
  const warranty = await warrantyView(ctx.db, order, role, now);
  const paid = await paidWithOrder(ctx.db, order.id);
  const disputeCase = await caseView(ctx.db, order, role, now);

  return {
    viewerId: user.id,
    role,
    now,
    order: {
      id: order.id,
      orderNumber: orderLabel(order),
      status: order.status,
      productTitle: order.productTitle,
      productType: order.productType,
      unitPrice: order.unitPrice,
      quantity: order.quantity,
      totalAmount: order.totalAmount,
      createdAt: order.createdAt,
      deadlineAt: order.deadlineAt,
      userInputs: Object.entries(order.userInputData ?? {}).map(([key, value]) => ({
        label: labels.get(key) ?? key,
        value,
      })),
      paidAt: order.paidAt,
      instantDelivery: order.instantDelivery,
      decisionReason: order.decisionReason,
      decidedBy: order.decidedBy,
      disputeReason: order.disputeReason,
      disputeEvidence: order.disputeEvidence ?? [],
      secureChecklist: order.secureChecklist,
      inspectionExtendedAt: order.inspectionExtendedAt,
      warrantyDays: order.warrantyDays,
    },
    /** A paid Top Up waiting to be shipped: the refund rule of its ship deadline (listings/promise.ts). */
    refundPromise:
      order.productType === "Top Up" && order.status === S.processing ? orderPromise(order.shipWithinMs, role) : null,
    /** Where the buyer's refund is (wallet, or back to the QRIS / e-wallet) and whether it may go back still. */
    refund: role === "buyer" ? await refundView(ctx.db, order, now) : null,
    /** How the order was paid (null: not yet); the seller sees only the method, not the buyer's payment. */
    paidWith: paid && role === "seller" ? { ...paid, ...SELLER_HIDES } : paid,
    /** The 'Akun sudah diamankan' checklist the buyer ticks before confirming an account. */
    checklist: actions.includes("confirm") && order.productType === "Akun" ? checklistFor(product?.gameSlug) : null,
    listingPath: product ? canonicalListingPath(product) : null,
    /** The pre-sale conversation between these two, linked beside the order's chat (null: none). */
    presale: presaleInquiryId
      ? { href: `/messages/${presaleInquiryId}`, label: INQUIRY_TEXTS.presaleLink, hint: INQUIRY_TEXTS.presaleHint }
      : null,
    /** The buyer's own review of the listing, shown instead of 'Beri Ulasan' (null: none yet, or not the buyer). */
    review: role === "buyer" && order.status === S.completed ? buyerReview : null,
    /** The warranty of a completed account order (its hold, claim, answer and decision). */
    warranty,
    /** The dispute's case: its timeline, running deadline and the forms open to the viewer (null: none). */
    disputeCase,
    buyer,
    seller,
    actions,
    delivery,
    deadlineText:
      order.deadlineAt === null
        ? null
        : order.status === S.disputed
          ? (disputeCase?.deadline?.label ?? null)
          : order.warrantyStatus === WARRANTY.claimed &&
              (order.caseStage === CASE_STAGE.seller || order.caseStage === CASE_STAGE.staff)
            ? CLAIM_CASE_TEXTS.deadline[order.caseStage][role]
            : (DEADLINE_TEXTS[order.status] ?? null),
    history,
    olderMessages: latest.length > limit && !wholeChat,
  };
}

function refused(intent: string, reason: RefusalReason) {
  return refusedStep(reason, { intent, reason });
}

/**
 * What the room stores with a step: the delivery info encrypted, the dispute's evidence as a list,
 * a decision's reason with who gave it.
 */
export async function extraOf(env: Ctx["env"], input: OrderFormInput, actor: Actor): Promise<OrderExtra | undefined> {
  if (input.kind === "ship")
    return { deliveryInfo: await encryptDeliveryInfo(deliveryKeyring(env), input.deliveryInfo) };
  if (input.kind === "dispute") return { disputeReason: input.disputeReason, disputeEvidence: [input.disputeEvidence] };
  if (input.kind === "decision" && (actor === "seller" || actor === "admin"))
    return { decisionReason: input.decisionReason, decidedBy: actor };
  return undefined;
}

/**
 * The first post of a step that cannot be undone: nothing happens yet, the page answers with the
 * confirmation (its warning, the reason field when one is needed, the final button). What was typed
 * comes back with it.
 */
export function askConfirmation(intent: UserAction, form: FormData) {
  return stepShown({
    intent,
    confirmStep: true,
    title: CONFIRM_TEXTS.title,
    message: CONFIRM_TEXTS.stepMessage,
    values: { decisionReason: typedDecisionReason(form) },
  } satisfies OrderActionResult);
}

/**
 * One posted step on the order page, as its outcome: refused (400 for an unknown intent, 403/404/409
 * from the room), shown (the confirmation, 400 for incomplete fields, every problem at once) or done (to the page with a
 * toast); the route answers it.
 */
export async function takeOrderStep(ctx: Ctx, orderId: string, user: Viewer, request: Request) {
  // The order first: an unknown order or a stranger is refused before the form is read.
  const { order, product, role } = await loadOrderForViewer(ctx, orderId, user);
  const form = await request.formData();
  const intent = form.get("intent");
  if (!isUserAction(intent)) {
    const unknown = new AppError("Aksi Tidak Dikenal", "Permintaan tidak dikenali.", 400);
    return stepRefused(unknown, { intent: String(intent ?? "") });
  }
  // Who may do what is the state machine's answer; asking first keeps a stranger's form unread.
  const now = Date.now();
  const step = transition(order, intent, role, now);
  if (!step.ok && step.reason === "not_allowed") return refused(intent, "not_allowed");

  // Irreversible steps are asked once: the first post never moves money.
  if (!isConfirmed(intent, form)) return step.ok ? askConfirmation(intent, form) : refused(intent, step.reason);

  // The step's fields (ship's delivery info, a reason), every problem at once and what was typed kept.
  const read = await parseForm(form, stepFormSchema(intent, role));
  if (!read.ok) return stepShown(stepFieldsRefused(intent, read), 400);
  let extra = await extraOf(ctx.env, read.data, role);
  // Confirming an account: what the buyer ticked goes with the confirmation; without every tick the
  // step is asked once more, and only an explicit second confirmation goes ahead.
  if (intent === "confirm" && step.ok && order.productType === "Akun") {
    const items = checklistFor(product?.gameSlug);
    const ticked = tickedOf(items, form);
    if (ticked.length < items.length && form.get(UNSECURED_ACK_FIELD) !== UNSECURED_ACK_VALUE) {
      return stepShown({
        intent,
        confirmStep: true,
        title: CONFIRM_TEXTS.title,
        message: CHECKLIST_TEXTS.incomplete,
        checklistWarning: CHECKLIST_TEXTS.incomplete,
        secured: ticked,
      } satisfies OrderActionResult);
    }
    extra = { ...extra, secureChecklist: securedChecklist(items, ticked, now) };
  }
  const result = await orderRoom(ctx.env, order.id).act({
    action: intent,
    by: { id: user.id, role: user.role },
    extra,
  });
  if (!result.ok) return refused(intent, result.reason);
  return stepDone(`/order/${encodeURIComponent(order.id)}`, {
    type: "success",
    title: ORDER_TEXTS.statusChanged,
    description:
      intent === "extend_inspection"
        ? INSPECTION_TEXTS.extendedToast
        : `Status pesanan sekarang: ${result.order.status}.`,
  });
}

export type OrderPageData = Awaited<ReturnType<typeof orderPageData>>;

type DeliveryView =
  | { kind: "visible"; audience: "buyer" | "seller" | "admin"; text: string | null }
  | { kind: "hidden"; text: string }
  | null;

/**
 * What the seller delivered (for Akun: the login; Pengiriman Instan: the items the paying batch
 * assigned), as this viewer may see it: the seller who wrote it always (their evidence); the buyer
 * once delivered (not after a cancellation); staff only during a complaint or warranty claim, each
 * read audited (delivered.server.ts). Never anyone else.
 */
async function deliveryView(ctx: Ctx, order: Order, role: Actor, viewerId: string): Promise<DeliveryView> {
  if (role === "admin") {
    const read = await deliveredForStaff(ctx, order, viewerId, "order");
    if (read) return read.stored ? { kind: "visible", audience: "admin", text: read.text } : null;
    return wasDelivered(order) ? { kind: "hidden", text: DELIVERY_TEXTS.staffOnlyInCase } : null;
  }
  if (role !== "buyer" && role !== "seller") return null;
  if (role === "buyer" && !DELIVERED.includes(order.status)) {
    return wasDelivered(order) ? { kind: "hidden", text: DELIVERY_TEXTS.hiddenAfterCancel } : null;
  }
  const { stored, text } = await deliveredText(ctx, order);
  return stored ? { kind: "visible", audience: role, text } : null;
}
