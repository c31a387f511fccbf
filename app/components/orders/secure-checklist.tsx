/**
 * The 'Akun sudah diamankan' checklist: the ticks in the confirmation of an account order, and
 * what the buyer ticked as stored with the confirmation (order page, staff's dispute page).
 */
import { CheckCircle2, CircleAlert } from "lucide-react";
import { Alert } from "~/components/ui";
import {
  CHECKLIST_TEXTS,
  SECURED_FIELD,
  UNSECURED_ACK_FIELD,
  UNSECURED_ACK_VALUE,
  type ChecklistItem,
  type SecuredChecklist,
} from "~/modules/orders/secure-checklist";
import { formatLongDate } from "~/utils/format-date";

/** The ticks inside the confirm form; after an incomplete post, the warning and the second confirmation's field. */
export function ChecklistFields({
  idPrefix,
  items,
  ticked,
  warning,
}: {
  idPrefix: string;
  items: ChecklistItem[];
  ticked: string[] | undefined;
  warning: string | undefined;
}) {
  return (
    <fieldset
      className="space-y-2 rounded-xl border border-surface-200 p-3 dark:border-surface-800"
      data-testid="secure-checklist"
    >
      <legend className="px-1 font-semibold">{CHECKLIST_TEXTS.heading}</legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">{CHECKLIST_TEXTS.intro}</p>
      {items.map((item) => (
        <label
          key={item.id}
          className="flex min-h-11 items-start gap-3 text-sm"
          htmlFor={`${idPrefix}-secured-${item.id}`}
        >
          <input
            id={`${idPrefix}-secured-${item.id}`}
            type="checkbox"
            name={SECURED_FIELD}
            value={item.id}
            defaultChecked={ticked?.includes(item.id)}
            className="mt-0.5 size-5 shrink-0 accent-brand"
          />
          <span>{item.label}</span>
        </label>
      ))}
      {warning ? (
        <>
          <Alert testId="checklist-warning">
            <p>{warning}</p>
          </Alert>
          <input type="hidden" name={UNSECURED_ACK_FIELD} value={UNSECURED_ACK_VALUE} />
        </>
      ) : null}
    </fieldset>
  );
}

/** What the buyer ticked when confirming, for the buyer, the seller and staff. */
export function StoredChecklist({ checklist }: { checklist: SecuredChecklist }) {
  return (
    <section aria-labelledby="stored-checklist-title" data-testid="stored-checklist">
      <h2 id="stored-checklist-title" className="text-lg font-bold">
        {CHECKLIST_TEXTS.storedTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {CHECKLIST_TEXTS.storedIntro}{" "}
        <time dateTime={new Date(checklist.confirmedAt).toISOString()}>{formatLongDate(checklist.confirmedAt)}</time>
      </p>
      <ul className="mt-3 space-y-2 text-sm">
        {checklist.items.map((item) => (
          <li key={item.label} className="flex items-start gap-2">
            {item.done ? (
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden />
            ) : (
              <CircleAlert className="mt-0.5 size-4 shrink-0 text-orange-500" aria-hidden />
            )}
            <span>
              <span className="font-semibold">{item.done ? CHECKLIST_TEXTS.done : CHECKLIST_TEXTS.notDone}:</span>{" "}
              {item.label}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
