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
