/** Every text of guest checkout (issue 32, point 3): the contact field, its refusals, the guest's order page. */
import { formatRupiah } from "~/utils/format";

export const GUEST_TEXTS = {
  contactLabel: "Email atau Nomor WhatsApp",
  contactHint: "Untuk bukti pembayaran dan tautan pelacakan pesanan. Tanpa perlu daftar akun.",
  contactPlaceholder: "nama@email.com atau 0812…",
  contactInvalidTitle: "Kontak Tidak Valid",
  contactInvalid: "Masukkan email atau nomor WhatsApp yang valid (contoh: nama@email.com atau 081234567890).",
  accountExistsTitle: "Email Sudah Terdaftar",
  accountExists: "Email ini sudah punya akun PasarGame. Silakan login untuk melanjutkan pembelian.",
  loginToContinue: "Login untuk Melanjutkan",
  walletRefusedTitle: "Pilih Metode Pembayaran",
  walletRefused: "Tanpa akun, bayar dengan QRIS, Virtual Account, e-wallet atau minimarket.",
  limitedTitle: "Terlalu Banyak Pesanan",
  unavailableTitle: "Checkout Tamu Tidak Tersedia",
  unavailable: "Checkout tanpa akun sedang tidak tersedia. Silakan login untuk membeli.",
  asGuest: "Beli tanpa akun",
  noWallet: "Saldo PasarGame hanya untuk pengguna terdaftar.",
  // The guest's order page
  pageTitle: "Pesanan Anda",
  guestNote: "Anda melihat pesanan ini lewat tautan pribadi. Simpan tautan ini untuk melacak pesanan.",
  contactOf: (contact: string) => `Bukti pembayaran dikirim ke ${contact}.`,
  payNow: "Bayar Sekarang",
  confirmTitle: "Top up sudah masuk?",
  confirmIntro: "Periksa akun game Anda. Jika sudah masuk, konfirmasi agar dana diteruskan ke penjual.",
  confirmButton: "Ya, Sudah Masuk",
  confirmedToast: "Terima kasih, pesanan selesai.",
  delivered: "Bukti pengiriman dari penjual",
  refundedTitle: "Dana Dikembalikan",
  refunded: (amount: number, contact: string) =>
    `${formatRupiah(amount)} dikembalikan ke saldo PasarGame atas ${contact}. Daftar dengan email ini untuk memakai atau menarik saldo tersebut.`,
  refundedWa: (amount: number) =>
    `${formatRupiah(amount)} dikembalikan ke saldo PasarGame pesanan ini. Hubungi layanan pelanggan dengan nomor pesanan untuk menariknya.`,
  claimHint: "Daftar dengan email yang sama untuk menyimpan pesanan ini di akun Anda.",
  register: "Daftar Sekarang",
  mailTitle: (orderNumber: string) => `Pesanan ${orderNumber} dibuat`,
  mailBody: (title: string, total: number) =>
    `${title} — ${formatRupiah(total)}. Buka tautan untuk membayar dan melacak pesanan Anda.`,
} as const;
