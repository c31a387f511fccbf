import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { FilterDrawer } from "./filter-drawer";
import { PriceRange } from "./price-range";
import { useFilterForm, type OnUse } from "./use-filter-form";

/**
 * The filter sidebar shared by the game page and search: a GET form (works without JavaScript) in
 * the mobile drawer, the page's own fields, the price range, and apply / 'Reset Filter'.
 */
export function FilterPanel({
  drawerId,
  formId,
  action,
  dropSubFiltersUnless,
  filters,
  resetHref,
  live,
  onHydrated,
  children,
}: OnUse & {
  drawerId: string;
  formId: string;
  action: string;
  /** The game page's category: sub-filters are dropped when another is chosen. */
  dropSubFiltersUnless?: string | null;
  /** The page's current view and price range, which the form carries along. */
  filters: { view: string; minPrice: number; maxPrice: number | null };
  resetHref: string;
  children: ReactNode;
}) {
  const form = useFilterForm({ action, drawerId, dropSubFiltersUnless, live, onHydrated });
  return (
    <FilterDrawer id={drawerId}>
      <Form
        id={formId}
        ref={form.ref}
        method="get"
        action={action}
        onSubmit={form.onSubmit}
        className="space-y-6"
        data-testid="filter-form"
      >
        <input type="hidden" name="view" value={filters.view} />
        {children}
        <PriceRange min={filters.minPrice} max={filters.maxPrice} />
        <div className="flex flex-col gap-2">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center justify-center rounded-xl bg-accent-500 px-5 font-semibold text-white hover:bg-accent-600"
          >
            Terapkan Filter
          </button>
          <Link
            to={resetHref}
            className="inline-flex min-h-11 items-center justify-center rounded-xl border border-surface-200 px-5 font-semibold hover:bg-surface-200 dark:border-surface-700 dark:hover:bg-surface-800"
            data-testid="reset-filters"
          >
            Reset Filter
          </Link>
        </div>
      </Form>
    </FilterDrawer>
  );
}
