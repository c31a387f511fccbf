import { isRouteErrorResponse, useParams, useRouteError } from "@remix-run/react";
import { ListingNotFound } from "~/components/catalog/not-found";
import { ErrorView } from "~/components/not-found";

/**
 * What the listing page shows when it fails (its route's ErrorBoundary, loaded only then): 'Produk
 * Tidak Ditemukan' with a way back to the game for a missing listing (spec section 5), otherwise
 * the error status with a short apology.
 */
export function ListingError() {
  const error = useRouteError();
  const params = useParams();
  if (isRouteErrorResponse(error) && error.status === 404) return <ListingNotFound gameSlug={params.gameSlug} />;
  return (
    <ErrorView
      status={isRouteErrorResponse(error) ? error.status : 500}
      text="Maaf, terjadi kesalahan saat memuat produk ini. Silakan muat ulang halaman atau coba lagi nanti."
    />
  );
}
