import { describe, expect, it } from "vitest";
import { discountPercent, formatRating, formatRupiah } from "./format";
import { formatLongDate, formatRelativeTime } from "./format-date";
import { parseRupiah, parseWholeNumber } from "./parse-number";

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

describe("parseRupiah and parseWholeNumber", () => {
  it("reads rupiah as people type them", () => {
    expect(parseRupiah("150000")).toBe(150_000);
    expect(parseRupiah("150.000")).toBe(150_000);
    expect(parseRupiah("Rp150.000")).toBe(150_000);
    expect(parseRupiah("rp 1.250.000")).toBe(1_250_000);
    expect(parseRupiah(" 1 250 000 ")).toBe(1_250_000);
    expect(parseRupiah("0")).toBe(0);
    expect(parseWholeNumber("1.000")).toBe(1_000);
  });

  it("takes a dot only as a thousands separator: decimals and broken groups are refused", () => {
    for (const raw of [
      "100000.5",
      "1.50",
      "1.5",
      "10.00",
      "100.0000",
      "1.000.00",
      "1..000",
      ".100",
      "100.",
      "1234.567",
      "1.000 000.5",
      "1,5",
      "-5000",
      "+5000",
      "1e5",
      "",
      " ",
      "Rp",
      "9007199254740993",
    ]) {
      expect(parseRupiah(raw), raw).toBeNull();
      expect(parseWholeNumber(raw), raw).toBeNull();
    }
    expect(parseRupiah(50_000)).toBeNull();
    expect(parseWholeNumber("Rp1.000")).toBeNull();
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

describe("formatRelativeTime", () => {
  const now = Date.UTC(2026, 10, 22, 3, 0);
  it("says how long ago or how soon, in Indonesian", () => {
    expect(formatRelativeTime(now - 3 * 60_000, now)).toBe("3 menit yang lalu");
    expect(formatRelativeTime(now + 2 * 24 * 3600_000, now)).toBe("lusa");
    expect(formatRelativeTime(now - 24 * 3600_000, now)).toBe("kemarin");
    expect(formatRelativeTime(now + 5 * 3600_000, now)).toBe("dalam 5 jam");
  });
});

describe("formatRating", () => {
  it("shows one decimal and 0 for a missing rating", () => {
    expect(formatRating(4.84)).toBe("4,8");
    expect(formatRating(5)).toBe("5,0");
    expect(formatRating(null)).toBe("0,0");
  });
});
