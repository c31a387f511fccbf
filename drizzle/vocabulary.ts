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
