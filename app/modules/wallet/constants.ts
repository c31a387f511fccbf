/** Deposit and withdrawal rules and texts (spec sections 5, 8 and 9) in one module. */
import { RETAIL_DEPOSIT_ADMIN_FEE } from "~/modules/money/constants";

export const DEPOSIT_METHODS = [
  "Bank Transfer BCA",
  "Bank Transfer Mandiri",
  "GoPay",
  "OVO",
  "Dana",
  "ShopeePay",
  "Alfamart",
  "Indomaret",
  "Manual Transfer (Admin)",
] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

/** Methods whose transfers staff match by a unique code added to the amount. */
export const UNIQUE_CODE_METHODS: readonly DepositMethod[] = [
  "Bank Transfer BCA",
  "Bank Transfer Mandiri",
  "Manual Transfer (Admin)",
];
/** Retail outlets charge an admin fee. */
export const ADMIN_FEE_METHODS: readonly DepositMethod[] = ["Alfamart", "Indomaret"];

export function adminFeeFor(method: DepositMethod): number {
  return ADMIN_FEE_METHODS.includes(method) ? RETAIL_DEPOSIT_ADMIN_FEE : 0;
}

/** Largest single deposit or withdrawal accepted (keeps sums far from integer limits). */
export const MAX_AMOUNT = 100_000_000;

export const WITHDRAWAL_BANKS = ["BCA", "Mandiri", "BNI", "BRI", "CIMB Niaga", "Lainnya"] as const;
export const WITHDRAWAL_EWALLETS = ["GoPay", "OVO", "Dana", "ShopeePay"] as const;
export const WITHDRAWAL_PROCESSING = "Diproses admin dalam 1-3 hari kerja.";

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
  depositFailed: "Gagal Membuat Permintaan Deposit",
  withdrawalReceived: "Permintaan Penarikan Diterima",
  withdrawalFailed: "Gagal Membuat Permintaan Penarikan",
  balanceUpdated: "Saldo Diperbarui",
} as const;
