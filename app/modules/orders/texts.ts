/**
 * Every order text shown to people (spec sections 6, 8 and 9), in one place: the order page and its
 * chat. The spec's texts are used verbatim; the rest follow its tone. The cart and checkout texts
 * are the cart area's (modules/cart/texts.ts), so the order page's JavaScript does not carry them.
 */
import type { ApplyResult } from "./movements.server";
import { ORDER_STATUS as S, type OrderStatus } from "./constants";
import type { OrderAction } from "./escrow";

export const ORDER_TEXTS = {
  notFound: "Pesanan Tidak Ditemukan",
  notFoundDescription: "Pesanan yang Anda cari tidak ada atau sudah dihapus.",
  accessDenied: "Akses Ditolak",
  viewDenied: "Anda tidak memiliki izin untuk melihat pesanan ini.",
  loginRequired: "Login Diperlukan",
  actionDenied: "Aksi Ditolak",
  actionDeniedDescription: "Anda tidak berhak mengubah status ini.",
  statusChanged: "Status Pesanan Diubah",
  messageSent: "Pesan Terkirim",
  loadFailed: "Gagal Memuat Pesanan",
} as const;

/** Why a transition was refused, as the person who asked should read it. */
export const REFUSAL_TEXTS: Record<Extract<ApplyResult, { ok: false }>["reason"], string> = {
  not_found: "Pesanan tidak ditemukan.",
  not_allowed: ORDER_TEXTS.actionDeniedDescription,
  wrong_status: "Status pesanan sudah berubah. Muat ulang halaman untuk melihat status terbaru.",
  too_early: "Batas waktunya belum lewat.",
  too_late: "Batas waktu komplain sudah lewat.",
  insufficient_balance: "Saldo Anda tidak cukup untuk membayar pesanan ini. Silakan deposit terlebih dahulu.",
  out_of_stock: "Stok produk sudah habis.",
  conflict: "Pesanan sedang diperbarui. Muat ulang halaman lalu coba lagi.",
};

/** The button label of each action a person can take. */
export const ACTION_LABELS: Partial<Record<OrderAction, string>> = {
  pay: "Lanjutkan Pembayaran",
  cancel: "Batalkan Pesanan",
  ship: "Tandai Dikirim",
  confirm: "Konfirmasi Pesanan Diterima",
  dispute: "Ajukan Komplain",
  release: "Teruskan Dana ke Penjual",
  refund: "Kembalikan Dana ke Pembeli",
};

/** What the running deadline of each status means, shown beside its countdown. */
export const DEADLINE_TEXTS: Partial<Record<OrderStatus, string>> = {
  [S.awaitingPayment]: "Bayar sebelum pesanan kedaluwarsa",
  [S.processing]: "Penjual harus mengirim sebelum pesanan dibatalkan otomatis",
  [S.shipped]: "Konfirmasi atau ajukan komplain sebelum pesanan selesai otomatis",
};

/** The notification the other party receives after a transition. */
export function notificationFor(next: OrderStatus, productTitle: string): { title: string; body: string } {
  const bodies: Record<OrderStatus, string> = {
    [S.awaitingPayment]: `Pesanan "${productTitle}" menunggu pembayaran.`,
    [S.processing]: `Pesanan "${productTitle}" sudah dibayar dan menunggu dikirim.`,
    [S.shipped]: `Pesanan "${productTitle}" sudah dikirim penjual. Periksa lalu konfirmasi.`,
    [S.completed]: `Pesanan "${productTitle}" selesai.`,
    [S.cancelled]: `Pesanan "${productTitle}" dibatalkan.`,
    [S.disputed]: `Pembeli mengajukan komplain untuk pesanan "${productTitle}".`,
  };
  return { title: ORDER_TEXTS.statusChanged, body: bodies[next] };
}

/** The order chat (one per order, on the order page); the connection words name its states. */
export const CHAT_TEXTS = {
  title: "Chat Pesanan",
  empty: "Belum ada pesan. Mulai percakapan dengan menyapa.",
  older: "Tampilkan pesan sebelumnya",
  you: "Anda",
  admin: "Admin",
  placeholder: "Tulis pesan… (Enter untuk kirim, Shift+Enter untuk baris baru)",
  send: "Kirim",
  sending: "Mengirim…",
  notSent: "Tidak terkirim",
  retry: "Kirim ulang",
  noScript:
    "Chat langsung memerlukan JavaScript. Aktifkan JavaScript untuk mengirim dan menerima pesan secara langsung.",
  connection: {
    connecting: "Menghubungkan…",
    open: "Terhubung",
    reconnecting: "Menghubungkan ulang…",
    ended: "Sesi berakhir",
  },
} as const;
