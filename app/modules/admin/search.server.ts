/** The WHERE of the staff searches (users, listings), on the LIKE patterns of search.ts. */
import { or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { likeContains } from "./search";

/**
 * Rows where any of `columns` contains `q` (case-insensitive), or `exact(term)` holds for the
 * lower-cased term. `undefined` (no filter: everything) for a blank `q`; `null` when the term is too
 * long for a LIKE pattern, and the search then finds nothing.
 */
export function searchFilter(q: string, columns: SQLWrapper[], exact?: (term: string) => SQL): SQL | undefined | null {
  const pattern = likeContains(q);
  if (pattern === null) return null;
  const term = q.trim().toLowerCase();
  if (!term) return undefined;
  return or(...columns.map((column) => sql`lower(${column}) LIKE ${pattern} ESCAPE '\\'`), exact?.(term));
}
