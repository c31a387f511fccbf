/**
 * Where a withdrawal can be paid by the disbursement provider: the withdrawal form's bank and
 * e-wallet names mapped to Midtrans Payouts (Iris) beneficiary codes. A bank without a code ('Lainnya')
 * is paid by hand by staff with a transfer reference.
 */
const BANK_CODES: Record<string, string> = {
  BCA: "bca",
  Mandiri: "mandiri",
  BNI: "bni",
  BRI: "bri",
  "CIMB Niaga": "cimb",
};
const EWALLET_CODES: Record<string, string> = {
  GoPay: "gopay",
  OVO: "ovo",
  Dana: "dana",
  ShopeePay: "shopeepay",
};

/** The provider's code for a withdrawal's destination, or null when it must be paid by hand. */
export function payoutBankCode(w: {
  method: "bank_transfer" | "e_wallet";
  bankName: string | null;
  ewalletProvider: string | null;
}): string | null {
  if (w.method === "bank_transfer") return BANK_CODES[w.bankName ?? ""] ?? null;
  return EWALLET_CODES[w.ewalletProvider ?? ""] ?? null;
}

/** The account (or e-wallet phone number) a withdrawal pays to. */
export function payoutAccount(w: { accountNumber: string | null; ewalletPhoneNumber: string | null }): string {
  return (w.accountNumber ?? w.ewalletPhoneNumber ?? "").replace(/[\s.-]/g, "");
}
