/**
 * A listing's promised delivery time ('Waktu Pengiriman': '15 Menit', '1 Jam', '1-3 Hari', …) as the
 * ship deadline of its paid orders, in milliseconds, never longer than SHIP_DEADLINE_MS (24 h).
 * Checkout copies the result onto the order (`orders.ship_within_ms`), so a later edit of the listing
 * never moves the deadline of an order already made; paying starts it (escrow.ts).
 *
 * - 'N Menit' / 'N Jam' / 'N Hari': that long, capped at 24 h ('1-3 Hari' counts its longer end: 24 h).
 * - 'Instan': a listing with Pengiriman Instan items delivers in the paying batch, so its orders have
 *   no ship deadline at all; one without items shows no delivery time (catalog/listing-cards.server.ts)
 *   and so promises nothing beyond the 24 h every seller has.
 * - Anything else (empty, unknown text): 24 h.
 */
import { SHIP_DEADLINE_MS } from "~/modules/orders/constants";

const UNIT_MS: Record<string, number> = {
  menit: 60_000,
  jam: 60 * 60_000,
  hari: 24 * 60 * 60_000,
};

/** The ship deadline a delivery time promises, in ms (1 minute … 24 h). */
export function promisedShipMs(deliveryTime: string | null | undefined): number {
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
