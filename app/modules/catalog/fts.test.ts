import { describe, expect, it } from "vitest";
import { MAX_TERMS, normalizeQuery, searchTerms, toFtsQuery } from "./fts";

describe("toFtsQuery", () => {
  it("quotes every term and matches it as a prefix; all terms must match", () => {
    expect(toFtsQuery("akun mythic")).toBe('"akun"* "mythic"*');
    expect(toFtsQuery("  Akun   MYTHIC ")).toBe('"akun"* "mythic"*');
  });

  it("returns null when nothing searchable is left", () => {
    for (const input of ["", "   ", '"', "***", "()", "-", null, undefined]) expect(toFtsQuery(input)).toBeNull();
  });

  it("strips FTS5 syntax so user input can never change the query's structure", () => {
    expect(toFtsQuery('"akun" OR (diamond*) NEAR(ab) title:x')).toBe(
      '"akun"* "or"* "diamond"* "near"* "ab"* "title"* "x"',
    );
    expect(toFtsQuery("^skin -c +d")).toBe('"skin"* "c" "d"');
    const hostile = ['"', '""', 'a"b', "NEAR(", "AND", "*", "col:", "{title}: x", "'; DROP TABLE products; --"];
    for (const input of hostile) {
      const q = toFtsQuery(input);
      if (q === null) continue;
      // Each term is one quoted string with no quote inside, optionally followed by *.
      expect(q).toMatch(/^("[^"\s]+"\*? ?)+$/);
    }
  });

  it("keeps letters with diacritics and non-Latin scripts (the tokenizer folds diacritics)", () => {
    expect(toFtsQuery("Pokémon café")).toBe('"pokémon"* "café"*');
    // Decomposed input (e + combining acute) is composed first, so it is one token.
    expect(toFtsQuery("poke\u0301mon")).toBe('"pokémon"*');
    expect(toFtsQuery("原神 akun")).toBe('"原神"* "akun"*');
  });

  it("matches one-letter terms exactly instead of expanding them to every word", () => {
    expect(toFtsQuery("a b cd")).toBe('"a" "b" "cd"*');
  });

  it("drops duplicates and bounds the number and length of terms", () => {
    expect(searchTerms("akun AKUN akun diamond")).toEqual(["akun", "diamond"]);
    const many = Array.from({ length: 20 }, (_, i) => `kata${i}`).join(" ");
    expect(searchTerms(many)).toHaveLength(MAX_TERMS);
    expect(searchTerms("x".repeat(100))[0]).toHaveLength(40);
  });
});

describe("normalizeQuery", () => {
  it("trims and collapses whitespace", () => {
    expect(normalizeQuery("  akun \n  mythic ")).toBe("akun mythic");
    expect(normalizeQuery(null)).toBe("");
  });
});
