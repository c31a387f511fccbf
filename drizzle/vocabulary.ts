/**
 * The words the database checks (CHECK constraints in schema.ts), as plain constants with no
 * database library attached, so that browser code can import them without pulling the schema in.
 */
export const ROLES = ["buyer", "seller", "admin"] as const;
export const LISTING_TYPES = ["Akun", "Top Up", "Jasa"] as const;
export type ListingType = (typeof LISTING_TYPES)[number];
export const ORDER_STATUSES = [
  "Menunggu Pembayaran",
  "Diproses",
  "Dikirim",
  "Selesai",
  "Dibatalkan",
  "Dikomplain",
] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];
export const LEDGER_ACCOUNT_KINDS = ["wallet", "hold", "escrow", "platform", "external"] as const;
/** A completed order's warranty state (app/modules/orders/constants.ts, WARRANTY). */
export const WARRANTY_STATUSES = ["active", "claimed", "released", "refunded"] as const;
/** Why a buyer claims the warranty of an account. */
export const CLAIM_REASONS = ["recovered", "banned", "mismatch"] as const;
/** What a seller offers in answer to a claim. */
export const CLAIM_OFFERS = ["resecure", "replacement", "partial_refund", "none"] as const;
