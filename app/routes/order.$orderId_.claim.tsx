/**
 * /order/{id}/claim — the warranty claim of a completed account order. The buyer files it here
 * (reason, description, evidence images: a multipart form, so it has its own route and body limit)
 * and the seller answers it with an offered fix; both read the claim as it stands. Works without
 * JavaScript: a refusal renders this page again with what was typed (images must be chosen again).
 * modules/cases/warranty-claims.server.ts holds the rules.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { OrderSubHeader } from "~/components/orders/order-sub-header";
import { FormError } from "~/components/auth-layout";
import { FieldShell, fieldControlProps } from "~/components/field-shell";
import { RadioChoices, TextareaField } from "~/components/form-controls";
import { CaseForms, CaseTimeline, type CaseAnswer } from "~/components/orders/case-timeline";
import { DeadlineCountdown } from "~/components/orders/deadline-countdown";
import { StoredChecklist } from "~/components/orders/secure-checklist";
import { WarrantyCard } from "~/components/orders/warranty-card";
import { Alert, Card } from "~/components/ui";
import { requireUser } from "~/modules/auth/guards.server";
import { orderSubPage } from "~/modules/orders/access.server";
import { caseView } from "~/modules/cases/views.server";
import { takeCaseStep } from "~/modules/cases/steps.server";
import { answerStep } from "~/utils/step-outcome.server";
import { CASE_TEXTS } from "~/modules/cases/texts";
import { CLAIM_OFFER_LABELS, CLAIM_REASON_LABELS, WARRANTY_TEXTS as T } from "~/modules/cases/texts";
import { takeClaimStep, warrantyView } from "~/modules/cases/warranty-claims.server";
import {
  CLAIM_ANSWER_MAX_LENGTH,
  CLAIM_DESCRIPTION_MAX_LENGTH,
  MAX_EVIDENCE_FILES,
} from "~/modules/cases/warranty-rules";
import { IMAGE_ACCEPT } from "~/modules/listings/images";
import { errorsOf, formFailureOf } from "~/utils/forms";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { order, role, now, heading } = await orderSubPage(context, request, params.orderId ?? "");
  return {
    ...heading,
    role,
    warranty: await warrantyView(context.db, order, role, now),
    claimCase: await caseView(context.db, order, role, now, "claim"),
    now,
    secureChecklist: order.secureChecklist,
  };
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  // Evidence either party adds to the open claim is a case step like a dispute's.
  const intent = (await request.clone().formData()).get("intent");
  if (intent === "case_evidence") return answerStep(await takeCaseStep(context, params.orderId ?? "", user, request));
  return answerStep(await takeClaimStep(context, params.orderId ?? "", user, request));
}

export const meta: MetaFunction = () => [
  { title: `${T.claimHeading} — PasarGame` },
  { name: "robots", content: "noindex" },
];

export default function ClaimPage() {
  const { orderId, orderNumber, productTitle, role, warranty, secureChecklist, claimCase, now } =
    useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as CaseAnswer | undefined;
  const busy = useNavigation().state === "submitting";
  const orderPath = `/order/${encodeURIComponent(orderId)}`;
  // A refused form comes back under its intent with every field's messages and what was typed.
  const failure = formFailureOf(answer);
  const claimFailure = answer?.intent === "claim_warranty" ? failure : null;
  const answerFailure = answer?.intent === "answer_claim" ? failure : null;
  const claimValues = claimFailure?.values ?? {};
  const evidenceField = {
    id: "claim-evidence",
    label: T.evidenceLabel,
    name: "evidence",
    error: errorsOf(claimFailure, "evidence"),
  };
  const linksField = {
    id: "claim-links",
    label: CASE_TEXTS.linksLabel,
    name: "links",
    error: errorsOf(claimFailure, "links"),
  };
  // A refused step (the order's state, who asks) shows at the top.
  const refusal = answer?.error ?? null;
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-6">
      <OrderSubHeader orderId={orderId} orderNumber={orderNumber} productTitle={productTitle} title={T.claimSection} />
      <div className="mt-6 space-y-6">
        {refusal ? (
          <Alert testId="claim-refusal">
            <p className="font-semibold">{refusal.title}</p>
            <p>{refusal.message}</p>
          </Alert>
        ) : null}
        {!warranty ? (
          <Alert tone="info">{T.noWarranty}</Alert>
        ) : (
          <WarrantyCard
            warranty={warranty}
            role={role}
            claimPath={`${orderPath}/claim`}
            claimInTimeline={claimCase !== null}
          />
        )}
        {claimCase?.deadline ? (
          <DeadlineCountdown deadlineAt={claimCase.deadline.at} label={claimCase.deadline.label} now={now} />
        ) : null}
        {claimCase ? <CaseTimeline view={claimCase} /> : null}
        {claimCase ? (
          <CaseForms
            orderId={orderId}
            view={claimCase}
            answer={answer?.intent === "case_evidence" ? answer : undefined}
          />
        ) : null}
        {warranty?.canClaim ? (
          <Card>
            <h2 className="text-lg font-bold">{T.claimHeading}</h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{T.claimHint}</p>
            <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4" data-testid="claim-form">
              <input type="hidden" name="intent" value="claim_warranty" />
              {claimFailure ? <FormError message={claimFailure.formError ?? T.claimFailedTitle} /> : null}
              <RadioChoices
                legend={T.reasonLabel}
                name="reason"
                choices={Object.entries(CLAIM_REASON_LABELS)}
                checked={claimValues.reason}
                error={errorsOf(claimFailure, "reason")}
              />
              <TextareaField
                id="claim-description"
                label={T.descriptionLabel}
                name="description"
                rows={5}
                maxLength={CLAIM_DESCRIPTION_MAX_LENGTH}
                defaultValue={claimValues.description}
                error={errorsOf(claimFailure, "description")}
              />
              <FieldShell {...evidenceField}>
                <input
                  {...fieldControlProps(evidenceField)}
                  type="file"
                  accept={IMAGE_ACCEPT}
                  multiple
                  data-max-files={MAX_EVIDENCE_FILES}
                  className="block w-full text-sm"
                />
              </FieldShell>
              <FieldShell {...linksField}>
                <textarea
                  {...fieldControlProps(linksField)}
                  rows={2}
                  inputMode="url"
                  defaultValue={claimValues.links}
                  className="block w-full rounded-xl border border-surface-200 bg-surface-50 px-3 py-2 text-base dark:border-surface-700 dark:bg-surface-950"
                />
              </FieldShell>
              {secureChecklist ? <StoredChecklist checklist={secureChecklist} /> : null}
              <button
                type="submit"
                disabled={busy}
                className="inline-flex min-h-11 items-center rounded-xl bg-accent-500 px-5 font-semibold text-white hover:bg-accent-600 disabled:opacity-60"
              >
                {T.submitClaim}
              </button>
            </Form>
          </Card>
        ) : null}
        {warranty?.canAnswer ? (
          <Card>
            <h2 className="text-lg font-bold">{T.answerHeading}</h2>
            {warranty.claim?.answerDueAt ? (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {T.answerDue(warranty.claim.answerDueAt)}
              </p>
            ) : null}
            <Form method="post" className="mt-4 space-y-4" data-testid="answer-form">
              <input type="hidden" name="intent" value="answer_claim" />
              {answerFailure ? <FormError message={answerFailure.formError ?? T.claimFailedTitle} /> : null}
              <RadioChoices
                legend={T.offerLabel}
                name="offer"
                choices={Object.entries(CLAIM_OFFER_LABELS)}
                checked={answerFailure?.values.offer}
                error={errorsOf(answerFailure, "offer")}
              />
              <TextareaField
                id="claim-answer"
                label={T.answerLabel}
                name="answer"
                rows={4}
                maxLength={CLAIM_ANSWER_MAX_LENGTH}
                defaultValue={answerFailure?.values.answer}
                error={errorsOf(answerFailure, "answer")}
              />
              <button
                type="submit"
                disabled={busy}
                className="inline-flex min-h-11 items-center rounded-xl bg-accent-500 px-5 font-semibold text-white hover:bg-accent-600 disabled:opacity-60"
              >
                {T.submitAnswer}
              </button>
            </Form>
          </Card>
        ) : null}
        {role === "admin" ? (
          <Link
            to={`/admin/disputes/${encodeURIComponent(orderId)}`}
            className="inline-flex min-h-11 items-center text-brand"
          >
            {T.decisionHeading}
          </Link>
        ) : null}
      </div>
    </main>
  );
}
