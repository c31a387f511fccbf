/** Every payment text shown to people: methods, refusals, notices. */
import { formatRupiah } from "~/utils/format";

export const PAYMENT_TEXTS = {
  walletOption: "Saldo PasarGame",
  methodUnknown: "Metode Tidak Valid",
  methodUnknownDescription: "Pilih salah satu metode pembayaran yang tersedia.",
  gatewayOff: "Metode Tidak Tersedia",
  gatewayOffDescription:
    "Pembayaran QRIS, Virtual Account, e-wallet dan minimarket belum tersedia. Gunakan Saldo PasarGame.",
  gatewayDown: "Gagal Membuat Pembayaran",
  gatewayDownDescription: "Penyedia pembayaran sedang tidak dapat dihubungi. Silakan coba lagi beberapa saat lagi.",
  notPayable: "Pesanan Tidak Dapat Dibayar",
  notPayableDescription: "Pesanan ini sudah dibayar, dibatalkan, atau bukan milik Anda.",
  tooSmall: (min: number) => `Pembayaran minimal ${formatRupiah(min)}.`,
  tooLate: "Batas waktu pembayaran pesanan ini sudah hampir habis. Silakan buat pesanan baru.",
  depositSettledTitle: "Deposit Berhasil",
  depositSettled: (amount: number, method: string) =>
    `Deposit ${formatRupiah(amount)} melalui ${method} sudah masuk ke saldo Anda.`,
  depositClosed: "Pembayaran kedaluwarsa atau dibatalkan di penyedia pembayaran.",
  creditedTitle: "Dana Masuk ke Saldo",
  credited: (amount: number, label: string) =>
    `Pembayaran ${formatRupiah(amount)} untuk pesanan ${label} diterima, tetapi pesanan itu sudah tidak menunggu pembayaran (dibatalkan, kedaluwarsa, sudah dibayar, atau stok habis). Dana sudah masuk ke saldo PasarGame Anda.`,
  methodLegend: "Metode Pembayaran",
  moreMethods: "Metode lainnya",
  walletHint: (balance: number) => `Saldo Anda ${formatRupiah(balance)}`,
  feeFlat: (fee: number) => `Biaya ${formatRupiah(fee)}`,
  feePercent: (basisPoints: number) => `Biaya ${String(basisPoints / 100).replace(".", ",")}%`,
  noFee: "Tanpa biaya",
  totalToPay: "Total dibayar",
  gatewayNote:
    "Nomor Virtual Account, kode bayar atau QRIS tampil di halaman berikutnya (DANA dan OVO: di halaman pembayaran Midtrans). Pesanan diproses otomatis setelah pembayaran diterima.",
  payWith: (label: string) => `Bayar dengan ${label}`,
  pendingTitle: "Menunggu Pembayaran",
  pending: (method: string, until: string) => `Menunggu pembayaran melalui ${method} · berlaku sampai ${until}`,
  continuePayment: "Lanjutkan Pembayaran",
  payPageTitle: "Selesaikan Pembayaran",
  payPageIntro:
    "Bayar tepat sejumlah tagihan sebelum batas waktu. Pesanan diproses otomatis setelah pembayaran diterima.",
  payPageFor: "Untuk",
  payPageDeposit: "Deposit Saldo PasarGame",
  checkStatus: "Saya Sudah Bayar — Cek Status",
  changeMethod: "Ingin memakai metode lain? Pilih metode di halaman pesanan; pembayaran ini akan dibatalkan.",
  copyNumber: "Salin Nomor",
  copyCode: "Salin Kode",
  copyAmount: "Salin Jumlah",
  feeIncluded: (amount: number, fee: number) => `${formatRupiah(amount)} + biaya ${formatRupiah(fee)}`,
  qrHint: "Pindai dengan aplikasi bank atau e-wallet apa pun yang mendukung QRIS.",
  orOpenPage: "Atau buka halaman pembayaran penyedia:",
  howToPay: "Cara membayar",
  vaNumber: (bank: string) => `Nomor Virtual Account ${bank}`,
  billerCode: "Kode perusahaan (biller code)",
  billKey: "Kode bayar (bill key)",
  payCode: (store: string) => `Kode pembayaran ${store}`,
  qrAlt: "Kode QRIS untuk dipindai",
  qrString: "Data QRIS",
  openApp: (method: string) => `Buka aplikasi ${method}`,
  amountDue: "Jumlah yang harus dibayar",
  deadline: "Bayar sebelum",
  startFailedTitle: "Pesanan Dibuat, Pembayaran Gagal Dimulai",
  paymentOpen: "Pembayaran Sedang Dibuat",
  paymentOpenDescription:
    "Pembayaran untuk pesanan ini sedang dibuat atau masih berjalan. Muat ulang halaman pesanan untuk melanjutkannya.",
  stillPayable: "Pembayaran Sebelumnya Masih Berjalan",
  stillPayableDescription:
    "Pembayaran sebelumnya belum dapat ditutup di penyedia pembayaran. Selesaikan pembayaran itu, atau coba lagi beberapa saat lagi.",
} as const;

/** How each payment state reads for people (the buyer's pages and staff's list). */
export const PAYMENT_STATUS_LABELS = {
  pending: "Menunggu Pembayaran",
  settled: "Berhasil",
  expired: "Kedaluwarsa",
  cancelled: "Dibatalkan",
  denied: "Ditolak",
} as const;

/** Why staff must look at a payment. */
export const PAYMENT_FLAG_LABELS: Record<string, string> = {
  amount_mismatch: "Jumlah dibayar berbeda dari tagihan — tidak ada dana dikreditkan",
  refunded_at_provider: "Dikembalikan/di-chargeback di penyedia setelah berhasil",
};

/** How an order was paid, as its page, its list row and its notification say it. */
export const PAID_WITH_TEXTS = {
  methodLabel: "Metode Pembayaran",
  notPaid: "Belum dibayar",
  listVia: "via",
  paidLabel: "Dibayar",
  referenceLabel: "Referensi Pembayaran",
  feeIncluded: (fee: number) => `termasuk biaya ${formatRupiah(fee)}`,
  shareOf: (share: number, count: number) => `untuk ${count} pesanan; bagian pesanan ini ${formatRupiah(share)}`,
  providerReference: (reference: string) => `Ref. penyedia ${reference}`,
  /** The paid order's notification (and e-mail): "Dibayar dengan QRIS Rp22.154 (termasuk biaya Rp154)." */
  notice: (method: string, total: number, fee: number, orderCount: number) =>
    `Dibayar dengan ${method} ${formatRupiah(total)}${fee > 0 ? ` (termasuk biaya ${formatRupiah(fee)})` : ""}${orderCount > 1 ? ` untuk ${orderCount} pesanan` : ""}.`,
} as const;

/** 'Riwayat Pembayaran': every payment the user made, by gateway or from the wallet. */
export const HISTORY_TEXTS = {
  title: "Riwayat Pembayaran",
  metaDescription:
    "Setiap pembayaran Anda di PasarGame — QRIS, Virtual Account, e-wallet, minimarket dan saldo — dengan pesanan, biaya dan referensinya.",
  link: "Lihat Riwayat Pembayaran",
  back: "Kembali ke Dompet",
  toStatement: "Mutasi Saldo",
  empty: "Belum ada pembayaran",
  emptyHint:
    "Pembayaran pesanan dan deposit melalui QRIS, Virtual Account, e-wallet, minimarket atau saldo tercatat di sini.",
  totalGateway: "Dibayar lewat penyedia pembayaran",
  totalFees: "Termasuk biaya metode",
  totalWallet: "Dibayar dari Saldo PasarGame",
  totalsNote: "Jumlah dari pembayaran yang berhasil.",
  deposit: "Deposit saldo",
  order: "Pesanan",
  amount: "Jumlah",
  fee: "Biaya",
  total: "Total",
  outcome: { paid: "", credited: " (masuk ke saldo)" } as Record<string, string>,
} as const;

/** A refunded order's money sent back to the method it was paid with (refunds.server.ts, the order pages). */
export const REFUND_TEXTS = {
  /** The reason the gateway records (its dashboard, the payer's statement where shown). */
  reason: "Pengembalian dana pesanan PasarGame",
  doneNotice: (amount: number, method: string) => ({
    title: "Dana Dikembalikan ke " + method,
    body: `${formatRupiah(amount)} sudah dikirim kembali ke ${method} Anda. Waktu masuknya mengikuti proses ${method}.`,
  }),
  failedNotice: (amount: number, method: string) => ({
    title: "Dana Tetap di Saldo",
    body: `${method} tidak dapat menerima pengembalian ${formatRupiah(amount)}, jadi dana tetap di saldo PasarGame Anda.`,
  }),
  title: "Dana Dikembalikan",
  inWallet: (amount: number) => `${formatRupiah(amount)} sudah masuk ke saldo PasarGame Anda.`,
  offer: (method: string, until: string) => `Ingin dana kembali ke ${method}? Bisa diminta sampai ${until}.`,
  offerButton: (method: string) => `Kembalikan ke ${method}`,
  requested: (amount: number, method: string) => `${formatRupiah(amount)} sedang dikirim kembali ke ${method}.`,
  done: (amount: number, method: string) =>
    `${formatRupiah(amount)} sudah dikirim kembali ke ${method}. Waktu masuknya mengikuti proses ${method}.`,
  failed: (method: string) => `${method} menolak pengembalian ini, jadi dana tetap di saldo PasarGame.`,
  refusals: {
    not_refunded: "Pesanan ini tidak memiliki dana yang dikembalikan.",
    not_gateway: "Pesanan ini dibayar dengan saldo PasarGame, jadi dananya kembali ke saldo.",
    method:
      "Metode pembayaran ini (transfer atau minimarket) tidak dapat menerima pengembalian otomatis. Dana ada di saldo PasarGame dan bisa ditarik ke rekening.",
    window:
      "Batas waktu pengembalian ke metode pembayaran ini sudah lewat. Dana ada di saldo PasarGame dan bisa ditarik ke rekening.",
    exists: "Pengembalian ke metode pembayaran sudah diminta untuk pesanan ini.",
    wallet_short: "Saldo Anda kurang dari jumlah pengembalian: sebagian dana sudah terpakai.",
    no_gateway: "Penyedia pembayaran tidak tersedia saat ini. Dana tetap aman di saldo PasarGame.",
  },
  refusedTitle: "Tidak Dapat Dikembalikan",
  toast: {
    requested: "Permintaan terkirim. Kami akan memberi tahu Anda begitu penyedia pembayaran menjawab.",
    done: "Dana sudah dikirim kembali ke metode pembayaran Anda.",
    failed: "Penyedia pembayaran menolak pengembalian ini. Dana tetap di saldo PasarGame.",
  },
} as const;
