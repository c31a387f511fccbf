/** Every text of the Midtrans simulator: Midtrans's own API messages, and the hosted page in Indonesian. */

/** Midtrans's answers, word for word where Midtrans's are known. */
export const API = {
  unauthorized: "Access denied due to unauthorized transaction, please check client or server key",
  notFound: "Transaction doesn't exist.",
  found: "Success, transaction is found",
  notification: "midtrans payment notification",
  orderIdUsed: "transaction_details.order_id sudah digunakan",
  orderIdRequired: "transaction_details.order_id is required",
  orderIdInvalid: "transaction_details.order_id may only contain letters, digits, '-', '_', '~' and '.' (at most 50)",
  grossAmountInvalid: "transaction_details.gross_amount must be a positive integer",
  bodyInvalid: "Request body is not valid JSON",
  paymentUnsupported: (method: string) => `enabled_payments: ${method} is not supported by the simulator`,
  expiryInvalid: "expiry.unit must be minutes, hours or days and expiry.duration a positive integer",
  finishInvalid: "callbacks.finish must be an http(s) URL",
  cannotModify: "Merchant cannot modify the status of the transaction",
  canceled: "Success, transaction is canceled",
  expired: "Success, transaction has expired",
} as const;

/** The test controls under /_sim/ (English: only tests read them). */
export const CONTROL = {
  notFound: "no such transaction",
  bodyInvalid:
    "body: { status: settlement|pending|expire|cancel|deny|refund, deliver?: boolean, copies?: 1..10, badSignature?: boolean, grossAmount?: positive integer }",
} as const;

/** The hosted payment page. */
export const PAGE = {
  title: "Simulator Pembayaran Midtrans",
  notice: "Ini simulator lokal, bukan Midtrans. Tidak ada uang sungguhan yang berpindah.",
  amount: "Total pembayaran",
  orderId: "ID pesanan",
  deadline: "Bayar sebelum",
  method: "Metode pembayaran",
  pay: "Bayar (simulasi)",
  cancel: "Batalkan",
  qrisInstruction: "Pindai kode QRIS ini dengan aplikasi bank atau e-wallet Anda",
  qrisAlt: "Kode QRIS (gambar simulasi)",
  vaLabel: (bank: string) => `Nomor Virtual Account ${bank}`,
  vaInstruction: "Transfer tepat sejumlah total pembayaran ke nomor ini dari aplikasi bank Anda.",
  billerCode: "Kode perusahaan (biller code)",
  billKey: "Kode pembayaran (bill key)",
  mandiriInstruction: "Bayar melalui Livin' by Mandiri: Bayar → Multipayment, lalu masukkan kedua kode ini.",
  ewalletInstruction: (wallet: string) => `Buka aplikasi ${wallet} dan setujui pembayaran`,
  storeCode: "Kode pembayaran",
  storeInstruction: (store: string) => `Tunjukkan kode ini ke kasir ${store} dan bayar tunai.`,
  notFoundTitle: "Transaksi tidak ditemukan",
  notFoundBody: "Tautan pembayaran ini tidak dikenal simulator.",
  paid: "Pembayaran berhasil",
  paidBody: "Transaksi ini sudah dibayar.",
  cancelled: "Pembayaran dibatalkan",
  cancelledBody: "Transaksi ini dibatalkan.",
  expired: "Pembayaran kedaluwarsa",
  expiredBody: "Batas waktu pembayaran transaksi ini sudah lewat.",
  denied: "Pembayaran ditolak",
  deniedBody: "Transaksi ini ditolak.",
  refunded: "Pembayaran dikembalikan",
  refundedBody: "Dana transaksi ini sudah dikembalikan.",
  back: "Kembali ke toko",
  months: [
    "Januari",
    "Februari",
    "Maret",
    "April",
    "Mei",
    "Juni",
    "Juli",
    "Agustus",
    "September",
    "Oktober",
    "November",
    "Desember",
  ],
} as const;
