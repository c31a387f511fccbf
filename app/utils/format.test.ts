import { describe, expect, it } from "vitest";
import { discountPercent, formatLongDate, formatRupiah } from "./format";

describe("formatRupiah", () => {
  it("writes integer rupiah the Indonesian way", () => {
    expect(formatRupiah(1_250_000)).toBe("Rp1.250.000");
    expect(formatRupiah(0)).toBe("Rp0");
    expect(formatRupiah(-2_500)).toBe("-Rp2.500");
  });
  it("refuses fractions: money is never a float", () => {
    expect(() => formatRupiah(10.5)).toThrow(TypeError);
  });
});

describe("formatLongDate", () => {
  it("uses the long Indonesian date in WIB", () => {
    expect(formatLongDate(Date.UTC(2026, 10, 21, 20, 0))).toBe("22 November 2026");
  });
});

describe("discountPercent", () => {
  it("rounds the percentage and only shows it when the price is below the original", () => {
    expect(discountPercent(150_000, 200_000)).toBe(25);
    expect(discountPercent(99_000, 150_000)).toBe(34);
    expect(discountPercent(200_000, 200_000)).toBeNull();
    expect(discountPercent(250_000, 200_000)).toBeNull();
    expect(discountPercent(100_000, null)).toBeNull();
  });
});
