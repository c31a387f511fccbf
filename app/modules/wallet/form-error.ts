import type { AppErrorShape } from "~/utils/app-error";

/** Which wallet form a refusal belongs to (the page may show both). */
export type WalletForm = "deposit" | "withdraw";

/**
 * What the server refused in a wallet form, shown beside the field it concerns: the action's
 * `{ error, values }` answer (see `refuse`) read back into one object for the form. The field is
 * the input (or field group) the message belongs to, "form" for the whole form.
 */
export type WalletFormError = AppErrorShape & {
  form: WalletForm;
  /** What the user typed, so the form shows it again. */
  values: Record<string, string>;
};

type Refusal = { error: AppErrorShape & { form?: unknown }; values: Record<string, string> | null };

/** The wallet refusal in an action's answer, if there is one (other forms on the page answer otherwise). */
export function walletErrorOf(answer: unknown): WalletFormError | null {
  if (!answer || typeof answer !== "object" || !("error" in answer)) return null;
  const { error, values } = answer as Refusal;
  if (error.form !== "deposit" && error.form !== "withdraw") return null;
  return { ...error, form: error.form, values: values ?? {} };
}
