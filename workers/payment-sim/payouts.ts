/**
 * What Midtrans Payouts (Iris) says about a payout: the banks and e-wallets it pays to, the
 * simulator's directory of account holders, amounts as Iris writes them, the request checks, and
 * the signed notification.
 */
import { hashStream } from "./midtrans";
import { IRIS } from "./texts";

/** The beneficiary_bank codes the simulator knows: banks (account numbers) and e-wallets (phone numbers). */
export const BANKS = ["bca", "bni", "bri", "mandiri", "cimb", "permata"] as const;
export const EWALLETS = ["gopay", "ovo", "dana", "shopeepay"] as const;
export type BankCode = (typeof BANKS)[number] | (typeof EWALLETS)[number];
export const isBankCode = (value: unknown): value is BankCode =>
  typeof value === "string" && ([...BANKS, ...EWALLETS] as readonly string[]).includes(value);
const isEwallet = (bank: BankCode) => (EWALLETS as readonly string[]).includes(bank);

export const PAYOUT_STATUSES = ["queued", "approved", "processed", "completed", "failed", "rejected"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/**
 * Which statuses a payout may come from to reach each status the bank side sets (the test controls
 * and the automatic progress): approved → processed → completed | failed, and completed → failed
 * (the bank returned the money). queued → approved | rejected happens only through the approver's API.
 */
export const BANK_TRANSITIONS = {
  processed: ["approved"],
  completed: ["approved", "processed"],
  failed: ["approved", "processed", "completed"],
} as const satisfies Record<string, readonly PayoutStatus[]>;
export type BankStatus = keyof typeof BANK_TRANSITIONS;
export const isBankStatus = (value: unknown): value is BankStatus =>
  typeof value === "string" && Object.hasOwn(BANK_TRANSITIONS, value);
export const isPayoutStatus = (value: unknown): value is PayoutStatus =>
  typeof value === "string" && (PAYOUT_STATUSES as readonly string[]).includes(value);

/** A well-formed account: 6–16 digits at a bank; an Indonesian mobile number (08… / 628…) at an e-wallet. */
export function accountShapeOk(bank: BankCode, account: string): boolean {
  return isEwallet(bank) ? /^(08|628)\d{8,11}$/.test(account) : /^\d{6,16}$/.test(account);
}

/**
 * The simulator's directory (GET /account_validation), deterministic so tests and demos can rely on it:
 * - BCA 1234567890 is the demo seller's account: "PENJUAL DEMO" (the name the app's own examples use;
 *   the seed stores no withdrawal account of its own).
 * - Every other well-formed account (see accountShapeOk) exists, unless its number ends in "000";
 *   its holder's name is picked from the lists below by a hash of the number alone (the same number
 *   has the same holder at every bank), in upper case, e.g. "BUDI SANTOSO".
 * Returns the holder's name, or null when no such account exists.
 */
export function accountHolder(bank: BankCode, account: string): string | null {
  if (!accountShapeOk(bank, account) || account.endsWith("000")) return null;
  if (bank === "bca" && account === DEMO_ACCOUNT.account) return DEMO_ACCOUNT.name;
  const next = hashStream(`holder:${account}`);
  return `${FIRST_NAMES[next() % FIRST_NAMES.length]} ${LAST_NAMES[next() % LAST_NAMES.length]}`;
}

export const DEMO_ACCOUNT = { bank: "bca", account: "1234567890", name: "PENJUAL DEMO" } as const;

const FIRST_NAMES = [
  "BUDI",
  "SITI",
  "AGUS",
  "DEWI",
  "RIZKY",
  "PUTRI",
  "ANDI",
  "RINA",
  "FAJAR",
  "INDAH",
  "DIMAS",
  "AYU",
  "HENDRA",
  "LESTARI",
  "YOGA",
  "MAYA",
] as const;
const LAST_NAMES = [
  "SANTOSO",
  "RAHAYU",
  "WIJAYA",
  "PRATAMA",
  "SETIAWAN",
  "KURNIAWAN",
  "HIDAYAT",
  "SAPUTRA",
  "NUGROHO",
  "LESTARI",
  "SIREGAR",
  "HARAHAP",
  "WIBOWO",
  "PERMATA",
] as const;

/**
 * An Iris amount ("150000", "150000.5", "150000.00": digits, at most two decimals, as a string)
 * in hundredths of a rupiah; null when it is not one, or not positive.
 */
export function parseAmount(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return hundredths > 0 ? hundredths : null;
}

/** Hundredths of a rupiah as Iris writes them: "150000.00". */
export const amountString = (hundredths: number) =>
  `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, "0")}`;

/** Iris's time format: ISO 8601 in UTC to the second, "2026-04-20T03:00:00Z". */
export const irisTime = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;

export interface PayoutItem {
  beneficiaryName: string;
  beneficiaryAccount: string;
  bank: BankCode;
  beneficiaryEmail: string | null;
  amount: number;
  notes: string;
}

const text = (value: unknown, max: number) =>
  typeof value === "string" && value.trim().length > 0 && value.length <= max;

/** One item of POST /payouts: the payout, or the messages of what is wrong with it. */
export function checkItem(raw: unknown): { item: PayoutItem } | { errors: string[] } {
  const body = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const errors: string[] = [];
  if (!text(body.beneficiary_name, 100)) errors.push(IRIS.nameInvalid);
  const bank = body.beneficiary_bank;
  const account = body.beneficiary_account;
  if (!isBankCode(bank)) errors.push(IRIS.bankInvalid);
  if (typeof account !== "string" || !accountShapeOk(isBankCode(bank) ? bank : "bca", account))
    errors.push(isBankCode(bank) && isEwallet(bank) ? IRIS.phoneInvalid : IRIS.accountInvalid);
  const email = body.beneficiary_email;
  if (
    email !== undefined &&
    email !== null &&
    email !== "" &&
    (typeof email !== "string" || email.length > 100 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
  )
    errors.push(IRIS.emailInvalid);
  const amount = parseAmount(body.amount);
  if (amount === null) errors.push(IRIS.amountInvalid);
  if (!text(body.notes, 100)) errors.push(IRIS.notesInvalid);
  if (errors.length > 0) return { errors };
  return {
    item: {
      beneficiaryName: body.beneficiary_name as string,
      beneficiaryAccount: account as string,
      bank: bank as BankCode,
      beneficiaryEmail: typeof email === "string" && email !== "" ? email : null,
      amount: amount as number,
      notes: body.notes as string,
    },
  };
}

/** Lowercase hex SHA-512 of `text`. */
export async function sha512Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-512", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A payout notification as Iris posts it: the raw JSON body (the exact bytes sent) and its
 * Iris-Signature header, SHA-512 of (raw body + merchant key). badSignature: signed with another key.
 */
export async function payoutNotification(
  fields: {
    referenceNo: string;
    amount: number;
    status: PayoutStatus;
    updatedAt: number;
    errorCode?: string | null;
    errorMessage?: string | null;
  },
  merchantKey: string,
  options: { badSignature?: boolean } = {},
) {
  const body: Record<string, string> = {
    reference_no: fields.referenceNo,
    amount: amountString(fields.amount),
    status: fields.status,
    updated_at: irisTime(fields.updatedAt),
  };
  if (fields.status === "failed") {
    body.error_code = fields.errorCode ?? IRIS.failedCode;
    body.error_message = fields.errorMessage ?? IRIS.failedMessage;
  }
  const raw = JSON.stringify(body);
  const key = options.badSignature ? `${merchantKey}-not-the-merchant-key` : merchantKey;
  return { raw, signature: await sha512Hex(raw + key) };
}
