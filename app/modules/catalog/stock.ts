/**
 * Stock badges (spec section 5): all a listing card needs from the listing rules, in its own module
 * so the home, game and search pages do not load the rest of listing-rules.ts.
 */

export const LIMITED_STOCK_MAX = 9;

/** 'habis' at 0, 'terbatas' for 1–9, otherwise nothing to say. */
export function stockState(stock: number): "habis" | "terbatas" | null {
  if (stock <= 0) return "habis";
  if (stock <= LIMITED_STOCK_MAX) return "terbatas";
  return null;
}
