/**
 * The catalog's URL state (game page and search), shared by loaders and components: every filter
 * lives in the query string so a page is shareable, the back button works and forms work without
 * JavaScript. Pure functions only.
 */

export const PAGE_SIZE = 12;
/** `?page=N` without JavaScript renders pages 1..N; beyond this the visitor should refine filters. */
export const MAX_PAGE = 50;

/** Spec section 9: price slider 0 to Rp5.000.000, step 50.000, default full range. */
export const PRICE_MIN = 0;
export const PRICE_MAX = 5_000_000;
export const PRICE_STEP = 50_000;

export const SORTS = [
  { value: "relevance", label: "Relevansi" },
  { value: "price-asc", label: "Harga Terendah" },
  { value: "price-desc", label: "Harga Tertinggi" },
  { value: "newest", label: "Terbaru" },
] as const;
export type Sort = (typeof SORTS)[number]["value"];

export type View = "grid" | "list";

export { LISTING_TYPES, type ListingType } from "./vocabulary";

/** Query-string prefix of a sub-filter: `f_rank=Immortal`, `f_skin_spesial=Legend&f_skin_spesial=KOF`. */
export const SUB_FILTER_PREFIX = "f_";

/** Parameters that only say how to show results; changing a filter keeps them. */
const PRESENTATION = new Set(["sort", "view"]);

export interface CommonFilters {
  q: string;
  sort: Sort;
  view: View;
  /** Lowest price in rupiah (0 = no lower bound). */
  minPrice: number;
  /** Highest price in rupiah; null = no upper bound (the slider at its right end). */
  maxPrice: number | null;
  /** How many pages to show (1..MAX_PAGE). */
  page: number;
  /** `promo` (any value, e.g. the banner's `promo=special`): discounted listings only, largest discount first. */
  promo: boolean;
  /** `instant=1`: listings that really deliver at once (Pengiriman Instan items stocked). */
  instant: boolean;
  /** `warranty=1`: Akun listings with a warranty (Bergaransi). */
  warranty: boolean;
}

function toInt(value: string | null): number | null {
  if (value === null || value.trim() === "") return null;
  const n = Number(value.replace(/[.\s]/g, ""));
  return Number.isFinite(n) ? Math.trunc(n) : null;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

export function parseCommonFilters(params: URLSearchParams): CommonFilters {
  const q = (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, 100);
  const sortParam = params.get("sort");
  const sort = SORTS.some((s) => s.value === sortParam) ? (sortParam as Sort) : "relevance";
  const view: View = params.get("view") === "list" ? "list" : "grid";
  let minPrice = clamp(toInt(params.get("min")) ?? PRICE_MIN, PRICE_MIN, PRICE_MAX);
  const maxRaw = toInt(params.get("max"));
  let maxPrice = maxRaw === null || maxRaw >= PRICE_MAX ? null : Math.max(PRICE_MIN, maxRaw);
  if (maxPrice !== null && maxPrice < minPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const page = clamp(toInt(params.get("page")) ?? 1, 1, MAX_PAGE);
  const flag = (name: string) => (params.get(name) ?? "").trim() !== "";
  return {
    q,
    sort,
    view,
    minPrice,
    maxPrice,
    page,
    promo: flag("promo"),
    instant: flag("instant"),
    warranty: flag("warranty"),
  };
}

/**
 * How many of the shared filters are set, for the filter button's badge: the price range, promo,
 * Pengiriman Instan, Bergaransi, and the search text where the page counts it as a filter.
 */
export function activeFilterCount(f: CommonFilters, { countQuery = false }: { countQuery?: boolean } = {}): number {
  const set = [f.minPrice > PRICE_MIN || f.maxPrice !== null, countQuery && f.q !== "", f.promo, f.instant, f.warranty];
  return set.filter(Boolean).length;
}

/** Distinct, non-blank values of a multi-value parameter, keeping only `allowed` ones when given. */
export function multiParam(params: URLSearchParams, name: string, allowed?: readonly string[]): string[] {
  const values = [...new Set(params.getAll(name).map((v) => v.trim()))].filter(Boolean);
  return allowed ? values.filter((v) => allowed.includes(v)) : values;
}

/**
 * The query string after `changes` (null deletes, an array sets several values). Changing anything
 * other than sort/view starts again at page 1, as does changing those (the order is new).
 */
export function withParams(
  current: URLSearchParams | string,
  changes: Record<string, string | string[] | null>,
  { keepPage = false }: { keepPage?: boolean } = {},
): string {
  const next = new URLSearchParams(current);
  if (!keepPage) next.delete("page");
  next.delete("more");
  for (const [key, value] of Object.entries(changes)) {
    next.delete(key);
    for (const v of value === null ? [] : [value].flat()) next.append(key, v);
  }
  const s = next.toString();
  return s ? `?${s}` : "?";
}

/** The query string without any filter, keeping only sort and view (the 'Reset Filter' link). */
export function resetParams(current: URLSearchParams): string {
  const next = new URLSearchParams();
  for (const [key, value] of current) if (PRESENTATION.has(key)) next.append(key, value);
  const s = next.toString();
  return s ? `?${s}` : "?";
}
