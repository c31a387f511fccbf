import { describe, expect, it } from "vitest";
import { activeFilterCount, parseCommonFilters } from "./filter-params";
import { formatWarranty, trustFilterView } from "./warranty";

const parse = (query: string) => parseCommonFilters(new URLSearchParams(query));

describe("the 'Pengiriman Instan' and 'Bergaransi' filters", () => {
  it("are read from instant= and warranty= (any value), and off otherwise", () => {
    expect(parse("")).toMatchObject({ instant: false, warranty: false });
    expect(parse("instant=1&warranty=ya")).toMatchObject({ instant: true, warranty: true });
    expect(parse("instant=&warranty=%20")).toMatchObject({ instant: false, warranty: false });
  });

  it("count on the filter button, as the price range, promo and (where asked) the search text do", () => {
    expect(activeFilterCount(parse(""))).toBe(0);
    expect(activeFilterCount(parse("instant=1&warranty=1"))).toBe(2);
    expect(activeFilterCount(parse("instant=1&promo=1&min=50000&q=akun"))).toBe(3);
    expect(activeFilterCount(parse("instant=1&promo=1&min=50000&q=akun"), { countQuery: true })).toBe(4);
  });

  it("are labelled by the server, checked as the address says", () => {
    expect(trustFilterView(parse("warranty=1"))).toEqual({
      legend: "Pengiriman & Garansi",
      choices: [
        { name: "instant", label: "Pengiriman Instan", checked: false },
        { name: "warranty", label: "Bergaransi", checked: true },
      ],
    });
  });
});

describe("formatWarranty", () => {
  it("writes the days the spec's way, and nothing without a warranty", () => {
    expect(formatWarranty(14)).toBe("Garansi 14 hari");
    expect(formatWarranty(7)).toBe("Garansi 7 hari");
    expect(formatWarranty(0)).toBeNull();
  });
});
