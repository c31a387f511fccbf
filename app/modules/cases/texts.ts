/**
 * The words of cases (disputes and warranty claims) as people read them: the warranty hold and the
 * claim, the reasons and offers, a case's timeline, deadlines, evidence and notifications. The
 * order's own words are modules/orders/texts.ts.
 */
import { formatNumber, formatRupiah } from "~/utils/format";
import { formatLongDate } from "~/utils/format-date";

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
  /** The order's countdown while a claim is open, as each reader reads it (the release waits). */
  deadline: {
    seller: {
      buyer:
        "Klaim garansi menunggu tanggapan penjual sampai batas ini; tanpa tanggapan, klaim diteruskan ke tim PasarGame. Dana tetap ditahan.",
      seller: "Tanggapi klaim garansi pembeli sebelum batas ini; tanpa tanggapan, klaim diteruskan ke tim PasarGame",
      admin: "Penjual harus menanggapi klaim garansi sebelum batas ini",
    },
    staff: {
      buyer: "Tim PasarGame memutuskan klaim garansi sebelum batas ini. Dana tetap ditahan sampai diputuskan.",
      seller: "Tim PasarGame memutuskan klaim garansi sebelum batas ini. Dana tetap ditahan sampai diputuskan.",
      admin: "Putuskan klaim garansi sebelum batas ini",
    },
  },
  evidenceTitle: "Bukti Baru pada Klaim Garansi",
  evidenceBody: (productTitle: string, by: string) =>
    `${by} menambahkan bukti pada klaim garansi untuk "${productTitle}".`,
} as const;
