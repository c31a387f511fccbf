/** Deposit and withdrawal rules (spec sections 5, 8 and 9); their texts are in texts.ts. */
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

/**
 * The manual methods offered beside the payment gateway: a bank transfer matched by its unique
 * code and approved by staff. (E-wallets and minimarkets go through the gateway when it is
 * configured; without it the form offers every DEPOSIT_METHODS entry, each approved by hand.)
 */
export const MANUAL_DEPOSIT_METHODS: readonly DepositMethod[] = [
  "Bank Transfer BCA",
  "Bank Transfer Mandiri",
  "Manual Transfer (Admin)",
];

/** How long a manual transfer request waits for the transfer (shown as its deadline). */
export const MANUAL_TRANSFER_DEADLINE_MS = 24 * 60 * 60 * 1000;

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

/**
 * What an approved deposit puts into the wallet: everything the user transferred to the platform,
 * i.e. the amount plus the unique code (the code is the user's money too). The retail admin fee is
 * the outlet's charge and is not credited.
 */
export function creditedAmount(deposit: { amount: number; uniqueCode: number | null }): number {
  return deposit.amount + (deposit.uniqueCode ?? 0);
}

/** Largest single deposit or withdrawal accepted (keeps sums far from integer limits). */
export const MAX_AMOUNT = 100_000_000;

export const WITHDRAWAL_BANKS = ["BCA", "Mandiri", "BNI", "BRI", "CIMB Niaga", "Lainnya"] as const;
export const WITHDRAWAL_EWALLETS = ["GoPay", "OVO", "Dana", "ShopeePay"] as const;
