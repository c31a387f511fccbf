/**
 * Editing the cart (spec section 1): add, quantity, remove, undo, and the live list of lines. The
 * storage itself, line keys and the header's count are in cart-storage.ts (re-exported here), so
 * the header loads only that.
 */
import { useSyncExternalStore } from "react";
import { maxQuantityFor } from "~/modules/checkout/quantity";
import { keyOf, readCart, subscribeToCart, writeCart, CART_STORAGE_KEY, type CartItem } from "./cart-storage";

export {
  applyOrderedLines,
  CART_ORDERED_COOKIE,
  CART_STORAGE_KEY,
  countCartItems,
  keyOf,
  lineKey,
  readCart,
  useCartCount,
  writeCart,
  type CartItem,
} from "./cart-storage";

/** True when two sets of required-input values are the same (key order does not matter). */
export function sameInputData(a: Record<string, string> = {}, b: Record<string, string> = {}): boolean {
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((k) => Object.prototype.hasOwnProperty.call(b, k) && a[k] === b[k]);
}

/**
 * Adds a listing to the cart. The same listing with the same required inputs (e.g. the same User ID
 * and Zone ID) is one line whose quantity grows; different inputs make a separate line. A line never
 * holds more than the listing's stock. Returns the line's quantity now and whether it was capped.
 */
export function addToCart(item: CartItem & { stock: number }): { quantity: number; capped: boolean } {
  const cart = readCart();
  const wanted = Math.max(1, Math.trunc(item.quantity));
  const index = cart.findIndex((line) => line.id === item.id && sameInputData(line.userInputData, item.userInputData));
  const before = index >= 0 && Number.isSafeInteger(cart[index].quantity) ? cart[index].quantity : 0;
  // Top Up lines hold one purchase; others up to the stock.
  const limit = Math.min(maxQuantity(item), item.stock);
  const quantity = Math.min(before + wanted, limit);
  const line: CartItem = { ...(index >= 0 ? cart[index] : {}), ...item, quantity };
  if (index >= 0) cart[index] = line;
  else cart.push(line);
  writeCart(cart);
  return { quantity, capped: before + wanted > limit };
}

/** Top Up lines are bought one at a time; other lines up to the stock stored with the line. */
export function maxQuantity(item: CartItem): number {
  return maxQuantityFor(item.type, item.stock);
}
/** The line's quantity kept inside 1..max (the cart may hold older or hand-edited values). */
export function lineQuantity(item: CartItem): number {
  const q = Number.isSafeInteger(item.quantity) ? item.quantity : 1;
  return Math.min(Math.max(q, 1), maxQuantity(item));
}

/** Sets a line's quantity (clamped to 1..max); returns the quantity now, or null if the line is gone. */
export function setQuantity(key: string, quantity: number): number | null {
  const cart = readCart();
  const line = cart.find((l) => keyOf(l) === key);
  if (!line) return null;
  line.quantity = lineQuantity({ ...line, quantity: Math.trunc(quantity) });
  writeCart(cart);
  return line.quantity;
}

/** Removes one line; returns it (for an undo), or null if it was not there. */
export function removeLine(key: string): CartItem | null {
  const cart = readCart();
  const index = cart.findIndex((l) => keyOf(l) === key);
  if (index < 0) return null;
  const [removed] = cart.splice(index, 1);
  writeCart(cart);
  return removed ?? null;
}

/** Replaces fields of one line (e.g. the current price after checkout explained a change). */
export function updateLine(key: string, patch: Partial<CartItem>): boolean {
  const cart = readCart();
  const index = cart.findIndex((l) => keyOf(l) === key);
  if (index < 0) return false;
  cart[index] = { ...cart[index]!, ...patch };
  writeCart(cart);
  return true;
}

/** Empties the cart; returns what it held (for an undo). */
export function clearCart(): CartItem[] {
  const before = readCart();
  writeCart([]);
  return before;
}

let cachedRaw: string | null | undefined;
let cachedItems: CartItem[] = [];
function cartSnapshot(): CartItem[] {
  const raw = localStorage.getItem(CART_STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = readCart();
  }
  return cachedItems;
}

/** The cart's lines, live; null on the server and during hydration (the cart is only in the browser). */
export function useCart(): CartItem[] | null {
  return useSyncExternalStore<CartItem[] | null>(subscribeToCart, cartSnapshot, () => null);
}
