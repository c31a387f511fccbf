/**
 * The order's shapes that several files share: its row, the columns a step sets, and the room's
 * answer to a step. Imports nothing of the room but types, so every file may import it.
 */
import type { orders } from "~/db/schema";
import type { OrderStatus } from "./constants";

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
