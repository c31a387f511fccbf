/**
 * The catalog's texts (specification sections 2, 5 and 9). Separate exports for separate readers:
 * the review answers are the server's and stay out of the browser's JavaScript; what the listing
 * page says about buying is in ./listing-page-texts.ts, so the game, search and home pages (which
 * load this module for their not-found texts and the cards' hearts) do not carry it.
 */

/** The longest review comment; the rule (listing-rules.ts) and its message quote the same number. */
export const REVIEW_COMMENT_MAX = 1000;

/** What a visitor reads when a game or listing is missing or fails to load. */
export const CATALOG_TEXTS = {
  /** The 404 bodies the catalog loaders throw; the routes' error views tell them apart. */
  gameNotFound: "Game Tidak Ditemukan",
  gameNotFoundText: "Game yang Anda cari tidak tersedia di PasarGame.",
  listingNotFound: "Produk Tidak Ditemukan",
  listingNotFoundText: "Produk yang Anda cari tidak ada atau sudah dihapus oleh penjualnya.",
  backToGame: "Kembali ke Game",
  listingLoadFailed: "Maaf, terjadi kesalahan saat memuat produk ini. Silakan muat ulang halaman atau coba lagi nanti.",
} as const;

/**
 * The search page's reading of a query: an abbreviation or typo it rewrote, a correction it offers.
 * The server puts them in the page's data (the catalog's shared browser chunk has no room).
 */
export const SEARCH_TEXTS = {
  readAs: "Termasuk hasil untuk",
  didYouMean: "Mungkin maksud Anda:",
} as const;

export const GAME_NOT_FOUND = CATALOG_TEXTS.gameNotFound;
export const LISTING_NOT_FOUND = CATALOG_TEXTS.listingNotFound;

/** What the server answers about reviews (the browser's code never needs these). */
export const REVIEW_TEXTS = {
  loginToReview: "Anda harus login untuk memberi ulasan.",
  ratingRequired: "Rating Diperlukan",
  chooseRating: "Silakan pilih rating bintang.",
  ratingRange: "Rating harus antara 1 sampai 5 bintang.",
  commentTooLong: `Komentar maksimal ${REVIEW_COMMENT_MAX} karakter.`,
  reviewFailed: "Gagal Mengirim Ulasan",
  reviewSent: "Ulasan Terkirim",
  reviewThanks: "Terima kasih! Ulasan Anda sudah tampil di halaman produk.",
  alreadyReviewed: "Anda sudah memberi ulasan untuk produk ini.",
  buyersOnly: "Ulasan hanya bisa diberikan setelah pesanan Anda untuk produk ini selesai.",
  ownListing: "Penjual tidak dapat memberi ulasan untuk listing miliknya sendiri.",
  accessDenied: "Akses Ditolak",
} as const;

/** Where a listing's reviews came from (figures.server.ts `reviewSource`), when not all from orders here. */
export const REVIEW_SOURCE_TEXTS = {
  noneFromOrders: "bukan dari pesanan di PasarGame",
  someFromOrders: (n: number) => `${n} dari pesanan di PasarGame`,
  notFromOrder: "Bukan dari pesanan di PasarGame",
} as const;

export { FAVORITE_ACTION_TEXTS } from "./card-texts";

/** Shown instead of a rating when there are no reviews yet (a '0,0' would read as a bad rating). */
export const NO_REVIEWS_YET = "Belum ada ulasan";

/**
 * A seller's reliability figures (seller-figures.server.ts: what each counts). The server formats
 * them; the pages' browser code only prints the strings.
 */
export const SELLER_FIGURE_TEXTS = {
  title: "Kinerja 90 hari terakhir",
  newSeller: "Penjual baru",
  /** A seller with reviews but fewer than 5 orders in the window: not new, just quiet lately. */
  fewRecentOrders: "Belum cukup pesanan",
  newSellerNote: "Angka kinerja tampil setelah penjual menerima 5 pesanan dalam 90 hari.",
  completion: "Pesanan selesai",
  accountClaims: "Tingkat klaim akun",
  shipTime: "Waktu kirim (median)",
  onTime: "Tepat waktu",
  replyTime: "Waktu balas chat (median)",
  ordersNoun: "pesanan",
  accountOrdersNoun: "pesanan akun",
  shippedNoun: "pengiriman",
  chatsNoun: "percakapan",
  none: "—",
  underAMinute: "< 1 menit",
} as const;

/**
 * Garansi and Pengiriman Instan on the catalog's pages: the listing's warranty (warranty.ts) and the
 * two filters. The server writes them into the page's data; browser code never imports them.
 */
export const WARRANTY_TEXTS = {
  days: (days: number) => `Garansi ${days} hari`,
  filterLegend: "Pengiriman & Garansi",
  instantFilter: "Pengiriman Instan",
  warrantyFilter: "Bergaransi",
} as const;

/** The listing page's share links (components/listing/share-links.tsx, rendered on the server only). */
export const SHARE_TEXTS = {
  heading: "Bagikan",
  whatsApp: "Bagikan ke WhatsApp",
  whatsAppHint: "(membuka WhatsApp)",
  copyLink: "Salin tautan",
  linkLabel: "Tautan listing",
  linkHint: "Tekan lama atau pilih tautan di atas lalu salin.",
} as const;

/** The listing page's rows of other listings (components/listing/related-listings.tsx). */
export const RELATED_TEXTS = {
  fromSeller: "Produk lain dari penjual ini",
  similar: "Listing serupa",
  seeSeller: "Lihat semua",
} as const;
