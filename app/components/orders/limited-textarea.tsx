/** A textarea with its label, hint, running count and error: the order page's free-text fields. */
import type { ReactNode } from "react";
import { useState } from "react";
import { FieldMessages, hasMessages, type FieldError } from "~/components/field-shell";
import type { OrderFormField } from "~/modules/orders/order-form";
import { cn } from "~/utils/cn";

/** A textarea with its label, hint, running count and every error message (the id defaults to `field-<name>`). */
export function LimitedTextarea({
  name,
  label,
  hint,
  max,
  defaultValue = "",
  error,
  rows,
  id = `field-${name}`,
}: {
  id?: string;
  name: OrderFormField;
  label: string;
  hint?: ReactNode;
  max: number;
  defaultValue?: string;
  error?: FieldError;
  rows: number;
}) {
  const [length, setLength] = useState(defaultValue.length);
  const invalid = hasMessages(error);
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={max}
        defaultValue={defaultValue}
        onChange={(e) => setLength(e.target.value.length)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className={cn(
          "block w-full rounded-xl border border-surface-200 bg-surface-50 px-3 py-2 text-base outline-none focus:border-accent-500 focus:ring-2 focus:ring-accent-500/30 dark:border-surface-700 dark:bg-surface-950",
          invalid && "border-red-500",
        )}
      />
      <div className="flex justify-between gap-3 text-xs text-slate-600 dark:text-slate-400">
        <span>{hint}</span>
        <span className="shrink-0 tabular-nums">
          {length}/{max}
        </span>
      </div>
      <FieldMessages id={`${id}-error`} name={name} error={error} />
    </div>
  );
}
