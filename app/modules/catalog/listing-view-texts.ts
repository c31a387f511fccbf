/**
 * The few words the listing page's own code shows (the stock badges, the buy box's sold-out note
 * and its failure toast), apart from ./listing-page-texts.ts: those messages belong to a submit,
 * whose code loads on first touch, so the page's preloaded chunk does not carry them.
 */
export const LISTING_VIEW_TEXTS = {
  addFailed: "Gagal Menambahkan ke Keranjang",
  checkConnection: "Periksa koneksi internet Anda lalu coba lagi.",
  soldOut: "Stok Habis",
  limitedStock: "Stok terbatas",
} as const;
