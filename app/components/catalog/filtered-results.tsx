import { useLocation } from "@remix-run/react";
import type { ListingCard } from "~/modules/catalog/listing-cards.server";
import type { View } from "~/modules/catalog/filter-params";
import { Suspense } from "react";
import { lazyNamed } from "~/utils/lazy-named";
import { ListingResults } from "./results";

// Only a page that finds nothing shows it.
const EmptyResults = lazyNamed(() => import("./empty-results"), "EmptyResults");

/** The cards of a filtered page (game page, search), or 'Tidak Ada Produk Sesuai' with a reset link. */
export function FilteredResults({
  data,
  filters,
  pending,
  resetHref,
  fetchPath,
}: {
  data: { listings: ListingCard[]; hasMore: boolean };
  filters: { page: number; view: View };
  pending: boolean;
  resetHref: string;
  /** Path for the 'Muat Lebih Banyak' fetcher (an index route needs `?index`). */
  fetchPath: (query: string) => string;
}) {
  const { pathname, search } = useLocation();
  if (!data.listings.length) {
    return (
      <Suspense fallback={null}>
        <EmptyResults resetHref={resetHref} />
      </Suspense>
    );
  }
  return (
    <ListingResults
      listings={data.listings}
      hasMore={data.hasMore}
      page={filters.page}
      view={filters.view}
      search={search}
      pathname={pathname}
      fetchPath={fetchPath}
      pending={pending}
    />
  );
}
