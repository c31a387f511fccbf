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
  refunded: "Success, refund request is approved",
  refundNotSettled: "Transaction status cannot be updated.",
  refundMethod: "Payment type does not support refund.",
  refundTooMuch: "Refund amount exceeds the transaction's remaining amount.",
  refundRefused: "Refund is rejected by the payment provider.",
  refundDown: "Refund service is temporarily unavailable.",
  refundInvalid: "refund_key may only contain letters, digits, '-' and '_'; amount must be a positive integer",
} as const;

/** The Core API charge's answers (Midtrans's wording where known; the rest in the same style). */
export const CHARGE = {
  invalid: "One or more parameters in the payload is invalid.",
  bodyInvalid: "Request body is not valid JSON",
  orderIdInvalid: "transaction_details.order_id is required: letters, digits, '-', '_', '~' and '.' (at most 50)",
  grossAmountInvalid: "transaction_details.gross_amount must be a positive integer",
  paymentTypeInvalid: "payment_type must be one of qris, bank_transfer, echannel, gopay, shopeepay, cstore",
  bankInvalid: "bank_transfer.bank must be one of bca, bni, bri, permata",
  storeInvalid: "cstore.store must be alfamart or indomaret",
  itemsInvalid: "item_details must be a list of items with an integer price and a positive quantity",
  itemsSum: "transaction_details.gross_amount is not equal to the sum of item_details",
  expiryInvalid: "custom_expiry.expiry_duration must be a positive integer and unit second, minute, hour or day",
  orderIdUsed:
    "The request could not be completed due to a conflict with the current state of the target resource, please try again",
  notFound: "Transaction doesn't exist.",
  codeUnknown: "Kode tidak dikenal simulator (atau transaksinya bukan dari charge).",
  created: {
    other_qris: "QRIS transaction is created",
    bca_va: "Success, Bank Transfer transaction is created",
    bni_va: "Success, Bank Transfer transaction is created",
    bri_va: "Success, Bank Transfer transaction is created",
    permata_va: "Success, PERMATA VA transaction is successful",
    echannel: "OK, Mandiri Bill transaction is successful",
    gopay: "GoPay transaction is created",
    shopeepay: "ShopeePay transaction is created",
    alfamart: "Success, cstore transaction is successful",
    indomaret: "Success, cstore transaction is successful",
  } as Record<string, string>,
} as const;

/** The simulator's pay page by code (like Midtrans's sandbox simulator). */
export const LOOKUP = {
  title: "Bayar dengan kode",
  label: "Nomor Virtual Account, kode bayar, bill key atau data QRIS",
  submit: "Cari transaksi",
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
  partlyRefundedBody: "Sebagian dana transaksi ini sudah dikembalikan.",
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

/**
 * Midtrans Payouts (Iris) answers. Word for word where Midtrans's are known (Unauthorized, Payout not
 * found, Account does not exist, An error occurred when creating payouts); the rest are the
 * simulator's own wording in the same style.
 */
export const IRIS = {
  unauthorized: "Unauthorized",
  forbidden: "Forbidden: role",
  payoutNotFound: "Payout not found",
  createFailed: "An error occurred when creating payouts",
  approveFailed: "An error occurred when approving payouts",
  rejectFailed: "An error occurred when rejecting payouts",
  validationFailed: "An error occurred when doing account validation",
  accountMissing: "Account does not exist",
  bodyInvalid: "Request body is not valid JSON",
  payoutsInvalid: "payouts must be a list of 1 to 100 payouts",
  nameInvalid: "beneficiary_name is required (at most 100 characters)",
  accountInvalid: "beneficiary_account must be 6 to 16 digits for a bank",
  phoneInvalid: "beneficiary_account must be the e-wallet's phone number (08… or 628…, 10 to 14 digits)",
  bankInvalid: "beneficiary_bank is not supported",
  emailInvalid: "beneficiary_email is not a valid email address",
  amountInvalid: 'amount must be a positive amount written as a string, e.g. "150000.00"',
  notesInvalid: "notes is required (at most 100 characters)",
  idempotencyKeyInvalid: "X-Idempotency-Key must be 1 to 100 characters",
  idempotencyKeyReused: "X-Idempotency-Key was already used with a different request",
  referenceNosInvalid: "reference_nos must be a list of 1 to 100 reference numbers",
  otpInvalid: "otp must be a string",
  rejectReasonInvalid: "reject_reason is required (at most 100 characters)",
  notQueued: (referenceNo: string, status: string) =>
    `Payout ${referenceNo} is ${status}; only queued payouts can be approved or rejected`,
  unknownPayout: (referenceNo: string) => `Payout ${referenceNo} not found`,
  bankParamInvalid: "bank is required and must be a supported bank or e-wallet code",
  accountParamInvalid: "account is required",
  /** created_by of every payout: the simulator has one creator user. */
  createdBy: "Kreator Simulator",
  /** error_code / error_message of a failed payout (Midtrans's codes are not known; the simulator's own). */
  failedCode: "account_inactive",
  failedMessage: "Rekening tujuan tidak aktif",
} as const;

/** The payout test controls under /_sim/payouts/ (English: only tests read them). */
export const PAYOUT_CONTROL = {
  notFound: "no such payout",
  statusBodyInvalid:
    "body: { status: processed|completed|failed, errorMessage?: string, deliver?: boolean, copies?: 1..10, badSignature?: boolean }",
  notifyBodyInvalid:
    "body: { status: approved|processed|completed|failed|rejected, errorMessage?: string, deliver?: boolean, badSignature?: boolean }",
  transition: (from: string, to: string) =>
    `a ${from} payout cannot become ${to} (processed: from approved; completed: from approved or processed; failed: from approved, processed or completed)`,
} as const;

/** VIP Reseller's answers to the nickname call (its own Indonesian words, as far as known). */
export const VIP = {
  found: "Berhasil mendapatkan nickname.",
  notFound: "Target tidak ditemukan.",
  badSign: "Signature Anda tidak valid.",
  unknownType: "Permintaan tidak sesuai.",
} as const;

/** The players the nickname call knows, by "VIP game code:ID:zone or server" (the IDs the demo and tests use). */
export const DEMO_NICKNAMES: Record<string, string> = {
  "mobile-legends:109088431:2558": "RakaMythic",
  "mobile-legends:12345678:2001": "PembeliDemo",
  "free-fire:1234567890:": "BooyahDemo",
  "genshin-impact:812345678:Asia": "Traveler",
};
