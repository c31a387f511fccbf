/**
 * An Akun listing's structured details on the create and edit forms (the game's fields from
 * modules/listings/account-details.ts): what 'Detail Produk' shows and the game page filters by.
 */
import { Card, Field } from "~/components/ui";
import type { AccountDetailField, AccountDetailValues } from "~/modules/listings/account-details";
import type { ListingFieldErrors } from "~/modules/listings/listing-form";
import { SelectField } from "~/components/form-controls";

export function AccountDetailsFields({
  fields,
  initial,
  errors,
  hint,
}: {
  fields: AccountDetailField[];
  initial: AccountDetailValues;
  errors: ListingFieldErrors;
  hint: string;
}) {
  if (fields.length === 0) return null;
  return (
    <Card className="space-y-4">
      <div data-testid="account-details">
        <h2 className="text-lg font-bold">Detail Akun</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{hint}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => {
          const name = `detail.${field.key}` as const;
          const error = errors[name];
          const value = initial[field.key] ?? [];
          if (field.kind === "select")
            return (
              <SelectField key={field.key} label={field.label} name={name} defaultValue={value[0] ?? ""} error={error}>
                <option value="">Pilih {field.label}</option>
                {field.options?.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </SelectField>
            );
          if (field.kind === "checkbox")
            return (
              <fieldset key={field.key} className="space-y-1" aria-describedby={error ? `${name}-error` : undefined}>
                <legend className="text-sm font-medium">{field.label}</legend>
                <div className="flex flex-wrap gap-x-4">
                  {field.options?.map((o) => (
                    <label key={o} className="flex min-h-11 items-center gap-2">
                      <input
                        type="checkbox"
                        name={name}
                        value={o}
                        defaultChecked={value.includes(o)}
                        className="size-5 accent-accent-500"
                      />
                      {o}
                    </label>
                  ))}
                </div>
                {error ? (
                  <p
                    id={`${name}-error`}
                    className="text-sm text-red-600 dark:text-red-400"
                    data-testid={`${name}-error`}
                  >
                    {error}
                  </p>
                ) : null}
              </fieldset>
            );
          return (
            <Field
              key={field.key}
              label={field.label}
              name={name}
              defaultValue={value[0] ?? ""}
              placeholder={field.placeholder}
              inputMode={field.kind === "number" ? "numeric" : undefined}
              error={error}
            />
          );
        })}
      </div>
    </Card>
  );
}
