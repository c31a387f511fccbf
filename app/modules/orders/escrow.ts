/**
 * The order state machine (ARCHITECTURE.md section 3) as a pure function: who may do what from
 * which status, what happens to the money, and the next deadline. The OrderRoom Durable Object and
 * the server module that writes the guarded D1 batch both ask this one function.
 */
import {
  CASE_ANSWER_MS,
  CASE_DECISION_MS,
  CASE_STAGE as C,
  CLAIM_ANSWER_MS,
  DISPUTE_WINDOW_MS,
  INSPECTION_EXTENSION_MS,
  ORDER_STATUS as S,
  WARRANTY as W,
  warrantyMs,
  type CaseStage,
  type OrderStatus,
  type WarrantyStatus,
} from "./constants";
import { shipWindowMs } from "~/modules/checkout/ship-deadline";

export type Actor = "buyer" | "seller" | "admin" | "system";

export type OrderAction =
  | "pay" // buyer: wallet → escrow, stock taken
  | "pay_gateway" // system, for a settled gateway payment: gateway → escrow, stock taken
  | "cancel" // buyer before payment; seller before shipping (refund)
  | "ship" // seller, with delivery info
  | "supplier_deliver" // system: the seller's H2H supplier delivered a top-up (its serial number is the delivery info)
  | "supplier_refund" // system: the supplier finally failed the top-up → the buyer is refunded at once
  | "confirm" // buyer confirms receipt → release
  | "dispute" // buyer within the window
  | "extend_inspection" // buyer, once, before the window ends: the window grows by 48 h (no money)
  | "expire" // system: unpaid deadline
  | "cancel_unshipped" // system: ship deadline passed → refund
  | "auto_confirm" // system: dispute window passed → release
  | "release" // admin decides a dispute for the seller
  | "refund" // admin decides a dispute for the buyer
  // The dispute's case (no money, the status stays 'Dikomplain'): it goes to staff with their deadline.
  | "answer_case" // seller, while their answer is due: the answer (with evidence) goes to staff at once
  | "escalate_case" // system: the seller's 48 h passed without an answer → staff, marked unresponsive
  // Warranty (Garansi) of a completed account order whose escrow went to the warranty hold:
  | "claim_warranty" // buyer, before the warranty ends: a claim stops the release until staff decide
  | "answer_claim" // seller, within 48 h of the claim: an answer and an offered fix (no money) → staff
  | "escalate_claim" // system: the seller's 48 h passed without an answer → staff, marked unresponsive
  | "release_warranty" // system: the warranty ended without a claim → the seller's wallet
  | "claim_release" // admin decides a claim for the seller → the seller's wallet
  | "claim_refund"; // admin decides a claim for the buyer: all or part back to the buyer, the rest to the seller

/**
 * What the money does in the same atomic batch as the status change. `release` of an order with a
 * warranty becomes `hold` (escrow → the seller's warranty hold); the hold then ends in
 * `warranty_release` (→ seller) or `warranty_refund` (→ buyer, in full or part).
 */
export type MoneyEffect = "pay" | "release" | "refund" | "hold" | "warranty_release" | "warranty_refund" | null;

export type Refusal = "not_allowed" | "wrong_status" | "too_early" | "too_late" | "already_extended" | "no_warranty";

export type Transition =
  | {
      ok: true;
      next: OrderStatus;
      money: MoneyEffect;
      deadlineAt: number | null;
      /** The warranty's next state, when the step changes it. */
      warranty?: WarrantyStatus;
      /** The dispute case's next stage, when the step changes it. */
      caseStage?: CaseStage;
    }
  | { ok: false; reason: Refusal };

interface Rule {
  from: OrderStatus;
  actors: Actor[];
  next: OrderStatus;
  money: MoneyEffect;
  /**
   * The deadline that starts in the next status (or, for a step within a status, the moved one).
   * `shipWithin`: the order's ship deadline (its listing's promised delivery time, at most 24 h).
   */
  deadline?: (now: number, current: number | null, shipWithin: number) => number | null;
  /** A warranty step: the warranty state it needs and the one it leaves. */
  warranty?: { from: WarrantyStatus; to: WarrantyStatus };
  /** A case step: the case stage it needs (undefined: any) and the one it leaves. */
  caseStage?: { from?: CaseStage; to: CaseStage };
}

const RULES: Record<OrderAction, Rule[]> = {
  pay: [
    {
      from: S.awaitingPayment,
      actors: ["buyer"],
      next: S.processing,
      money: "pay",
      deadline: (n, _current, shipWithin) => n + shipWithin,
    },
  ],
  pay_gateway: [
    {
      from: S.awaitingPayment,
      actors: ["system"],
      next: S.processing,
      money: "pay",
      deadline: (n, _current, shipWithin) => n + shipWithin,
    },
  ],
  cancel: [
    { from: S.awaitingPayment, actors: ["buyer", "admin"], next: S.cancelled, money: null },
    { from: S.processing, actors: ["seller", "admin"], next: S.cancelled, money: "refund" },
  ],
  ship: [
    { from: S.processing, actors: ["seller"], next: S.shipped, money: null, deadline: (n) => n + DISPUTE_WINDOW_MS },
  ],
  // Automatic fulfilment (modules/topups/fulfilment.server.ts): the supplier's answer moves the order.
  supplier_deliver: [
    { from: S.processing, actors: ["system"], next: S.shipped, money: null, deadline: (n) => n + DISPUTE_WINDOW_MS },
  ],
  supplier_refund: [{ from: S.processing, actors: ["system"], next: S.cancelled, money: "refund" }],
  confirm: [{ from: S.shipped, actors: ["buyer"], next: S.completed, money: "release" }],
  // A dispute opens a case: the seller answers within 48 h.
  dispute: [
    {
      from: S.shipped,
      actors: ["buyer"],
      next: S.disputed,
      money: null,
      deadline: (n) => n + CASE_ANSWER_MS,
      caseStage: { to: C.seller },
    },
  ],
  extend_inspection: [
    {
      from: S.shipped,
      actors: ["buyer"],
      next: S.shipped,
      money: null,
      deadline: (n, current) => (current ?? n) + INSPECTION_EXTENSION_MS,
    },
  ],
  expire: [{ from: S.awaitingPayment, actors: ["system"], next: S.cancelled, money: null }],
  cancel_unshipped: [{ from: S.processing, actors: ["system"], next: S.cancelled, money: "refund" }],
  auto_confirm: [{ from: S.shipped, actors: ["system"], next: S.completed, money: "release" }],
  release: [{ from: S.disputed, actors: ["admin"], next: S.completed, money: "release", caseStage: { to: C.closed } }],
  refund: [{ from: S.disputed, actors: ["admin"], next: S.cancelled, money: "refund", caseStage: { to: C.closed } }],
  answer_case: [
    {
      from: S.disputed,
      actors: ["seller"],
      next: S.disputed,
      money: null,
      deadline: (n) => n + CASE_DECISION_MS,
      caseStage: { from: C.seller, to: C.staff },
    },
  ],
  escalate_case: [
    {
      from: S.disputed,
      actors: ["system"],
      next: S.disputed,
      money: null,
      deadline: (n) => n + CASE_DECISION_MS,
      caseStage: { from: C.seller, to: C.staff },
    },
  ],
  // The warranty's deadline is the order's `deadlineAt` while it runs; a claim stops it and becomes a
  // case like a dispute: the seller's answer due in 48 h, then staff's decision due in 3 days.
  claim_warranty: [
    {
      from: S.completed,
      actors: ["buyer"],
      next: S.completed,
      money: null,
      deadline: (n) => n + CLAIM_ANSWER_MS,
      warranty: { from: W.active, to: W.claimed },
      caseStage: { to: C.seller },
    },
  ],
  answer_claim: [
    {
      from: S.completed,
      actors: ["seller"],
      next: S.completed,
      money: null,
      deadline: (n) => n + CASE_DECISION_MS,
      warranty: { from: W.claimed, to: W.claimed },
      caseStage: { from: C.seller, to: C.staff },
    },
  ],
  escalate_claim: [
    {
      from: S.completed,
      actors: ["system"],
      next: S.completed,
      money: null,
      deadline: (n) => n + CASE_DECISION_MS,
      warranty: { from: W.claimed, to: W.claimed },
      caseStage: { from: C.seller, to: C.staff },
    },
  ],
  release_warranty: [
    {
      from: S.completed,
      actors: ["system"],
      next: S.completed,
      money: "warranty_release",
      warranty: { from: W.active, to: W.released },
    },
  ],
  claim_release: [
    {
      from: S.completed,
      actors: ["admin"],
      next: S.completed,
      money: "warranty_release",
      warranty: { from: W.claimed, to: W.released },
      caseStage: { to: C.closed },
    },
  ],
  claim_refund: [
    {
      from: S.completed,
      actors: ["admin"],
      next: S.completed,
      money: "warranty_refund",
      warranty: { from: W.claimed, to: W.refunded },
      caseStage: { to: C.closed },
    },
  ],
};

/** Actions driven by a deadline: they may only run once the deadline has passed. */
const DEADLINE_ACTIONS = new Set<OrderAction>([
  "expire",
  "cancel_unshipped",
  "auto_confirm",
  "release_warranty",
  "escalate_case",
  "escalate_claim",
]);

export function transition(
  /**
   * `instant`: the order's listing delivers instantly (Pengiriman Instan): paying also delivers.
   * `inspectionExtendedAt`: set once the buyer extended the inspection (it may happen once).
   * `warrantyDays`: the warranty bought with the order (0: none); `warrantyStatus` its state once held.
   * `claimedAt`: when the open warranty claim was filed (the seller answers within 48 h of it).
   * `shipWithinMs`: the ship deadline promised at checkout (checkout/ship-deadline.ts); without it 24 h.
   */
  order: {
    status: OrderStatus;
    deadlineAt: number | null;
    instant?: boolean;
    inspectionExtendedAt?: number | null;
    warrantyDays?: number;
    warrantyStatus?: WarrantyStatus | null;
    claimedAt?: number | null;
    caseStage?: CaseStage | null;
    shipWithinMs?: number | null;
  },
  action: OrderAction,
  actor: Actor,
  now: number,
): Transition {
  const rules = RULES[action];
  const rule = rules.find((r) => r.from === order.status);
  if (!rule) return { ok: false, reason: rules.some((r) => r.actors.includes(actor)) ? "wrong_status" : "not_allowed" };
  if (!rule.actors.includes(actor)) return { ok: false, reason: "not_allowed" };
  if (DEADLINE_ACTIONS.has(action) && (order.deadlineAt === null || now < order.deadlineAt)) {
    return { ok: false, reason: "too_early" };
  }
  // The buyer may dispute or extend the inspection only inside the window; extend only once.
  if ((action === "dispute" || action === "extend_inspection") && order.deadlineAt !== null && now >= order.deadlineAt)
    return { ok: false, reason: "too_late" };
  if (action === "extend_inspection" && order.inspectionExtendedAt != null)
    return { ok: false, reason: "already_extended" };
  // A case step needs its stage: the seller answers (and the alarm escalates) only while the answer is due.
  if (rule.caseStage?.from && (order.caseStage ?? null) !== rule.caseStage.from)
    return { ok: false, reason: "wrong_status" };
  if (action === "answer_case" && (order.deadlineAt === null || now >= order.deadlineAt))
    return { ok: false, reason: "too_late" };
  const caseStage = rule.caseStage ? { caseStage: rule.caseStage.to } : {};
  if (rule.warranty) {
    if (!order.warrantyStatus) return { ok: false, reason: "no_warranty" };
    if (order.warrantyStatus !== rule.warranty.from) return { ok: false, reason: "wrong_status" };
    // A claim is filed while the warranty runs; the seller answers within 48 h of it.
    if (action === "claim_warranty" && (order.deadlineAt === null || now >= order.deadlineAt))
      return { ok: false, reason: "too_late" };
    if (action === "answer_claim" && (order.claimedAt == null || now >= order.claimedAt + CLAIM_ANSWER_MS))
      return { ok: false, reason: "too_late" };
    return {
      ok: true,
      next: rule.next,
      money: rule.money,
      deadlineAt: rule.deadline ? rule.deadline(now, order.deadlineAt, shipWindowMs(order.shipWithinMs)) : null,
      warranty: rule.warranty.to,
      ...caseStage,
    };
  }
  // Completing an order with a warranty: the escrow goes to the seller's warranty hold until it ends.
  if (rule.money === "release" && (order.warrantyDays ?? 0) > 0) {
    return {
      ok: true,
      next: rule.next,
      money: "hold",
      deadlineAt: now + warrantyMs(order.warrantyDays ?? 0),
      warranty: W.active,
      ...caseStage,
    };
  }
  // Pengiriman Instan: the items are assigned in the paying batch, so the order is delivered at once
  // and its inspection window starts.
  if (rule.money === "pay" && order.instant) {
    return { ok: true, next: S.shipped, money: "pay", deadlineAt: now + DISPUTE_WINDOW_MS };
  }
  return {
    ok: true,
    next: rule.next,
    money: rule.money,
    deadlineAt: rule.deadline ? rule.deadline(now, order.deadlineAt, shipWindowMs(order.shipWithinMs)) : null,
    ...caseStage,
  };
}

/**
 * The action the deadline of a status triggers (the OrderRoom alarm), if any. A completed order's
 * deadline ends its warranty, or, once claimed, the seller's time to answer the claim.
 */
export function deadlineAction(status: OrderStatus, warrantyStatus?: WarrantyStatus | null): OrderAction | null {
  if (status === S.awaitingPayment) return "expire";
  if (status === S.processing) return "cancel_unshipped";
  if (status === S.shipped) return "auto_confirm";
  if (status === S.completed) return warrantyStatus === W.claimed ? "escalate_claim" : "release_warranty";
  if (status === S.disputed) return "escalate_case";
  return null;
}
