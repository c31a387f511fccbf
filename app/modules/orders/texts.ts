/**
 * Every order text shown to people (spec sections 6, 8 and 9), in one place: the order page and its
 * chat. The spec's texts are used verbatim; the rest follow its tone. The cart and checkout texts
 * are the cart area's (modules/cart/texts.ts), so the order page's JavaScript does not carry them.
 */
import type { ApplyResult } from "./movements.server";
import { ORDER_STATUS as S, type OrderStatus } from "./constants";
import type { OrderAction } from "./escrow";
import type { ChatSafetyKind } from "./chat-safety";
import { formatLongDate, formatNumber, formatRupiah } from "~/utils/format";

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
  decidedBy: "seller" | "admin" | null;
}

/** Who gave a decision's reason, as the parties read it. */
export const DECIDED_BY_LABEL: Record<"seller" | "admin", string> = {
  seller: "Alasan dari penjual",
  admin: "Keputusan tim PasarGame",
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
  return { title: ORDER_TEXTS.statusChanged, body: parts.join(" ") };
}

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

/** The delivery box: what the viewer reads, by role and the order's state. */
export const DELIVERY_TEXTS = {
  buyerNote: "Jangan bagikan info ini kepada siapa pun. Segera ganti password akun setelah login.",
  sellerNote:
    "Yang Anda kirim ke pembeli. Hanya Anda dan pembeli yang dapat melihatnya; tim PasarGame hanya saat komplain atau klaim garansi.",
  adminNote:
    "Dikirim penjual kepada pembeli. Staf hanya dapat melihatnya selama komplain atau klaim garansi; setiap kali dibuka tercatat di log audit.",
  staffOnlyInCase:
    "Info pengiriman hanya dapat dilihat staf selama pesanan dikomplain atau diklaim garansinya, dan setiap kali dibuka tercatat di log audit.",
  unreadable: "Info pengiriman tidak dapat ditampilkan. Hubungi pihak lain melalui chat.",
  hiddenAfterCancel: "Pesanan ini dibatalkan, sehingga info pengiriman dari penjual tidak lagi ditampilkan.",
} as const;

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

/** Warranty (Garansi) of account orders: the hold, the claim, the seller's answer and staff's decision. */
export const WARRANTY_TEXTS = {
  title: "Garansi Akun",
  noWarranty: "Pesanan ini tidak memiliki garansi.",
  activeNote: (endsAt: number) =>
    `Dana pesanan ditahan sebagai dana garansi sampai ${formatLongDate(endsAt)}. Bila akun ditarik kembali, diblokir, atau tidak sesuai, ajukan klaim garansi sebelum tanggal itu.`,
  sellerActiveNote: (endsAt: number) =>
    `Dana pesanan ini ditahan sebagai Dana Garansi dan masuk ke saldo Anda pada ${formatLongDate(endsAt)}, bila tidak ada klaim.`,
  claimedNote: "Klaim garansi sedang ditinjau tim PasarGame. Dana tetap ditahan sampai ada keputusan.",
  releasedNote: "Masa garansi selesai: dana sudah diteruskan ke penjual.",
  refundedNote: (amount: number) => `Klaim garansi diterima: ${formatRupiah(amount)} dikembalikan ke saldo pembeli.`,
  claimButton: "Klaim Garansi",
  claimHeading: "Ajukan Klaim Garansi",
  claimHint:
    "Jelaskan apa yang terjadi dan lampirkan tangkapan layar. Penjual dapat menanggapi dan menawarkan solusi dalam 48 jam, lalu tim PasarGame memutuskan.",
  reasonLabel: "Alasan Klaim",
  descriptionLabel: "Penjelasan",
  evidenceLabel: "Bukti (gambar PNG, JPG atau GIF, maksimal 3 file, masing-masing 2 MB)",
  submitClaim: "Kirim Klaim Garansi",
  claimFiled: "Klaim garansi terkirim. Penjual dan tim PasarGame sudah diberi tahu.",
  claimSection: "Klaim Garansi",
  claimReasonShown: "Alasan",
  claimEvidence: "Bukti",
  checklistShown: "Yang dicentang pembeli saat konfirmasi",
  answerHeading: "Tanggapan Penjual",
  answerDue: (at: number) => `Tanggapi sebelum ${formatLongDate(at)}.`,
  answerLabel: "Tanggapan Anda",
  offerLabel: "Solusi yang Anda tawarkan",
  submitAnswer: "Kirim Tanggapan",
  answerSent: "Tanggapan terkirim. Tim PasarGame akan memutuskan klaim ini.",
  noAnswerYet: "Penjual belum menanggapi.",
  decisionHeading: "Keputusan Klaim",
  refundAmountLabel: "Jumlah dikembalikan ke pembeli (Rp)",
  decideRefund: "Kembalikan ke Pembeli",
  decideRelease: "Teruskan ke Penjual",
  decided: "Klaim garansi sudah diputuskan.",
  decisionRefund: (amount: number, total: number) =>
    amount === total
      ? `Diputuskan untuk pembeli: seluruh dana ${formatRupiah(amount)} dikembalikan.`
      : `Diputuskan untuk pembeli: ${formatRupiah(amount)} dikembalikan, sisanya diteruskan ke penjual.`,
  decisionRelease: "Diputuskan untuk penjual: dana diteruskan ke penjual.",
  // Refusals (as the person who asked should read them).
  reasonRequired: "Pilih alasan klaim.",
  descriptionRequired: "Penjelasan wajib diisi: ceritakan apa yang terjadi pada akun.",
  descriptionTooLong: (max: number) => `Penjelasan maksimal ${max} karakter.`,
  evidenceRequired: "Lampirkan minimal satu gambar bukti.",
  tooManyFiles: (max: number) => `Maksimal ${max} gambar bukti.`,
  badImage: (name: string) => `File "${name}" bukan gambar PNG, JPG atau GIF yang valid.`,
  imageTooLarge: (name: string) => `Gambar "${name}" melebihi 2 MB.`,
  answerRequired: "Tanggapan wajib diisi.",
  answerTooLong: (max: number) => `Tanggapan maksimal ${max} karakter.`,
  offerRequired: "Pilih solusi yang Anda tawarkan.",
  refundAmountInvalid: (total: number) =>
    `Jumlah pengembalian harus antara Rp1 dan ${formatRupiah(total)} (total pesanan).`,
  claimFailedTitle: "Klaim Garansi Gagal",
  // Notifications.
  heldTitle: "Dana Garansi Ditahan",
  heldBody: (productTitle: string, endsAt: number) =>
    `Pesanan "${productTitle}" selesai. Dananya ditahan sebagai Dana Garansi sampai ${formatLongDate(endsAt)}, lalu masuk ke saldo Anda.`,
  releasedTitle: "Dana Garansi Diteruskan",
  releasedBody: (productTitle: string) =>
    `Masa garansi pesanan "${productTitle}" selesai: dana (dikurangi biaya platform) masuk ke saldo Anda.`,
  claimedTitle: "Klaim Garansi Diajukan",
  claimedBody: (productTitle: string) =>
    `Pembeli mengajukan klaim garansi untuk "${productTitle}". Tanggapi dan tawarkan solusi dalam 48 jam.`,
  answeredTitle: "Penjual Menanggapi Klaim",
  answeredBody: (productTitle: string) => `Penjual menanggapi klaim garansi Anda untuk "${productTitle}".`,
  decidedTitle: "Klaim Garansi Diputuskan",
} as const;

/** Why a buyer claims (preset reasons) and what a seller offers, as people read them. */
export const CLAIM_REASON_LABELS = {
  recovered: "Akun ditarik kembali oleh pemilik lama",
  banned: "Akun diblokir (banned)",
  mismatch: "Akun tidak sesuai deskripsi",
} as const;
export const CLAIM_OFFER_LABELS = {
  resecure: "Amankan ulang akun (kembalikan akses)",
  replacement: "Ganti dengan akun lain yang setara",
  partial_refund: "Kembalikan sebagian dana",
  none: "Tidak ada: klaim ini tidak berdasar",
} as const;

/** A dispute as a case: its timeline, deadlines, evidence of both sides and their refusals. */
export const CASE_TEXTS = {
  heading: "Riwayat Komplain",
  openHeading: "Ajukan Komplain",
  openHint:
    "Dana tetap ditahan selama komplain diperiksa. Penjual menanggapi dalam 48 jam, lalu tim PasarGame memutuskan berdasarkan bukti dari kedua pihak.",
  reasonLabel: "Alasan Komplain",
  descriptionLabel: "Penjelasan",
  answerLabel: "Tanggapan Anda",
  evidenceTextLabel: "Keterangan bukti",
  imagesLabel: "Gambar bukti (PNG, JPG atau GIF, maksimal 3 file, masing-masing 2 MB)",
  linksLabel: "Tautan video atau bukti lain (satu per baris, http:// atau https://)",
  submitOpen: "Ajukan Komplain",
  answerHeading: "Tanggapi Komplain",
  submitAnswer: "Kirim Tanggapan",
  evidenceHeading: "Tambah Bukti",
  submitEvidence: "Kirim Bukti",
  sellerDue: "Penjual harus menanggapi sebelum batas waktu; tanpa tanggapan, komplain diteruskan ke tim PasarGame",
  staffDue: "Tim PasarGame memutuskan sebelum batas waktu",
  sellerDueAt: (at: number) => `Penjual harus menanggapi sebelum ${formatLongDate(at)}.`,
  staffDueAt: (at: number) => `Tim PasarGame memutuskan sebelum ${formatLongDate(at)}.`,
  unresponsive: "Penjual tidak merespons",
  overdue: "Terlambat",
  closed: "Komplain sudah diputuskan.",
  actor: { buyer: "Pembeli", seller: "Penjual", admin: "Tim PasarGame", system: "Sistem" },
  kind: {
    opened: "Komplain diajukan",
    evidence: "Bukti ditambahkan",
    answer: "Tanggapan penjual",
    reminder: "Pengingat ke penjual",
    escalated: "Diteruskan ke tim PasarGame",
    decided: "Keputusan",
  },
  escalatedAnswered: "Penjual menanggapi: komplain diteruskan ke tim PasarGame untuk diputuskan.",
  escalatedUnresponsive: "Penjual tidak merespons dalam 48 jam: komplain diteruskan ke tim PasarGame.",
  reminderBody: "Penjual diingatkan: tanggapan dibutuhkan dalam 24 jam.",
  decidedRelease: "Diputuskan untuk penjual: dana diteruskan ke penjual.",
  decidedRefund: "Diputuskan untuk pembeli: dana dikembalikan ke pembeli.",
  imageAlt: (n: number) => `Gambar bukti ${n}`,
  sent: "Terkirim",
  opened: "Komplain terkirim. Penjual harus menanggapi dalam 48 jam.",
  answered: "Tanggapan terkirim. Komplain diteruskan ke tim PasarGame.",
  evidenceAdded: "Bukti ditambahkan ke komplain.",
  failedTitle: "Komplain Gagal Dikirim",
  // Refusals.
  reasonRequired: "Pilih alasan komplain.",
  descriptionRequired: "Penjelasan wajib diisi: ceritakan apa yang terjadi.",
  answerRequired: "Tanggapan wajib diisi.",
  textTooLong: (max: number) => `Maksimal ${formatNumber(max)} karakter.`,
  evidenceRequired: "Lampirkan gambar, tautan, atau keterangan bukti.",
  badLink: (link: string) => `Tautan "${link}" tidak valid: gunakan alamat yang diawali http:// atau https://.`,
  tooManyLinks: (max: number) => `Maksimal ${max} tautan.`,
  // Notifications.
  openedTitle: "Komplain Baru",
  openedBody: (productTitle: string, dueAt: number) =>
    `Pembeli mengajukan komplain untuk "${productTitle}". Tanggapi sebelum ${formatLongDate(dueAt)}; tanpa tanggapan, komplain diteruskan ke tim PasarGame.`,
  reminderTitle: "Segera Tanggapi Komplain",
  reminderNotice: (productTitle: string, dueAt: number) =>
    `Komplain untuk "${productTitle}" belum Anda tanggapi. Batas waktunya ${formatLongDate(dueAt)}.`,
  answeredTitle: "Penjual Menanggapi Komplain",
  answeredBody: (productTitle: string) =>
    `Penjual menanggapi komplain untuk "${productTitle}". Tim PasarGame akan memutuskan.`,
  escalatedTitle: "Komplain Diteruskan ke Tim PasarGame",
  escalatedBody: (productTitle: string, dueAt: number) =>
    `Penjual tidak merespons komplain untuk "${productTitle}" dalam 48 jam. Tim PasarGame memutuskan sebelum ${formatLongDate(dueAt)}.`,
  evidenceTitle: "Bukti Baru pada Komplain",
  evidenceBody: (productTitle: string, by: string) => `${by} menambahkan bukti pada komplain untuk "${productTitle}".`,
} as const;

/**
 * A warranty claim as a case: the words of its timeline and notifications where they differ from a
 * dispute's (CASE_TEXTS holds the rest).
 */
export const CLAIM_CASE_TEXTS = {
  heading: "Riwayat Klaim Garansi",
  closed: "Klaim garansi sudah diputuskan.",
  kind: { ...CASE_TEXTS.kind, opened: "Klaim garansi diajukan" },
  escalatedAnswered: "Penjual menanggapi: klaim garansi diteruskan ke tim PasarGame untuk diputuskan.",
  escalatedUnresponsive: "Penjual tidak merespons dalam 48 jam: klaim garansi diteruskan ke tim PasarGame.",
  evidenceAdded: "Bukti ditambahkan ke klaim garansi.",
  reminderTitle: "Segera Tanggapi Klaim Garansi",
  reminderNotice: (productTitle: string, dueAt: number) =>
    `Klaim garansi untuk "${productTitle}" belum Anda tanggapi. Batas waktunya ${formatLongDate(dueAt)}; tanpa tanggapan, klaim diteruskan ke tim PasarGame.`,
  escalatedTitle: "Klaim Garansi Diteruskan ke Tim PasarGame",
  escalatedBody: (productTitle: string, dueAt: number) =>
    `Penjual tidak merespons klaim garansi untuk "${productTitle}" dalam 48 jam. Tim PasarGame memutuskan sebelum ${formatLongDate(dueAt)}.`,
  evidenceTitle: "Bukti Baru pada Klaim Garansi",
  evidenceBody: (productTitle: string, by: string) =>
    `${by} menambahkan bukti pada klaim garansi untuk "${productTitle}".`,
} as const;

/**
 * Chat safety (chat-safety.ts): the warning the sender reads before a message with contact details
 * or off-platform payment goes out, the note under such a message, and the refusal of a login.
 */
export const CHAT_SAFETY_TEXTS = {
  warningTitle: "Periksa Dulu Pesan Anda",
  warning: (found: string) =>
    `Demi keamanan, jangan bertransaksi di luar PasarGame. Pesan ini berisi ${found}. ` +
    "Pembayaran dan kesepakatan di luar PasarGame tidak dilindungi rekening bersama, dan kami tidak dapat membantu bila terjadi penipuan.",
  warningFlagged: "Bila tetap dikirim, pesan ini ditandai untuk ditinjau tim PasarGame.",
  edit: "Ubah Pesan",
  sendAnyway: "Tetap Kirim",
  /** Under a flagged message, for everyone but its sender. */
  note: (found: string) =>
    `Hati-hati: pesan ini berisi ${found}. Jangan membayar atau bertransaksi di luar PasarGame; hanya pembayaran melalui PasarGame yang dilindungi rekening bersama.`,
  /** Under the sender's own flagged message. */
  ownNote: "Ditandai untuk ditinjau tim PasarGame.",
  credentials:
    "Jangan kirim email dan password akun lewat chat. Penjual mengirim data login melalui kolom Info Pengiriman di halaman pesanan ini: disimpan terenkripsi dan hanya terlihat oleh pembeli.",
  kinds: {
    credentials: "email dan password akun",
    phone: "nomor telepon",
    whatsapp: "WhatsApp",
    telegram: "Telegram",
    line: "ID LINE",
    discord: "Discord",
    email: "alamat email",
    bank_account: "nomor rekening",
    off_platform: "ajakan bertransaksi di luar PasarGame",
  } satisfies Record<ChatSafetyKind, string>,
} as const;

/** "nomor telepon, WhatsApp dan alamat email". */
export function safetyKindsText(kinds: readonly ChatSafetyKind[]): string {
  const names = kinds.map((k) => CHAT_SAFETY_TEXTS.kinds[k]);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} dan ${names[names.length - 1]}` : (names[0] ?? "");
}
