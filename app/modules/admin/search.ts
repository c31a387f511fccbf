/**
 * The staff searches' LIKE patterns. D1 refuses a LIKE pattern longer than 50 bytes ("LIKE or GLOB
 * pattern too complex", SQLite's LIKE_PATTERN_LENGTH limit — checked on local D1: 50 bytes pass, 51
 * fail), so a long term would be a 500. Terms are bounded to 40 characters, and the pattern's bytes
 * are checked as well (escapes and non-ASCII letters take more than one byte each).
 */
export const SEARCH_TERM_MAX_CHARS = 40;
const LIKE_PATTERN_MAX_BYTES = 50;

const bytes = (s: string) => new TextEncoder().encode(s).byteLength;

/** `%term%` for a case-insensitive LIKE … ESCAPE '\' (lower-cased, wildcards escaped); null if too long. */
export function likeContains(q: string): string | null {
  const trimmed = q.trim().toLowerCase();
  if ([...trimmed].length > SEARCH_TERM_MAX_CHARS) return null;
  const pattern = `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return bytes(pattern) > LIKE_PATTERN_MAX_BYTES ? null : pattern;
}

/** Whether a search term is too long to search for (the page then shows ADMIN_TEXTS.searchTooLong). */
export function isSearchTermTooLong(q: string): boolean {
  return q.trim() !== "" && likeContains(q) === null;
}

/**
 * A staff search page's term from its URL (`?q=`, at most 100 characters kept) and whether it is too
 * long for D1's LIKE pattern limit: the page then answers with a message, not a 500.
 */
export function searchTermOf(request: Request): { q: string; tooLong: boolean } {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  return { q, tooLong: isSearchTermTooLong(q) };
}
