import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { OtpInput } from "~/components/otp-input";
import { Alert, Button } from "~/components/ui";
import { AuthLayout } from "~/components/auth-layout";
import { markEmailVerified, resendOtp } from "~/modules/auth/accounts.server";
import { DEFAULT_LIMITS } from "~/modules/limits/limits";
import { verifyOtp } from "~/modules/auth/mailer.server";
import { safeRedirectPath, startSession } from "~/modules/auth/guards.server";
import { AUTH_TEXTS } from "~/modules/auth/texts";
import { normalizeEmail } from "~/modules/auth/validation";
import { otpSchema } from "~/modules/auth/forms.server";
import { AppError } from "~/utils/app-error";
import { refuse } from "~/utils/refuse.server";
import { formFailureOf } from "~/utils/forms";
import { failForm, formFailure, parseForm } from "~/utils/forms.server";
import { clientIp } from "~/utils/request.server";
import { redirectWithToast } from "~/utils/toast.server";
import { useHydrated } from "~/utils/use-hydrated";

export const meta: MetaFunction = () => [{ title: "Verifikasi Email — PasarGame" }];

/** Where to go once verified and signed in: the page the visitor came for (same site only), else home. */
const destinationOf = (value: FormDataEntryValue | string | null) => safeRedirectPath(value, "/");

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const email = url.searchParams.get("email")?.trim();
  if (!email) {
    throw redirectWithToast("/register", {
      type: "error",
      title: AUTH_TEXTS.otpFailed,
      description: "Email tidak ditemukan. Silakan coba daftar ulang.",
    });
  }
  const redirectTo = url.searchParams.get("redirect");
  return {
    email,
    resent: url.searchParams.get("resent") === "true",
    redirectTo: redirectTo ? destinationOf(redirectTo) : "",
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "resend") {
    // The resend button has no fields to check: it is refused as an action is (`{ error }`).
    const refused = (message: string, status: number) =>
      refuse(new AppError(AUTH_TEXTS.resendFailed, message, status), null, { intent: "resend" as const });
    const email = normalizeEmail(String(form.get("email") ?? ""));
    if (!email) return refused(AUTH_TEXTS.resendNeedsEmail, 400);
    // The same answer whether or not the address has an account waiting for a code; the mail
    // greets the account's own name (a `username` in the form is ignored).
    const sent = await resendOtp(context, email, clientIp(request));
    if (!sent.ok) return refused(sent.error, sent.status);
    return data({ resent: AUTH_TEXTS.otpResent });
  }

  /** A refusal of the verify form after its fields were fine (the code is never echoed). */
  const refused = (message: string, status: number) =>
    failForm(formFailure({}, { formError: message }), status, { intent: "verify" as const });

  const parsed = await parseForm(form, otpSchema, { secret: ["otp"] });
  if (!parsed.ok) return failForm(parsed, 400, { intent: "verify" });
  const { email, otp } = parsed.data;
  const verified = await verifyOtp(context.env, email, otp);
  if (!verified.ok) {
    const message = verified.status === 429 ? verified.error : AUTH_TEXTS.otpWrong;
    return refused(message, verified.status);
  }
  const user = await markEmailVerified(context, email);
  if (!user) {
    // Verified but not allowed in (suspended): the login page explains, with the address filled in.
    throw redirectWithToast(`/login?status=verified&email=${encodeURIComponent(email)}`, {
      type: "success",
      title: "Verifikasi Berhasil",
      description: "Email Anda telah berhasil diverifikasi! Silakan login.",
    });
  }
  // The code proved the address: sign in as login does, and go where the visitor was heading.
  const cookie = await startSession(request, context, user.id);
  throw redirectWithToast(
    destinationOf(parsed.data.redirect),
    { type: "success", title: "Verifikasi Berhasil", description: AUTH_TEXTS.verifiedSignedIn(user.username) },
    { headers: { "Set-Cookie": cookie } },
  );
}

function useCountdown(seconds: number, restartKey: unknown) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, restartKey]);
  return left;
}

export default function VerifyOtp() {
  const { email, redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [complete, setComplete] = useState(false);
  const hydrated = useHydrated();
  const resent = actionData && "resent" in actionData ? actionData.resent : null;
  const failure = formFailureOf(actionData);
  // Every message of a refused form: the OTP boxes and the hidden address have no place of their own.
  const resendError = actionData && "error" in actionData ? actionData.error.message : null;
  const problems = failure
    ? [failure.formError, ...Object.values(failure.fieldErrors).flat()].filter(Boolean)
    : [resendError].filter(Boolean);
  const cooldown = useCountdown(DEFAULT_LIMITS.OTP_RESEND_COOLDOWN_SECONDS, resent ? actionData : null);
  const busy = navigation.state === "submitting";
  const intent = navigation.formData?.get("intent");

  return (
    <AuthLayout
      title="Verifikasi Email"
      subtitle={
        <>
          Masukkan 6 digit kode yang kami kirim ke <strong className="break-all">{email}</strong>. Kode berlaku 10
          menit.
        </>
      }
    >
      {resent || problems.length > 0 ? (
        <div className="mb-4">
          <Alert tone={resent ? "success" : "error"} testId={resent ? "form-success" : "form-error"}>
            {resent ??
              problems.map((message) => (
                <span key={message} className="block">
                  {message}
                </span>
              ))}
          </Alert>
        </div>
      ) : null}
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="email" value={email} />
        {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
        <OtpInput onComplete={setComplete} />
        <Button
          type="submit"
          name="intent"
          value="verify"
          className="w-full"
          disabled={(hydrated && !complete) || busy}
        >
          {busy && intent === "verify" ? "Memverifikasi..." : "Verifikasi"}
        </Button>
      </Form>
      <Form method="post" className="mt-4 text-center text-sm">
        <input type="hidden" name="email" value={email} />
        <p className="text-slate-600 dark:text-slate-400">Tidak menerima kode?</p>
        <Button
          type="submit"
          name="intent"
          value="resend"
          variant="ghost"
          disabled={(hydrated && cooldown > 0) || busy}
          data-testid="resend-otp"
        >
          {busy && intent === "resend"
            ? "Mengirim..."
            : hydrated && cooldown > 0
              ? `Kirim ulang dalam ${cooldown} detik`
              : "Kirim Ulang OTP"}
        </Button>
      </Form>
    </AuthLayout>
  );
}
