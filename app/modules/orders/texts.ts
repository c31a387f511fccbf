/**
 * The order's texts shown to people (spec sections 6 and 8): the order page, its steps and
 * notifications. The spec's texts are used verbatim; the rest follow its tone. The chat's words are
 * modules/chat/texts.ts, the cases' modules/cases/texts.ts; the cart and checkout texts are the
 * cart area's (modules/cart/texts.ts), so the order page's JavaScript does not carry them.
 */
import type { RefusalReason } from "./types";
import { ORDER_STATUS as S, type OrderStatus } from "./constants";
import type { OrderAction } from "./escrow";
import { formatRupiah } from "~/utils/format";
import { formatLongDate } from "~/utils/format-date";

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
export const REFUSAL_TEXTS: Record<RefusalReason, string> = {
  not_found: "Pesanan tidak ditemukan.",
  not_allowed: ORDER_TEXTS.actionDeniedDescription,
  wrong_status: "Status pesanan sudah berubah. Muat ulang halaman untuk melihat status terbaru.",
  too_early: "Batas waktunya belum lewat.",
  too_late: "Batas waktu komplain sudah lewat.",
  already_extended:
    "Waktu pemeriksaan hanya dapat diperpanjang satu kali, dan perpanjangan untuk pesanan ini sudah digunakan.",
  no_warranty: "Pesanan ini tidak memiliki garansi.",
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
  extend_inspection: "Perpanjang Waktu Pemeriksaan",
  release: "Teruskan Dana ke Penjual",
  refund: "Kembalikan Dana ke Pembeli",
};

/** What the running deadline of each status means, shown beside its countdown. */
export const DEADLINE_TEXTS: Partial<Record<OrderStatus, string>> = {
  [S.awaitingPayment]: "Bayar sebelum pesanan kedaluwarsa",
  [S.processing]: "Penjual harus mengirim sebelum pesanan dibatalkan otomatis",
  [S.shipped]: "Konfirmasi atau ajukan komplain sebelum pesanan selesai otomatis",
  [S.completed]: "Masa garansi berakhir; setelah itu dana diteruskan ke penjual",
};

/** What a notification needs to know about the order it tells of. */
export interface NotifiedOrder {
  status: OrderStatus;
  productTitle: string;
  totalAmount: number;
  /** Set once the buyer paid: a cancellation after it returned the money. */
  paidAt: number | null;
  decisionReason: string | null;
  decidedBy: "seller" | "admin" | "system" | null;
}

/** Who gave a decision's reason, as the parties read it. */
export const DECIDED_BY_LABEL: Record<"seller" | "admin" | "system", string> = {
  seller: "Alasan dari penjual",
  admin: "Keputusan tim PasarGame",
  system: "Keterangan sistem",
};

/**
 * The money's outcome of a finished order as `reader` should read it ('Dana Rp… dikembalikan ke
 * saldo Anda'), or null when no money moved that they need to hear about.
 */
export function outcomeText(order: NotifiedOrder, reader: "buyer" | "seller" | "admin"): string | null {
  const amount = formatRupiah(order.totalAmount);
  if (order.status === S.cancelled && order.paidAt !== null) {
    return reader === "buyer"
      ? `Dana ${amount} dikembalikan ke saldo Anda.`
      : `Dana ${amount} dikembalikan ke saldo pembeli.`;
  }
  if (order.status === S.completed && order.decidedBy === "admin") {
    return reader === "seller"
      ? `Dana pesanan ini (${amount} dikurangi biaya platform) diteruskan ke saldo Anda.`
      : `Dana ${amount} diteruskan ke penjual.`;
  }
  return null;
}

/** The notification `reader` receives after a transition: the status, the money's outcome and the reason. */
export function notificationFor(order: NotifiedOrder, reader: "buyer" | "seller"): { title: string; body: string } {
  const productTitle = order.productTitle;
  const bodies: Record<OrderStatus, string> = {
    [S.awaitingPayment]: `Pesanan "${productTitle}" menunggu pembayaran.`,
    [S.processing]: `Pesanan "${productTitle}" sudah dibayar dan menunggu dikirim.`,
    [S.shipped]: `Pesanan "${productTitle}" sudah dikirim penjual. Periksa lalu konfirmasi.`,
    [S.completed]: `Pesanan "${productTitle}" selesai.`,
    [S.cancelled]: `Pesanan "${productTitle}" dibatalkan.`,
    [S.disputed]: `Pembeli mengajukan komplain untuk pesanan "${productTitle}".`,
  };
  const parts = [bodies[order.status]];
  const outcome = outcomeText(order, reader);
  if (outcome) parts.push(outcome);
  if (order.decisionReason && order.decidedBy && (order.status === S.cancelled || order.status === S.completed)) {
    parts.push(`${DECIDED_BY_LABEL[order.decidedBy]}: "${order.decisionReason}"`);
  }
  return { title: NOTIFICATION_TITLES[order.status](reader), body: parts.join(" ") };
}

/** A status notification's title names its event, as its reader sees it. */
const NOTIFICATION_TITLES: Record<OrderStatus, (reader: "buyer" | "seller") => string> = {
  [S.awaitingPayment]: () => "Menunggu Pembayaran",
  [S.processing]: (reader) => (reader === "seller" ? "Pesanan Baru Dibayar" : "Pembayaran Diterima"),
  [S.shipped]: () => "Pesanan Dikirim",
  [S.completed]: () => "Pesanan Selesai",
  [S.cancelled]: () => "Pesanan Dibatalkan",
  [S.disputed]: (reader) => (reader === "seller" ? "Komplain Baru dari Pembeli" : "Komplain Diterima"),
};

/** The inspection window of a shipped order: the reminder before it completes, and its one extension. */
export const INSPECTION_TEXTS = {
  reminderTitle: "Pesanan Akan Selesai Otomatis",
  reminderBody: (productTitle: string) =>
    `Pesanan akan selesai otomatis dalam 24 jam: "${productTitle}". Periksa sekarang; bila ada masalah, ajukan komplain atau perpanjang waktu pemeriksaan.`,
  extendedTitle: "Waktu Pemeriksaan Diperpanjang",
  extendedBody: (productTitle: string, deadlineAt: number) =>
    `Pembeli memperpanjang waktu pemeriksaan pesanan "${productTitle}" selama 48 jam. Pesanan selesai otomatis pada ${formatLongDate(deadlineAt)}.`,
  extendHint: "Perlu waktu lebih lama untuk memeriksa? Anda dapat memperpanjang waktu pemeriksaan 48 jam, satu kali.",
  extendedNote: "Waktu pemeriksaan sudah diperpanjang 48 jam (hanya bisa satu kali).",
  extendedToast: "Waktu pemeriksaan diperpanjang 48 jam.",
} as const;

/** The confirmation asked before a step that cannot be undone (a dialog, or a step page without JavaScript). */
export const CONFIRM_TEXTS = {
  title: "Konfirmasi Diperlukan",
  stepMessage: "Periksa sekali lagi, lalu tekan tombol konfirmasi di bawah.",
  back: "Batal",
  goToStep: "Ke konfirmasi",
  reasonHintSeller: "Wajib diisi. Alasan ini ditampilkan kepada pembeli.",
  reasonHintStaff: "Wajib diisi. Alasan ini ditampilkan kepada pembeli dan penjual.",
} as const;

/** Per step: the question, the warning, the reason's label (when one is needed) and the final button. */
export function confirmationFor(
  action: "confirm" | "cancel" | "release" | "refund",
  { totalAmount, paid, warrantyDays = 0 }: { totalAmount: number; paid: boolean; warrantyDays?: number },
): { heading: string; warning: string; reasonLabel: string; submit: string } {
  const amount = formatRupiah(totalAmount);
  if (action === "confirm") {
    return {
      heading: "Konfirmasi pesanan diterima?",
      warning:
        warrantyDays > 0
          ? `Pesanan selesai dan tidak bisa dibatalkan. Dana ditahan sebagai dana garansi selama ${warrantyDays} hari: bila akun ditarik kembali, diblokir, atau tidak sesuai, Anda dapat mengajukan klaim garansi. Konfirmasi hanya setelah Anda memeriksa pesanan.`
          : "Dana akan diteruskan ke penjual dan tidak bisa dibatalkan. Konfirmasi hanya setelah Anda memeriksa pesanan.",
      reasonLabel: "",
      submit: "Ya, Pesanan Sudah Diterima",
    };
  }
  if (action === "cancel") {
    return {
      heading: "Batalkan pesanan ini?",
      warning: paid
        ? `Pesanan dibatalkan dan dana ${amount} dikembalikan ke pembeli. Tindakan ini tidak bisa dibatalkan.`
        : "Pesanan dibatalkan dan tidak bisa dilanjutkan lagi.",
      reasonLabel: "Alasan Pembatalan",
      submit: "Ya, Batalkan Pesanan",
    };
  }
  if (action === "release") {
    return {
      heading: "Teruskan dana ke penjual?",
      warning: `Dana ${amount} akan diteruskan ke penjual dan tidak bisa dibatalkan.`,
      reasonLabel: "Alasan Keputusan",
      submit: "Ya, Teruskan Dana",
    };
  }
  return {
    heading: "Kembalikan dana ke pembeli?",
    warning: `Dana ${amount} akan dikembalikan ke saldo pembeli, pesanan dibatalkan, dan ini tidak bisa dibatalkan.`,
    reasonLabel: "Alasan Keputusan",
    submit: "Ya, Kembalikan Dana",
  };
}

/** A top-up fulfilled by the seller's H2H supplier (modules/topups/fulfilment.server.ts). */
export const SUPPLIER_TEXTS = {
  /** The delivery proof stored (encrypted) as the order's delivery info. */
  serial: (sn: string) => `SN: ${sn}`,
  /** The decision reason of the automatic refund, read by both parties. */
  failed: (reason: string) =>
    `Top up gagal diproses supplier: ${reason.replace(/[.\s]+$/, "")}. Dana dikembalikan otomatis.`,
  /** The seller's supplier account is gone (or its key cannot be opened) before anything was bought. */
  noAccount: "akun supplier penjual tidak tersambung",
  /** The supplier delivered after the order's deadline had refunded it: both parties hear, with the SN. */
  lateForBuyer: (title: string, sn: string) => ({
    title: "Top Up Masuk Setelah Refund",
    body: `"${title}" ternyata masuk ke akun game Anda (SN: ${sn}) setelah dana dikembalikan. Penjual dapat menghubungi Anda lewat chat pesanan.`,
  }),
  lateForSeller: (title: string, sn: string) => ({
    title: "Top Up Masuk Setelah Refund",
    body: `Supplier mengirim "${title}" (SN: ${sn}) setelah batas waktu, saat dana pembeli sudah dikembalikan. Hubungi pembeli lewat chat pesanan, atau staf PasarGame bila perlu bantuan.`,
  }),
} as const;
