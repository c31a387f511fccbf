/**
 * Deposit and withdrawal form rules with the spec's texts (section 5). Pure: the routes and the
 * tests share them. Amounts are whole rupiah; "50.000" and "50000" both mean fifty thousand, "50000.5"
 * is refused (parseRupiah in ~/utils/format).
 */
import { formatRupiah } from "~/utils/format";
import { parseRupiah } from "~/utils/parse-number";
import { DEPOSIT_METHODS, MAX_AMOUNT, WITHDRAWAL_BANKS, WITHDRAWAL_EWALLETS, type DepositMethod } from "./constants";
import { WALLET_TEXTS as T } from "./texts";

export type FormProblem = { field: string; title: string; message: string };
type Parsed<V> = { ok: true; value: V } | ({ ok: false } & FormProblem);

export interface DepositInput {
  amount: number;
  method: DepositMethod;
}

export function parseDepositForm(form: { amount?: unknown; method?: unknown }): Parsed<DepositInput> {
  const method = checkDepositMethod(form.method, () => false);
  const rawAmount = typeof form.amount === "string" ? form.amount.trim() : "";
  if (!rawAmount) return { ok: false, field: "amount", title: T.formIncomplete, message: T.formIncompleteDescription };
  if (!method.ok) return method;
  const amount = parseDepositAmount(rawAmount);
  if (!amount.ok) return amount;
  return { ok: true, value: { amount: amount.value, method: method.value as DepositMethod } };
}

/** A deposit's method: one of the manual methods, or one `gateway` accepts (its id; checked later). */
export function checkDepositMethod(raw: unknown, gateway: (method: string) => boolean): Parsed<string> {
  const method = typeof raw === "string" ? raw : "";
  if ((DEPOSIT_METHODS as readonly string[]).includes(method) || (method && gateway(method)))
    return { ok: true, value: method };
  return { ok: false, field: "method", title: T.formIncomplete, message: T.formIncompleteDescription };
}

/** A deposit's amount as typed, empty included ('Form Tidak Lengkap'). */
export function checkDepositAmount(raw: unknown): Parsed<number> {
  if (!(typeof raw === "string" ? raw.trim() : ""))
    return { ok: false, field: "amount", title: T.formIncomplete, message: T.formIncompleteDescription };
  return parseDepositAmount(raw);
}

/** A deposit's amount as typed: whole rupiah above 0 and at most MAX_AMOUNT. */
export function parseDepositAmount(raw: unknown): Parsed<number> {
  const amount = parseRupiah(typeof raw === "string" ? raw.trim() : "");
  if (amount === null || amount <= 0)
    return { ok: false, field: "amount", title: T.invalidAmount, message: T.depositAmountPositive };
  if (amount > MAX_AMOUNT) return { ok: false, field: "amount", title: T.invalidAmount, message: T.amountTooLarge };
  return { ok: true, value: amount };
}

export type WithdrawalInput =
  | { amount: number; method: "bank_transfer"; bankName: string; accountNumber: string; accountName: string }
  | { amount: number; method: "e_wallet"; ewalletProvider: string; ewalletPhoneNumber: string };

const text = (v: unknown, max = 100) => (typeof v === "string" ? v.trim().slice(0, max) : "");

/** Checks the withdrawal form; `available` is the wallet balance the amount may not exceed. */
export function parseWithdrawalForm(form: Record<string, unknown>, available: number): Parsed<WithdrawalInput> {
  const amount = checkWithdrawalAmount(form.amount, available);
  if (!amount.ok) return amount;
  const to = checkWithdrawalAccount(form);
  if (!to.ok) return to;
  return { ok: true, value: { amount: amount.value, ...to.value } };
}

/** The amount of a withdrawal: whole rupiah above 0, at most what is `available`. */
export function checkWithdrawalAmount(raw: unknown, available: number): Parsed<number> {
  const amount = parseRupiah(text(raw));
  if (amount === null || amount <= 0)
    return { ok: false, field: "amount", title: T.invalidAmount, message: T.withdrawalAmountPositive };
  if (amount > available)
    return {
      ok: false,
      field: "amount",
      title: T.insufficientBalance,
      message: T.maxWithdrawal(formatRupiah(available)),
    };
  return { ok: true, value: amount };
}

type Destination = DistributiveOmit<WithdrawalInput, "amount">;
type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

/** Where a withdrawal goes: the method, and the bank account or the e-wallet it needs. */
export function checkWithdrawalAccount(form: Record<string, unknown>): Parsed<Destination> {
  const method = text(form.method);
  if (method === "bank_transfer") {
    const bank = text(form.bankName);
    const bankName = bank === "Lainnya" ? text(form.otherBankName) : bank;
    const accountNumber = text(form.accountNumber, 40);
    const accountName = text(form.accountName);
    const knownBank = (WITHDRAWAL_BANKS as readonly string[]).includes(bank);
    if (!knownBank || !bankName || !accountNumber || !accountName)
      return { ok: false, field: "bank", title: T.bankIncomplete, message: T.bankIncompleteDescription };
    if (!/^[\d\s-]{5,30}$/.test(accountNumber))
      return {
        ok: false,
        field: "accountNumber",
        title: T.bankIncomplete,
        message: "Nomor rekening hanya berisi angka.",
      };
    return { ok: true, value: { method, bankName, accountNumber: accountNumber.replace(/[\s-]/g, ""), accountName } };
  }
  if (method === "e_wallet") {
    const ewalletProvider = text(form.ewalletProvider);
    const phone = text(form.ewalletPhoneNumber, 30);
    if (!(WITHDRAWAL_EWALLETS as readonly string[]).includes(ewalletProvider) || !phone)
      return { ok: false, field: "ewallet", title: T.ewalletIncomplete, message: T.ewalletIncompleteDescription };
    if (!/^\+?[\d\s-]{8,20}$/.test(phone))
      return {
        ok: false,
        field: "ewalletPhoneNumber",
        title: T.ewalletIncomplete,
        message: "Nomor telepon tidak valid.",
      };
    return { ok: true, value: { method, ewalletProvider, ewalletPhoneNumber: phone.replace(/[\s-]/g, "") } };
  }
  return { ok: false, field: "method", title: T.methodMissing, message: T.methodMissingDescription };
}
