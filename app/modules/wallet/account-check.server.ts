/**
 * The account-name check before a withdrawal (Midtrans Payouts account validation): the provider
 * says whose account (or e-wallet number) it is, the user sees 'Nama pemilik rekening: …' and
 * confirms. A typed name that differs is a warning; an account the bank does not know is refused.
 * Destinations the provider cannot pay ('Lainnya') and a deployment without payout keys skip it.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { payoutAccount, payoutBankCode } from "~/modules/payments/banks";
import { GatewayError } from "~/modules/payments/provider";
import { payoutProvider } from "./payouts.server";
import type { WithdrawalInput } from "./validation";

export type AccountCheck =
  | { kind: "skipped" }
  | { kind: "unknown" }
  | { kind: "unavailable" }
  | { kind: "found"; holder: string; mismatch: boolean };

/** Upper case, single spaces, letters only: 'Budi  santoso' and 'BUDI SANTOSO' are the same name. */
export function sameName(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .toUpperCase()
      .replace(/[^A-Z ]/g, " ")
      .replace(/\s+/g, " ")
      .trim();
  return norm(a) === norm(b);
}

export async function checkAccount(ctx: Pick<AppLoadContext, "env">, input: WithdrawalInput): Promise<AccountCheck> {
  const provider = payoutProvider(ctx);
  const destination =
    input.method === "bank_transfer"
      ? { method: input.method, bankName: input.bankName, ewalletProvider: null }
      : { method: input.method, bankName: null, ewalletProvider: input.ewalletProvider };
  const bank = payoutBankCode(destination);
  if (!provider || !bank) return { kind: "skipped" };
  const accountNo = payoutAccount(
    input.method === "bank_transfer"
      ? { accountNumber: input.accountNumber, ewalletPhoneNumber: null }
      : { accountNumber: null, ewalletPhoneNumber: input.ewalletPhoneNumber },
  );
  try {
    const found = await provider.validateAccount(bank, accountNo);
    if (!found) return { kind: "unknown" };
    const typed = input.method === "bank_transfer" ? input.accountName : "";
    return { kind: "found", holder: found.accountName, mismatch: typed !== "" && !sameName(typed, found.accountName) };
  } catch (error) {
    if (error instanceof GatewayError) return { kind: "unavailable" };
    throw error;
  }
}
