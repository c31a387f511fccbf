/**
 * What a refused form looks like, for the server and the browser alike (no zod here): every
 * field's messages, one message for the whole form, and the typed values to fill the form again.
 * Built by `parseForm` (forms.server.ts); read by the components with `formFailureOf`.
 */

/** Each field's messages, all of them, in the order its rules run. */
export type FieldErrors = Record<string, string[]>;

/**
 * The one failure shape of every form. `values` never holds a password or a code. `titles`: the
 * heading the spec gives some fields' messages (the wallet's 'Jumlah Tidak Valid'), where there is one.
 */
export type FormFailure = {
  fieldErrors: FieldErrors;
  formError: string | null;
  values: Record<string, string>;
  titles?: Record<string, string>;
};

/** The form refusal in an action's answer, or null (success answers and other forms' answers). */
export function formFailureOf(answer: unknown): FormFailure | null {
  if (!answer || typeof answer !== "object" || !("fieldErrors" in answer) || !("values" in answer)) return null;
  return answer as FormFailure;
}

/** A field's messages in an answer (`undefined` when it has none), for `error` props. */
export function errorsOf(failure: FormFailure | null | undefined, field: string): string[] | undefined {
  const messages = failure?.fieldErrors[field];
  return messages && messages.length > 0 ? messages : undefined;
}
