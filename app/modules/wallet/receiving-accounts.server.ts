/**
 * The platform's bank accounts that receive manual deposit transfers. Configuration, not code:
 * env RECEIVING_ACCOUNTS holds JSON `[{ "bank": "BCA", "number": "…", "holder": "…" }]`; without it
 * (local runs, tests) the clearly-demo defaults below are shown.
 */
import { z } from "zod";
import type { AppLoadContext } from "@remix-run/cloudflare";

export interface ReceivingAccount {
  bank: string;
  number: string;
  holder: string;
}

/** Demo accounts: they say so in the holder's name, so nobody mistakes them for real ones. */
export const DEMO_RECEIVING_ACCOUNTS: readonly ReceivingAccount[] = [
  { bank: "BCA", number: "8830 1234 56", holder: "PT PasarGame Digital Indonesia (DEMO)" },
  { bank: "Mandiri", number: "137 00 1234567 8", holder: "PT PasarGame Digital Indonesia (DEMO)" },
];

const schema = z
  .array(
    z.object({
      bank: z.string().trim().min(2).max(40),
      number: z
        .string()
        .trim()
        .regex(/^[0-9][0-9 -]{4,30}$/),
      holder: z.string().trim().min(3).max(100),
    }),
  )
  .min(1);

/** The configured accounts; a malformed setting fails loudly instead of showing a wrong account. */
export function receivingAccounts(env: Pick<AppLoadContext["env"], "RECEIVING_ACCOUNTS">): readonly ReceivingAccount[] {
  const raw = env.RECEIVING_ACCOUNTS;
  if (!raw) return DEMO_RECEIVING_ACCOUNTS;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error("RECEIVING_ACCOUNTS is not JSON");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new Error(`RECEIVING_ACCOUNTS is invalid: ${parsed.error.message}`);
  return parsed.data;
}

/** The account a manual method transfers to: the method's bank, or the first account ('Manual Transfer (Admin)'). */
export function receivingAccountFor(
  env: Pick<AppLoadContext["env"], "RECEIVING_ACCOUNTS">,
  method: string,
): ReceivingAccount {
  const accounts = receivingAccounts(env);
  const bank = /^Bank Transfer (.+)$/.exec(method)?.[1]?.toLowerCase();
  return accounts.find((a) => a.bank.toLowerCase() === bank) ?? accounts[0]!;
}
