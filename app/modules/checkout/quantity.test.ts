import { describe, expect, it } from "vitest";
import { boughtOneAtATime, MAX_QUANTITY, maxQuantityFor } from "./quantity";

describe("how much of one listing an order takes", () => {
  it("Top Up is bought one at a time, whatever the stock", () => {
    expect(boughtOneAtATime("Top Up")).toBe(true);
    expect(boughtOneAtATime("Akun")).toBe(false);
    expect(maxQuantityFor("Top Up", 500)).toBe(1);
  });

  it("other listings up to the stock, never above the maximum, never below one", () => {
    expect(maxQuantityFor("Akun", 3)).toBe(3);
    expect(maxQuantityFor("Jasa", 5_000)).toBe(MAX_QUANTITY);
    expect(maxQuantityFor("Akun", 0)).toBe(1);
    expect(maxQuantityFor("Akun", undefined)).toBe(MAX_QUANTITY);
    expect(maxQuantityFor("Akun", 2.5)).toBe(MAX_QUANTITY);
  });
});
