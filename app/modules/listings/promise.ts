/**
 * What a Top Up promises the buyer (issue 32 point 5): how it is delivered and what happens when it
 * is late. The refund is the ship deadline checkout copies onto the order (checkout/ship-deadline.ts):
 * past it, the system cancels the order and refunds it (escrow `cancel_unshipped`), so the text
 * states that window and nothing faster. Pure: the listing page and the order page both read it.
 */
import { promisedShipMs, shipWindowMs } from "~/modules/checkout/ship-deadline";
import { PROMISE_TEXTS as T } from "./texts";

export interface TopUpPromise {
  /** How it is delivered, when it delivers by itself; null for a seller's own hand. */
  delivery: string | null;
  /** The refund rule; null when paying delivers at once (nothing can be late). */
  refund: string | null;
}

/** A listing's promise; null for listings that are not Top Up. */
export function listingPromise(listing: {
  type: string;
  deliveryTime: string | null;
  instantDelivery: boolean;
  supplierSku: string | null;
}): TopUpPromise | null {
  if (listing.type !== "Top Up") return null;
  if (listing.instantDelivery) return { delivery: T.instant, refund: null };
  return {
    delivery: listing.supplierSku ? T.supplier : null,
    refund: T.listing(T.window(promisedShipMs(listing.deliveryTime, listing.supplierSku !== null))),
  };
}

/** The refund rule of a paid Top Up order that waits to be shipped, as its buyer or seller reads it. */
export function orderPromise(shipWithinMs: number | null, viewer: "buyer" | "seller" | "admin"): string {
  const window = T.window(shipWindowMs(shipWithinMs));
  return viewer === "buyer" ? T.buyer(window) : T.seller(window);
}
