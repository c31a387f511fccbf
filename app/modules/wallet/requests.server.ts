/**
 * The wallet forms' server side, shared by /my-account/wallet and the seller dashboard's
 * withdrawals tab: read the form, check it with the spec's texts, ask the money core, and return
 * the outcome: the refusal (shown beside the field, typed values kept) or what to tell the user.
 * The routes answer it (the failure with its status, or a redirect with a toast).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { SessionUser } from "~/modules/auth/session.server";
import { paymentMethod } from "~/modules/payments/methods";
import { gatewayChoice } from "~/modules/payments/pay-orders.server";
import { startDepositPayment } from "~/modules/payments/payments.server";
import { walletBalance } from "~/modules/money/wallet-parts.server";
import { WALLET_TEXTS as T, WITHDRAWAL_PROCESSING } from "./texts";
import { requestDeposit } from "~/modules/wallet/deposits.server";
import type { DepositInput } from "~/modules/wallet/validation";
import { depositSchema, withdrawalSchema } from "./forms.server";
import { requestWithdrawal } from "~/modules/wallet/withdrawals.server";
import { checkAccount } from "./account-check.server";
import { PAYOUT_TEXTS as PT } from "./texts";
import { formatRupiah } from "~/utils/format";
import { formatDateTime } from "~/utils/format-date-time";
import { MANUAL_TRANSFER_DEADLINE_MS, UNIQUE_CODE_METHODS, type DepositMethod } from "./constants";
import { receivingAccountFor } from "./receiving-accounts.server";
import { depositCapRefusal } from "./e-money-limits.server";
import { withdrawalNeedsVerification } from "~/modules/sellers/rules.server";
import { VERIFIED_RULE_TEXTS as VT } from "~/modules/sellers/texts";
import { checkLimits } from "~/modules/limits/check-limits.server";
import { AppError } from "~/utils/app-error";
import { parseForm, refusalOf, type FormFailure } from "~/utils/forms.server";

type Ctx = Pick<AppLoadContext, "db" | "env">;

/** A wallet form refused: the failure to show and the status to answer with. */
export type WalletRefusal = { ok: false; failure: FormFailure; status: number };
/** What the success toast says (the route adds where it goes). */
export type WalletNote = { title: string; description: string; duration: number };

const DEPOSIT_TOAST_MS = 15_000;
const WITHDRAWAL_TOAST_MS = 7_000;

/** Refuses a wallet form: the error shown at `field` ("form": above the button), the typed values kept. */
function refused(
  error: { title: string; message: string; field: string; status: number },
  values: Record<string, string>,
): WalletRefusal {
  const appError = new AppError(error.title, error.message, error.status, error.field);
  return { ok: false, failure: refusalOf(appError, values), status: error.status };
}

/**
 * A deposit through the gateway (`method` is a gateway method's id): credited automatically once the
 * provider reports it paid; the browser goes (303) to the provider's page.
 */
async function gatewayDeposit(
  context: Ctx,
  user: Pick<SessionUser, "id" | "email" | "username" | "fullName">,
  input: { amount: number; method: string },
  values: Record<string, string>,
): Promise<WalletRefusal | { ok: true; kind: "gateway"; redirectUrl: string }> {
  const { method } = input;
  const choice = gatewayChoice(context, method);
  if (!choice.ok) return { ok: false, failure: refusalOf(choice.error, values), status: choice.error.status };
  const limited = await checkLimits(context, [{ limit: "WALLET_REQUESTS_PER_HOUR", key: `deposit:${user.id}` }]);
  if (limited) return refused({ field: "form", title: T.depositFailed, message: limited, status: 429 }, values);
  const started = await startDepositPayment(
    context,
    { id: user.id, name: user.fullName ?? user.username, email: user.email },
    input.amount,
    method,
  );
  if (!started.ok) {
    const e = started.error;
    return refused({ ...e, field: e.field ?? "form" }, values);
  }
  return { ok: true, kind: "gateway", redirectUrl: started.redirectUrl };
}

/** The toast's instructions: the exact total, and for a bank transfer the account and the deadline. */
function transferNote(context: Ctx, deposit: { totalPaymentDue: number; paymentMethod: string; createdAt: number }) {
  const text = T.depositInstructions(formatRupiah(deposit.totalPaymentDue), deposit.paymentMethod);
  if (!UNIQUE_CODE_METHODS.includes(deposit.paymentMethod as DepositMethod)) return text;
  const to = receivingAccountFor(context.env, deposit.paymentMethod);
  return `${text} ${T.depositAccount(to.bank, to.number, to.holder, formatDateTime(deposit.createdAt + MANUAL_TRANSFER_DEADLINE_MS))}`;
}

/** A deposit: through the gateway (the browser goes to `redirectUrl`) or by manual transfer (`depositId`). */
export async function handleDeposit(
  context: Ctx,
  user: Pick<SessionUser, "id" | "email" | "username" | "fullName">,
  form: FormData,
): Promise<
  | WalletRefusal
  | { ok: true; kind: "gateway"; redirectUrl: string }
  | { ok: true; kind: "manual"; depositId: string; note: WalletNote }
> {
  const userId = user.id;
  const parsed = await parseForm(form, depositSchema);
  const values = parsed.values;
  if (!parsed.ok) return { ok: false, failure: parsed, status: 400 };
  const capped = await depositCapRefusal(context, userId, parsed.data.amount);
  if (capped) return refused({ field: "amount", title: T.depositFailed, message: capped, status: 409 }, values);
  if (paymentMethod(parsed.data.method)) return gatewayDeposit(context, user, parsed.data, values);
  const input = parsed.data as DepositInput;
  const limited = await checkLimits(context, [{ limit: "WALLET_REQUESTS_PER_HOUR", key: `deposit:${userId}` }]);
  if (limited) return refused({ field: "form", title: T.depositFailed, message: limited, status: 429 }, values);
  const result = await requestDeposit(context.db, userId, input);
  if (!result.ok)
    return refused(
      {
        field: "amount",
        title: T.depositFailed,
        message: `Semua kode unik untuk deposit ${formatRupiah(input.amount)} sedang dipakai. Ubah jumlahnya sedikit (misalnya ${formatRupiah(input.amount + 1000)}) atau coba lagi nanti.`,
        status: 409,
      },
      values,
    );
  const { deposit } = result;
  const note = { title: T.depositReceived, description: transferNote(context, deposit), duration: DEPOSIT_TOAST_MS };
  return { ok: true, kind: "manual", depositId: deposit.id, note };
}

/** A withdrawal request; on success, the note for the page that shows the withdrawal history. */
export async function handleWithdrawal(
  context: Ctx,
  userId: string,
  form: FormData,
): Promise<WalletRefusal | { ok: true; note: WalletNote }> {
  // The balance is read fresh for the message; the ledger's own guard decides in the end.
  const available = await walletBalance(context.db, userId);
  const parsed = await parseForm(form, withdrawalSchema(available));
  const values = parsed.values;
  if (!parsed.ok) return { ok: false, failure: parsed, status: 400 };
  const input = parsed.data;
  const limited = await checkLimits(context, [{ limit: "WALLET_REQUESTS_PER_HOUR", key: `withdraw:${userId}` }]);
  if (limited) return refused({ field: "form", title: T.withdrawalFailed, message: limited, status: 429 }, values);
  const unverified = await withdrawalNeedsVerification(context, userId, input.amount);
  if (unverified) return refused({ field: "amount", title: VT.title, message: unverified, status: 403 }, values);
  // The provider names the account's holder; the user confirms that name (a second submit).
  const check = await checkAccount(context, input);
  if (check.kind === "unknown") {
    return refused(
      {
        field: input.method === "bank_transfer" ? "accountNumber" : "ewalletPhoneNumber",
        title: PT.accountUnknown,
        message: PT.accountUnknownDescription,
        status: 400,
      },
      { ...values, confirmedHolder: "" },
    );
  }
  if (check.kind === "unavailable") {
    return refused({ field: "form", title: T.withdrawalFailed, message: PT.checkUnavailable, status: 503 }, values);
  }
  if (check.kind === "found" && values.confirmedHolder !== check.holder) {
    const typed = input.method === "bank_transfer" ? input.accountName : "";
    return refused(
      {
        field: "holder",
        title: PT.accountHolder(check.holder),
        message: check.mismatch ? PT.accountMismatch(typed, check.holder) : PT.confirmHolder,
        status: 200,
      },
      { ...values, confirmedHolder: check.holder },
    );
  }
  const verifiedAccountName = check.kind === "found" ? check.holder : null;
  const result = await requestWithdrawal(context.db, userId, input, Date.now(), verifiedAccountName);
  if (!result.ok) {
    // Another request spent the balance in between: say how much is left now.
    const left = await walletBalance(context.db, userId);
    return refused(
      { field: "amount", title: T.insufficientBalance, message: T.maxWithdrawal(formatRupiah(left)), status: 409 },
      values,
    );
  }
  const description = `Penarikan ${formatRupiah(result.withdrawal.amount)} sedang menunggu. ${WITHDRAWAL_PROCESSING}`;
  return { ok: true, note: { title: T.withdrawalReceived, description, duration: WITHDRAWAL_TOAST_MS } };
}
