import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addToCart, keyOf as keyFromCart } from "./cart";
import {
  applyOrderedLines,
  CART_ORDERED_COOKIE,
  CART_STORAGE_KEY,
  countCartItems,
  keyOf,
  lineKey,
  readCart,
  subscribeToCart,
} from "./cart-storage";

// why: the unit project runs in Node, which has no browser storage, cookies or window events; a
// Map-backed localStorage, a cookie string and an EventTarget stand in for the browser.
let cookies: string[];
beforeEach(() => {
  const store = new Map<string, string>();
  cookies = [];
  Object.assign(globalThis, {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    },
    window: new EventTarget(),
    document: {
      get cookie() {
        return cookies.join("; ");
      },
      set cookie(value: string) {
        const name = value.split("=")[0];
        cookies = cookies.filter((c) => !c.startsWith(`${name}=`));
        if (!/Max-Age=0/.test(value)) cookies.push(value.split(";")[0]);
      },
    },
  });
});
afterEach(() => {
  for (const key of ["localStorage", "window", "document"]) delete (globalThis as Record<string, unknown>)[key];
});

const line = (id: string, quantity: number, userInputData: Record<string, string> = {}) => ({
  id,
  name: id,
  price: 1000,
  quantity,
  userInputData,
  stock: 10,
});

describe("the header's cart count", () => {
  it("sums the lines' quantities and ignores broken ones", () => {
    expect(countCartItems()).toBe(0);
    addToCart(line("lst_001", 2));
    addToCart(line("lst_002", 1, { user_id: "1" }));
    expect(countCartItems()).toBe(3);
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([{ id: "a", quantity: 2 }, { id: "b", quantity: -4 }, { id: "c", quantity: "x" }, null]),
    );
    expect(countCartItems()).toBe(2);
    localStorage.setItem(CART_STORAGE_KEY, "not json");
    expect(countCartItems()).toBe(0);
  });

  it("hears every change to the cart, including edits made through cart.ts", () => {
    let changes = 0;
    const stop = subscribeToCart(() => changes++);
    addToCart(line("lst_001", 1));
    expect(changes).toBe(1);
    stop();
    addToCart(line("lst_001", 1));
    expect(changes).toBe(1);
  });
});

describe("line keys", () => {
  it("are the same whatever the order of the inputs, and differ per player", () => {
    expect(lineKey("lst_1", { user_id: "1", zone_id: "2" })).toBe(lineKey("lst_1", { zone_id: "2", user_id: "1" }));
    expect(lineKey("lst_1", { user_id: "1" })).not.toBe(lineKey("lst_1", { user_id: "2" }));
    expect(keyOf({ id: "lst_1" })).toBe(lineKey("lst_1", {}));
    expect(keyFromCart).toBe(keyOf); // cart.ts hands out the same functions, not copies
  });
});

describe("applyOrderedLines", () => {
  it("drops the lines a checkout ordered, once, and clears the cookie", () => {
    addToCart(line("lst_001", 1, { user_id: "1" }));
    addToCart(line("lst_001", 1, { user_id: "2" }));
    addToCart(line("lst_002", 3));
    const ordered = [lineKey("lst_001", { user_id: "1" }), lineKey("lst_002")];
    document.cookie = `${CART_ORDERED_COOKIE}=${encodeURIComponent(ordered.join(" "))}; Path=/`;

    expect(applyOrderedLines()).toBe(true);
    expect(readCart().map((l) => [l.id, l.userInputData])).toEqual([["lst_001", { user_id: "2" }]]);
    expect(document.cookie).toBe("");
    expect(applyOrderedLines()).toBe(false);
  });

  it("runs when the header starts listening (a full page load after checkout)", () => {
    addToCart(line("lst_003", 2));
    document.cookie = `${CART_ORDERED_COOKIE}=${encodeURIComponent(lineKey("lst_003"))}; Path=/`;
    const stop = subscribeToCart(() => {});
    expect(countCartItems()).toBe(0);
    stop();
  });
});
