import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addToCart, CART_STORAGE_KEY, readCart, sameInputData } from "./cart";

// why: the unit project runs in Node, which has no browser storage or window events; a Map-backed
// localStorage and an EventTarget stand in for the browser the cart lives in.
beforeEach(() => {
  const store = new Map<string, string>();
  Object.assign(globalThis, {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    },
    window: new EventTarget(),
  });
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>).localStorage;
  delete (globalThis as Record<string, unknown>).window;
});

const topUp = {
  id: "lst_sample_3",
  name: "514 Diamond",
  price: 130000,
  quantity: 1,
  userInputData: { user_id: "123", zone_id: "45" },
  type: "Top Up",
  stock: 3,
};

describe("addToCart", () => {
  it("merges the same listing with the same inputs and caps the quantity at the stock", () => {
    const account = { ...topUp, id: "lst_018", type: "Akun", userInputData: {} };
    expect(addToCart(account)).toEqual({ quantity: 1, capped: false });
    expect(addToCart(account)).toEqual({ quantity: 2, capped: false });
    expect(addToCart({ ...account, quantity: 5 })).toEqual({ quantity: 3, capped: true });
    expect(readCart()).toHaveLength(1);
    expect(readCart()[0]).toMatchObject({ id: "lst_018", quantity: 3, stock: 3 });
  });

  it("holds one purchase per Top Up line: adding the same player again is capped at 1", () => {
    expect(addToCart(topUp)).toEqual({ quantity: 1, capped: false });
    expect(addToCart({ ...topUp, userInputData: { zone_id: "45", user_id: "123" } })).toEqual({
      quantity: 1,
      capped: true,
    });
    expect(readCart()).toHaveLength(1);
  });

  it("keeps a separate line for different inputs (another player's ID)", () => {
    addToCart(topUp);
    addToCart({ ...topUp, userInputData: { user_id: "999", zone_id: "45" } });
    expect(readCart().map((l) => l.userInputData)).toEqual([
      { user_id: "123", zone_id: "45" },
      { user_id: "999", zone_id: "45" },
    ]);
  });

  it("keeps the cart's other lines and notifies listeners", () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ id: "lst_001", name: "Akun", price: 1, quantity: 1 }]));
    let changes = 0;
    window.addEventListener("pasargame:cart", () => changes++);
    addToCart({ ...topUp, userInputData: {} });
    expect(readCart().map((l) => l.id)).toEqual(["lst_001", "lst_sample_3"]);
    expect(changes).toBe(1);
  });
});

describe("sameInputData", () => {
  it("ignores key order and treats missing as empty", () => {
    expect(sameInputData({ a: "1", b: "2" }, { b: "2", a: "1" })).toBe(true);
    expect(sameInputData(undefined, {})).toBe(true);
    expect(sameInputData({ a: "1" }, { a: "2" })).toBe(false);
    expect(sameInputData({ a: "1" }, { a: "1", b: "" })).toBe(false);
  });
});
