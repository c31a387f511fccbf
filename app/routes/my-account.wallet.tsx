import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CreditCard, ReceiptText } from "lucide-react";
import { BalanceSummary } from "~/components/wallet/balance-summary";
import { DepositForm } from "~/components/wallet/deposit-form";
import { DepositHistory } from "~/components/wallet/deposit-history";
import { handleDeposit, handleWithdrawal } from "~/modules/wallet/requests.server";
import { failForm } from "~/utils/forms.server";
import { redirectWithToast } from "~/utils/toast.server";
import { walletErrorOf } from "~/modules/wallet/form-error";
import { WithdrawalForm } from "~/components/wallet/withdrawal-form";
import { WithdrawalHistory } from "~/components/wallet/withdrawal-history";
import { pageMeta } from "~/modules/content/meta";
import { account } from "~/modules/money/constants";
import { balanceOf } from "~/modules/money/ledger.server";
import { walletParts } from "~/modules/money/wallet-parts.server";
import { listDeposits } from "~/modules/wallet/deposits.server";
import { listWithdrawals } from "~/modules/wallet/withdrawals.server";
import { requireUser } from "~/modules/auth/guards.server";
import { gatewayAvailable } from "~/modules/payments/payments.server";
import { HISTORY_TEXTS } from "~/modules/payments/texts";

const LOGIN_TEXT = "Anda harus login untuk membuka dompet Anda.";

/** The wallet tab (spec: account page): balance, deposit form and history, withdrawal form and history. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context, LOGIN_TEXT);
  const [parts, held, deposits, withdrawals] = await Promise.all([
    walletParts(context.db, user.id),
    balanceOf(context.db, account.hold(user.id)),
    listDeposits(context.db, user.id),
    listWithdrawals(context.db, user.id),
  ]);
  return {
    available: parts.total,
    parts: { deposit: parts.deposit, proceeds: parts.proceeds },
    held,
    deposits,
    withdrawals,
    gateway: gatewayAvailable(context),
    now: Date.now(),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // The money is always the signed-in user's own: the user id comes from the session, never the form.
  const user = await requireUser(request, context, LOGIN_TEXT);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "deposit") {
    const outcome = await handleDeposit(context, user, form);
    if (!outcome.ok) return failForm(outcome.failure, outcome.status, { form: "deposit" as const });
    if (outcome.kind === "gateway") throw redirect(outcome.redirectUrl, 303);
    throw redirectWithToast(`/my-account/wallet/deposits/${outcome.depositId}`, { type: "success", ...outcome.note });
  }
  if (intent === "withdraw") {
    const outcome = await handleWithdrawal(context, user.id, form);
    if (!outcome.ok) return failForm(outcome.failure, outcome.status, { form: "withdraw" as const });
    throw redirectWithToast("/my-account/wallet", { type: "success", ...outcome.note });
  }
  throw new Response("Permintaan tidak dikenal.", { status: 400 });
}

export const meta: MetaFunction = () =>
  pageMeta("Dompet Saya", "Saldo PasarGame Anda: deposit, penarikan dan riwayat transaksi dompet.");

export default function WalletTab() {
  const { available, parts, held, deposits, withdrawals, gateway, now } = useLoaderData<typeof loader>();
  const error = walletErrorOf(useActionData<typeof action>());
  return (
    <div className="space-y-8">
      <section aria-labelledby="wallet-heading" className="space-y-3">
        <h2 id="wallet-heading" className="text-xl font-bold">
          Dompet Saya
        </h2>
        <BalanceSummary available={available} held={held} parts={parts} />
        <Link
          to="/my-account/wallet/mutasi"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand hover:underline"
          data-testid="statement-link"
        >
          <ReceiptText className="size-4" aria-hidden />
          Lihat Mutasi Saldo
        </Link>
        <Link
          to="/my-account/wallet/pembayaran"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand hover:underline"
          data-testid="payment-history-link"
        >
          <CreditCard className="size-4" aria-hidden />
          {HISTORY_TEXTS.link}
        </Link>
      </section>
      <div id="deposit">
        <DepositForm error={error?.form === "deposit" ? error : null} gateway={gateway} />
      </div>
      <DepositHistory deposits={deposits} now={now} />
      <div id="withdraw">
        <WithdrawalForm
          action="/my-account/wallet"
          available={available}
          error={error?.form === "withdraw" ? error : null}
        />
      </div>
      <WithdrawalHistory withdrawals={withdrawals} now={now} />
    </div>
  );
}
