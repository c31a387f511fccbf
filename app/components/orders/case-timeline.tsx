/**
 * A case (a dispute, or a warranty claim): its timeline (who did what when, with evidence thumbnails that link to the full
 * image and video links), the running deadline and what it means, and the forms the viewer may use
 * (open, answer, add evidence). Server-rendered multipart forms posting to /order/{id}/case, so they
 * work without JavaScript. Order page, the case page and staff's dispute page.
 */
import { Form } from "@remix-run/react";
import { Clock, ShieldAlert } from "lucide-react";
import { FormError } from "~/components/auth-layout";
import { FieldMessages } from "~/components/field-shell";
import { Alert, Button, Card } from "~/components/ui";
import type { CaseView } from "~/modules/cases/views.server";
import { CASE_REASONS, CASE_TEXT_MAX_LENGTH } from "~/modules/cases/rules";
import { CASE_TEXTS as T } from "~/modules/cases/texts";
import { MAX_EVIDENCE_FILES } from "~/modules/cases/warranty-rules";
import { IMAGE_ACCEPT } from "~/modules/listings/images";
import { formatLongDate } from "~/utils/format-date";
import { errorsOf, formFailureOf, type FormFailure } from "~/utils/forms";

/** What the case route answered: a refused form (every field's messages, the typed text) or a refused step. */
export type CaseAnswer = Partial<FormFailure> & {
  intent?: string;
  error?: { title: string; message: string; intent?: string };
};

/** The refused form of `intent` in the answer, or null (another form's, a refused step, none). */
const failureFor = (answer: CaseAnswer | undefined, intent: string) =>
  answer?.intent === intent ? formFailureOf(answer) : null;

const inputClass =
  "block w-full rounded-xl border border-surface-200 bg-surface-50 px-3 py-2 text-base dark:border-surface-700 dark:bg-surface-950";

/** A field's messages below it, with the id the control points at. */
function Messages({ id, name, failure }: { id: string; name: string; failure: FormFailure | null }) {
  return <FieldMessages id={id} name={name} error={errorsOf(failure, name)} testId={id} />;
}

/** The aria attributes of a control whose messages are `Messages` with the same id. */
const described = (id: string, name: string, failure: FormFailure | null) =>
  errorsOf(failure, name) ? ({ "aria-invalid": true, "aria-describedby": id } as const) : {};

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

/** The form's own message when it was refused: 'Komplain Gagal Dikirim', or what the form as a whole lacks. */
function Refused({ failure }: { failure: FormFailure | null }) {
  return failure ? <FormError message={failure.formError ?? T.failedTitle} /> : null;
}

/** The text, images and links fields every case form shares. */
function EvidenceFields({
  prefix,
  bodyLabel,
  failure,
}: {
  prefix: string;
  bodyLabel: string;
  failure: FormFailure | null;
}) {
  const values = failure?.values ?? {};
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
          {...described(`${prefix}-body-error`, "body", failure)}
          className={inputClass}
        />
        <Messages id={`${prefix}-body-error`} name="body" failure={failure} />
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
          {...described(`${prefix}-evidence-error`, "evidence", failure)}
          className="block w-full text-sm"
        />
        <Messages id={`${prefix}-evidence-error`} name="evidence" failure={failure} />
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
          {...described(`${prefix}-links-error`, "links", failure)}
          className={inputClass}
        />
        <Messages id={`${prefix}-links-error`} name="links" failure={failure} />
      </div>
    </>
  );
}

/** The buyer's form to open the dispute (preset reasons, description, images, links). */
export function OpenCaseForm({ orderId, answer }: { orderId: string; answer?: CaseAnswer }) {
  const failure = failureFor(answer, "dispute");
  const reasonError = errorsOf(failure, "reason") ? "case-reason-error" : undefined;
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
      <Refused failure={failure} />
      <fieldset className="space-y-1" aria-describedby={reasonError}>
        <legend className="text-sm font-medium">{T.reasonLabel}</legend>
        {CASE_REASONS.map((r) => (
          <label key={r} className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="radio"
              name="reason"
              value={r}
              defaultChecked={failure?.values.reason === r}
              className="size-5 accent-brand"
            />
            {r}
          </label>
        ))}
        <Messages id="case-reason-error" name="reason" failure={failure} />
      </fieldset>
      <EvidenceFields prefix="case-open" bodyLabel={T.descriptionLabel} failure={failure} />
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
    const failure = failureFor(answer, intent);
    return (
      <Form
        method="post"
        action={action}
        encType="multipart/form-data"
        className="mt-3 space-y-3"
        data-testid={`case-${intent}-form`}
      >
        <input type="hidden" name="intent" value={intent} />
        <Refused failure={failure} />
        <EvidenceFields
          prefix={`case-${intent}`}
          bodyLabel={intent === "answer_case" ? T.answerLabel : T.evidenceTextLabel}
          failure={failure}
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
