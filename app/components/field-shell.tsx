/**
 * The frame of a labelled form field: the label above (a red star when required), the control, then
 * its hint and error below, and the aria attributes that tie the control to them. Shared by the
 * contact form and the listing form's select and textarea fields.
 */
import type { ReactNode } from "react";
import { cn } from "~/utils/cn";

export type FieldShellProps = {
  id: string;
  label: string;
  name: string;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
};

/** `id`, `name` and the aria attributes for the control inside a `FieldShell` with the same props. */
export function fieldControlProps({ id, name, error, hint, required }: FieldShellProps) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return {
    id,
    name,
    "aria-invalid": error ? true : undefined,
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
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400" data-testid={`${name}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
