/**
 * Every text of the cart and checkout pages (spec sections 4, 5 and 8: cart add/remove/clear
 * messages, 'Login Diperlukan'), in one place. Adding to the cart is the listing page's and lives in
 * LISTING_PAGE_TEXTS; the rest follow its tone.
 */
import { LISTING_PAGE_TEXTS } from "~/modules/catalog/listing-page-texts";
import type { LineProblem } from "~/modules/checkout/checkout.server";
import { boughtOneAtATime } from "~/modules/checkout/quantity";
import { formatRupiah } from "~/utils/format";

export const CART_TEXTS = {
  title: "Keranjang Belanja",
  needsJavaScript:
    "Keranjang tersimpan di peramban Anda. Aktifkan JavaScript untuk melihat isi keranjang, mengubah jumlah, dan checkout.",
  loading: "Memuat keranjang...",
  emptyTitle: "Keranjang Anda Kosong",
  emptyText: "Belum ada produk di keranjang. Temukan akun, top up, atau jasa joki dari game favorit Anda.",
  browseGames: "Jelajahi Game",
  removedTitle: "Dihapus dari Keranjang",
  removed: (name: string) => `${name} telah dihapus dari keranjang Anda.`,
  clearedTitle: "Keranjang Dikosongkan",
  cleared: "Semua produk telah dihapus dari keranjang Anda.",
  undo: "Urungkan",
  quantityUpdated: "Jumlah Diperbarui",
  clearAll: "Kosongkan Keranjang",
  remove: "Hapus",
  topUpOne: LISTING_PAGE_TEXTS.topUpOne,
  maxStock: (stock: number) => `Maksimal ${stock} sesuai stok.`,
  checkout: "Checkout",
  checkoutHint: "Harga dan stok diperiksa ulang oleh server sebelum Anda membayar.",
  loginRequired: "Login Diperlukan",
  loginToCheckout: "Silakan login untuk checkout.",
  adjustedTitle: "Keranjang Diperbarui",
  adjusted: "Keranjang disesuaikan dengan harga dan stok terbaru. Periksa lalu checkout lagi.",
} as const;

/** The checkout page: reviewing and paying the cart. */
export const CHECKOUT_TEXTS = {
  title: "Periksa Pesanan",
  noReviewTitle: "Belum Ada Pesanan untuk Diperiksa",
  noReview: "Checkout dimulai dari keranjang: pilih produk di keranjang lalu tekan Checkout.",
  backToCart: "Kembali ke Keranjang",
  badRequestTitle: "Checkout Gagal",
  unreadable: "Data keranjang tidak terbaca. Kembali ke keranjang lalu coba lagi.",
  empty: "Keranjang Anda kosong. Tambahkan produk terlebih dahulu.",
  tooManyLines: (max: number) => `Maksimal ${max} baris produk per checkout. Hapus sebagian lalu coba lagi.`,
  badKey: "Konfirmasi tidak valid. Periksa ulang pesanan Anda lalu konfirmasi lagi.",
  unknownIntent: "Permintaan tidak dikenali.",
  problemBadge: "Tidak dipesan",
  problemsTitle: "Sebagian produk tidak dapat dipesan",
  problemsIntro: "Produk bertanda 'Tidak dipesan' tidak ikut dibuat pesanannya. Keranjang Anda tidak diubah.",
  adjustCart: "Sesuaikan Keranjang",
  nothingToOrder: "Tidak ada produk yang dapat dipesan. Perbaiki keranjang Anda lalu coba lagi.",
  total: "Total Pembayaran",
  payTotal: (method: string) => `Dibayar dengan ${method}`,
  feeIncluded: (fee: number) => `termasuk biaya ${formatRupiah(fee)}`,
  balance: "Saldo Dompet",
  balanceAfter: "Saldo setelah bayar",
  shortTitle: "Saldo Tidak Cukup",
  short: (missing: number) =>
    `Saldo Anda kurang ${formatRupiah(missing)}. Pesanan yang belum terbayar tetap dibuat dengan status 'Menunggu Pembayaran' dan menunggu 24 jam: deposit saldo lalu tekan 'Lanjutkan Pembayaran' di halaman pesanan.`,
  shortGateway: (missing: number) =>
    `Saldo Anda kurang ${formatRupiah(missing)}. Bayar langsung dengan QRIS, Virtual Account, e-wallet atau minimarket di bawah, atau deposit saldo terlebih dahulu.`,
  deposit: "Deposit Saldo",
  escrowNote:
    "Dana ditahan di rekening bersama PasarGame dan baru diteruskan ke penjual setelah Anda mengonfirmasi pesanan diterima.",
  confirm: (count: number) => (count > 1 ? `Bayar ${count} Pesanan` : "Bayar Sekarang"),
  confirmShort: (count: number) => (count > 1 ? `Buat ${count} Pesanan` : "Buat Pesanan"),
  paying: "Memproses...",
  paidTitle: "Pembayaran Berhasil",
  createdTitle: "Pesanan Dibuat",
  rateLimited: "Terlalu banyak percobaan checkout.",
  idCheckTitle: "Pastikan ID sudah benar",
  idCheckIntro:
    "Top up dikirim ke ID berikut. Periksa sekali lagi: top up ke ID yang salah tidak dapat ditarik kembali.",
  idCheckConfirm: "Saya sudah memeriksa, ID di atas sudah benar.",
  idCheckMissingTitle: "Konfirmasi ID Diperlukan",
  idCheckMissing: "Centang 'ID di atas sudah benar' setelah memeriksa ID tujuan top up, lalu bayar lagi.",
} as const;

/** Why a line is not ordered, as the buyer should read it. */
export function problemText(problem: LineProblem, line: { expectedPrice: number; quantity: number }): string {
  switch (problem.kind) {
    case "price_changed":
      return `Harga berubah dari ${formatRupiah(line.expectedPrice)} menjadi ${formatRupiah(problem.price)}.`;
    case "out_of_stock":
      return problem.stock <= 0
        ? "Stok habis: produk ini sudah terjual."
        : `Stok tinggal ${problem.stock}, kurang dari jumlah yang Anda pesan (${line.quantity}).`;
    case "missing_input":
      return `Mohon isi ${problem.label}. Hapus produk ini lalu tambahkan lagi dari halaman produk.`;
    case "invalid_input":
      return `${problem.message} Hapus produk ini lalu tambahkan lagi dari halaman produk dengan ${problem.label} yang benar.`;
    case "own_listing":
      return "Ini listing milik Anda sendiri; Anda tidak dapat membelinya.";
    case "not_found":
      return "Produk tidak ditemukan atau sudah tidak dijual.";
    case "bad_quantity":
      return "Jumlah tidak valid. Top Up dibeli satu per pesanan; produk lain minimal 1 dan tidak melebihi stok.";
  }
}

/** The toast after confirming: how many orders were paid, how many wait, how many were not made. */
export function confirmSummary(counts: { paid: number; waiting: number; refused: number }): {
  type: "success" | "info";
  title: string;
  description: string;
} {
  const parts: string[] = [];
  if (counts.paid > 0)
    parts.push(`${counts.paid} pesanan dibayar dari saldo dan diteruskan ke penjual untuk diproses.`);
  if (counts.waiting > 0)
    parts.push(
      `${counts.waiting} pesanan menunggu pembayaran karena saldo kurang: deposit lalu tekan 'Lanjutkan Pembayaran' dalam 24 jam.`,
    );
  if (counts.refused > 0)
    parts.push(
      `${counts.refused} produk tidak dipesan karena harga atau stoknya berubah; produk itu tetap di keranjang.`,
    );
  const allPaid = counts.waiting === 0 && counts.refused === 0;
  return {
    type: allPaid ? "success" : "info",
    title: allPaid ? CHECKOUT_TEXTS.paidTitle : CHECKOUT_TEXTS.createdTitle,
    description: parts.join(" "),
  };
}

/** After adding on the server: "2 × Judul ada di keranjang Anda." (or why the quantity was capped). */
export function addedText(
  line: { listing: { title: string; type: string }; quantity: number; capped: boolean } | undefined,
): string | undefined {
  if (!line) return undefined;
  const { listing, quantity, capped } = line;
  if (!capped) return `${quantity} × ${listing.title} ada di keranjang Anda.`;
  return boughtOneAtATime(listing.type)
    ? `${LISTING_PAGE_TEXTS.topUpOne} ${listing.title} sudah ada di keranjang Anda.`
    : `Jumlah di keranjang dibatasi sesuai stok: ${quantity} × ${listing.title}.`;
}
