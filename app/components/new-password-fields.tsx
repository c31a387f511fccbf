/**
 * 'Password Baru' and its confirmation, as the reset page and the settings tab both ask for them
 * (one definition of the pair, as auth/forms.server.ts has one rule for it).
 */
import type { FieldError } from "./field-shell";
import { Field } from "./ui";

export function NewPasswordFields({
  errorsOf,
  hint,
}: {
  errorsOf: (name: "password" | "confirmPassword") => FieldError;
  hint?: string;
}) {
  return (
    <>
      <Field
        label="Password Baru"
        name="password"
        type="password"
        autoComplete="new-password"
        hint={hint}
        error={errorsOf("password")}
      />
      <Field
        label="Konfirmasi Password Baru"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        error={errorsOf("confirmPassword")}
      />
    </>
  );
}
