/**
 * Staff action forms: plain POST forms with an `intent` (they work without JavaScript), a pending
 * label while the request runs, and the server's message beside the field it is about.
 */
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui";
import { cn } from "~/utils/cn";
import { formFailureOf, type FormFailure } from "~/utils/forms";

/**
 * What an admin action answers when it refuses the input (`failForm`/`refuseForm` with
 * `{ intent, targetId }`): the form failure with which row and which form it is about.
 */
export type AdminRefusal = FormFailure & { targetId: string; intent: string };

/** A refused admin action in an action's answer, or null. */
export const adminRefusalOf = (answer: unknown) => formFailureOf(answer) as AdminRefusal | null;

/** All a refusal says about one row (its form's field, or the whole action), or null when it is another row's. */
export function refusalMessages(refusal: AdminRefusal | null | undefined, targetId: string, field?: string) {
  if (!refusal || refusal.targetId !== targetId) return null;
  const messages = [
    ...((field && refusal.fieldErrors[field]) || []),
    ...(refusal.formError ? [refusal.formError] : []),
  ];
  return messages.length > 0 ? messages.join(" ") : null;
}

function usePending(intent: string, targetId: string) {
  const navigation = useNavigation();
  return (
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("id") === targetId
  );
}

/** A one-button action (approve, verify, suspend…). */
export function ActionButton({
  intent,
  targetId,
  children,
  variant = "primary",
  pendingLabel = "Memproses...",
}: {
  intent: string;
  targetId: string;
  children: ReactNode;
  variant?: "primary" | "secondary" | "danger";
  pendingLabel?: string;
}) {
  const pending = usePending(intent, targetId);
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={targetId} />
      <Button type="submit" variant={variant} disabled={pending} className="min-h-11 px-4 text-sm">
        {pending ? pendingLabel : children}
      </Button>
    </Form>
  );
}

/** An action that needs one line of text (a reason, a transfer reference), required by the server. */
export function TextActionForm({
  intent,
  targetId,
  field,
  label,
  placeholder,
  submitLabel,
  variant = "danger",
  refusal,
  maxLength,
}: {
  intent: string;
  targetId: string;
  field: string;
  label: string;
  placeholder?: string;
  submitLabel: string;
  variant?: "primary" | "secondary" | "danger";
  /** A refused action's answer; shown here only when it is about this form of this row. */
  refusal?: AdminRefusal | null;
  maxLength: number;
}) {
  const pending = usePending(intent, targetId);
  const mine = refusal?.intent === intent ? refusalMessages(refusal, targetId, field) : null;
  const inputId = `${intent}-${field}-${targetId}`;
  return (
    <Form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={targetId} />
      <div className="flex-1">
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <input
          id={inputId}
          name={field}
          placeholder={placeholder ?? label}
          defaultValue={(mine && refusal?.values[field]) || ""}
          maxLength={maxLength + 200}
          aria-invalid={mine ? true : undefined}
          aria-describedby={mine ? `${inputId}-error` : undefined}
          className={cn(
            "block min-h-11 w-full rounded-xl border border-surface-200 bg-surface-50 px-3 text-sm outline-none focus:border-accent-500 focus:ring-2 focus:ring-accent-500/30 dark:border-surface-700 dark:bg-surface-950",
            mine && "border-red-500",
          )}
        />
        {mine ? (
          <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
            {mine}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant={variant} disabled={pending} className="min-h-11 px-4 text-sm">
        {pending ? "Memproses..." : submitLabel}
      </Button>
    </Form>
  );
}

/** A GET search form (state in the URL, readable without JavaScript). */
export function SearchForm({ q, label, placeholder }: { q: string; label: string; placeholder: string }) {
  return (
    <Form method="get" role="search" className="flex gap-2">
      <label htmlFor="admin-search" className="sr-only">
        {label}
      </label>
      <input
        id="admin-search"
        type="search"
        name="q"
        defaultValue={q}
        placeholder={placeholder}
        className="block min-h-11 w-full rounded-xl border border-surface-200 bg-surface-50 px-3 text-base outline-none focus:border-accent-500 focus:ring-2 focus:ring-accent-500/30 dark:border-surface-700 dark:bg-surface-950"
      />
      <Button type="submit" variant="secondary">
        Cari
      </Button>
    </Form>
  );
}
