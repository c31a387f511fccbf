/**
 * The order's shapes that several files share: its row, the columns a step sets, a step as the
 * room takes it, and the room's answer. Imports nothing of the room but types, so every file may import it.
 */
import type { orders } from "~/db/schema";
import type { SessionUser } from "~/modules/auth/session.server";
import type { CaseEventInput, ClaimStep } from "~/modules/cases/types";
import type { OrderStatus } from "./constants";
import type { OrderAction } from "./escrow";

export type Order = typeof orders.$inferSelect;
/**
 * Columns that belong to a step: delivery info when shipping, reason and evidence when disputing,
 * the reason (and who gave it) of a seller's cancellation or a staff decision.
 */
export type OrderExtra = Partial<
  Pick<Order, "deliveryInfo" | "disputeReason" | "disputeEvidence" | "decisionReason" | "decidedBy" | "secureChecklist">
>;

export type ApplyResult =
  | { ok: true; order: Order; from: OrderStatus }
  | {
      ok: false;
      reason:
        | "not_found"
        | "not_allowed"
        | "wrong_status"
        | "too_early"
        | "too_late"
        | "already_extended"
        | "no_warranty"
        | "insufficient_balance"
        | "out_of_stock"
        | "conflict";
    };

/** Why the room refused a step. */
export type RefusalReason = Extract<ApplyResult, { ok: false }>["reason"];

/** One step for the order's room (`orderRoom(env, id).act(step)`): what, by whom, and what it carries. */
export interface OrderStep {
  action: OrderAction;
  /** Who takes it: a person (the room asks their part in the order), or "system" (the room's alarm). */
  by: Pick<SessionUser, "id" | "role"> | "system";
  /** Columns that belong to the step (delivery info, a dispute's reason, a decision's reason). */
  extra?: OrderExtra;
  /** The settled gateway payment a `pay_gateway` spends (its share for this order). */
  gatewayPaymentId?: string;
  /** The warranty claim's part of a claim step (filing, the seller's answer, staff's decision). */
  claim?: ClaimStep;
  /** What the person posted with a dispute case's step (opening, the seller's answer). */
  caseEvent?: CaseEventInput;
}

/** The step as the OrderRoom object receives it: with the order it is for. */
export type RoomStep = OrderStep & { orderId: string };
