/**
 * What the filter form sends (game page, search): its own module, so it travels with the panel's
 * code loaded on first use (components/catalog/filters-on-use.tsx), not with every page. Pure.
 */
import { PRICE_MAX, PRICE_MIN, SUB_FILTER_PREFIX } from "./filter-params";

/**
 * The form's fields as a tidy query string: blanks and defaults (full price range, Relevansi, grid)
 * left out; with `dropSubFiltersUnless`, sub-filters are dropped when the category changed (they
 * belong to the old category).
 */
export function cleanFilterParams(
  entries: Iterable<[string, FormDataEntryValue]>,
  { dropSubFiltersUnless }: { dropSubFiltersUnless?: string | null } = {},
): URLSearchParams {
  const all = [...entries].filter((e): e is [string, string] => typeof e[1] === "string");
  const category = all.find(([k]) => k === "category")?.[1] ?? "";
  const dropSub = dropSubFiltersUnless !== undefined && category !== (dropSubFiltersUnless ?? "");
  const out = new URLSearchParams();
  for (const [key, raw] of all) {
    const value = raw.trim();
    if (!value) continue;
    if (key === "min" && Number(value) <= PRICE_MIN) continue;
    if (key === "max" && Number(value) >= PRICE_MAX) continue;
    if (key === "sort" && value === "relevance") continue;
    if (key === "view" && value === "grid") continue;
    if (dropSub && key.startsWith(SUB_FILTER_PREFIX)) continue;
    out.append(key, value);
  }
  return out;
}
