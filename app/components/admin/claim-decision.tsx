/** Staff's decision on a warranty claim: the amount back to the buyer (all by default) or release, with a reason. */
import { Form } from "@remix-run/react";
import { TextareaField } from "~/components/form-controls";
import { Alert, Card, Field } from "~/components/ui";
import { WARRANTY_TEXTS as W } from "~/modules/cases/texts";

export type ClaimDecisionAnswer = {
  intent?: string;
  fieldErrors?: { decisionReason?: string; refundAmount?: string };
  values?: { decisionReason?: string; refundAmount?: string } | null;
  error?: { title: string; message: string };
};

export function ClaimDecision({
  totalAmount,
  result,
  busy,
}: {
  totalAmount: number;
  result: ClaimDecisionAnswer | undefined;
  busy: boolean;
}) {
  const mine = result?.intent?.startsWith("claim_") ? result : undefined;
  const errors = mine?.fieldErrors ?? {};
  const values = mine?.values ?? {};
  return (
    <Card className="space-y-3 p-4 sm:p-6">
      <h3 className="font-bold">{W.decisionHeading}</h3>
      {result?.error ? (
        <Alert testId="claim-decision-refusal">
          <strong>{result.error.title}</strong> — {result.error.message}
        </Alert>
      ) : null}
      <Form method="post" className="space-y-4" data-testid="claim-decision-form">
        <Field
          id="refund-amount"
          label={W.refundAmountLabel}
          name="refundAmount"
          inputMode="numeric"
          defaultValue={values.refundAmount ?? String(totalAmount)}
          error={errors.refundAmount}
        />
        <TextareaField
          id="claim-decision-reason"
          label="Alasan Keputusan"
          name="decisionReason"
          rows={3}
          defaultValue={values.decisionReason}
          error={errors.decisionReason}
        />
        <div className="flex flex-col gap-3 sm:flex-row">
          <button
            type="submit"
            name="intent"
            value="claim_refund"
            disabled={busy}
            className="min-h-11 rounded-xl bg-red-600 px-5 font-semibold text-white disabled:opacity-60"
          >
            {W.decideRefund}
          </button>
          <button
            type="submit"
            name="intent"
            value="claim_release"
            disabled={busy}
            className="min-h-11 rounded-xl bg-accent-500 px-5 font-semibold text-white hover:bg-accent-600 disabled:opacity-60"
          >
            {W.decideRelease}
          </button>
        </div>
      </Form>
    </Card>
  );
}
