import { formFailureOf, type FormFailure } from "~/utils/forms";

/** Which wallet form a refusal belongs to (the page may show both). */
export type WalletForm = "deposit" | "withdraw";

/**
 * What the server refused in a wallet form (parseForm's failure shape, utils/forms.ts), shown
 * beside the fields it concerns. A field may be a field group ("bank", "ewallet", "holder") or
 * "form" (above the button); `titles` holds the spec's heading of each field's message.
 */
export type WalletFormError = FormFailure & { form: WalletForm };

/** The wallet refusal in an action's answer, if there is one (other forms on the page answer otherwise). */
export function walletErrorOf(answer: unknown): WalletFormError | null {
  const failure = formFailureOf(answer);
  const form = failure ? (answer as { form?: unknown }).form : null;
  if (!failure || (form !== "deposit" && form !== "withdraw")) return null;
  return { ...failure, form };
}

/** One field's problem as the wallet shows it: its title and its messages, or null when it has none. */
export function walletProblem(error: WalletFormError | null, field: string) {
  const messages = error?.fieldErrors[field];
  if (!messages?.length) return null;
  return { title: error?.titles?.[field] ?? "", message: messages.join(" ") };
}
