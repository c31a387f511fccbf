/**
 * The withdrawal request (spec sections 2, 5 and 9), shared by the wallet tab and the seller
 * dashboard. The bank and e-wallet details hide each other with CSS `:has()` once a method is
 * chosen, and the typed bank name appears only for 'Lainnya' — no JavaScript needed; a browser
 * without `:has()` simply shows every field.
 */
import { Form, useNavigation } from "@remix-run/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { Button, Card } from "~/components/ui";
import { WITHDRAWAL_BANKS, WITHDRAWAL_EWALLETS } from "~/modules/wallet/constants";
import { PAYOUT_TEXTS, WITHDRAWAL_PROCESSING } from "~/modules/wallet/texts";
import { cn } from "~/utils/cn";
import { formatRupiah } from "~/utils/format";
import { walletProblem, type WalletFormError } from "~/modules/wallet/form-error";
import { FormProblem, inputClass } from "./form-problem";

const radioCard =
  "flex min-h-11 flex-1 cursor-pointer items-center gap-3 rounded-xl border border-surface-200 px-3 hover:bg-surface-100 has-[:checked]:border-accent-500 has-[:checked]:bg-accent-500/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-500/40 dark:border-surface-700 dark:hover:bg-surface-800";

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A text field the server may flag: its value is kept, its border turns red and its message is read with it. */
function FlaggedInput({
  id,
  label,
  field,
  error,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  field: string;
  error: WalletFormError | null;
}) {
  const found = walletProblem(error, field);
  const flagged = found !== null;
  return (
    <Labelled id={id} label={label}>
      <input
        id={id}
        name={field}
        defaultValue={error?.values[field] ?? ""}
        aria-invalid={flagged || undefined}
        aria-describedby={flagged ? `withdraw-${field}-error` : undefined}
        className={cn(inputClass, flagged && "border-red-500")}
        {...props}
      />
      {found ? <FormProblem id={`withdraw-${field}-error`} {...found} /> : null}
    </Labelled>
  );
}

function MethodChoice({ id, value, label, chosen }: { id: string; value: string; label: string; chosen?: string }) {
  return (
    <label className={radioCard}>
      <input
        id={id}
        type="radio"
        name="method"
        value={value}
        defaultChecked={chosen === value}
        className="accent-accent-500"
      />
      <span className="text-sm font-semibold">{label}</span>
    </label>
  );
}

/** A select of fixed names (banks, e-wallets) that starts on an empty 'Pilih …' choice. */
function ChoiceSelect({
  id,
  name,
  empty,
  options,
  defaultValue,
  invalid,
}: {
  id: string;
  name: string;
  empty: string;
  options: readonly string[];
  defaultValue?: string;
  invalid: boolean;
}) {
  return (
    <select
      id={id}
      name={name}
      defaultValue={defaultValue ?? ""}
      className={cn(inputClass, invalid && "border-red-500")}
    >
      <option value="">{empty}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}

export function WithdrawalForm({
  action,
  available,
  error,
}: {
  /** The route that handles `intent=withdraw` (the wallet tab or the seller dashboard). */
  action: string;
  available: number;
  error: WalletFormError | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "withdraw";
  const values = error?.values ?? {};
  const at = (field: string) => walletProblem(error, field) !== null;
  const problem = (field: string) => {
    const found = walletProblem(error, field);
    return found ? <FormProblem id={`withdraw-${field}-error`} {...found} /> : null;
  };
  const holder = walletProblem(error, "holder");
  const described = (field: string) => (at(field) ? `withdraw-${field}-error` : undefined);

  return (
    <Card>
      <h2 className="text-lg font-bold" id="withdraw-heading">
        Tarik Saldo
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Saldo tersedia <strong className="text-money tabular-nums">{formatRupiah(available)}</strong>.{" "}
        {WITHDRAWAL_PROCESSING}
      </p>
      <Form method="post" action={action} className="group/wd mt-4 space-y-4" aria-labelledby="withdraw-heading">
        <input type="hidden" name="intent" value="withdraw" />
        <FlaggedInput
          id="withdraw-amount"
          label="Jumlah Penarikan (Rp)"
          field="amount"
          error={error}
          inputMode="numeric"
          autoComplete="off"
          placeholder="Contoh: 250.000"
        />

        <fieldset aria-describedby={described("method")}>
          <legend className="text-sm font-medium">Metode Penarikan</legend>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row">
            <MethodChoice id="wd-method-bank" value="bank_transfer" label="Transfer Bank" chosen={values.method} />
            <MethodChoice id="wd-method-ewallet" value="e_wallet" label="E-Wallet" chosen={values.method} />
          </div>
          <div className="mt-2">{problem("method")}</div>
        </fieldset>

        <fieldset
          className="space-y-3 rounded-xl border border-surface-200 p-4 group-has-[#wd-method-ewallet:checked]/wd:hidden dark:border-surface-700"
          aria-describedby={described("bank")}
          data-testid="bank-fields"
        >
          <legend className="px-1 text-sm font-medium">Rekening Bank</legend>
          <Labelled id="wd-bank" label="Bank">
            <ChoiceSelect
              id="wd-bank"
              name="bankName"
              empty="Pilih bank"
              options={WITHDRAWAL_BANKS}
              defaultValue={values.bankName}
              invalid={at("bank")}
            />
          </Labelled>
          <div className="group-has-[#wd-bank>option:not([value=Lainnya]):checked]/wd:hidden" data-testid="other-bank">
            <Labelled id="wd-other-bank" label="Nama Bank (jika memilih Lainnya)">
              <input
                id="wd-other-bank"
                name="otherBankName"
                autoComplete="off"
                placeholder="Contoh: Bank Jago"
                defaultValue={values.otherBankName ?? ""}
                className={inputClass}
              />
            </Labelled>
          </div>
          <FlaggedInput
            id="wd-account-number"
            label="Nomor Rekening"
            field="accountNumber"
            error={error}
            inputMode="numeric"
            autoComplete="off"
          />
          <Labelled id="wd-account-name" label="Nama Pemilik Rekening">
            <input
              id="wd-account-name"
              name="accountName"
              autoComplete="name"
              defaultValue={values.accountName ?? ""}
              className={inputClass}
            />
          </Labelled>
          {problem("bank")}
        </fieldset>

        <fieldset
          className="space-y-3 rounded-xl border border-surface-200 p-4 group-has-[#wd-method-bank:checked]/wd:hidden dark:border-surface-700"
          aria-describedby={described("ewallet")}
          data-testid="ewallet-fields"
        >
          <legend className="px-1 text-sm font-medium">E-Wallet</legend>
          <Labelled id="wd-ewallet" label="Penyedia E-Wallet">
            <ChoiceSelect
              id="wd-ewallet"
              name="ewalletProvider"
              empty="Pilih e-wallet"
              options={WITHDRAWAL_EWALLETS}
              defaultValue={values.ewalletProvider}
              invalid={at("ewallet")}
            />
          </Labelled>
          <FlaggedInput
            id="wd-ewallet-phone"
            label="Nomor Telepon E-Wallet"
            field="ewalletPhoneNumber"
            error={error}
            type="tel"
            autoComplete="tel"
            placeholder="08xxxxxxxxxx"
          />
          {problem("ewallet")}
        </fieldset>

        {holder ? (
          // The provider named the account's holder: the user checks the name and confirms.
          <div
            role="status"
            className={cn(
              "rounded-xl border p-3 text-sm",
              holder.message === PAYOUT_TEXTS.confirmHolder
                ? "border-accent-500 bg-accent-500/10"
                : "border-amber-500 bg-amber-500/10",
            )}
            data-testid="account-holder"
          >
            <p className="font-semibold">{holder.title}</p>
            <p className="mt-1">{holder.message}</p>
            <input type="hidden" name="confirmedHolder" value={values.confirmedHolder ?? ""} />
          </div>
        ) : null}
        {problem("form")}
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {busy ? "Mengirim..." : at("holder") ? PAYOUT_TEXTS.confirmWithdrawal : "Ajukan Penarikan"}
        </Button>
      </Form>
    </Card>
  );
}
