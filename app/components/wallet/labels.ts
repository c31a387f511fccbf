/** How the wallet pages name statuses and methods (Indonesian; the badge colours follow the label). */
import { ADMIN_FEE_METHODS, UNIQUE_CODE_METHODS, adminFeeFor, type DepositMethod } from "~/modules/wallet/constants";
import type { StatementAccount } from "~/modules/wallet/statement.server";
import { SALDO_PART_TEXTS } from "~/modules/wallet/texts";
import { formatRupiah } from "~/utils/format";

export const DEPOSIT_STATUS_LABEL: Record<string, string> = {
  pending: "Menunggu",
  approved: "Disetujui",
  rejected: "Ditolak",
};

export const WITHDRAWAL_STATUS_LABEL: Record<string, string> = {
  pending: "Menunggu",
  paid: "Dibayar",
  rejected: "Ditolak",
};

export const WITHDRAWAL_METHOD_LABEL: Record<string, string> = {
  bank_transfer: "Transfer Bank",
  e_wallet: "E-Wallet",
};

/** The line under each deposit method card: what is added to the amount. */
export function depositMethodNote(method: DepositMethod): string {
  if (UNIQUE_CODE_METHODS.includes(method)) return "Ditambah kode unik 100–999, tanpa biaya admin";
  if (ADMIN_FEE_METHODS.includes(method)) return `Biaya admin ${formatRupiah(adminFeeFor(method))}`;
  return "Tanpa kode unik dan biaya admin";
}

/** "•••• 6789": enough of an account number to recognise it in a list. */
export function maskTail(value: string | null | undefined): string {
  if (!value) return "";
  return value.length <= 4 ? value : `•••• ${value.slice(-4)}`;
}

/** 'Mutasi Saldo': what each ledger movement was, as the wallet's owner reads it (by the account that moved). */
export function statementKindLabel(kind: string, account: StatementAccount, amount: number): string {
  switch (kind) {
    case "deposit_approved":
      return "Deposit Disetujui";
    case "order_paid":
      return "Pembayaran Pesanan";
    case "order_released":
      return "Hasil Penjualan";
    case "order_refunded":
      return "Pengembalian Dana Pesanan";
    case "warranty_released":
      return "Hasil Penjualan (Dana Garansi)";
    case "warranty_refunded":
      return "Keputusan Klaim Garansi";
    case "withdrawal_requested":
      return account === "hold" ? "Penarikan Ditahan" : "Permintaan Penarikan";
    case "withdrawal_paid":
      return "Penarikan Dibayar";
    case "withdrawal_rejected":
      return account === "hold" ? "Penarikan Ditolak" : "Penarikan Ditolak, Dana Kembali";
    default:
      return amount > 0 ? "Dana Masuk" : "Dana Keluar";
  }
}

/** Which balance a movement changed. */
export const STATEMENT_ACCOUNT_LABEL: Record<StatementAccount, string> = {
  wallet: SALDO_PART_TEXTS.proceeds,
  deposit: SALDO_PART_TEXTS.deposit,
  hold: SALDO_PART_TEXTS.hold,
};
