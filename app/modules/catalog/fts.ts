/**
 * Turning what a visitor types into a safe FTS5 query (pure; unit-tested in fts.test.ts).
 *
 * The `products_fts` table uses `unicode61 remove_diacritics 2`: letters and digits make tokens,
 * everything else separates them, and diacritics are folded on both sides. So we cut the input the
 * same way, wrap every token in double quotes (FTS5 string syntax — operators such as AND, OR, NEAR,
 * `*`, `^`, `:`, parentheses and column filters lose their meaning inside quotes, and a token can
 * never hold a quote itself) and add `*` for prefix matching. Tokens are joined by spaces, which
 * FTS5 reads as AND: every term must match.
 */

/** At most this many terms are used; the rest of a pasted paragraph is ignored. */
export const MAX_TERMS = 8;
/** Longer tokens are cut: nobody types a 60-letter word, and it bounds the work per term. */
export const MAX_TERM_LENGTH = 40;
/**
 * One-letter terms are matched exactly, not as a prefix: "a*" would expand to every word starting
 * with "a" across the whole index, which is the one FTS5 query that gets slow at 100k listings.
 */
export const MIN_PREFIX_LENGTH = 2;

const TOKEN = /[\p{L}\p{N}\p{M}]+/gu;

/** The search terms as the index sees them: lower case, at most MAX_TERMS, no duplicates. */
export function searchTerms(input: string | null | undefined): string[] {
  if (!input) return [];
  const terms: string[] = [];
  for (const match of input.normalize("NFC").toLowerCase().matchAll(TOKEN)) {
    const term = [...match[0]].slice(0, MAX_TERM_LENGTH).join("");
    if (!terms.includes(term)) terms.push(term);
    if (terms.length === MAX_TERMS) break;
  }
  return terms;
}

/**
 * The MATCH expression for `input`, e.g. `akun mythic` → `"akun"* "mythic"*`; null when the input has
 * no searchable term (blank, or only punctuation), so the caller can skip the full-text query.
 */
export function toFtsQuery(input: string | null | undefined): string | null {
  const terms = searchTerms(input);
  if (terms.length === 0) return null;
  return terms.map((t) => `"${t}"${[...t].length >= MIN_PREFIX_LENGTH ? "*" : ""}`).join(" ");
}

/** The search box's value as it should be shown back: trimmed, inner whitespace collapsed, bounded. */
export function normalizeQuery(input: string | null | undefined): string {
  return (input ?? "").replace(/\s+/g, " ").trim().slice(0, 100);
}
