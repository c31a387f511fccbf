import { useLocation } from "@remix-run/react";
import type { ListingCard } from "~/modules/catalog/listing-cards.server";
import type { View } from "~/modules/catalog/filter-params";
import { EmptyResults, ListingResults } from "./results";

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
  if (!data.listings.length) return <EmptyResults resetHref={resetHref} />;
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
