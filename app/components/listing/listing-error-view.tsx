import { ListingNotFound } from "~/components/catalog/not-found";
import { ErrorView } from "~/components/not-found";
import { RouteErrorBoundary } from "~/components/route-error";
import { CATALOG_TEXTS } from "~/modules/catalog/texts";

/**
 * What the listing page shows when it fails (its route's ErrorBoundary, loaded only then): 'Produk
 * Tidak Ditemukan' with a way back to the game for a missing listing (spec section 5), otherwise
 * the error status with a short apology.
 */
export function ListingErrorView() {
  return (
    <RouteErrorBoundary
      statusHandlers={{ 404: ({ params }) => <ListingNotFound gameSlug={params.gameSlug} /> }}
      fallback={({ status }) => <ErrorView status={status} text={CATALOG_TEXTS.listingLoadFailed} />}
    />
  );
}
