/** Order rules (docs/architecture.md, section 4) in one place. */
import { ORDER_STATUSES, type WARRANTY_STATUSES, type OrderStatusName } from "~/db/vocabulary";

/** Every status, in the order of the flow (the schema's list, which the database checks). */
export { ORDER_STATUSES };

/** The statuses by name, for code. */
export const ORDER_STATUS = {
  awaitingPayment: "Menunggu Pembayaran",
  processing: "Diproses",
  shipped: "Dikirim",
  completed: "Selesai",
  cancelled: "Dibatalkan",
  disputed: "Dikomplain",
} as const satisfies Record<string, OrderStatusName>;
export type OrderStatus = OrderStatusName;

const HOUR_MS = 60 * 60 * 1000;
/** An unpaid order expires after 24 h. */
export const UNPAID_EXPIRY_MS = 24 * HOUR_MS;
/** A paid order not shipped within 24 h is cancelled and refunded. */
export const SHIP_DEADLINE_MS = 24 * HOUR_MS;
/** The buyer has 72 h after Dikirim to confirm or dispute (the spec's 3-day window). */
export const DISPUTE_WINDOW_MS = 72 * HOUR_MS;
/** The buyer may extend that window once, by 48 h ('Perpanjang Waktu Pemeriksaan'). */
export const INSPECTION_EXTENSION_MS = 48 * HOUR_MS;
/** The buyer is reminded this long before the window ends and the order completes on its own. */
export const COMPLETION_REMINDER_MS = 24 * HOUR_MS;

/** A warranty runs this many days (the seller's choice: catalog/warranty.ts) from the completion. */
const DAY_MS = 24 * HOUR_MS;
/** How long a warranty of `days` runs from the order's completion. */
export const warrantyMs = (days: number) => days * DAY_MS;
/** The seller answers a warranty claim (and may offer a fix) within 48 h of it. */
export const CLAIM_ANSWER_MS = 48 * HOUR_MS;

/**
 * A completed order's warranty: `active` (the money waits in the seller's warranty hold until the
 * warranty ends), `claimed` (the buyer filed a claim: staff decide), `released` (to the seller),
 * `refunded` (all or part to the buyer). Null: the order has no warranty.
 */
export const WARRANTY = {
  active: "active",
  claimed: "claimed",
  released: "released",
  refunded: "refunded",
} as const satisfies Record<string, (typeof WARRANTY_STATUSES)[number]>;
export type WarrantyStatus = (typeof WARRANTY_STATUSES)[number];

/** A dispute's case: the seller answers within 48 h of the complaint (reminded 24 h before), staff decide within 3 days of the escalation. */
export const CASE_ANSWER_MS = 48 * HOUR_MS;
export const CASE_REMINDER_MS = 24 * HOUR_MS;
export const CASE_DECISION_MS = 3 * DAY_MS;
/** The case's stage: the seller's answer is due, staff's decision is due, decided. */
export const CASE_STAGE = { seller: "seller", staff: "staff", closed: "closed" } as const;
export type CaseStage = (typeof CASE_STAGE)[keyof typeof CASE_STAGE];
