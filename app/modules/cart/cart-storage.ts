/**
 * The cart in localStorage (key "cart", spec section 1): read, write, line keys, the lines a
 * checkout ordered, and a live count (all the header needs; editing is in cart.ts). For a signed-in
 * buyer it is a copy of the server's cart (/cart/sync, cart.server.ts): on mount the browser asks
 * whose cart it is (`reconcileCart`), merges a guest cart into the buyer's, takes the server's copy
 * unless local changes never reached it, and sends every later write at once. A signed-out buyer's
 * cart is dropped from the browser (it stays on the server).
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

const OWNER_KEY = "cart_owner";
/** The cart as last agreed with the server (a local copy that differs has changes to send). */
const SYNCED_KEY = "cart_synced";
const SYNC_URL = "/cart/sync";
/** The signed-in owner once this page has reconciled with the server; writes are sent then. */
let syncedUser: string | null = null;
let sending: Promise<unknown> = Promise.resolve();
let reconciling: Promise<void> | null = null;

function store(items: CartItem[]): string {
  const raw = JSON.stringify(items);
  localStorage.setItem(CART_STORAGE_KEY, raw);
  window.dispatchEvent(new Event(CHANGE_EVENT));
  return raw;
}

type SyncAnswer = { userId: string | null; lines: CartItem[] };

async function sendCart(intent: "merge" | "replace", items: CartItem[]): Promise<SyncAnswer | null> {
  const body = new URLSearchParams({ intent, lines: JSON.stringify(items) });
  const res = await fetch(SYNC_URL, { method: "POST", body, credentials: "same-origin" });
  return res.ok ? ((await res.json()) as SyncAnswer) : null;
}

export function writeCart(items: CartItem[]) {
  const raw = store(items);
  if (!syncedUser) return;
  sending = sending
    .then(() => sendCart("replace", items))
    .then((answer) => {
      if (answer) localStorage.setItem(SYNCED_KEY, raw);
    })
    .catch(() => {});
}

/** Brings this browser's cart and the signed-in buyer's server cart together (see the top). */
export function reconcileCart(): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  reconciling ??= sending
    .then(async () => {
      const res = await fetch(SYNC_URL, { credentials: "same-origin", headers: { Accept: "application/json" } });
      if (!res.ok) return;
      const { userId, lines } = (await res.json()) as SyncAnswer;
      const owner = localStorage.getItem(OWNER_KEY);
      if (!userId) {
        syncedUser = null;
        if (owner) {
          store([]);
          localStorage.removeItem(OWNER_KEY);
          localStorage.removeItem(SYNCED_KEY);
        }
        return;
      }
      const local = readCart();
      const localRaw = localStorage.getItem(CART_STORAGE_KEY) ?? "[]";
      let result = lines;
      if (!owner && local.length > 0) result = (await sendCart("merge", local))?.lines ?? lines;
      else if (owner === userId && localRaw !== (localStorage.getItem(SYNCED_KEY) ?? "[]"))
        result = (await sendCart("replace", local))?.lines ?? lines;
      localStorage.setItem(OWNER_KEY, userId);
      syncedUser = userId;
      localStorage.setItem(SYNCED_KEY, store(result));
    })
    .catch(() => {})
    .finally(() => {
      reconciling = null;
    });
  return reconciling;
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
  // The server's flags (app/utils/cookies.server.ts), so the deletion matches the cookie it set.
  const secure = globalThis.location?.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${CART_ORDERED_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
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

/** Calls `onChange` whenever the cart changes, in this tab or another. */
export function subscribeToCart(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  applyOrderedLines(); // a full page load after checkout: drop the ordered lines now
  void reconcileCart();
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** How many items the cart holds (the sum of the lines' valid quantities). */
export function countCartItems(): number {
  return readCart().reduce(
    (sum, item) => sum + (Number.isSafeInteger(item.quantity) && item.quantity > 0 ? item.quantity : 0),
    0,
  );
}

/** Number of items in the cart; 0 on the server (the cart is only known in the browser). */
export function useCartCount(): number {
  return useSyncExternalStore(subscribeToCart, countCartItems, () => 0);
}
