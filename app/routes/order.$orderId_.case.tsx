/**
 * /order/{id}/case — a dispute as a case: the buyer opens it here (preset reason, description,
 * evidence images and video links: a multipart form, so it has its own route and body limit), the
 * seller answers, both add evidence until staff decide; everyone with access reads its timeline.
 * The order page shows the same timeline and forms, which post here. Works without JavaScript: a
 * refusal renders this page again with what was typed (images must be chosen again).
 * modules/cases/steps.server.ts holds the rules.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OrderSubHeader } from "~/components/orders/order-sub-header";
import { CaseForms, CaseTimeline, OpenCaseForm, type CaseAnswer } from "~/components/orders/case-timeline";
import { Alert, Card } from "~/components/ui";
import { requireUser } from "~/modules/auth/guards.server";
import { orderSubPage } from "~/modules/orders/access.server";
import { caseView } from "~/modules/cases/views.server";
import { takeCaseStep } from "~/modules/cases/steps.server";
import { answerStep } from "~/utils/step-outcome.server";
import { transition } from "~/modules/orders/escrow";
import { CASE_TEXTS as T } from "~/modules/cases/texts";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { order, role, now, heading } = await orderSubPage(context, request, params.orderId ?? "");
  return {
    ...heading,
    canOpen: transition(order, "dispute", role, now).ok,
    view: await caseView(context.db, order, role, now),
  };
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  return answerStep(await takeCaseStep(context, params.orderId ?? "", user, request));
}

export const meta: MetaFunction = () => [{ title: `${T.heading} — PasarGame` }, { name: "robots", content: "noindex" }];

export default function CasePage() {
  const { orderId, orderNumber, productTitle, canOpen, view } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as CaseAnswer | undefined;
  // A refused step (the order's state, who asks) shows here; a refused form's messages at its fields.
  const refusal = answer?.error ?? null;
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-6">
      <OrderSubHeader orderId={orderId} orderNumber={orderNumber} productTitle={productTitle} title={T.heading} />
      <div className="mt-6 space-y-6">
        {refusal ? (
          <Alert testId="case-refusal">
            <p className="font-semibold">{refusal.title}</p>
            <p>{refusal.message}</p>
          </Alert>
        ) : null}
        {canOpen ? (
          <Card>
            <h2 className="text-lg font-bold">{T.openHeading}</h2>
            <OpenCaseForm orderId={orderId} answer={answer} />
          </Card>
        ) : null}
        {view ? <CaseTimeline view={view} /> : null}
        {view ? <CaseForms orderId={orderId} view={view} answer={answer?.error ? undefined : answer} /> : null}
      </div>
    </main>
  );
}
