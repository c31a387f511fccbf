import { isRouteErrorResponse, Link, useParams, useRouteError } from "@remix-run/react";
import { PackageX } from "lucide-react";

/**
 * What the listing page shows when it fails (its route's ErrorBoundary, loaded only then): 'Produk
 * Tidak Ditemukan' with a way back to the game for a missing listing (spec section 5), otherwise
 * the error status with a short apology.
 */
export function ListingError() {
  const error = useRouteError();
  const params = useParams();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const gameSlug = params.gameSlug ?? "";
    return (
      <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 text-center">
        <PackageX className="size-16 text-brand" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold">Produk Tidak Ditemukan</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          Produk yang Anda cari tidak ada atau sudah dihapus oleh penjualnya.
        </p>
        <Link
          to={gameSlug ? `/games/${encodeURIComponent(gameSlug)}` : "/games"}
          className="mt-6 inline-flex min-h-11 items-center rounded-xl bg-accent-500 px-5 font-semibold text-white hover:bg-accent-600"
          data-testid="back-to-game"
        >
          Kembali ke Game
        </Link>
      </main>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-black text-brand">{status}</p>
      <h1 className="mt-4 text-2xl font-bold">Terjadi Kesalahan</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Maaf, terjadi kesalahan saat memuat produk ini. Silakan muat ulang halaman atau coba lagi nanti.
      </p>
    </main>
  );
}
