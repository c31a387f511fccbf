import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { NewPasswordFields } from "~/components/new-password-fields";
import { useEffect } from "react";
import { Alert, Button } from "~/components/ui";
import { AuthLayout, FormError } from "~/components/auth-layout";
import { findValidResetToken, resetPassword } from "~/modules/auth/accounts.server";
import { AUTH_TEXTS } from "~/modules/auth/texts";
import { newPasswordSchema } from "~/modules/auth/forms.server";
import { clearSessionCookie } from "~/modules/auth/guards.server";
import { errorsOf, formFailureOf } from "~/utils/forms";
import { failForm, formFailure, parseForm } from "~/utils/forms.server";

export const meta: MetaFunction = () => [{ title: "Password Baru — PasarGame" }];

const REDIRECT_AFTER_MS = 3_000;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, valid: Boolean(await findValidResetToken(context, token)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await parseForm(request, newPasswordSchema);
  if (!parsed.ok) return failForm(parsed);
  const { token, password } = parsed.data;
  if (!(await resetPassword(context, token, password))) {
    return failForm(formFailure({}, { formError: AUTH_TEXTS.resetLinkInvalid }));
  }
  // Every session of the account was revoked; this browser's cookie goes too.
  return data(
    { ok: true, message: "Password berhasil diubah! Anda akan diarahkan ke halaman login." },
    { headers: { "Set-Cookie": clearSessionCookie(request) } },
  );
}

export default function UpdatePassword() {
  const { token, valid } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const navigate = useNavigate();
  const done = actionData && "ok" in actionData ? actionData : null;
  const failure = formFailureOf(actionData);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate("/login?status=password_updated"), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (done) {
    return (
      <AuthLayout title="Password Diperbarui">
        <Alert tone="success" testId="form-success">
          {done.message}
        </Alert>
        {/* Without JavaScript the timer cannot run; the link does the same. */}
        <noscript>
          <a href="/login?status=password_updated">Ke halaman login</a>
        </noscript>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Buat Password Baru">
      {!valid && !actionData ? (
        <div className="mb-4">
          <Alert testId="form-error">{AUTH_TEXTS.resetLinkInvalid}</Alert>
        </div>
      ) : null}
      {failure?.formError ? (
        <div className="mb-4">
          <FormError message={failure.formError} />
        </div>
      ) : null}
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields errorsOf={(name) => errorsOf(failure, name)} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Menyimpan..." : "Simpan Password"}
        </Button>
      </Form>
    </AuthLayout>
  );
}
