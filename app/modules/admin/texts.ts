/** Texts of the staff console, in the tone of the spec (Indonesian). */
export const ADMIN_TEXTS = {
  payoutFailed: "Pembayaran Otomatis Gagal",
  payoutSent: (count: number) => `${count} penarikan dikirim ke Midtrans`,
  payoutSentDescription: "Menunggu persetujuan admin lain sebelum diproses bank.",
  payoutApproved: (count: number) => `${count} pembayaran disetujui`,
  payoutRechecked: "Status pembayaran diperbarui dari penyedia.",
  awaitingOtherAdmin: "Menunggu persetujuan admin lain (Anda yang mengirimnya).",
  batchHint: "Centang beberapa penarikan di bawah untuk mengirimnya sebagai satu batch.",
  nothingSelected: "Belum Ada yang Dipilih",
  adminOnly: "Hanya admin yang dapat mengakses halaman ini.",
  /** The title of every refused staff action (shown where the page shows titles, e.g. the dispute page). */
  actionDenied: "Aksi Ditolak",
  reasonRequired: "Alasan wajib diisi.",
  reasonTooLong: "Alasan maksimal 500 karakter.",
  referenceRequired: "Nomor referensi transfer wajib diisi.",
  referenceTooLong: "Nomor referensi maksimal 100 karakter.",
  alreadyProcessed: "Sudah Diproses",
  alreadyProcessedDescription: "Permintaan ini sudah diproses sebelumnya. Muat ulang untuk melihat statusnya.",
  notFound: "Data Tidak Ditemukan",
  unknownIntent: "Permintaan tidak dikenali.",
  searchTooLong: "Kata kunci terlalu panjang. Gunakan paling banyak 40 karakter.",
  depositApproved: "Deposit Disetujui",
  depositRejected: "Deposit Ditolak",
  withdrawalPaid: "Penarikan Ditandai Dibayar",
  withdrawalRejected: "Penarikan Ditolak",
  userUpdated: "Data Diperbarui",
  userSuspended: "Akun Ditangguhkan",
  userUnsuspended: "Penangguhan Dicabut",
  cannotSuspendAdmin: "Akun admin tidak dapat ditangguhkan.",
  badgeNeedsIdentity:
    "Lencana Penjual Terverifikasi hanya diberikan setelah identitas penjual disetujui di menu Verifikasi.",
  noIdentityYet: "Identitas belum diverifikasi",
  listingTakenDown: "Listing Diturunkan",
  disputeReleased: "Dana Diteruskan ke Penjual",
  disputeRefunded: "Dana Dikembalikan ke Pembeli",
} as const;

export const REASON_MAX_LENGTH = 500;
export const REFERENCE_MAX_LENGTH = 100;

/** A required, bounded free-text field from a form: the trimmed text, or the message to show. */
export function requiredText(
  value: FormDataEntryValue | null,
  max: number,
  messages: { missing: string; tooLong: string },
): { ok: true; value: string } | { ok: false; message: string; typed: string } {
  const typed = typeof value === "string" ? value.slice(0, max + 200) : "";
  const trimmed = typed.trim();
  if (!trimmed) return { ok: false, message: messages.missing, typed };
  if (trimmed.length > max) return { ok: false, message: messages.tooLong, typed };
  return { ok: true, value: trimmed };
}

/** Staff's page of gateway payments (/admin/payments). */
export const ADMIN_PAYMENT_TEXTS = {
  tab: "Pembayaran",
  reconciliationHeading: "Rekonsiliasi Gateway",
  settledAtProvider: "Berhasil di penyedia",
  bookedInLedger: "Tercatat di buku besar (external:gateway)",
  unallocated: "Belum dialokasikan",
  refundedAtProvider: "Dikembalikan ke metode pembayaran",
  refundsHeading: "Pengembalian ke Metode Pembayaran yang Menunggu",
  refundsNone: "Tidak ada pengembalian yang menunggu jawaban penyedia.",
  refundAttempts: (attempts: number, next: string | null) =>
    next
      ? `Sudah ditanyakan ${attempts}× · ditanyakan lagi ${next}`
      : `Sudah ditanyakan ${attempts}× · tidak ditanyakan lagi otomatis: periksa di dasbor penyedia`,
  matches: "Sesuai",
  mismatch: (difference: string) => `Tidak sesuai: selisih ${difference}`,
  allStatuses: "Semua status",
  flaggedOnly: "Ditandai",
  filter: "Terapkan",
  empty: "Belum ada pembayaran gateway yang cocok dengan filter ini.",
  shareOutcome: { paid: "Dibayar ke escrow", credited: "Masuk saldo pembeli", none: "Belum dialokasikan" },
  purposeOrders: "Pesanan",
  purposeDeposit: "Deposit",
  lastNotification: "Notifikasi terakhir dan riwayat status",
  noNotification: "Belum ada notifikasi dari penyedia.",
  refresh: "Periksa Ulang Status",
  refreshed: "Status Diperiksa Ulang",
  refreshOutcome: {
    settled: "Penyedia melaporkan pembayaran berhasil; dana sudah dibukukan (sekali saja).",
    closed: "Penyedia melaporkan pembayaran kedaluwarsa, dibatalkan, atau ditolak; tidak ada dana yang bergerak.",
    flagged: "Pembayaran ditandai untuk diperiksa staf (jumlah berbeda atau dikembalikan di penyedia).",
    recorded: "Status di penyedia belum berubah; tidak ada dana yang bergerak.",
    unknown_payment: "Pembayaran tidak ditemukan.",
  },
  providerDown: "Penyedia Tidak Dapat Dihubungi",
  providerDownDescription: "Status tidak dapat dibaca dari penyedia pembayaran saat ini. Silakan coba lagi nanti.",
} as const;

/** /admin/chats: conversations with messages the OrderRoom flagged (modules/chat/safety.ts). */
export const ADMIN_CHAT_TEXTS = {
  tab: "Chat Ditandai",
  title: "Chat Ditandai",
  metaDescription: "Percakapan yang berisi kontak atau ajakan bertransaksi di luar PasarGame.",
  intro:
    "Pesanan dan percakapan sebelum membeli yang chatnya berisi kontak (nomor telepon, WhatsApp, Telegram, LINE, Discord, email), nomor rekening atau ajakan bertransaksi di luar PasarGame. Buka pesanan atau percakapannya untuk membaca semuanya.",
  empty: "Belum ada pesan yang ditandai.",
  flaggedCount: (n: number) => `${n} pesan ditandai`,
  warned: "Tetap dikirim setelah peringatan",
  openOrder: "Buka pesanan",
  openInquiry: "Buka percakapan",
  presale: "Percakapan sebelum membeli",
} as const;

/** 'Kirim Promosi': staff's promotion announcement to the people who consented to marketing. */
export const MARKETING_TEXTS = {
  tab: "Kirim Promosi",
  title: "Kirim Promosi",
  intro:
    "Kirim pengumuman promo ke pengguna yang menyetujui e-mail atau push promosi (Pengaturan › Persetujuan). Pengguna tanpa persetujuan tidak menerimanya.",
  consenting: (n: string) => `${n} pengguna menyetujui promosi saat ini.`,
  titleLabel: "Judul",
  bodyLabel: "Isi pengumuman",
  linkLabel: "Tautan di situs (opsional, mis. /promotions)",
  titleRequired: "Judul wajib diisi.",
  titleTooLong: "Judul maksimal 100 karakter.",
  bodyRequired: "Isi pengumuman wajib diisi.",
  bodyTooLong: "Isi pengumuman maksimal 1.000 karakter.",
  linkInvalid: "Tautan harus berupa alamat di situs ini yang diawali '/'.",
  submit: "Kirim ke Pengguna yang Setuju",
  sentToast: (n: string) => `Promosi dikirim ke ${n} pengguna`,
} as const;
