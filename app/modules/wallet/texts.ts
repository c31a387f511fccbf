/** Every wallet text shown to people (spec sections 5, 8 and 9): deposits and withdrawals. */
export const WITHDRAWAL_PROCESSING = "Diproses admin dalam 1-3 hari kerja.";
/** After the name the payout provider confirmed for the account before the request (account-check.server.ts). */
export const WITHDRAWAL_HOLDER_CHECKED = "nama dicek bank";

export const WALLET_TEXTS = {
  formIncomplete: "Form Tidak Lengkap",
  formIncompleteDescription: "Mohon isi jumlah dan pilih metode pembayaran.",
  invalidAmount: "Jumlah Tidak Valid",
  depositAmountPositive: "Jumlah Deposit harus lebih dari 0",
  withdrawalAmountPositive: "Jumlah penarikan harus lebih dari 0.",
  amountTooLarge: "Jumlah terlalu besar untuk satu permintaan.",
  insufficientBalance: "Saldo Tidak Cukup",
  maxWithdrawal: (amount: string) => `Anda hanya dapat menarik maksimal ${amount}.`,
  methodMissing: "Metode Belum Dipilih",
  methodMissingDescription: "Pilih metode penarikan terlebih dahulu.",
  bankIncomplete: "Data Bank Tidak Lengkap",
  bankIncompleteDescription: "Mohon lengkapi semua detail bank.",
  ewalletIncomplete: "Data E-Wallet Tidak Lengkap",
  ewalletIncompleteDescription: "Mohon pilih penyedia e-wallet dan isi nomor telepon.",
  depositReceived: "Permintaan Deposit Diterima",
  depositInstructions: (total: string, method: string) => `Silakan transfer tepat ${total} melalui ${method}.`,
  /** What approval puts into the wallet: the amount plus the unique code; never the admin fee. */
  depositCredit: (credit: string, uniqueCode: number | null, adminFee: number) =>
    `Saldo Anda bertambah ${credit}${uniqueCode !== null ? " (jumlah deposit + kode unik)" : ""} setelah admin mengonfirmasi pembayaran.${adminFee > 0 ? " Biaya admin tidak masuk ke saldo." : ""}`,
  depositFailed: "Gagal Membuat Permintaan Deposit",
  withdrawalReceived: "Permintaan Penarikan Diterima",
  withdrawalFailed: "Gagal Membuat Permintaan Penarikan",
  balanceUpdated: "Saldo Diperbarui",
  depositAccount: (bank: string, number: string, holder: string, deadline: string) =>
    `Rekening ${bank} ${number} a.n. ${holder}, sebelum ${deadline}.`,
  manualGroup: "Transfer Bank Manual (dicek admin)",
  gatewayGroupIntro: "Otomatis masuk ke saldo setelah pembayaran berhasil",
  transferTo: "Transfer ke rekening",
  bank: "Bank",
  accountNumber: "Nomor rekening",
  accountHolder: "Atas nama",
  copyNumber: "Salin Nomor",
  transferBefore: (deadline: string) => `Transfer sebelum ${deadline}.`,
  claimButton: "Saya sudah transfer",
  claimedTitle: "Terima Kasih",
  claimed:
    "Admin akan memeriksa transfer Anda dan menyetujui deposit ini setelah dana diterima, biasanya dalam 1×24 jam.",
  claimedAt: (time: string) => `Anda menandai sudah transfer pada ${time}. Admin sedang memeriksanya.`,
  claimNotPending: "Deposit ini sudah diproses.",
  claimGateway: "Deposit ini dibayar melalui penyedia pembayaran dan dicek otomatis.",
  gatewayDepositPending: (method: string) =>
    `Selesaikan pembayaran melalui ${method}. Saldo bertambah otomatis setelah pembayaran diterima.`,
  gatewayFee: "Biaya metode",
} as const;

/** Withdrawals paid through the disbursement provider (staff pages, the payout API, notices). */
export const PAYOUT_TEXTS = {
  notConfigured: "Pembayaran otomatis belum dikonfigurasi (kunci Midtrans Payouts belum diatur).",
  noneChosen: "Pilih minimal satu penarikan untuk dikirim.",
  notFound: "Penarikan tidak ditemukan.",
  notPending: "Penarikan sudah diproses.",
  alreadySent: "Penarikan sudah dikirim ke penyedia pembayaran.",
  manualOnly: "Bank ini tidak didukung penyedia pembayaran; bayar manual dengan nomor referensi.",
  providerDown: (detail: string) => `Penyedia pembayaran menolak atau tidak dapat dihubungi (${detail}).`,
  nothingToApprove: "Tidak ada pembayaran yang menunggu persetujuan.",
  makerCannotApprove: "Pembayaran harus disetujui oleh admin lain, bukan admin yang mengirimnya.",
  amountMismatch: "Jumlah di penyedia berbeda dari jumlah penarikan — periksa manual.",
  providerFailed: (message: string | null) => `Gagal diproses bank${message ? `: ${message}` : ""}.`,
  returnedTitle: "Penarikan Dikembalikan",
  returned: (amount: string, reason: string) =>
    `Penarikan ${amount} dikembalikan oleh bank dan saldonya kembali ke dompet Anda. ${reason}`,
  accountHolder: (name: string) => `Nama pemilik rekening: ${name}`,
  accountUnknown: "Rekening Tidak Ditemukan",
  accountUnknownDescription:
    "Nomor rekening atau nomor e-wallet ini tidak terdaftar di bank tujuan. Periksa kembali nomornya.",
  accountMismatch: (typed: string, holder: string) =>
    `Nama yang Anda ketik (${typed}) berbeda dengan nama pemilik rekening (${holder}). Pastikan rekening ini milik Anda.`,
  confirmHolder: "Periksa nama di atas. Jika benar, tekan 'Konfirmasi Penarikan'.",
  confirmWithdrawal: "Konfirmasi Penarikan",
  checkUnavailable: "Nama pemilik rekening tidak dapat diperiksa saat ini. Silakan coba lagi beberapa saat lagi.",
  inFlight:
    "Penarikan ini sedang dibayar melalui Midtrans dan tidak dapat ditolak atau dibayar manual. Tekan 'Periksa Status' untuk menanyakan penyedia.",
  correctedTitle: "Koreksi Saldo",
  corrected: (amount: string, reference: string) =>
    `Penarikan ${amount} ternyata sudah ditransfer bank (ref. ${reference}) setelah saldonya dikembalikan ke dompet Anda. Saldo ${amount} ditarik kembali agar tidak terbayar dua kali.`,
} as const;

/** 'Perlu Ditinjau': provider answers that no longer fit their withdrawal (staff console). */
export const PAYOUT_REVIEW_TEXTS = {
  title: "Perlu Ditinjau",
  intro:
    "Jawaban penyedia yang tidak cocok dengan status penarikan. Tidak ada dana yang dipindahkan; putuskan dengan alasan yang tercatat.",
  providerStatus: (label: string) => `Status di penyedia: ${label}`,
  withdrawalStatus: (label: string) => `Status penarikan: ${label}`,
  amountMismatch: (provider: string, asked: string) => `Jumlah di penyedia ${provider}, jumlah penarikan ${asked}.`,
  recover: "Tarik dari Saldo Pengguna",
  close: "Tutup dengan Catatan",
  reasonLabel: "Alasan keputusan",
  notFound: "Tinjauan tidak ditemukan atau sudah diselesaikan.",
  recoverOnlyCompleted: "Hanya pembayaran yang sudah dibayar penyedia yang dapat ditarik kembali dari saldo.",
  walletShort: (balance: string, amount: string) =>
    `Saldo pengguna tidak cukup (${balance}) untuk menarik kembali ${amount}. Hubungi pengguna, lalu tutup dengan catatan setelah dana kembali.`,
  recovered: (amount: string) => `${amount} ditarik kembali dari saldo pengguna.`,
  closed: "Tinjauan ditutup dengan catatan.",
} as const;

export const WITHDRAWAL_STATUS_LABELS = {
  pending: "Menunggu pembayaran",
  paid: "Dibayar",
  rejected: "Ditolak",
} as const;

/** A payout's state at the provider, as staff read it. */
export const PAYOUT_STATUS_LABELS = {
  queued: "Menunggu persetujuan",
  approved: "Disetujui, menunggu bank",
  processed: "Diproses bank",
  completed: "Dibayar",
  failed: "Gagal",
  rejected: "Ditolak di penyedia",
} as const;

/** Bank Indonesia's stored-value limits (e-money-limits.server.ts): the deposit refusal and staff's float line. */
export const E_MONEY_TEXTS = {
  capReached: (cap: string, held: string, room: string, verifiedCap: string | null) =>
    `Saldo Deposit maksimal akun Anda ${cap} (ketentuan uang elektronik Bank Indonesia). Saldo Deposit dan deposit yang masih menunggu ${held}, jadi deposit paling banyak ${room}; hasil penjualan dan refund tidak dihitung.` +
    (verifiedCap ? ` Akun terverifikasi dapat menyimpan hingga ${verifiedCap}.` : ""),
  floatTitle: "Total Saldo Deposit Pengguna",
  float: (total: string, threshold: string) => `${total} dari batas ${threshold}.`,
  floatWarning:
    "Mendekati batas Bank Indonesia: siapkan izin atau alihkan deposit ke mitra berizin (docs/operations.md).",
} as const;

/** The Saldo's two parts (issue 34 point 4): pre-funded money and everything else, in summaries and the statement. */
export const SALDO_PART_TEXTS = {
  deposit: "Saldo Deposit",
  depositHint: "Dana yang Anda isi sendiri (deposit); dipakai lebih dulu saat belanja.",
  proceeds: "Saldo Penjualan & Refund",
  proceedsHint: "Hasil penjualan dan pengembalian dana; ditarik lebih dulu saat penarikan.",
  total: "Total Saldo",
  hold: "Dalam Proses Penarikan",
} as const;
