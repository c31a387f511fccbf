import { describe, expect, it } from "vitest";
import { SEED_CATEGORIES, SEED_GAMES } from "../../../drizzle/seed-data";
import {
  correctTerm,
  GAME_ABBREVIATIONS,
  prefixDistance,
  rewriteQuery,
  suggestQuery,
  vocabularyWords,
} from "./query-rewrite";

const words = vocabularyWords({
  games: SEED_GAMES.map((g) => ({ slug: g.slug, name: g.name })),
  categoryNames: [...new Set(SEED_CATEGORIES.map((c) => c.name))],
});

const readAs = (q: string) => rewriteQuery(q, words).readAs;
const match = (q: string) => rewriteQuery(q, words).match;

describe("abbreviations", () => {
  it("read each abbreviation gamers type as its game's name", () => {
    expect(readAs("ml")).toBe("mobile legends");
    expect(readAs("MLBB")).toBe("mobile legends");
    expect(readAs("ff")).toBe("free fire");
    expect(readAs("pubgm")).toBe("pubg mobile");
    expect(readAs("codm")).toBe("call of duty mobile");
    expect(readAs("gi")).toBe("genshin impact");
    expect(readAs("valo")).toBe("valorant");
    // Every abbreviation names a game of the shop.
    for (const slug of Object.values(GAME_ABBREVIATIONS)) expect(SEED_GAMES.map((g) => g.slug)).toContain(slug);
  });

  it("keep the typed word and add the game's name as a phrase", () => {
    expect(match("ml")).toBe('("ml" OR "mobile legends")');
    expect(match("akun ff")).toBe('"akun"* AND ("ff" OR "free fire")');
  });

  it("are whole words only: inside other words or next to numbers they stay as typed", () => {
    for (const q of ["buff", "ffa", "staff", "86ml", "html", "ff7", "gift", "valorant"]) expect(readAs(q)).toBeNull();
    expect(match("buff")).toBe('"buff"*');
    expect(match("86ml")).toBe('"86ml"*');
  });

  it("need the game in the shop: an abbreviation of a game it does not have stays as typed", () => {
    const without = vocabularyWords({ games: [{ slug: "valorant", name: "Valorant" }], categoryNames: [] });
    expect(rewriteQuery("ml", without)).toEqual({ match: '"ml"*', readAs: null, cheapest: false });
  });
});

describe("typos", () => {
  it("read a game's name with a typo as the name", () => {
    expect(readAs("genshin impak")).toBe("genshin impact");
    expect(match("genshin impak")).toBe('("genshin"* + "impak"* OR "genshin impact")');
    // A corrected word on its own: the typed prefix or the correction.
    expect(match("impak")).toBe('("impak"* OR "impact"*)');
    expect(readAs("moble legnds")).toBe("mobile legends");
    expect(match("moble legnds")).toBe('("moble"* + "legnds"* OR "mobile legends")');
    expect(readAs("akun call of dutty mobile")).toBe("akun call of duty mobile");
    expect(readAs("valorsnt")).toBe("valorant");
    expect(readAs("roblx")).toBe("roblox");
  });

  it("leave words alone that begin a known word ('mobil legend' already finds Mobile Legends by prefix)", () => {
    expect(readAs("mobil legend")).toBeNull();
    // A game's whole name is read as a phrase: 'mobile' and 'legendary' apart are not Mobile Legends.
    expect(match("mobil legend")).toBe('"mobil"* + "legend"*');
    expect(match("akun mobile legends")).toBe('"akun"* AND "mobile"* + "legends"*');
    expect(match("mob leg")).toBe('"mob"* AND "leg"*');
    expect(readAs("genshin")).toBeNull();
    expect(readAs("akun mythic")).toBeNull();
  });

  it("correct frequent title words too", () => {
    expect(readAs("akun mytic")).toBe("akun mythic");
    expect(readAs("diamnod")).toBe("diamond");
  });

  it("never rewrite numbers, codes or short words", () => {
    for (const q of ["86", "5000", "1000000", "v2", "172ab", "tank", "rang", "top up 86"]) expect(readAs(q)).toBeNull();
    expect(match("5000")).toBe('"5000"*');
  });

  it("leave words that are nowhere near the vocabulary alone", () => {
    for (const q of ["zzqqxx", "flurbish", "wombatix", "qorvane", "paginax", "terhapus"]) expect(readAs(q)).toBeNull();
  });

  it("need the first letter to agree", () => {
    expect(correctTerm("xalorant", words)).toBeNull();
  });
});

describe("prefixDistance", () => {
  it("counts the edits to the nearest prefix of the word", () => {
    expect(prefixDistance("impak", "impact")).toBe(1);
    expect(prefixDistance("mobil", "mobile")).toBe(0);
    expect(prefixDistance("legnds", "legends")).toBe(1);
    expect(prefixDistance("diamnod", "diamond")).toBe(1); // a swap is one edit
    expect(prefixDistance("abc", "xyz")).toBe(3);
  });
});

describe("rewriteQuery", () => {
  it("keeps FTS5 syntax out, like toFtsQuery", () => {
    expect(match('"ml" OR (ff*) NEAR title:x')).toBe(
      '("ml" OR "mobile legends") AND "or"* AND ("ff" OR "free fire") AND "near"* AND "title"* AND "x"',
    );
    expect(rewriteQuery("  ** ", words)).toEqual({ match: null, readAs: null, cheapest: false });
  });
});

describe("top-up words (issue 32)", () => {
  it("read a unit as every way titles write it, and an amount glued to it as two terms", () => {
    expect(match("dm ml 86")).toBe(
      '("dm"* OR "diamond"* OR "diamonds"* OR "dias"*) AND ("ml" OR "mobile legends") AND "86"*',
    );
    expect(readAs("dm ml 86")).toBe("diamond mobile legends 86");
    expect(match("86dm")).toBe(match("86 dm"));
    expect(match("dm86")).toBe(match("86 dm"));
    expect(match("diamond")).toBe('("diamond"* OR "dm"* OR "diamonds"* OR "dias"*)');
    expect(match("60 uc")).toBe('"60"* AND ("uc"* OR "unknown cash")');
    expect(match("vp")).toBe('("vp"* OR "valorant points" OR "points"*)');
  });

  it("sort by price for 'murah' and 'termurah' instead of requiring the word", () => {
    expect(rewriteQuery("dm ml termurah", words)).toMatchObject({ match: match("dm ml"), cheapest: true });
    expect(rewriteQuery("murah", words)).toEqual({ match: null, readAs: null, cheapest: true });
    expect(rewriteQuery("akun murahan", words).cheapest).toBe(false);
  });
});

describe("suggestQuery", () => {
  it("offers a looser reading for 'Mungkin maksud Anda'", () => {
    expect(suggestQuery("genshim impakt", words)).toBe("genshin impact");
    expect(suggestQuery("mytik", words)).toBe("mythic");
    expect(suggestQuery("ml", words)).toBe("mobile legends");
  });

  it("offers nothing for nonsense or for a query that needs no change", () => {
    expect(suggestQuery("zzqqxx", words)).toBeNull();
    expect(suggestQuery("akun mythic", words)).toBeNull();
    expect(suggestQuery("86", words)).toBeNull();
  });
});
