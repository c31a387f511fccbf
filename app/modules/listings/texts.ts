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
  missing: "File belum diunggah ke penyimpanan.",
  expired: "Tiket unggah sudah kedaluwarsa. Silakan pilih file lagi.",
  notPending: "Tiket unggah ini sudah dipakai.",
  verifying: "Gambar ini sedang diperiksa dan tidak dapat diganti. Silakan pilih file lagi bila perlu.",
  deleteFailedTitle: "Gagal Hapus Gambar dari Server",
  inUse: "Gambar sedang dipakai oleh listing.",
} as const;
