/**
 * How much of one listing a single order (and so a cart line) may take. Browser code (cart, buy box)
 * and the server's checkout read the same rule from here.
 */

/** The most of one listing a single order takes. */
export const MAX_QUANTITY = 999;

/** Top Up listings are bought one at a time: each purchase is for the player's own inputs. */
export function boughtOneAtATime(type: unknown): boolean {
  return type === "Top Up";
}

/** The largest quantity a line of this type may hold with this stock (unknown stock: the maximum). */
export function maxQuantityFor(type: unknown, stock: unknown): number {
  if (boughtOneAtATime(type)) return 1;
  const known = typeof stock === "number" && Number.isSafeInteger(stock) ? stock : MAX_QUANTITY;
  return Math.max(1, Math.min(known, MAX_QUANTITY));
}
