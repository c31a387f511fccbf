/** Select and textarea fields styled like `Field` (label above, message below, the spec's texts). */
import { type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { FieldShell, fieldControlProps, type FieldShellProps } from "~/components/field-shell";
import { cn } from "~/utils/cn";

const control =
  "block min-h-11 w-full rounded-xl border border-surface-200 bg-surface-50 px-3 text-base outline-none focus:border-accent-500 focus:ring-2 focus:ring-accent-500/30 disabled:opacity-60 dark:border-surface-700 dark:bg-surface-950";

type ControlProps = Omit<FieldShellProps, "id"> & { id?: string };

export function SelectField(props: SelectHTMLAttributes<HTMLSelectElement> & ControlProps) {
  const { label, name, error, hint, required, className, children, ...rest } = props;
  const shell = { id: props.id ?? `field-${name}`, label, name, error, hint, required, className };
  return (
    <FieldShell {...shell}>
      <select {...fieldControlProps(shell)} className={cn(control, error && "border-red-500")} {...rest}>
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
        className={cn(control, "min-h-36 py-2", error && "border-red-500")}
        {...rest}
      />
    </FieldShell>
  );
}
