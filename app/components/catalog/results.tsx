import { Link, useFetcher, useNavigation } from "@remix-run/react";
import { LayoutGrid, List } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ProductCard } from "~/components/product-card";
import type { ListingCard } from "~/modules/catalog/listing-cards.server";
import { cx } from "~/utils/cx";
import { SORTS, withParams, type Sort, type View } from "~/modules/catalog/filter-params";
import { useHydrated } from "~/utils/use-hydrated";

/** Sort dropdown (belongs to the filter form via `form=`) and the grid/list toggle. */
export function ResultsToolbar({
  formId,
  sort,
  view,
  search,
  children,
}: {
  formId: string;
  sort: Sort;
  view: View;
  search: string;
  children?: React.ReactNode;
}) {
  const hydrated = useHydrated();
  const toggle = "inline-flex size-11 items-center justify-center rounded-xl border";
  const on = "border-accent-500 bg-accent-500 text-white";
  const off = "border-surface-200 hover:bg-surface-200 dark:border-surface-700 dark:hover:bg-surface-800";
  return (
    <div className="flex flex-wrap items-center gap-2">
      {children}
      <div className="ml-auto flex items-center gap-2">
        <label htmlFor={`${formId}-sort`} className="sr-only sm:not-sr-only sm:text-sm">
          Urutkan
        </label>
        {/* Keyed by the sort: React never updates a select's default after its first render, so the
            form's reset on a new address would otherwise put it back to the first page's sort. */}
        <select
          key={sort}
          id={`${formId}-sort`}
          name="sort"
          form={formId}
          defaultValue={sort}
          className="min-h-11 rounded-xl border border-surface-200 bg-white px-3 text-sm dark:border-surface-700 dark:bg-surface-900"
          data-testid="sort"
        >
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
        {hydrated ? null : (
          <button
            type="submit"
            form={formId}
            className="min-h-11 rounded-xl border border-surface-200 px-3 text-sm font-semibold dark:border-surface-700"
          >
            Terapkan
          </button>
        )}
        <div className="flex gap-1" role="group" aria-label="Tampilan">
          <Link
            to={withParams(search, { view: null }, { keepPage: true })}
            preventScrollReset
            aria-label="Tampilan grid"
            aria-current={view === "grid" ? "true" : undefined}
            className={cx(toggle, view === "grid" ? on : off)}
            data-testid="view-grid"
          >
            <LayoutGrid className="size-5" aria-hidden />
          </Link>
          <Link
            to={withParams(search, { view: "list" }, { keepPage: true })}
            preventScrollReset
            aria-label="Tampilan daftar"
            aria-current={view === "list" ? "true" : undefined}
            className={cx(toggle, view === "list" ? on : off)}
            data-testid="view-list"
          >
            <List className="size-5" aria-hidden />
          </Link>
        </div>
      </div>
    </div>
  );
}

type MoreData = { listings: ListingCard[]; hasMore: boolean };

/**
 * The cards, and 'Muat Lebih Banyak'. Without JavaScript the button is a link to `?page=N+1`, which
 * renders pages 1..N+1 on the server. With it, a fetcher reads only page N+1 and appends it; the
 * address then says `page=N+1`, so a reload or the back button shows the same cards.
 */
export function ListingResults({
  listings,
  hasMore,
  page,
  view,
  search,
  pathname,
  fetchPath,
  pending,
}: {
  listings: ListingCard[];
  hasMore: boolean;
  page: number;
  view: View;
  search: string;
  pathname: string;
  /** Path for the fetcher (an index route needs `?index`). */
  fetchPath: (query: string) => string;
  pending: boolean;
}) {
  const fetcher = useFetcher<MoreData>();
  // Cards appended by the fetcher, for the loader's `listings` they extend (new results reset them).
  const [more, setMore] = useState({ base: listings, items: [] as ListingCard[], page, hasMore });
  const current = more.base === listings ? more : { base: listings, items: [], page, hasMore };
  const handled = useRef<unknown>(null);
  const currentRef = useRef(current);
  currentRef.current = current;

  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    const base = currentRef.current;
    const seen = new Set([...base.base, ...base.items].map((l) => l.id));
    const nextPage = base.page + 1;
    setMore({
      base: base.base,
      items: [...base.items, ...data.listings.filter((l) => !seen.has(l.id))],
      page: nextPage,
      hasMore: data.hasMore,
    });
    // Keep Remix's history state; only the address changes (no new loader call).
    const url = `${pathname}${withParams(search, { page: String(nextPage) }, { keepPage: true })}`;
    window.history.replaceState(window.history.state, "", url);
  }, [fetcher.state, fetcher.data, pathname, search]);

  const all = [...listings, ...current.items];
  const nextQuery = withParams(search, { page: String(current.page + 1) }, { keepPage: true });
  const loading = fetcher.state !== "idle";

  return (
    <div aria-busy={pending || loading}>
      <ul
        className={cx(
          "transition-opacity",
          pending && "opacity-50",
          view === "list" ? "flex flex-col gap-3" : "grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4",
        )}
        data-testid="results"
      >
        {all.map((listing, i) => (
          <li key={listing.id}>
            <ProductCard listing={listing} variant={view} eager={i < 4} />
          </li>
        ))}
      </ul>
      {current.hasMore ? (
        <div className="mt-6 flex justify-center">
          <Link
            to={nextQuery}
            preventScrollReset
            rel="nofollow"
            onClick={(event) => {
              event.preventDefault();
              if (loading) return;
              const query = new URLSearchParams(nextQuery.slice(1));
              query.set("more", "1");
              fetcher.load(fetchPath(query.toString()));
            }}
            aria-disabled={loading || undefined}
            className="inline-flex min-h-11 items-center rounded-xl border border-surface-200 px-6 font-semibold hover:bg-surface-200 dark:border-surface-700 dark:hover:bg-surface-800"
            data-testid="load-more"
          >
            {loading ? "Memuat..." : "Muat Lebih Banyak"}
          </Link>
        </div>
      ) : null}
    </div>
  );
}

export function PendingNote({ pending }: { pending: boolean }) {
  return pending ? (
    <p role="status" className="text-sm font-medium text-brand" data-testid="results-pending">
      Mencari produk...
    </p>
  ) : null;
}

/** True while a navigation to one of `pathnames` (a new filter, sort or search) is loading. */
export function usePendingResults(pathnames: string[]): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && pathnames.includes(navigation.location.pathname);
}
