/**
 * The top-up area's shared shapes: what a supplier answers about one purchase, whatever supplier
 * it is (Digiflazz first). Fulfilment reads only these, so a second supplier is one more adapter.
 */

/** A seller's supplier account (the key is decrypted only to sign a request). */
export interface SupplierCredentials {
  username: string;
  apiKey: string;
}

/** One purchase at the supplier; `refId` is the order's id, the idempotency key of every retry. */
export interface SupplierPurchase {
  sku: string;
  customerNo: string;
  refId: string;
  /** The most the seller agreed to pay the supplier (rupiah); a dearer price is refused there. */
  maxPrice: number;
}

/**
 * What the supplier said: delivered (with its serial number, the delivery proof), still pending,
 * finally failed (nothing delivered; `reason` in Indonesian as the supplier gave it), or no answer
 * at all (network, timeout, a malformed reply): then the same request is sent again later.
 */
export type SupplierOutcome =
  | { state: "delivered"; serial: string; price: number; message: string }
  | { state: "pending"; price: number; message: string }
  | { state: "failed"; code: string; reason: string }
  | { state: "unanswered"; error: string };

/** A verified supplier callback: which purchase it speaks of and what it says. */
export interface SupplierCallback {
  refId: string;
  outcome: Exclude<SupplierOutcome, { state: "unanswered" }>;
}

export interface TopUpSupplier {
  purchase(credentials: SupplierCredentials, purchase: SupplierPurchase): Promise<SupplierOutcome>;
  balance(credentials: SupplierCredentials): Promise<number | null>;
}

/** What a nickname check answered for a top-up's typed IDs (./nickname.server.ts). */
export type NicknameCheck =
  { state: "found"; nickname: string; provider: string } | { state: "not_found" } | { state: "unavailable" };

/** The nickname the buyer confirmed before paying, kept on the order (orders.nickname_confirmation). */
export interface NicknameConfirmation {
  nickname: string;
  provider: string;
  checkedAt: number;
  confirmedAt: number;
}

/** The supplier's view of a top-up's IDs: the player ID and, where the game has one, the zone or server. */
export interface Target {
  target: string;
  zone: string;
}

/** A supplier's nickname call (VIP Reseller's `get-nickname` first). */
export interface NicknameProvider {
  readonly name: string;
  /** The answer for these IDs; throws (or is aborted by `signal`) when the provider gives none. */
  check(gameSlug: string, ids: Target, signal: AbortSignal): Promise<NicknameCheck>;
}
