/**
 * Select, textarea and radio-choice fields styled like `Field` (label above, message below, the
 * spec's texts): the listing form, the warranty claim forms, staff's claim decision.
 */
import { type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import {
  FieldMessages,
  FieldShell,
  fieldControlProps,
  hasMessages,
  type FieldError,
  type FieldShellProps,
} from "~/components/field-shell";
import { cn } from "~/utils/cn";

const control =
  "block min-h-11 w-full rounded-xl border border-surface-200 bg-surface-50 px-3 text-base outline-none focus:border-accent-500 focus:ring-2 focus:ring-accent-500/30 disabled:opacity-60 dark:border-surface-700 dark:bg-surface-950";

type ControlProps = Omit<FieldShellProps, "id"> & { id?: string };

export function SelectField(props: SelectHTMLAttributes<HTMLSelectElement> & ControlProps) {
  const { label, name, error, hint, required, className, children, ...rest } = props;
  const shell = { id: props.id ?? `field-${name}`, label, name, error, hint, required, className };
  return (
    <FieldShell {...shell}>
      <select {...fieldControlProps(shell)} className={cn(control, hasMessages(error) && "border-red-500")} {...rest}>
        {children}
      </select>
    </FieldShell>
  );
}

export function TextareaField(props: TextareaHTMLAttributes<HTMLTextAreaElement> & ControlProps) {
  const { label, name, error, hint, required, className, ...rest } = props;
  const shell = { id: props.id ?? `field-${name}`, label, name, error, hint, required, className };
  return (
    <FieldShell {...shell}>
      <textarea
        {...fieldControlProps(shell)}
        className={cn(control, "min-h-36 py-2", hasMessages(error) && "border-red-500")}
        {...rest}
      />
    </FieldShell>
  );
}

/** A group of radio buttons with its legend and its message (e.g. a claim's preset reasons). */
export function RadioChoices({
  legend,
  name,
  choices,
  checked,
  error,
}: {
  legend: string;
  name: string;
  choices: [value: string, label: string][];
  checked: string | undefined;
  error?: FieldError;
}) {
  const errorId = `field-${name}-error`;
  return (
    <fieldset className="space-y-2" aria-describedby={hasMessages(error) ? errorId : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      {choices.map(([value, label]) => (
        <label key={value} className="flex min-h-11 items-center gap-3 text-sm">
          <input
            type="radio"
            name={name}
            value={value}
            defaultChecked={checked === value}
            className="size-5 accent-brand"
          />
          {label}
        </label>
      ))}
      <FieldMessages id={errorId} name={name} error={error} testId={errorId} />
    </fieldset>
  );
}
