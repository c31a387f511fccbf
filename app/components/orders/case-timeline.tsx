/**
 * A case (a dispute, or a warranty claim): its timeline (who did what when, with evidence thumbnails that link to the full
 * image and video links), the running deadline and what it means, and the forms the viewer may use
 * (open, answer, add evidence). Server-rendered multipart forms posting to /order/{id}/case, so they
 * work without JavaScript. Order page, the case page and staff's dispute page.
 */
import { Form } from "@remix-run/react";
import { Clock, ShieldAlert } from "lucide-react";
import { Alert, Button, Card } from "~/components/ui";
import type { CaseView } from "~/modules/cases/views.server";
import { CASE_REASONS, CASE_TEXT_MAX_LENGTH } from "~/modules/cases/rules";
import { CASE_TEXTS as T } from "~/modules/cases/texts";
import { MAX_EVIDENCE_FILES } from "~/modules/cases/warranty-rules";
import { IMAGE_ACCEPT } from "~/modules/listings/images";
import { formatLongDate } from "~/utils/format";

type Fields = Partial<Record<"reason" | "body" | "links" | "evidence", string>>;
/** What the case route answered for a refused form (the typed text comes back). */
export interface CaseAnswer {
  intent?: string;
  title?: string;
  message?: string;
  fieldErrors?: Fields;
  values?: Fields | null;
  error?: { title: string; message: string; intent?: string };
}

const inputClass =
  "block w-full rounded-xl border border-surface-200 bg-surface-50 px-3 py-2 text-base dark:border-surface-700 dark:bg-surface-950";

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="text-sm text-red-600 dark:text-red-400" data-testid={id}>
      {text}
    </p>
  ) : null;
}

/** The case's timeline and deadline. */
export function CaseTimeline({ view }: { view: CaseView }) {
  return (
    <Card>
      <h2 id="kasus" className="flex items-center gap-2 text-lg font-bold">
        <ShieldAlert className="size-5 text-orange-500" aria-hidden />
        {view.heading}
      </h2>
      {view.unresponsive ? (
        <p className="mt-2 inline-block rounded-lg bg-orange-100 px-2 py-1 text-sm font-semibold text-orange-900 dark:bg-orange-950 dark:text-orange-200">
          {T.unresponsive}
        </p>
      ) : null}
      {view.deadline ? (
        <p className="mt-2 flex items-start gap-2 text-sm" data-testid="case-deadline">
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {view.deadline.text}
            {view.deadline.overdue ? (
              <strong className="ml-1 text-red-700 dark:text-red-400">{T.overdue}</strong>
            ) : null}
          </span>
        </p>
      ) : !view.open ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{view.closedText}</p>
      ) : null}
      <ol
        className="mt-4 space-y-4 border-l-2 border-surface-200 pl-4 dark:border-surface-700"
        data-testid="case-timeline"
      >
        {view.events.map((e) => (
          <li key={e.id} data-testid={`case-event-${e.kind}`} data-actor={e.actorRole}>
            <p className="text-sm font-semibold">
              {e.title} · {T.actor[e.actorRole]}
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-400">{formatLongDate(e.createdAt)}</p>
            {e.reason ? <p className="mt-1 text-sm font-medium">{e.reason}</p> : null}
            {e.body ? <p className="mt-1 whitespace-pre-wrap break-words text-sm">{e.body}</p> : null}
            {e.images.length > 0 ? (
              <ul className="mt-2 flex flex-wrap gap-2">
                {e.images.map((src, i) => (
                  <li key={src}>
                    <a href={src} target="_blank" rel="noopener noreferrer" className="block">
                      <img
                        src={src}
                        alt={T.imageAlt(i + 1)}
                        width={96}
                        height={96}
                        loading="lazy"
                        className="size-24 rounded-lg border border-surface-200 object-cover dark:border-surface-700"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            {e.links.length > 0 ? (
              <ul className="mt-2 space-y-1 text-sm">
                {e.links.map((href) => (
                  <li key={href} className="break-all">
                    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="text-brand underline">
                      {href}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** The text, images and links fields every case form shares. */
function EvidenceFields({
  prefix,
  bodyLabel,
  errors,
  values,
}: {
  prefix: string;
  bodyLabel: string;
  errors: Fields;
  values: Fields;
}) {
  return (
    <>
      <div className="space-y-1">
        <label htmlFor={`${prefix}-body`} className="block text-sm font-medium">
          {bodyLabel}
        </label>
        <textarea
          id={`${prefix}-body`}
          name="body"
          rows={4}
          maxLength={CASE_TEXT_MAX_LENGTH}
          defaultValue={values.body}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? `${prefix}-body-error` : undefined}
          className={inputClass}
        />
        <FieldError id={`${prefix}-body-error`} text={errors.body} />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${prefix}-evidence`} className="block text-sm font-medium">
          {T.imagesLabel}
        </label>
        <input
          id={`${prefix}-evidence`}
          type="file"
          name="evidence"
          accept={IMAGE_ACCEPT}
          multiple
          data-max-files={MAX_EVIDENCE_FILES}
          aria-invalid={errors.evidence ? true : undefined}
          aria-describedby={errors.evidence ? `${prefix}-evidence-error` : undefined}
          className="block w-full text-sm"
        />
        <FieldError id={`${prefix}-evidence-error`} text={errors.evidence} />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${prefix}-links`} className="block text-sm font-medium">
          {T.linksLabel}
        </label>
        <textarea
          id={`${prefix}-links`}
          name="links"
          rows={2}
          defaultValue={values.links}
          inputMode="url"
          aria-invalid={errors.links ? true : undefined}
          aria-describedby={errors.links ? `${prefix}-links-error` : undefined}
          className={inputClass}
        />
        <FieldError id={`${prefix}-links-error`} text={errors.links} />
      </div>
    </>
  );
}

/** The buyer's form to open the dispute (preset reasons, description, images, links). */
export function OpenCaseForm({ orderId, answer }: { orderId: string; answer?: CaseAnswer }) {
  const mine = answer?.intent === "dispute";
  const errors = mine ? (answer?.fieldErrors ?? {}) : {};
  const values = mine ? (answer?.values ?? {}) : {};
  return (
    <Form
      method="post"
      action={`/order/${encodeURIComponent(orderId)}/case`}
      encType="multipart/form-data"
      className="mt-3 space-y-3"
      data-testid="case-open-form"
    >
      <input type="hidden" name="intent" value="dispute" />
      <p className="text-sm text-slate-600 dark:text-slate-400">{T.openHint}</p>
      <fieldset className="space-y-1" aria-describedby={errors.reason ? "case-reason-error" : undefined}>
        <legend className="text-sm font-medium">{T.reasonLabel}</legend>
        {CASE_REASONS.map((r) => (
          <label key={r} className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="radio"
              name="reason"
              value={r}
              defaultChecked={values.reason === r}
              className="size-5 accent-brand"
            />
            {r}
          </label>
        ))}
        <FieldError id="case-reason-error" text={errors.reason} />
      </fieldset>
      <EvidenceFields prefix="case-open" bodyLabel={T.descriptionLabel} errors={errors} values={values} />
      <Button type="submit" variant="danger" data-testid="action-dispute">
        {T.submitOpen}
      </Button>
    </Form>
  );
}

/** The seller's answer and both parties' added evidence, while the case is open. */
export function CaseForms({ orderId, view, answer }: { orderId: string; view: CaseView; answer?: CaseAnswer }) {
  // A claim's forms post to its own page (a refusal renders there again), a dispute's to the case page.
  const action = `/order/${encodeURIComponent(orderId)}/${view.subject === "claim" ? "claim" : "case"}`;
  const refusal = answer?.error ?? null;
  const form = (intent: "answer_case" | "case_evidence") => {
    const mine = answer?.intent === intent;
    const errors = mine ? (answer?.fieldErrors ?? {}) : {};
    const values = mine ? (answer?.values ?? {}) : {};
    return (
      <Form
        method="post"
        action={action}
        encType="multipart/form-data"
        className="mt-3 space-y-3"
        data-testid={`case-${intent}-form`}
      >
        <input type="hidden" name="intent" value={intent} />
        <EvidenceFields
          prefix={`case-${intent}`}
          bodyLabel={intent === "answer_case" ? T.answerLabel : T.evidenceTextLabel}
          errors={errors}
          values={values}
        />
        <Button type="submit">{intent === "answer_case" ? T.submitAnswer : T.submitEvidence}</Button>
      </Form>
    );
  };
  if (!view.canAnswer && !view.canAddEvidence) return null;
  return (
    <Card>
      {refusal ? (
        <Alert testId="case-refusal">
          <p className="font-semibold">{refusal.title}</p>
          <p>{refusal.message}</p>
        </Alert>
      ) : null}
      {view.canAnswer ? (
        <section>
          <h2 className="text-lg font-bold">{T.answerHeading}</h2>
          {view.deadline ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{view.deadline.text}</p>
          ) : null}
          {form("answer_case")}
        </section>
      ) : (
        <section>
          <h2 className="text-lg font-bold">{T.evidenceHeading}</h2>
          {form("case_evidence")}
        </section>
      )}
    </Card>
  );
}
