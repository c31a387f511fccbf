import { NotFoundView } from "~/components/not-found";
import { CATALOG_TEXTS as T } from "~/modules/catalog/texts";

/** 'Game Tidak Ditemukan' (spec section 2), with the way home. */
export function GameNotFound() {
  return <NotFoundView title={T.gameNotFound} text={T.gameNotFoundText} />;
}

/** 'Produk Tidak Ditemukan' (spec section 2), with the way back to the listing's game. */
export function ListingNotFound({ gameSlug }: { gameSlug: string | undefined }) {
  return (
    <NotFoundView
      title={T.listingNotFound}
      text={T.listingNotFoundText}
      href={gameSlug ? `/games/${encodeURIComponent(gameSlug)}` : "/games"}
      linkText={T.backToGame}
      linkTestId="back-to-game"
    />
  );
}
