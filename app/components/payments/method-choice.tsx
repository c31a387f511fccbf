import { Wallet } from "lucide-react";
import type { ReactNode } from "react";
import {
  COMMON_METHODS,
  PAYMENT_GROUPS,
  PAYMENT_METHODS,
  paymentMethod,
  paymentTotal,
  type PaymentMethod,
} from "~/modules/payments/methods";
import { PAYMENT_TEXTS as T } from "~/modules/payments/texts";
import { formatRupiah } from "~/utils/format";

/** The choice's value for paying from the wallet (every other value is a gateway method's id). */
export const WALLET_METHOD = "wallet";

export function feeText(method: PaymentMethod): string {
  return "flat" in method.fee ? T.feeFlat(method.fee.flat) : T.feePercent(method.fee.basisPoints);
}

/** `chosen` when the choice shows it, else the wallet (when shown), else none. */
export function chosenMethod(chosen: string | null | undefined, wallet: boolean): string | null {
  if (chosen && (chosen === WALLET_METHOD || PAYMENT_METHODS.some((m) => m.id === chosen))) return chosen;
  return wallet ? WALLET_METHOD : null;
}

/** How paying `amount` with the method `id` is called and what it costs (the wallet adds no fee). */
export function payingWith(id: string | null, amount: number): { label: string; fee: number; total: number } | null {
  if (id === WALLET_METHOD) return { label: T.walletOption, fee: 0, total: amount };
  const method = PAYMENT_METHODS.find((m) => m.id === id);
  return method ? { label: method.label, ...paymentTotal(method, amount) } : null;
}

/**
 * One option: a radio inside its label. The total to pay shows under the chosen option only, by CSS
 * (`:has(:checked)`), so it follows the choice with and without JavaScript and costs no script.
 */
function Option({
  value,
  label,
  detail,
  total,
  defaultChecked,
  icon,
}: {
  value: string;
  label: string;
  detail: string;
  total: number | null;
  defaultChecked: boolean;
  icon?: ReactNode;
}) {
  return (
    <label
      className="group flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-surface-200 p-3 has-[:checked]:border-brand has-[:checked]:bg-brand/5 dark:border-surface-800"
      data-testid={`method-${value}`}
    >
      <input
        type="radio"
        name="method"
        value={value}
        defaultChecked={defaultChecked}
        className="mt-1 size-4 shrink-0 accent-brand"
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-2">
          <span className="flex items-center gap-1 font-semibold">
            {icon}
            {label}
          </span>
          <span className="text-sm text-slate-600 dark:text-slate-400">{detail}</span>
        </span>
        {total !== null ? (
          <span
            className="mt-1 hidden justify-between gap-2 text-sm group-has-[:checked]:flex"
            data-testid="method-total"
          >
            <span>{T.totalToPay}</span>
            <span className="font-bold text-brand tabular-nums">{formatRupiah(total)}</span>
          </span>
        ) : null}
      </span>
    </label>
  );
}

/** The methods behind 'Metode lainnya'. */
const more: readonly PaymentMethod[] = PAYMENT_METHODS.filter((m) => !COMMON_METHODS.includes(m.id));

/** A gateway method's option, with its fee and the total it makes. */
function GatewayOption({
  method,
  amount,
  selected,
}: {
  method: PaymentMethod;
  amount: number;
  selected: string | null;
}) {
  return (
    <Option
      value={method.id}
      label={method.label}
      detail={feeText(method)}
      total={paymentTotal(method, amount).total}
      defaultChecked={selected === method.id}
    />
  );
}

/**
 * The payment method choice of checkout and of an unpaid order: the wallet, then (when the gateway is
 * configured) its methods grouped, each with its fee; radio inputs named `method` in the page's form.
 */
export function PaymentMethodChoice({
  amount,
  balance,
  gateway,
  chosen,
  wallet = true,
  onChoose,
}: {
  amount: number;
  balance?: number;
  gateway: boolean;
  chosen?: string | null;
  wallet?: boolean;
  /** Told the method the buyer picks (the page's amount to pay follows it). */
  onChoose?: (method: string) => void;
}) {
  const selected = chosenMethod(chosen, wallet);
  return (
    <fieldset
      className="space-y-3"
      data-testid="payment-methods"
      onChange={(event) => {
        const input = event.target as HTMLInputElement;
        if (input.name === "method" && input.checked) onChoose?.(input.value);
      }}
    >
      <legend className="mb-2 font-bold">{T.methodLegend}</legend>
      {wallet ? (
        <Option
          value={WALLET_METHOD}
          label={T.walletOption}
          detail={balance !== undefined ? T.walletHint(balance) : T.noFee}
          total={amount}
          defaultChecked={selected === WALLET_METHOD}
          icon={<Wallet className="size-4" aria-hidden />}
        />
      ) : null}
      {gateway
        ? COMMON_METHODS.map((id) => (
            <GatewayOption key={id} method={paymentMethod(id)!} amount={amount} selected={selected} />
          ))
        : null}
      {gateway ? (
        // The rest, open when it holds the chosen one (a <details>: works without scripts).
        <details
          className="group/more rounded-xl border border-surface-200 dark:border-surface-800"
          open={more.some((m) => m.id === selected)}
          data-testid="more-methods"
        >
          <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold text-brand">
            {T.moreMethods}
          </summary>
          <div className="space-y-3 p-3 pt-0">
            {PAYMENT_GROUPS.map((group) =>
              more.some((m) => m.group === group) ? (
                <div key={group} className="space-y-2" role="group" aria-label={group}>
                  <p className="text-sm font-semibold text-slate-600 dark:text-slate-400">{group}</p>
                  {more
                    .filter((m) => m.group === group)
                    .map((method) => (
                      <GatewayOption key={method.id} method={method} amount={amount} selected={selected} />
                    ))}
                </div>
              ) : null,
            )}
          </div>
        </details>
      ) : null}
      {gateway ? <p className="text-xs text-slate-600 dark:text-slate-400">{T.gatewayNote}</p> : null}
    </fieldset>
  );
}
