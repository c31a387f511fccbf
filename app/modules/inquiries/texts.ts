/** Pre-sale conversations ('Chat dengan Penjual' before buying): every text in one place. */
import { formatNumber } from "~/utils/format";
import { INQUIRY_START_TEXTS } from "./start-texts";

export const INQUIRY_TEXTS = {
  ...INQUIRY_START_TEXTS,
  /** A deleted account's message in a pre-sale conversation. */
  erasedMessage: "Pesan dihapus karena akun pengirimnya dihapus.",
  loginRequired: "Silakan login untuk bertanya kepada penjual.",
  /** On the order page: the conversation before the purchase, where the seller's promises stand. */
  presaleLink: "Lihat percakapan sebelum membeli",
  presaleHint: "Janji penjual sebelum pembelian tetap tercatat di sana dan dapat dibaca tim PasarGame saat komplain.",
  refusedTitle: "Percakapan Tidak Dapat Dimulai",
  ownListing: "Ini produk Anda sendiri, jadi Anda tidak dapat bertanya kepada diri sendiri.",
  ownProfile: "Ini profil Anda sendiri.",
  unavailable: "Produk ini sudah tidak tersedia.",
  sellerUnavailable: "Penjual ini tidak dapat dihubungi saat ini.",
  tooManyNewAccount: (n: number, days: number) =>
    `Akun yang berumur kurang dari ${formatNumber(days)} hari dapat memulai paling banyak ${formatNumber(n)} ` +
    "percakapan baru per hari. Lanjutkan percakapan yang sudah ada di halaman Pesan, atau coba lagi besok.",
  tooMany: (n: number) =>
    `Anda sudah memulai ${formatNumber(n)} percakapan baru hari ini. Lanjutkan percakapan yang sudah ada di ` +
    "halaman Pesan, atau coba lagi besok.",
  notFound: "Percakapan Tidak Ditemukan",
  viewDenied: "Anda tidak memiliki izin untuk melihat percakapan ini.",
  /** The conversation page. */
  pageTitle: (other: string) => `Chat dengan ${other}`,
  chatTitle: "Chat Sebelum Membeli",
  metaDescription: "Percakapan sebelum membeli di PasarGame.",
  aboutListing: "Tentang produk",
  general: "Percakapan umum (tanpa produk tertentu)",
  buy: "Beli",
  viewListing: "Lihat Produk",
  listingGone: "Produk ini sudah tidak tersedia.",
  outOfStock: "Stok habis",
  stock: (n: number) => `Stok ${formatNumber(n)}`,
  safety:
    "Demi keamanan, jangan bertransaksi atau membagikan kontak di luar PasarGame. Bayar lewat PasarGame: dana Anda ditahan rekber sampai pesanan Anda terima.",
  newQuestionTitle: "Pertanyaan Baru dari Calon Pembeli",
  newQuestionBody: "Ada pertanyaan sebelum membeli tentang: ",
  /** In the /messages inbox. */
  badge: "Sebelum membeli",
  backToMessages: "Kembali ke Pesan",
} as const;
