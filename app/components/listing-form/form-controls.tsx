/** Select and textarea fields styled like `Field` (label above, message below, the spec's texts). */
import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { cn } from "~/utils/cn";

const control =
  "block min-h-11 w-full rounded-xl border border-surface-200 bg-surface-50 px-3 text-base outline-none focus:border-accent-500 focus:ring-2 focus:ring-accent-500/30 disabled:opacity-60 dark:border-surface-700 dark:bg-surface-950";

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium">
      {label}
      {required ? (
        <span className="text-red-600 dark:text-red-400" aria-hidden="true">
          {" "}
          *
        </span>
      ) : null}
    </label>
  );
}

function Message({ id, error, hint, name }: { id: string; error?: string | null; hint?: ReactNode; name: string }) {
  return (
    <>
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
    </>
  );
}

const describedBy = (id: string, error?: string | null, hint?: ReactNode) =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;

export function SelectField({
  label,
  name,
  error,
  hint,
  required,
  className,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  name: string;
  error?: string | null;
  hint?: ReactNode;
}) {
  const id = props.id ?? `field-${name}`;
  return (
    <div className={cn("space-y-1", className)}>
      <Label htmlFor={id} label={label} required={required} />
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-required={required ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(control, error && "border-red-500")}
        {...props}
      >
        {children}
      </select>
      <Message id={id} error={error} hint={hint} name={name} />
    </div>
  );
}

export function TextareaField({
  label,
  name,
  error,
  hint,
  required,
  className,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  name: string;
  error?: string | null;
  hint?: ReactNode;
}) {
  const id = props.id ?? `field-${name}`;
  return (
    <div className={cn("space-y-1", className)}>
      <Label htmlFor={id} label={label} required={required} />
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-required={required ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(control, "min-h-36 py-2", error && "border-red-500")}
        {...props}
      />
      <Message id={id} error={error} hint={hint} name={name} />
    </div>
  );
}
