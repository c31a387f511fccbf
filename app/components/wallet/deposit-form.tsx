/**
 * The deposit request (spec: account page, wallet tab): an amount and one of the nine methods,
 * each card saying what is added to the amount (a unique code or the retail admin fee).
 */
import { Form, useNavigation } from "@remix-run/react";
import { Button, Card } from "~/components/ui";
import { DEPOSIT_METHODS, MANUAL_DEPOSIT_METHODS } from "~/modules/wallet/constants";
import { PAYMENT_GROUPS, PAYMENT_METHODS } from "~/modules/payments/methods";
import { WALLET_TEXTS as T } from "~/modules/wallet/texts";
import { feeText } from "~/components/payments/method-choice";
import { cn } from "~/utils/cn";
import { walletProblem, type WalletFormError } from "~/modules/wallet/form-error";
import { FormProblem, inputClass } from "./form-problem";
import { depositMethodNote } from "./labels";

function MethodCard({ value, label, note, checked }: { value: string; label: string; note: string; checked: boolean }) {
  return (
    <label
      className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-surface-200 p-3 hover:bg-surface-100 has-[:checked]:border-accent-500 has-[:checked]:bg-accent-500/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-500/40 dark:border-surface-700 dark:hover:bg-surface-800"
      data-testid={`deposit-method-${value}`}
    >
      <input type="radio" name="method" value={value} defaultChecked={checked} className="mt-1 accent-accent-500" />
      <span>
        <span className="block text-sm font-semibold">{label}</span>
        <span className="block text-xs text-slate-600 dark:text-slate-400">{note}</span>
      </span>
    </label>
  );
}

const grid = "mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3";

/**
 * With the gateway configured: the manual bank transfers (unique code, staff approval) and the
 * gateway's methods (credited automatically, fee shown); without it the spec's nine manual methods.
 */
export function DepositForm({ error, gateway = false }: { error: WalletFormError | null; gateway?: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "deposit";
  const values = error?.values ?? {};
  const at = (field: string) => walletProblem(error, field) !== null;
  const problem = (field: string) => {
    const found = walletProblem(error, field);
    return found ? <FormProblem id={`deposit-${field}-error`} {...found} /> : null;
  };
  return (
    <Card>
      <h2 className="text-lg font-bold" id="deposit-heading">
        Deposit Saldo
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {gateway
          ? "QRIS, Virtual Account, e-wallet dan minimarket masuk ke saldo otomatis setelah pembayaran berhasil; transfer bank manual setelah admin mengonfirmasi."
          : "Saldo bertambah sebesar jumlah deposit setelah admin mengonfirmasi pembayaran Anda."}
      </p>
      <Form method="post" action="/my-account/wallet" className="mt-4 space-y-4" aria-labelledby="deposit-heading">
        <input type="hidden" name="intent" value="deposit" />
        <div className="space-y-1">
          <label htmlFor="deposit-amount" className="block text-sm font-medium">
            Jumlah Deposit (Rp)
          </label>
          <input
            id="deposit-amount"
            name="amount"
            inputMode="numeric"
            autoComplete="off"
            placeholder="Contoh: 100.000"
            defaultValue={values.amount ?? ""}
            aria-invalid={at("amount") ? true : undefined}
            aria-describedby={at("amount") ? "deposit-amount-error" : undefined}
            className={cn(inputClass, at("amount") && "border-red-500")}
          />
          {problem("amount")}
        </div>
        <fieldset aria-describedby={at("method") ? "deposit-method-error" : undefined}>
          <legend className="text-sm font-medium">Metode Pembayaran</legend>
          {gateway ? (
            <>
              <p className="mt-3 text-sm font-semibold">{T.manualGroup}</p>
              <div className={grid}>
                {MANUAL_DEPOSIT_METHODS.map((method) => (
                  <MethodCard
                    key={method}
                    value={method}
                    label={method}
                    note={depositMethodNote(method)}
                    checked={values.method === method}
                  />
                ))}
              </div>
              {PAYMENT_GROUPS.map((group) => (
                <div key={group} role="group" aria-label={group}>
                  <p className="mt-3 text-sm font-semibold">
                    {group}{" "}
                    <span className="font-normal text-slate-600 dark:text-slate-400">· {T.gatewayGroupIntro}</span>
                  </p>
                  <div className={grid}>
                    {PAYMENT_METHODS.filter((m) => m.group === group).map((method) => (
                      <MethodCard
                        key={method.id}
                        value={method.id}
                        label={method.label}
                        note={feeText(method)}
                        checked={values.method === method.id}
                      />
                    ))}
                  </div>
                </div>
              ))}
            </>
          ) : (
            <div className={grid}>
              {DEPOSIT_METHODS.map((method) => (
                <MethodCard
                  key={method}
                  value={method}
                  label={method}
                  note={depositMethodNote(method)}
                  checked={values.method === method}
                />
              ))}
            </div>
          )}
          <div className="mt-2">{problem("method")}</div>
        </fieldset>
        {problem("form")}
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {busy ? "Mengirim..." : "Buat Permintaan Deposit"}
        </Button>
      </Form>
    </Card>
  );
}
