/**
 * /seller/verification — the seller's identity verification (issue 34 point 3): its status and a
 * rejection's reason, and the form (KTP data, NPWP or the turnover statement, two photos uploaded
 * straight to private storage) when there is none yet or it was rejected. Sellers only (403).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BadgeCheck } from "lucide-react";
import { useState } from "react";
import { FieldMessages } from "~/components/field-shell";
import { TextareaField } from "~/components/form-controls";
import { IdentityPhoto } from "~/components/seller/identity-photo";
import { Alert, Button, Card, Field } from "~/components/ui";
import { forbidden, requireUser } from "~/modules/auth/guards.server";
import { pageMeta } from "~/modules/content/meta";
import { submitVerification, verificationSummary } from "~/modules/sellers/verification.server";
import { VERIFICATION_PATH, VERIFICATION_TEXTS as T } from "~/modules/sellers/texts";
import { refusalAnswer } from "~/utils/guard-responses.server";
import { failForm, type FormFailure } from "~/utils/forms.server";
import { formatLongDate } from "~/utils/format-date";
import { redirectWithToast } from "~/utils/toast.server";

const LOGIN_TEXT = "Silakan login sebagai penjual untuk verifikasi identitas.";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context, LOGIN_TEXT);
  if (user.role !== "seller") throw forbidden(T.notSeller);
  return { verified: user.isVerified, request: await verificationSummary(context, user.id) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context, LOGIN_TEXT);
  if (user.role !== "seller") throw forbidden(T.notSeller);
  let result;
  try {
    result = await submitVerification(context, user, await request.formData());
  } catch (error) {
    throw refusalAnswer(error);
  }
  if (!result.ok) return failForm(result.failure, result.status);
  throw redirectWithToast(VERIFICATION_PATH, { type: "success", title: T.submittedTitle, description: T.submitted });
}

export const meta: MetaFunction = () => pageMeta(T.heading, T.intro);

export default function SellerVerification() {
  const { verified, request } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as FormFailure | undefined;
  const canSubmit = !request || request.status === "rejected";
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <div className="space-y-2">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          {T.heading}
          {verified ? <BadgeCheck className="size-6 text-sky-500" aria-label={T.badge} /> : null}
        </h1>
        <p className="text-slate-600 dark:text-slate-400">{T.intro}</p>
        <Link to="/seller/dashboard" className="text-sm text-brand underline">
          Kembali ke dashboard
        </Link>
      </div>
      {request ? (
        <Card className="space-y-2 p-4">
          <p data-testid="verification-status">
            Status: <strong>{T.status[request.status]}</strong>
            {request.reviewedAt
              ? ` (${formatLongDate(request.reviewedAt)})`
              : ` (dikirim ${formatLongDate(request.submittedAt)})`}
          </p>
          {request.fullName ? (
            <p className="text-sm">
              {request.fullName} · NIK {request.nikMasked}
            </p>
          ) : null}
          {request.status === "approved" ? <Alert tone="success">{T.approvedBody}</Alert> : null}
          {request.status === "rejected" ? (
            <Alert testId="verification-reason">{T.rejectedBody(request.reason ?? "")}</Alert>
          ) : null}
        </Card>
      ) : null}
      {canSubmit ? <VerificationForm failure={failure} resubmit={Boolean(request)} /> : null}
    </main>
  );
}

function VerificationForm({ failure, resubmit }: { failure?: FormFailure; resubmit: boolean }) {
  const busy = useNavigation().state !== "idle";
  const values = failure?.values ?? {};
  const errors = failure?.fieldErrors ?? {};
  const [basis, setBasis] = useState(values.taxBasis ?? "npwp");
  return (
    <Card className="p-4">
      <Form method="post" className="space-y-4" data-testid="verification-form">
        {failure?.formError ? <Alert testId="form-error">{failure.formError}</Alert> : null}
        <Field
          label={T.fullName}
          name="fullName"
          defaultValue={values.fullName}
          error={errors.fullName}
          autoComplete="name"
        />
        <Field
          label={T.nik}
          name="nik"
          inputMode="numeric"
          maxLength={16}
          defaultValue={values.nik}
          error={errors.nik}
        />
        <TextareaField label={T.address} name="address" defaultValue={values.address} error={errors.address} />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{T.taxBasis}</legend>
          {(
            [
              ["npwp", T.taxNpwp],
              ["turnover_statement", T.taxTurnover],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="radio"
                name="taxBasis"
                value={value}
                checked={basis === value}
                onChange={() => setBasis(value)}
                className="size-5 accent-brand"
              />
              {label}
            </label>
          ))}
          <FieldMessages id="field-taxBasis-error" name="taxBasis" error={errors.taxBasis} />
        </fieldset>
        {basis === "npwp" ? (
          <Field label={T.npwp} name="npwp" inputMode="numeric" defaultValue={values.npwp} error={errors.npwp} />
        ) : (
          <div className="space-y-1">
            <label className="flex items-start gap-3 text-sm">
              <input type="checkbox" name="turnoverStatement" className="mt-1 size-5 accent-brand" />
              {T.turnoverStatement}
            </label>
            <FieldMessages
              id="field-turnoverStatement-error"
              name="turnoverStatement"
              error={errors.turnoverStatement}
            />
          </div>
        )}
        <IdentityPhoto name="ktpUpload" label={T.ktp} error={errors.ktpUpload} />
        <IdentityPhoto name="selfieUpload" label={T.selfie} error={errors.selfieUpload} />
        <Button type="submit" disabled={busy}>
          {resubmit ? T.resubmit : T.submit}
        </Button>
      </Form>
    </Card>
  );
}
