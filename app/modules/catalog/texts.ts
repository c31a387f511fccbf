/** The catalog's texts (specification section 2): what a visitor reads when a game or listing is missing. */
export const CATALOG_TEXTS = {
  /** The 404 bodies the catalog loaders throw; the routes' error views tell them apart. */
  gameNotFound: "Game Tidak Ditemukan",
  gameNotFoundText: "Game yang Anda cari tidak tersedia di PasarGame.",
  listingNotFound: "Produk Tidak Ditemukan",
  listingNotFoundText: "Produk yang Anda cari tidak ada atau sudah dihapus oleh penjualnya.",
  backToGame: "Kembali ke Game",
} as const;

export const GAME_NOT_FOUND = CATALOG_TEXTS.gameNotFound;
export const LISTING_NOT_FOUND = CATALOG_TEXTS.listingNotFound;
