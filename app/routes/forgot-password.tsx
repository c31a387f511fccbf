import { type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { Alert, Button, Field } from "~/components/ui";
import { AuthLayout, FormError } from "~/components/auth-layout";
import { createPasswordResetToken, findByEmail } from "~/modules/auth/accounts.server";
import { sendPasswordReset } from "~/modules/auth/mailer.server";
import { AUTH_TEXTS } from "~/modules/auth/texts";
import { forgotPasswordSchema } from "~/modules/auth/forms.server";
import { publicOrigin } from "~/utils/public-origin";
import { checkLimits } from "~/modules/limits/check-limits.server";
import { errorsOf, formFailureOf } from "~/utils/forms";
import { failForm, formFailure, parseForm } from "~/utils/forms.server";
import { clientIp } from "~/utils/request.server";

export const meta: MetaFunction = () => [{ title: "Lupa Password — PasarGame" }];

/**
 * Answers the same way whether or not the address has an account (no e-mail oracle). Only a
 * mailer outage is reported, because then nobody gets a mail. The link points at the configured
 * PUBLIC_ORIGIN, never at the request's Host; without one no link is sent to anybody (a 503 with
 * a clear message, the same for every address).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await parseForm(request, forgotPasswordSchema);
  if (!parsed.ok) return failForm(parsed);
  const { email } = parsed.data;
  const refused = (message: string, status: number) =>
    failForm(formFailure(parsed.values, { formError: message }), status);

  const origin = publicOrigin(context.env.PUBLIC_ORIGIN);
  if (!origin) {
    console.error("forgot-password: PUBLIC_ORIGIN is not configured; no reset links can be sent");
    return refused(AUTH_TEXTS.resetUnavailable, 503);
  }

  const limited = await checkLimits(context, [
    { limit: "RESET_PER_EMAIL_PER_HOUR", key: `reset:email:${email}` },
    { limit: "RESET_PER_IP_PER_HOUR", key: `reset:ip:${clientIp(request)}` },
  ]);
  if (limited) return refused(limited, 429);

  const user = await findByEmail(context, email);
  if (user && user.status === "active") {
    const token = await createPasswordResetToken(context, user.id);
    const resetUrl = `${origin}/update-password?token=${token}`;
    // A name only for a proved address: an unverified one's was chosen by whoever registered it.
    const name = user.emailVerifiedAt || user.isVerified ? user.username : null;
    const sent = await sendPasswordReset(context.env, user.email, name, resetUrl);
    if (!sent.ok) return refused(AUTH_TEXTS.resetMailFailed, 502);
  }
  return { sent: AUTH_TEXTS.resetSent, email };
}

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const failure = formFailureOf(actionData);
  const sent = actionData && "sent" in actionData ? actionData.sent : null;
  const email = actionData && "sent" in actionData ? actionData.email : failure?.values.email;
  return (
    <AuthLayout
      title="Lupa Password"
      subtitle="Masukkan email akun Anda. Kami kirimkan link untuk membuat password baru."
    >
      {sent ? (
        <div className="mb-4">
          <Alert tone="success" testId="form-success">
            <strong className="block">Email Reset Terkirim</strong>
            {sent}
          </Alert>
        </div>
      ) : null}
      {failure?.formError ? (
        <div className="mb-4">
          <FormError message={failure.formError} />
        </div>
      ) : null}
      <Form method="post" noValidate className="space-y-4">
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={email}
          error={errorsOf(failure, "email")}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Mengirim..." : "Kirim Link Reset"}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-semibold text-brand hover:underline">
          Kembali ke halaman masuk
        </Link>
      </p>
    </AuthLayout>
  );
}
