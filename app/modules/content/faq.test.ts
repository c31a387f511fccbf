import { describe, expect, it } from "vitest";
import { cleanQuery, FAQ_CATEGORIES, FAQ_ENTRIES, filterFaq, groupByCategory, HELP_ENTRIES } from "./faq";

const sample = [
  { question: "Bagaimana cara membeli?", answer: "Tambahkan ke keranjang lalu bayar.", category: "Pembelian" as const },
  {
    question: "Apa itu rekening bersama?",
    answer: "Dana ditahan sampai pesanan Selesai.",
    category: "Keamanan Transaksi" as const,
  },
  { question: "Kapan saya dibayar?", answer: "Setelah pembeli konfirmasi.", category: "Penjualan" as const },
];

describe("filterFaq", () => {
  it("returns every entry, in order, for a blank or whitespace query", () => {
    expect(filterFaq(sample, "")).toEqual(sample);
    expect(filterFaq(sample, "   ")).toEqual(sample);
  });

  it("matches the question text regardless of case", () => {
    expect(filterFaq(sample, "REKENING").map((e) => e.question)).toEqual(["Apa itu rekening bersama?"]);
  });

  it("matches the answer text too", () => {
    expect(filterFaq(sample, "keranjang").map((e) => e.question)).toEqual(["Bagaimana cara membeli?"]);
  });

  it("ignores surrounding and repeated whitespace in the query", () => {
    expect(filterFaq(sample, "  rekening    bersama ")).toHaveLength(1);
  });

  it("returns nothing when no question or answer contains the query", () => {
    expect(filterFaq(sample, "zzz tidak ada")).toEqual([]);
  });

  it("does not modify the list it was given", () => {
    const copy = [...sample];
    filterFaq(sample, "bayar");
    expect(sample).toEqual(copy);
  });
});

describe("FAQ content", () => {
  it("covers the spec's four categories, and the FAQ is longer than the help list", () => {
    expect(new Set(FAQ_ENTRIES.map((e) => e.category))).toEqual(new Set(FAQ_CATEGORIES));
    expect(new Set(HELP_ENTRIES.map((e) => e.category))).toEqual(new Set(FAQ_CATEGORIES));
    expect(FAQ_ENTRIES.length).toBeGreaterThan(HELP_ENTRIES.length);
    for (const entry of HELP_ENTRIES) expect(FAQ_ENTRIES).toContain(entry);
  });

  it("has unique ids (they become element ids)", () => {
    expect(new Set(FAQ_ENTRIES.map((e) => e.id)).size).toBe(FAQ_ENTRIES.length);
  });

  it("groups in the spec's category order and leaves out empty categories", () => {
    const groups = groupByCategory(filterFaq(FAQ_ENTRIES, "rekening bersama"));
    expect(groups.map((g) => g.category)).toEqual(FAQ_CATEGORIES.filter((c) => groups.some((g) => g.category === c)));
    expect(groups.every((g) => g.entries.length > 0)).toBe(true);
    expect(groupByCategory(FAQ_ENTRIES).map((g) => g.category)).toEqual([...FAQ_CATEGORIES]);
  });
});

describe("cleanQuery", () => {
  it("trims, tolerates a missing value and caps the length", () => {
    expect(cleanQuery("  otp ")).toBe("otp");
    expect(cleanQuery(null)).toBe("");
    expect(cleanQuery("a".repeat(500))).toHaveLength(100);
  });
});
