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
