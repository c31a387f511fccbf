/**
 * The cart lives in the browser (localStorage key "cart", spec section 1). This module reads and
 * writes it and tells every open component when it changes.
 */
import { useSyncExternalStore } from "react";

export const CART_STORAGE_KEY = "cart";
const CHANGE_EVENT = "pasargame:cart";

export interface CartItem {
  id: string;
  name: string;
  price: number;
  quantity: number;
  userInputData?: Record<string, string>;
  [key: string]: unknown;
}

export function readCart(): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? (parsed as CartItem[]).filter((i) => i && typeof i.id === "string") : [];
  } catch {
    return [];
  }
}

export function writeCart(items: CartItem[]) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

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
  const quantity = Math.min(before + wanted, item.stock);
  const line: CartItem = { ...(index >= 0 ? cart[index] : {}), ...item, quantity };
  if (index >= 0) cart[index] = line;
  else cart.push(line);
  writeCart(cart);
  return { quantity, capped: before + wanted > item.stock };
}

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

function countItems() {
  return readCart().reduce(
    (sum, item) => sum + (Number.isSafeInteger(item.quantity) && item.quantity > 0 ? item.quantity : 0),
    0,
  );
}

/** Number of items in the cart; 0 on the server (the cart is only known in the browser). */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, countItems, () => 0);
}
