/** Whole numbers and rupiah as people type them into forms (./format.ts writes them out). */

/**
 * A whole number as people type it: "150000", "150.000" or "150 000". A dot (or a space) is only
 * a thousands separator: a first group of one to three digits, then groups of exactly three.
 * Anything else — "100000.5", "1.50", "1..000", "100.", a sign, letters — is null, never read as
 * thousands with the dot dropped.
 */
export function parseWholeNumber(raw: unknown): number | null {
  if (typeof raw !== "string") return null;
  const v = raw.trim();
  if (!/^(\d+|\d{1,3}([. ]\d{3})+)$/.test(v)) return null;
  const n = Number(v.replace(/[. ]/g, ""));
  return Number.isSafeInteger(n) ? n : null;
}

/** Whole rupiah from what a person types: "150000", "150.000", "Rp150.000", "Rp 150.000"; null otherwise. */
export function parseRupiah(raw: unknown): number | null {
  if (typeof raw !== "string") return null;
  return parseWholeNumber(raw.trim().replace(/^rp\s*/i, ""));
}
