/**
 * The heart on listing cards and the listing page (texts.ts has the rest of Favorit). A module of
 * its own: every page with listing cards (home first) loads it, and nothing else of the texts.
 */
export const FAVORITE_ACTION_TEXTS = {
  add: "Simpan ke Favorit",
  remove: "Hapus dari Favorit",
} as const;
