import { describe, expect, it } from "vitest";
import {
  checkListing,
  EMPTY_LISTING_FORM,
  parseBuyerInputs,
  parseTags,
  suggestedBuyerInputs,
  type ListingFormValues,
} from "./listing-form";
import { LISTING_TEXTS } from "./texts";

const valid: ListingFormValues = {
  ...EMPTY_LISTING_FORM,
  gameSlug: "valorant",
  categorySlug: "akun",
  title: "Akun Valorant Diamond",
  description: "Akun main sendiri.",
  price: "150.000",
  stock: "1",
};

describe("checkListing", () => {
  it("asks for the required fields with the spec's texts", () => {
    const result = checkListing({ ...EMPTY_LISTING_FORM, stock: "" }, null);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.title).toBe("Form Tidak Lengkap");
    expect(result.message).toBe("Mohon isi semua field yang wajib diisi.");
    expect(Object.keys(result.errors).sort()).toEqual(
      ["categorySlug", "description", "gameSlug", "price", "stock", "title"].sort(),
    );
  });

  it("accepts a complete listing and normalises price, tags and text", () => {
    const result = checkListing({ ...valid, tags: " immortal, ,skin premium,Immortal ,  " }, "Akun");
    expect(result).toMatchObject({
      ok: true,
      listing: { price: 150000, stock: 1, tags: ["immortal", "skin premium"] },
    });
  });

  it("refuses prices that are not whole rupiah above 0 and at most Rp100.000.000", () => {
    for (const price of ["0", "-5", "12,5", "abc", "100000001"]) {
      const result = checkListing({ ...valid, price }, "Akun");
      expect(result.ok, price).toBe(false);
      if (!result.ok) expect(result.errors.price).toBeTruthy();
    }
    expect(checkListing({ ...valid, price: "100.000.000" }, "Akun").ok).toBe(true);
  });

  it("wants the original price above the price, a stock of at least 0, known platform and delivery", () => {
    const r = checkListing(
      { ...valid, originalPrice: "150000", stock: "-1", platform: "Switch", deliveryTime: "Besok" },
      "Akun",
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.originalPrice).toBe("Harga asli harus lebih besar dari harga jual.");
    expect(r.errors.stock).toBeTruthy();
    expect(r.errors.platform).toBeTruthy();
    expect(r.errors.deliveryTime).toBeTruthy();
    expect(checkListing({ ...valid, stock: "0" }, "Akun").ok).toBe(true);
  });

  it("limits tags to 10 of at most 30 characters and images to 5", () => {
    const tooMany = checkListing({ ...valid, tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(",") }, "Akun");
    expect(!tooMany.ok && tooMany.errors.tags).toBe("Maksimal 10 tag.");
    const tooLong = checkListing({ ...valid, tags: "a".repeat(31) }, "Akun");
    expect(!tooLong.ok && tooLong.errors.tags).toBeTruthy();
    const images = checkListing({ ...valid, imageIds: ["a", "b", "c", "d", "e", "f"] }, "Akun");
    expect(!images.ok && images.errors.imageIds).toBeTruthy();
  });

  it("refuses a category that is not the game's, and asks Top Up sellers for buyer inputs", () => {
    const foreign = checkListing(valid, null);
    expect(!foreign.ok && foreign.errors.categorySlug).toBeTruthy();
    const topUp = checkListing({ ...valid, categorySlug: "top-up" }, "Top Up");
    expect(!topUp.ok && topUp.errors.buyerInputs).toBeTruthy();
    const withInputs = checkListing(
      { ...valid, categorySlug: "top-up", buyerInputs: ["User ID", "Zone ID"] },
      "Top Up",
    );
    expect(withInputs.ok && withInputs.listing.requiredInputs.map((i) => i.id)).toEqual(["user_id", "zone_id"]);
    // Buyer inputs only belong to Top Up listings.
    const akun = checkListing({ ...valid, buyerInputs: ["User ID"] }, "Akun");
    expect(akun.ok && akun.listing.requiredInputs).toEqual([]);
  });

  it("gives an Akun listing the chosen warranty, 7 days by default, and refuses other numbers", () => {
    for (const [posted, days] of [
      ["0", 0],
      ["7", 7],
      ["14", 14],
      ["30", 30],
      ["", 7],
    ] as const) {
      const result = checkListing({ ...valid, warrantyDays: posted }, "Akun");
      expect(result.ok && result.listing.warrantyDays, posted).toBe(days);
    }
    expect(EMPTY_LISTING_FORM.warrantyDays).toBe("7");
    for (const posted of ["5", "-7", "7.5", "365", "abc"]) {
      const result = checkListing({ ...valid, warrantyDays: posted }, "Akun");
      expect(result.ok, posted).toBe(false);
      if (!result.ok)
        expect(result.errors.warrantyDays).toBe("Pilih masa garansi: tanpa garansi, 7, 14, atau 30 hari.");
    }
  });

  it("gives Top Up and Jasa listings no warranty, whatever was posted", () => {
    const topUp = checkListing(
      { ...valid, categorySlug: "top-up", buyerInputs: ["User ID"], warrantyDays: "14" },
      "Top Up",
    );
    expect(topUp.ok && topUp.listing.warrantyDays).toBe(0);
    const jasa = checkListing({ ...valid, categorySlug: "joki", warrantyDays: "5" }, "Jasa");
    expect(jasa.ok && jasa.listing.warrantyDays).toBe(0);
  });

  it("uses the spec's create texts", () => {
    expect(LISTING_TEXTS.createdTitle).toBe("Listing Dibuat!");
    expect(LISTING_TEXTS.deletedTitle).toBe("Listing Dihapus");
  });
});

describe("parsers", () => {
  it("splits tags on commas, trims and drops blanks", () => {
    expect(parseTags(" a , b,, c ,")).toEqual(["a", "b", "c"]);
  });

  it("builds buyer inputs from ticked presets and own labels, ignoring unknown presets", () => {
    expect(parseBuyerInputs(["User ID", "<b>hack</b>"], "Nama Karakter, , User ID")).toEqual([
      { id: "user_id", label: "User ID", type: "text", placeholder: "Masukkan User ID" },
      { id: "nama_karakter", label: "Nama Karakter", type: "text", placeholder: "Masukkan Nama Karakter" },
    ]);
  });
});

describe("suggestedBuyerInputs", () => {
  it("ticks the IDs the game's top-up asks for, and nothing for a game whose ID is not a preset", () => {
    expect(suggestedBuyerInputs("mobile-legends")).toEqual(["User ID", "Zone ID"]);
    expect(suggestedBuyerInputs("free-fire")).toEqual(["User ID"]);
    expect(suggestedBuyerInputs("genshin-impact")).toEqual(["User ID", "Server ID"]);
    expect(suggestedBuyerInputs("valorant")).toEqual([]);
    expect(suggestedBuyerInputs("no-such-game")).toEqual([]);
  });
});
