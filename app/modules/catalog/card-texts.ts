/**
 * The catalog cards' own words, apart from ./texts.ts: every page with cards loads these, and the
 * game and search pages need nothing else from there (issue 33: a page's first download).
 */

/** The heart on listing cards and the listing page (favorites/texts.ts has the rest of Favorit). */
export const FAVORITE_ACTION_TEXTS = {
  add: "Simpan ke Favorit",
  remove: "Hapus dari Favorit",
} as const;
