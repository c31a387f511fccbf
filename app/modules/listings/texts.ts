/**
 * Every text of selling (spec sections 5 and 8): the listing form, the seller's listings, and listing
 * images. IMAGE_TEXTS is its own export so the image uploader's browser code carries only those.
 */
import { MAX_IMAGES } from "./images";

/** The create-listing and edit-listing messages. */
export const LISTING_TEXTS = {
  incompleteTitle: "Form Tidak Lengkap",
  incomplete: "Mohon isi semua field yang wajib diisi.",
  createdTitle: "Listing Dibuat!",
  created: "Listing Anda sudah tayang dan bisa dibeli.",
  createFailedTitle: "Gagal Membuat Listing",
  deletedTitle: "Listing Dihapus",
  deleted: "Listing tidak lagi ditampilkan kepada pembeli.",
  deleteFailedTitle: "Gagal Menghapus Listing",
  updatedTitle: "Data Diperbarui",
  updated: "Harga dan stok listing diperbarui.",
  detailsUpdated: "Detail listing diperbarui dan langsung tampil untuk pembeli.",
  updateFailedTitle: "Gagal Memperbarui Listing",
  required: "Wajib diisi.",
  sellerOnlyCreate: "Hanya penjual yang dapat membuat listing.",
  sellerOnlyDashboard: "Hanya penjual yang dapat mengakses halaman ini.",
  notFound: "Produk Tidak Ditemukan",
  deliveryTimeHint:
    "Janji Anda: pesanan yang dibayar wajib dikirim dalam waktu ini (maks. 24 jam). Lewat batas, pesanan batal otomatis dan dana kembali ke pembeli. 'Instan' hanya untuk listing yang dikirim otomatis lewat supplier atau Pengiriman Instan.",
  /** The delivery-time choice 'Instan', named for what it needs (the hint above). */
  instantChoice: "Instan (otomatis)",
} as const;

/**
 * A Top Up listing's offer (listings/top-up-offer.ts): the denomination it sells, its mapping to
 * the seller's supplier (SKU and the most they pay for one), and which delivery promise it may make.
 */
export const TOP_UP_OFFER_TEXTS = {
  title: "Nominal & Supplier",
  denomination: "Nominal",
  denominationNone: "Bukan nominal (item, paket, lainnya)",
  denominationHint: "Listing dengan nominal tampil di halaman Top Up game ini.",
  denominationInvalid: "Pilih nominal dari daftar game ini.",
  sku: "Kode Produk Supplier (SKU)",
  skuHint: "Kode produk di Digiflazz (buyer_sku_code). Pesanan yang dibayar dikirim otomatis lewat akun supplier Anda.",
  skuInvalid: "Kode produk hanya huruf, angka, titik, garis bawah atau tanda hubung (maks. 50 karakter).",
  maxPrice: "Harga Beli Maksimal (Rp)",
  maxPriceHint:
    "Batas harga yang boleh dibayar ke supplier per pesanan; lebih mahal dari ini, pembelian ditolak supplier.",
  maxPriceInvalid: "Harga beli maksimal harus berupa angka bulat lebih dari 0.",
  maxPriceAbovePrice: "Harga beli maksimal tidak boleh lebih dari harga jual.",
  priceBelowMax: (max: string) =>
    `Harga jual tidak boleh di bawah Harga Beli Maksimal supplier (${max}). Ubah keduanya di halaman edit listing.`,
  bothOrNone: "Isi Kode Produk Supplier dan Harga Beli Maksimal, atau kosongkan keduanya.",
  notConnected: "Hubungkan akun supplier di Dashboard Penjual > Supplier terlebih dahulu.",
  connectHint: "Ingin dikirim otomatis? Hubungkan akun Digiflazz di Dashboard Penjual > Supplier.",
  instantRefused:
    "'Instan' hanya untuk top up yang dikirim otomatis lewat supplier atau Pengiriman Instan. Isi kode produk supplier atau pilih waktu pengiriman lain.",
} as const;

/**
 * A Top Up's delivery promise and its refund rule (listings/promise.ts), on the listing page and on
 * a paid order. The refund is the ship deadline's: an order not shipped by then is cancelled by the
 * system (escrow `cancel_unshipped`) and its money goes back to the buyer.
 */
export const PROMISE_TEXTS = {
  window: (ms: number) =>
    ms < 60 * 60_000 ? `${Math.max(1, Math.round(ms / 60_000))} menit` : `${Math.round(ms / (60 * 60_000))} jam`,
  instant: "Dikirim otomatis begitu dibayar.",
  supplier: "Dikirim otomatis lewat supplier penjual begitu dibayar.",
  listing: (window: string) => `Tidak dikirim dalam ${window}? Pesanan batal otomatis dan uang kembali ke pembeli.`,
  buyer: (window: string) =>
    `Belum dikirim dalam ${window} sejak dibayar? Pesanan batal otomatis dan uang Anda kembali ke saldo.`,
  seller: (window: string) =>
    `Kirim dalam ${window} sejak dibayar; lewat batas, pesanan batal otomatis dan uang kembali ke pembeli.`,
} as const;

/** The listing form's Garansi field (Akun listings only). */
export const WARRANTY_FORM_TEXTS = {
  label: "Garansi",
  none: "Tanpa garansi",
  option: (days: number) => `${days} hari`,
  hint: "Dana pesanan ditahan selama masa garansi, lalu masuk ke saldo Anda.",
  akunOnly: "Khusus kategori Akun.",
  invalid: "Pilih masa garansi: tanpa garansi, 7, 14, atau 30 hari.",
} as const;

/** Texts of the spec's image messages (section 8). */
export const IMAGE_TEXTS = {
  limitTitle: "Batas Gambar",
  limit: `Maksimal ${MAX_IMAGES} gambar per listing.`,
  tooLargeTitle: "Ukuran File Terlalu Besar",
  tooLarge: (name: string) => `${name} melebihi batas 2 MB dan dilewati.`,
  uploadFailedTitle: "Gagal Unggah Gambar",
  wrongType: "File bukan gambar PNG, JPG, atau GIF.",
  empty: "File kosong.",
  sizeMismatch: (name: string) =>
    `${name}: ukuran file yang tersimpan tidak sama dengan yang dikirim. Silakan unggah lagi.`,
  typeMismatch: (name: string) =>
    `${name}: jenis file yang tersimpan tidak sama dengan yang dikirim. Silakan unggah lagi.`,
  missing: "File belum diunggah ke penyimpanan.",
  expired: "Tiket unggah sudah kedaluwarsa. Silakan pilih file lagi.",
  notPending: "Tiket unggah ini sudah dipakai.",
  verifying: "Gambar ini sedang diperiksa dan tidak dapat diganti. Silakan pilih file lagi bila perlu.",
  deleteFailedTitle: "Gagal Hapus Gambar dari Server",
  inUse: "Gambar sedang dipakai oleh listing.",
} as const;

/** Pengiriman Instan: the seller's items page and the listing's badge. */
export const INSTANT_TEXTS = {
  badge: "Instan",
  title: "Pengiriman Instan",
  intro:
    "Simpan kode voucher atau data login di sini, satu per baris. Setiap item dienkripsi dan langsung dikirim ke pembeli begitu pesanan dibayar; stok listing = jumlah item yang belum terjual.",
  itemsLabel: "Item baru (satu per baris)",
  add: "Tambah Item",
  added: (count: number) => `${count} item ditambahkan`,
  removed: "Item dihapus",
  turnedOff: "Pengiriman Instan dimatikan",
  turnOff: "Matikan Pengiriman Instan",
  turnOffHint: "Item yang belum terjual dihapus dan stok menjadi 0; atur stok lagi dari halaman edit listing.",
  counts: (unsold: number, sold: number) => `${unsold} item tersedia · ${sold} terjual`,
  none: "Belum ada item yang tersedia.",
  remove: "Hapus",
  refused: "Item Tidak Valid",
  empty: "Tempel minimal satu item (satu per baris).",
  tooMany: (max: number) => `Maksimal ${max} item sekali tambah.`,
  tooLong: (line: number, max: number) => `Item pada baris ${line} lebih dari ${max} karakter.`,
  manage: "Kelola Pengiriman Instan",
  stockFromItems: "Stok listing ini dihitung dari item Pengiriman Instan yang belum terjual.",
} as const;

/** The seller dashboard's 'Analitik' tab (components/seller/seller-analytics.tsx). */
export const ANALYTICS_TEXTS = {
  title: "Analitik Penjualan",
  period: (days: number) => `${days} hari`,
  revenue: "Pendapatan",
  orders: "Pesanan",
  views: "Dilihat",
  cartAdds: "Ke keranjang",
  conversion: "Konversi",
  chart: (days: number) => `Pendapatan per hari, ${days} hari terakhir`,
  chartSummary: (total: string, orders: number) => `Total ${total} dari ${orders} pesanan.`,
  top: "Listing teratas",
  listing: "Listing",
  empty: "Belum ada penjualan atau kunjungan pada periode ini.",
  note: "Penjualan: pesanan yang dibayar dan tidak dibatalkan, per hari pembayaran (WIB). Konversi: pesanan per kunjungan.",
} as const;
