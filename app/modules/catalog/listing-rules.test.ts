import { describe, expect, it } from "vitest";
import { clampQuantity, parseReviewInput, showsQuantity, stockState } from "./listing-rules";
import { checkRequiredInputs, parseQuantity } from "./purchase-input";
import { formatWarranty } from "./warranty";
import { productDetailRows } from "./detail-rows";

describe("stock badges", () => {
  it("says sold out at 0 and limited from 1 to 9", () => {
    expect(stockState(0)).toBe("habis");
    expect(stockState(1)).toBe("terbatas");
    expect(stockState(9)).toBe("terbatas");
    expect(stockState(10)).toBeNull();
  });
});

describe("quantity", () => {
  it("is offered only for non-Top Up listings in stock", () => {
    expect(showsQuantity({ type: "Akun", stock: 3 })).toBe(true);
    expect(showsQuantity({ type: "Jasa", stock: 1 })).toBe(true);
    expect(showsQuantity({ type: "Top Up", stock: 999 })).toBe(false);
    expect(showsQuantity({ type: "Akun", stock: 0 })).toBe(false);
  });

  it("accepts whole numbers from 1 to the stock", () => {
    expect(parseQuantity("1", 5)).toEqual({ ok: true, value: 1 });
    expect(parseQuantity(" 5 ", 5)).toEqual({ ok: true, value: 5 });
    for (const bad of ["0", "6", "-1", "1.5", "2e1", "", "abc", null]) {
      expect(parseQuantity(bad, 5)).toEqual({ ok: false, message: "Jumlah harus bilangan bulat dari 1 sampai 5." });
    }
  });

  it("clamps a typed value into 1..stock", () => {
    expect(clampQuantity("0", 5)).toBe(1);
    expect(clampQuantity("9", 5)).toBe(5);
    expect(clampQuantity("2.7", 5)).toBe(2);
    expect(clampQuantity("x", 5)).toBe(1);
  });
});

describe("required inputs", () => {
  const inputs = [
    { id: "user_id", label: "User ID", type: "text" },
    { id: "zone_id", label: "Zone ID", type: "text" },
  ];

  it("asks for every blank one with the spec's message", () => {
    expect(checkRequiredInputs(inputs, { user_id: "  ", zone_id: "2001" })).toEqual({
      data: { zone_id: "2001" },
      errors: { user_id: "Mohon isi User ID." },
    });
    expect(checkRequiredInputs(inputs, {}).errors).toEqual({
      user_id: "Mohon isi User ID.",
      zone_id: "Mohon isi Zone ID.",
    });
  });

  it("returns trimmed values when all are filled", () => {
    expect(checkRequiredInputs(inputs, { user_id: " 12345678 ", zone_id: "2001" })).toEqual({
      data: { user_id: "12345678", zone_id: "2001" },
      errors: {},
    });
  });
});

describe("review input", () => {
  /** The AppError a refused input carries, as plain fields (null when the input was accepted). */
  const refusalOf = (result: ReturnType<typeof parseReviewInput>) =>
    result.ok ? null : { ...result.error.toJSON(), status: result.error.status };

  it("requires a rating with the spec's texts", () => {
    expect(refusalOf(parseReviewInput({ rating: "", comment: "bagus" }))).toEqual({
      field: "rating",
      title: "Rating Diperlukan",
      message: "Silakan pilih rating bintang.",
      status: 400,
    });
    expect(refusalOf(parseReviewInput({ rating: null, comment: null }))).toMatchObject({ field: "rating" });
  });

  it("refuses ratings outside 1–5", () => {
    for (const rating of ["0", "6", "4.5", "-1", "lima", "10"]) {
      expect(refusalOf(parseReviewInput({ rating, comment: "" }))).toMatchObject({
        field: "rating",
        message: "Rating harus antara 1 sampai 5 bintang.",
      });
    }
  });

  it("keeps an optional, trimmed comment of at most 1000 characters", () => {
    expect(parseReviewInput({ rating: "5", comment: "  mantap  " })).toEqual({
      ok: true,
      value: { rating: 5, comment: "mantap" },
    });
    expect(parseReviewInput({ rating: "1", comment: "   " })).toEqual({
      ok: true,
      value: { rating: 1, comment: null },
    });
    expect(parseReviewInput({ rating: "3", comment: "a".repeat(1000) })).toMatchObject({ ok: true });
    expect(refusalOf(parseReviewInput({ rating: "3", comment: "a".repeat(1001) }))).toMatchObject({
      field: "comment",
      message: "Komentar maksimal 1000 karakter.",
    });
  });
});

describe("product detail rows", () => {
  const empty = {
    specs: [],
    platform: null,
    serverRegion: null,
    deliveryTime: null,
    rank: null,
    gameLevel: null,
    accountInfo: null,
    loginMethod: null,
    warrantyInfo: null,
    warranty: null,
    importantNotes: null,
  };

  it("shows only the filled fields, specs first, without repeating a label", () => {
    expect(
      productDetailRows({
        ...empty,
        specs: [{ label: "Rank", value: "Immortal 2" }],
        platform: "PC",
        rank: "Immortal 2",
        warrantyInfo: "Garansi 14 hari",
        importantNotes: "   ",
      }),
    ).toEqual([
      { label: "Rank", value: "Immortal 2" },
      { label: "Platform", value: "PC" },
      { label: "Garansi", value: "Garansi 14 hari" },
    ]);
    expect(productDetailRows(empty)).toEqual([]);
  });

  it("shows the warranty the seller chose, and the seed's text only where there is none", () => {
    const chosen = { ...empty, warranty: formatWarranty(30), warrantyInfo: "Garansi 14 hari anti hackback" };
    expect(productDetailRows(chosen)).toEqual([{ label: "Garansi", value: "Garansi 30 hari" }]);
    const textOnly = { ...empty, warranty: formatWarranty(0), warrantyInfo: "Garansi 14 hari anti hackback" };
    expect(productDetailRows(textOnly)).toEqual([{ label: "Garansi", value: "Garansi 14 hari anti hackback" }]);
  });
});
