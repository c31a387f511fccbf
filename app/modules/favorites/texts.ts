import { FAVORITE_ACTION_TEXTS } from "./action-texts";

/** Favorit: the hearts on listing cards and the listing page, POST /favorites and the list at /wishlist. */
export const FAVORITE_TEXTS = {
  title: "Favorit",
  ...FAVORITE_ACTION_TEXTS,
  saved: "Disimpan ke Favorit",
  removed: "Dihapus dari Favorit",
  loginRequired: "Login Diperlukan",
  loginToSave: "Silakan login untuk menyimpan listing ke Favorit.",
  refusedTitle: "Tidak Dapat Disimpan",
  unavailable: "Listing ini tidak tersedia lagi.",
  empty: "Belum ada listing di Favorit Anda. Tekan ikon hati di halaman listing untuk menyimpannya.",
  browse: "Jelajahi Game",
  intro: "Listing yang Anda simpan, terbaru di atas.",
} as const;
