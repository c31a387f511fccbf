import { NotFoundView } from "~/components/not-found";

/** The 404 bodies the catalog loaders throw; the routes' ErrorBoundary tells them apart. */
export const GAME_NOT_FOUND = "Game Tidak Ditemukan";
export const LISTING_NOT_FOUND = "Produk Tidak Ditemukan";

/** 'Game Tidak Ditemukan' (spec section 2), with the way home. */
export function GameNotFound() {
  return <NotFoundView title={GAME_NOT_FOUND} text="Game yang Anda cari tidak tersedia di PasarGame." />;
}

/** 'Produk Tidak Ditemukan' (spec section 2), with the way back to the listing's game. */
export function ListingNotFound({ gameSlug }: { gameSlug: string | undefined }) {
  return (
    <NotFoundView
      title={LISTING_NOT_FOUND}
      text="Produk yang Anda cari tidak ada atau sudah dihapus oleh penjualnya."
      href={gameSlug ? `/games/${encodeURIComponent(gameSlug)}` : "/games"}
      linkText="Kembali ke Game"
      linkTestId="back-to-game"
    />
  );
}
