/**
 * A step that cannot be undone (confirm receipt, cancel, staff release or refund), asked once.
 * Without JavaScript the button posts, the action answers `confirmStep` and the page shows the
 * confirmation in place: the warning, the reason field when one is needed, and the final button
 * (which posts `confirmed=ya`). With JavaScript the same form opens in a native modal dialog
 * (`showModal`: focus moves into it and stays there, Escape closes it, focus returns to the button).
 * A refused reason comes back with what was typed, in the dialog while it is open.
 */
import { Form, Link } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { Button } from "~/components/ui";
import {
  CONFIRM_FIELD,
  CONFIRM_VALUE,
  DECISION_REASON_MAX_LENGTH,
  type OrderActionResult,
} from "~/modules/orders/order-form";
import type { ChecklistItem } from "~/modules/orders/secure-checklist";
import { CHECKLIST_TEXTS } from "~/modules/orders/secure-checklist";
import { CONFIRM_TEXTS } from "~/modules/orders/texts";
import { cn } from "~/utils/cn";
import { LimitedTextarea } from "./limited-textarea";
import { ChecklistFields } from "./secure-checklist";

export interface Confirmation {
  heading: string;
  warning: string;
  submit: string;
  /** The reason field, when the other party deserves one. */
  reason: { label: string; hint: string } | null;
  /** The 'Akun sudah diamankan' checklist of an account order's confirmation. */
  checklist?: ChecklistItem[] | null;
}

export function ConfirmableAction({
  intent,
  label,
  confirmation,
  result,
  busy,
  variant = "primary",
  className,
  backHref,
}: {
  intent: string;
  label: string;
  confirmation: Confirmation;
  result: OrderActionResult | undefined;
  busy: boolean;
  variant?: "primary" | "secondary" | "danger";
  className?: string;
  /** Where 'Batal' leads on the step page (without JavaScript). */
  backHref: string;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [inDialog, setInDialog] = useState(false);
  const mine = result?.intent === intent && Boolean(result.confirmStep || result.fieldErrors?.decisionReason);

  const open = (event: MouseEvent) => {
    const dialog = dialogRef.current;
    // No dialog support: the button posts and the page answers with the step.
    if (!dialog || typeof dialog.showModal !== "function") return;
    event.preventDefault();
    setInDialog(true);
    dialog.showModal();
    (dialog.querySelector<HTMLElement>("textarea") ?? dialog.querySelector<HTMLElement>("[data-cancel]"))?.focus();
  };

  // Any answer but this dialog's own refused reason (a refusal, another step) closes it, so the page's message shows.
  useEffect(() => {
    if (inDialog && result && !mine) dialogRef.current?.close();
  }, [inDialog, mine, result]);

  return (
    <>
      <Form method="post" className={className}>
        <Button
          ref={triggerRef}
          type="submit"
          name="intent"
          value={intent}
          variant={variant}
          disabled={busy}
          onClick={open}
          data-testid={`action-${intent}`}
          className="w-full sm:w-auto"
        >
          {label}
        </Button>
      </Form>
      {mine && !inDialog ? (
        <section
          id="konfirmasi"
          aria-labelledby={`step-${intent}-title`}
          className="rounded-xl border-2 border-accent-500 p-4"
          data-testid="confirm-step"
        >
          <ConfirmForm
            idPrefix="step"
            intent={intent}
            confirmation={confirmation}
            result={result}
            busy={busy}
            cancel={
              <Link
                to={backHref}
                className="inline-flex min-h-11 items-center justify-center rounded-xl px-5 font-semibold hover:bg-surface-200 dark:hover:bg-surface-800"
              >
                {CONFIRM_TEXTS.back}
              </Link>
            }
          />
        </section>
      ) : null}
      <dialog
        ref={dialogRef}
        aria-labelledby={`dialog-${intent}-title`}
        onClose={() => {
          setInDialog(false);
          triggerRef.current?.focus();
        }}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-card bg-white p-5 text-slate-900 shadow-xl backdrop:bg-black/60 dark:bg-surface-900 dark:text-slate-100"
        data-testid={`confirm-dialog-${intent}`}
      >
        <ConfirmForm
          idPrefix="dialog"
          intent={intent}
          confirmation={confirmation}
          result={inDialog ? result : undefined}
          busy={busy}
          cancel={
            <Button type="button" variant="ghost" data-cancel onClick={() => dialogRef.current?.close()}>
              {CONFIRM_TEXTS.back}
            </Button>
          }
        />
      </dialog>
    </>
  );
}

function ConfirmForm({
  idPrefix,
  intent,
  confirmation,
  result,
  busy,
  cancel,
}: {
  idPrefix: string;
  intent: string;
  confirmation: Confirmation;
  result: OrderActionResult | undefined;
  busy: boolean;
  cancel: ReactNode;
}) {
  const mine = result?.intent === intent ? result : undefined;
  return (
    <Form method="post" className="space-y-3">
      <h3 id={`${idPrefix}-${intent}-title`} className="text-lg font-bold">
        {confirmation.heading}
      </h3>
      <p className="text-sm font-medium text-red-700 dark:text-red-300" data-testid="confirm-warning">
        {confirmation.warning}
      </p>
      {confirmation.reason ? (
        <LimitedTextarea
          id={`${idPrefix}-${intent}-reason`}
          name="decisionReason"
          label={confirmation.reason.label}
          hint={confirmation.reason.hint}
          max={DECISION_REASON_MAX_LENGTH}
          defaultValue={mine?.values?.decisionReason}
          error={mine?.fieldErrors?.decisionReason}
          rows={3}
        />
      ) : null}
      {confirmation.checklist ? (
        <ChecklistFields
          idPrefix={idPrefix}
          items={confirmation.checklist}
          ticked={mine?.secured}
          warning={mine?.checklistWarning}
        />
      ) : null}
      <input type="hidden" name={CONFIRM_FIELD} value={CONFIRM_VALUE} />
      <div className={cn("flex flex-wrap justify-end gap-2")}>
        {cancel}
        <Button type="submit" name="intent" value={intent} disabled={busy} data-testid={`confirm-${intent}`}>
          {busy ? "Memproses…" : mine?.checklistWarning ? CHECKLIST_TEXTS.confirmAnyway : confirmation.submit}
        </Button>
      </div>
    </Form>
  );
}
