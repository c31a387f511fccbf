/**
 * The frame of a labelled form field: the label above (a red star when required), the control, then
 * its hint and messages below, and the aria attributes that tie the control to them. `FieldMessages`
 * is the one way a field's errors are shown (all of them, one per line); auth-layout.tsx's `FormError` the form's.
 */
import type { ReactNode } from "react";
import { cn } from "~/utils/cn";

export type FieldError = string | readonly string[] | null | undefined;

/** A field's messages below it, one per line, tied to the control by `id` (`aria-describedby`). */
export function FieldMessages({
  id,
  name,
  error,
  testId,
}: {
  id: string;
  name: string;
  error: FieldError;
  testId?: string;
}) {
  const messages = typeof error === "string" ? [error] : (error ?? []);
  if (messages.length === 0) return null;
  return (
    <p id={id} className="text-sm text-red-600 dark:text-red-400" data-testid={testId ?? `${name}-error`}>
      {messages.map((message, i) => (
        <span key={i} className="block">
          {message}
        </span>
      ))}
    </p>
  );
}

/** Whether a field has any message (an empty list has none). */
export const hasMessages = (error: FieldError) => (typeof error === "string" ? error !== "" : (error?.length ?? 0) > 0);

export type FieldShellProps = {
  id: string;
  label: string;
  name: string;
  /** The field's messages: one, or all of them (parseForm's `fieldErrors[name]`). */
  error?: FieldError;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
};

/** `id`, `name` and the aria attributes for the control inside a `FieldShell` with the same props. */
export function fieldControlProps({ id, name, error, hint, required }: FieldShellProps) {
  const invalid = hasMessages(error);
  const describedBy = [invalid ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return {
    id,
    name,
    "aria-invalid": invalid ? true : undefined,
    "aria-required": required ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}

export function FieldShell({ children, ...field }: FieldShellProps & { children: ReactNode }) {
  const { id, label, name, error, hint, required, className } = field;
  return (
    <div className={cn("space-y-1", className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
        {required ? (
          <span className="text-red-600 dark:text-red-400" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <FieldMessages id={`${id}-error`} name={name} error={error} />
    </div>
  );
}
