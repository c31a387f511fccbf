/**
 * A Top Up listing's offer (issue 32): the denomination it sells (the top-up store's tile), its
 * mapping to the seller's H2H supplier (SKU and the most they pay for one: both or none, only with
 * a connected supplier, never above the listing's price), and the promise it may make: 'Instan'
 * only when it delivers by itself (supplier-mapped, or Pengiriman Instan). Pure, like listing-form.ts.
 */
import type { ListingType } from "~/db/schema";
import { parseRupiah } from "~/utils/parse-number";
import type { ListingCheck, ListingFieldErrors, ListingFormValues } from "./listing-form";
import { LISTING_TEXTS, TOP_UP_OFFER_TEXTS as T } from "./texts";

/** The delivery time only a listing that delivers by itself may promise. */
export const INSTANT = "Instan";
const SKU = /^[A-Za-z0-9._-]{1,50}$/;

export interface TopUpOffer {
  denominationId: string | null;
  supplierSku: string | null;
  supplierMaxPrice: number | null;
}

export const NO_OFFER: TopUpOffer = { denominationId: null, supplierSku: null, supplierMaxPrice: null };

export interface TopUpOfferContext {
  categoryType: ListingType | null;
  /** The listing's price when it was valid (the most the supplier may be paid). */
  price: number | null;
  /** The game's active denominations. */
  denominationIds: readonly string[];
  supplierConnected: boolean;
  /** Pengiriman Instan is on (an existing listing with stocked items). */
  instantDelivery: boolean;
}

/** Checks the offer fields; a listing that is not a Top Up has none, whatever was posted. */
export function checkTopUpOffer(
  values: Pick<ListingFormValues, "denominationId" | "supplierSku" | "supplierMaxPrice" | "deliveryTime">,
  ctx: TopUpOfferContext,
): { offer: TopUpOffer; errors: ListingFieldErrors } {
  const errors: ListingFieldErrors = {};
  if (ctx.categoryType !== "Top Up") return { offer: NO_OFFER, errors };

  const denominationId = values.denominationId.trim() || null;
  if (denominationId && !ctx.denominationIds.includes(denominationId)) errors.denominationId = T.denominationInvalid;

  const sku = values.supplierSku.trim();
  const rawMax = values.supplierMaxPrice.trim();
  let mapped: { sku: string; maxPrice: number } | null = null;
  if (sku || rawMax) {
    if (!ctx.supplierConnected) errors.supplierSku = T.notConnected;
    else {
      const max = rawMax ? parseRupiah(rawMax) : null;
      if (!sku) errors.supplierSku = T.bothOrNone;
      else if (!SKU.test(sku)) errors.supplierSku = T.skuInvalid;
      if (!rawMax) errors.supplierMaxPrice = T.bothOrNone;
      else if (max === null || max <= 0) errors.supplierMaxPrice = T.maxPriceInvalid;
      else if (ctx.price !== null && max > ctx.price) errors.supplierMaxPrice = T.maxPriceAbovePrice;
      if (!errors.supplierSku && !errors.supplierMaxPrice && max !== null) mapped = { sku, maxPrice: max };
    }
  }

  // A mapping that failed its own checks still counts as the seller's intent for the promise.
  const deliversBySelf = ctx.instantDelivery || (ctx.supplierConnected && Boolean(sku));
  if (values.deliveryTime === INSTANT && !deliversBySelf) errors.deliveryTime = T.instantRefused;

  return {
    offer: { denominationId, supplierSku: mapped?.sku ?? null, supplierMaxPrice: mapped?.maxPrice ?? null },
    errors,
  };
}

/** The listing form's result with the offer's problems joined in (every message at once). */
export function withOfferErrors(checked: ListingCheck, offerErrors: ListingFieldErrors): ListingCheck {
  if (Object.keys(offerErrors).length === 0) return checked;
  if (!checked.ok) return { ...checked, errors: { ...offerErrors, ...checked.errors } };
  return {
    ok: false,
    title: LISTING_TEXTS.createFailedTitle,
    message: "Periksa kembali isian yang ditandai.",
    errors: offerErrors,
  };
}
