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
  // Top Up lines hold one purchase; others up to the stock.
  const limit = Math.min(maxQuantity(item), item.stock);
  const quantity = Math.min(before + wanted, limit);
  const line: CartItem = { ...(index >= 0 ? cart[index] : {}), ...item, quantity };
  if (index >= 0) cart[index] = line;
  else cart.push(line);
  writeCart(cart);
  return { quantity, capped: before + wanted > limit };
}

/**
 * A line's identity: the listing and the exact required inputs (two players' IDs are two lines).
 * The server computes the same key for the lines it ordered, so the browser knows which to drop.
 */
export function lineKey(listingId: string, userInputData: Record<string, string> = {}): string {
  const canonical = [
    listingId,
    ...Object.keys(userInputData)
      .sort()
      .map((k) => `${k}=${userInputData[k]}`),
  ].join("\u0000");
  let hash = 0x811c9dc5; // FNV-1a, 32 bit: short and stable; collisions inside one cart are not a concern
  for (const ch of canonical) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${listingId}~${hash.toString(36)}`;
}

export const keyOf = (item: Pick<CartItem, "id" | "userInputData">) => lineKey(item.id, item.userInputData);

/** The most of one line a single order takes (the server's limit too). */
export const MAX_CART_QUANTITY = 999;

/** Top Up lines are bought one at a time; other lines up to the stock stored with the line. */
export function maxQuantity(item: CartItem): number {
  if (item.type === "Top Up") return 1;
  const stock = typeof item.stock === "number" && Number.isSafeInteger(item.stock) ? item.stock : MAX_CART_QUANTITY;
  return Math.max(1, Math.min(stock, MAX_CART_QUANTITY));
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

/**
 * After a checkout the server names the lines it ordered in a short-lived cookie (the redirect
 * lands on pages that know nothing about the cart). Whoever reads the cart next drops those lines
 * and the cookie. Returns true when the cart changed.
 */
export const CART_ORDERED_COOKIE = "pg_cart_ordered";

export function applyOrderedLines(): boolean {
  if (typeof document === "undefined") return false;
  const pair = document.cookie.split("; ").find((c) => c.startsWith(`${CART_ORDERED_COOKIE}=`));
  if (!pair) return false;
  document.cookie = `${CART_ORDERED_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  let keys: Set<string>;
  try {
    keys = new Set(decodeURIComponent(pair.slice(CART_ORDERED_COOKIE.length + 1)).split(" "));
  } catch {
    return false;
  }
  const cart = readCart();
  const kept = cart.filter((l) => !keys.has(keyOf(l)));
  if (kept.length === cart.length) return false;
  writeCart(kept);
  return true;
}

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  applyOrderedLines(); // a full page load after checkout: drop the ordered lines now
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
  return useSyncExternalStore<CartItem[] | null>(subscribe, cartSnapshot, () => null);
}
