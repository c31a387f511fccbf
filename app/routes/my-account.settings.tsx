import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { NewPasswordFields } from "~/components/new-password-fields";
import { Button, Card, Field } from "~/components/ui";
import { FormError } from "~/components/auth-layout";
import { changePassword } from "~/modules/auth/accounts.server";
import { AUTH_TEXTS } from "~/modules/auth/texts";
import { changePasswordSchema } from "~/modules/auth/forms.server";
import { requireUser, startSession } from "~/modules/auth/guards.server";
import { AppError } from "~/utils/app-error";
import { errorsOf, formFailureOf } from "~/utils/forms";
import { failForm, formFailure, parseForm, refuseForm } from "~/utils/forms.server";
import { DeleteAccountCard } from "~/components/account/delete-account";
import { clearSessionCookie } from "~/modules/auth/session.server";
import { deleteAccount } from "~/modules/users/deletion.server";
import { redirectWithToast } from "~/utils/toast.server";
import { lastExportAt } from "~/modules/users/data-export.server";
import { myRequests, submitWrittenRequest } from "~/modules/users/data-requests.server";
import { dataRequestSchema } from "~/modules/users/forms.server";
import { CONSENT_TEXTS, DATA_REQUEST_TEXTS, DATA_TEXTS, DELETION_TEXTS } from "~/modules/users/texts";
import { DataRequestsCard } from "~/components/account/data-requests";
import { ConsentsCard } from "~/components/account/consents";
import { loadConsents, saveConsents } from "~/modules/users/consents.server";
import { formatLongDate } from "~/utils/format-date";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const [exportedAt, requests, consents] = await Promise.all([
    lastExportAt(context, user.id),
    myRequests(context, user.id),
    loadConsents(context, user.id),
  ]);
  return { lastExportAt: exportedAt, requests, consents };
}

/** A written request about one's data (correction, objection, other): recorded open for staff. */
async function writtenRequest(form: FormData, userId: string, context: ActionFunctionArgs["context"]) {
  const parsed = await parseForm(form, dataRequestSchema);
  if (!parsed.ok) return failForm(parsed, 400, { form: "data_request" as const });
  const outcome = await submitWrittenRequest(context, userId, parsed.data);
  if (!outcome.ok)
    return failForm(formFailure(parsed.values, { formError: DATA_REQUEST_TEXTS.tooMany }), 429, {
      form: "data_request" as const,
    });
  throw redirectWithToast("/my-account/settings", {
    type: "success",
    title: DATA_REQUEST_TEXTS.sentTitle,
    description: DATA_REQUEST_TEXTS.sent(formatLongDate(outcome.dueAt)),
  });
}

/**
 * Change password (every session of the account is revoked; this browser gets a fresh one), or
 * delete the account (`intent=delete_account`: refused with what to finish first, else signed out),
 * write a request about one's data (`intent=data_request`), or save the consents (`intent=consents`).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  if (form.get("intent") === "data_request") return writtenRequest(form, user.id, context);
  if (form.get("intent") === "consents") {
    // A box left unticked is not sent: unticked means withdrawn.
    const changed = await saveConsents(context, user.id, {
      marketingEmail: form.get("marketingEmail") === "1",
      marketingPush: form.get("marketingPush") === "1",
    });
    throw redirectWithToast("/my-account/settings", {
      type: "success",
      title: CONSENT_TEXTS.savedTitle,
      ...(changed.length ? {} : { description: CONSENT_TEXTS.unchanged }),
    });
  }
  if (form.get("intent") === "delete_account") {
    const outcome = await deleteAccount(context, user.id, String(form.get("deletePassword") ?? ""));
    if (outcome.ok)
      throw redirectWithToast(
        "/",
        { type: "success", title: DELETION_TEXTS.deletedTitle, description: DELETION_TEXTS.deleted },
        { headers: { "Set-Cookie": clearSessionCookie(request) } },
      );
    if (outcome.reason === "password")
      return refuseForm(
        new AppError(DELETION_TEXTS.refusedTitle, DELETION_TEXTS.passwordWrong, 400, "deletePassword"),
        {},
        400,
        { form: "delete" as const, blockers: null },
      );
    return failForm(formFailure({}, { formError: DELETION_TEXTS.refusedTitle }), 409, {
      form: "delete" as const,
      blockers: outcome.blockers,
    });
  }
  const parsed = await parseForm(form, changePasswordSchema);
  if (!parsed.ok) return failForm(parsed);
  const { currentPassword, password } = parsed.data;

  const changed = await changePassword(context, user.id, currentPassword, password);
  if (!changed.ok) {
    const wrong = new AppError(AUTH_TEXTS.passwordFailed, AUTH_TEXTS.currentPasswordWrong, 400, "currentPassword");
    return refuseForm(wrong, parsed.values);
  }
  const cookie = await startSession(request, context, user.id);
  throw redirectWithToast(
    "/my-account/settings",
    { type: "success", title: "Password Diperbarui", description: "Sesi di perangkat lain telah dikeluarkan." },
    { headers: { "Set-Cookie": cookie } },
  );
}

export default function SettingsTab() {
  const actionData = useActionData<typeof action>();
  const which = (actionData as { form?: string } | undefined)?.form;
  const deleting = which === "delete";
  const requestFailure = which === "data_request" ? formFailureOf(actionData) : null;
  const failure = which ? null : formFailureOf(actionData);
  const deleteFailure = deleting ? formFailureOf(actionData) : null;
  const blockers = deleting ? ((actionData as { blockers?: string[] | null }).blockers ?? null) : null;
  const busy = useNavigation().state === "submitting";
  const { lastExportAt: exportedAt, requests, consents } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <Card>
        <h2 className="text-lg font-bold">Ubah Password</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Setelah password diubah, semua perangkat lain akan keluar otomatis.
        </p>
        <Form method="post" noValidate className="mt-4 space-y-4">
          <FormError message={failure?.formError} />
          <Field
            label="Password Saat Ini"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            error={errorsOf(failure, "currentPassword")}
          />
          <NewPasswordFields errorsOf={(name) => errorsOf(failure, name)} hint={AUTH_TEXTS.newPasswordTooShort} />
          <Button type="submit" disabled={busy}>
            {busy ? "Menyimpan..." : "Simpan Password"}
          </Button>
        </Form>
      </Card>
      <Card>
        <section aria-labelledby="my-data" data-testid="my-data">
          <h2 id="my-data" className="text-lg font-bold">
            {DATA_TEXTS.heading}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{DATA_TEXTS.intro}</p>
          {/* A plain link: the download works without JavaScript. */}
          <a
            href="/my-account/data-export"
            download
            className="mt-4 inline-flex min-h-11 items-center rounded-xl bg-accent-500 px-5 font-semibold text-white hover:bg-accent-600"
            data-testid="data-export"
          >
            {DATA_TEXTS.download}
          </a>
          {exportedAt ? (
            <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
              {DATA_TEXTS.last(formatLongDate(exportedAt))}
            </p>
          ) : null}
        </section>
      </Card>
      <ConsentsCard consents={consents} />
      <DataRequestsCard
        requests={requests}
        error={
          requestFailure ? (Object.values(requestFailure.fieldErrors).flat()[0] ?? requestFailure.formError) : null
        }
        values={requestFailure?.values ?? {}}
      />
      <DeleteAccountCard blockers={blockers} passwordError={errorsOf(deleteFailure, "deletePassword")} />
    </div>
  );
}
