/**
 * A listing's promised delivery time ('15 Menit', '1 Jam', '24 Jam', …) as the ship deadline of
 * its paid orders, capped at SHIP_DEADLINE_MS (24 h; a range such as an old '1-3 Hari' counts its
 * longer end; unknown text: 24 h). Checkout copies it onto the order, so a later listing edit never moves an order's
 * deadline; paying starts it. 'Instan' with stocked items delivers in the paying batch: no deadline;
 * 'Instan' through the seller's H2H supplier (a mapped SKU) promises SUPPLIER_INSTANT_MS.
 */
import { SHIP_DEADLINE_MS } from "~/modules/orders/constants";

const UNIT_MS: Record<string, number> = {
  menit: 60_000,
  jam: 60 * 60_000,
  hari: 24 * 60 * 60_000,
};

/** What 'Instan' promises when a supplier delivers it: 'Tidak masuk dalam 5 menit? Uang kembali otomatis'. */
export const SUPPLIER_INSTANT_MS = 5 * 60_000;

/** The ship deadline a delivery time promises, in ms (1 minute … 24 h); `supplierMapped`: see above. */
export function promisedShipMs(deliveryTime: string | null | undefined, supplierMapped = false): number {
  if (supplierMapped && /^instan$/i.test(deliveryTime?.trim() ?? "")) return SUPPLIER_INSTANT_MS;
  const match = /^(\d{1,4})(?:\s*-\s*(\d{1,4}))?\s*(menit|jam|hari)$/i.exec(deliveryTime?.trim() ?? "");
  if (!match) return SHIP_DEADLINE_MS;
  const amount = Number(match[2] ?? match[1]);
  if (amount < 1) return SHIP_DEADLINE_MS;
  return Math.min(amount * UNIT_MS[match[3]!.toLowerCase()]!, SHIP_DEADLINE_MS);
}

/** The ship deadline of an order: its copied promise, or 24 h (orders made before promises counted). */
export function shipWindowMs(shipWithinMs: number | null | undefined): number {
  return shipWithinMs != null && shipWithinMs > 0 ? Math.min(shipWithinMs, SHIP_DEADLINE_MS) : SHIP_DEADLINE_MS;
}
