/** Small, shared form and layout pieces (Tailwind; the shadcn/ui way, without the dependency). */
import { forwardRef, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode } from "react";
import type { FieldError } from "~/components/field-shell";
import { cn } from "~/utils/cn";

export function Card({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={cn(
        "rounded-card border border-surface-200 bg-white p-6 shadow-sm dark:border-surface-800 dark:bg-surface-900",
        className,
      )}
    >
      {children}
    </div>
  );
}

export const Button = forwardRef<
  HTMLButtonElement,
  ButtonHTMLAttributes<HTMLButtonElement> & { variant?: "primary" | "secondary" | "ghost" | "danger" }
>(function Button({ className, variant = "primary", ...props }, ref) {
  return (
    <button
      ref={ref}
      className={cn(
        "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 font-semibold transition disabled:cursor-not-allowed disabled:opacity-50",
        variant === "primary" && "bg-accent-500 text-white hover:bg-accent-600",
        variant === "secondary" &&
          "border border-surface-200 bg-surface-100 hover:bg-surface-200 dark:border-surface-700 dark:bg-surface-800 dark:hover:bg-surface-700",
        variant === "ghost" && "hover:bg-surface-200 dark:hover:bg-surface-800",
        variant === "danger" && "bg-red-600 text-white hover:bg-red-700",
        className,
      )}
      {...props}
    />
  );
});

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  name: string;
  error?: FieldError;
  hint?: ReactNode;
};

/** A labelled input with its message beside it. No `required`/`minLength`: the spec's texts, not the browser's bubbles. */
export function Field({ label, name, error, hint, className, id, ...props }: FieldProps) {
  const inputId = id ?? `field-${name}`;
  const errorId = `${inputId}-error`;
  // Its messages as field-shell.tsx's FieldMessages shows them, written out here: this file is on
  // every page, and importing field-shell would bring its other pieces along (the JS budgets).
  const messages = typeof error === "string" ? (error ? [error] : []) : (error ?? []);
  const invalid = messages.length > 0;
  return (
    <div className={cn("space-y-1", className)}>
      <label htmlFor={inputId} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? errorId : undefined}
        className={cn(
          "block min-h-11 w-full rounded-xl border border-surface-200 bg-surface-50 px-3 text-base outline-none focus:border-accent-500 focus:ring-2 focus:ring-accent-500/30 dark:border-surface-700 dark:bg-surface-950",
          invalid && "border-red-500",
        )}
        {...props}
      />
      {hint ? <p className="text-xs text-slate-600 dark:text-slate-400">{hint}</p> : null}
      {invalid ? (
        <p id={errorId} className="text-sm text-red-600 dark:text-red-400" data-testid={`${name}-error`}>
          {messages.map((message, i) => (
            <span key={i} className="block">
              {message}
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}

export function Alert({
  tone = "error",
  children,
  testId,
}: {
  tone?: "error" | "success" | "info";
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      data-testid={testId}
      className={cn(
        "rounded-xl border px-4 py-3 text-sm",
        tone === "error" && "border-red-500/40 bg-red-500/10 text-red-700 dark:text-red-300",
        tone === "success" && "border-green-500/40 bg-green-500/10 text-green-700 dark:text-green-300",
        tone === "info" && "border-sky-500/40 bg-sky-500/10 text-sky-700 dark:text-sky-300",
      )}
    >
      {children}
    </div>
  );
}
