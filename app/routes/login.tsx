import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { Alert, Button, Field } from "~/components/ui";
import { AuthLayout, FormError } from "~/components/auth-layout";
import { resendOtp, verifyCredentials } from "~/modules/auth/accounts.server";
import { AUTH_TEXTS } from "~/modules/auth/texts";
import { normalizeEmail } from "~/modules/auth/validation";
import { loginSchema } from "~/modules/auth/forms.server";
import { OAUTH_PROVIDERS } from "~/modules/auth/oauth-providers";
import { getUser, safeRedirectPath, startSession } from "~/modules/auth/guards.server";
import { addToServerCart, parseIncomingLines } from "~/modules/cart/cart.server";
import { addedText } from "~/modules/cart/texts";
import { LISTING_PAGE_TEXTS } from "~/modules/catalog/listing-page-texts";
import { checkLimits } from "~/modules/limits/check-limits.server";
import { formFailureOf } from "~/utils/forms";
import { failForm, formFailure, parseForm, typedValues } from "~/utils/forms.server";
import { clientIp } from "~/utils/request.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Masuk — PasarGame" }];

const STATUS_MESSAGES: Record<string, string> = {
  verified: "Email Anda telah berhasil diverifikasi! Silakan login.",
  otp_resent: "OTP baru telah dikirim ke email Anda.",
  password_updated: "Password berhasil diubah! Silakan login dengan password baru Anda.",
};

/** After login: an explicit `redirect` wins; otherwise sellers to their dashboard, buyers to their profile. */
function destination(role: string, redirectTo: string | null) {
  if (redirectTo) return safeRedirectPath(redirectTo);
  if (role === "seller") return "/seller/dashboard";
  if (role === "buyer") return "/my-account/profile";
  return "/";
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const user = await getUser(request, context);
  if (user) throw redirect(destination(user.role, url.searchParams.get("redirect")));
  const status = url.searchParams.get("status");
  return {
    statusMessage: status ? (STATUS_MESSAGES[status] ?? null) : null,
    verifyEmail: url.searchParams.get("action") === "verify_email" ? (url.searchParams.get("email") ?? "") : null,
    // Prefilled after a verification that could not sign the account in.
    knownEmail: url.searchParams.get("email")?.slice(0, 300) ?? "",
    redirectTo: url.searchParams.get("redirect") ?? "",
    // A visitor's 'Tambah ke Keranjang' (routes/cart.tsx): added once the login succeeds.
    add: (url.searchParams.get("add") ?? "").slice(0, 4000),
  };
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** A refusal of the login form (or its resend button): the form's message; `unverified` offers a new code. */
const refused = (values: Record<string, string>, message: string, status: number, unverified = false) =>
  failForm(formFailure(values, { formError: message }), status, { unverified });

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const redirectTo = String(form.get("redirect") ?? "") || null;

  if (form.get("intent") === "resend-otp") {
    const email = normalizeEmail(String(form.get("email") ?? "")).slice(0, 300);
    if (!email) return refused(typedValues(form), AUTH_TEXTS.resendNeedsEmail, 400);
    // The same answer whether or not the address has an account waiting for a code.
    const sent = await resendOtp(context, email, clientIp(request));
    if (!sent.ok) return refused(typedValues(form), sent.error, sent.status, true);
    throw redirectWithToast(`/verify-otp?email=${encodeURIComponent(email)}&resent=true`, {
      type: "success",
      title: "OTP Terkirim Ulang",
      description: AUTH_TEXTS.otpResent,
    });
  }

  const parsed = await parseForm(form, loginSchema);
  if (!parsed.ok) return failForm(parsed, 400, { unverified: false });
  const { email, password } = parsed.data;
  const values = parsed.values;

  const limited = await checkLimits(context, [
    { limit: "LOGIN_PER_EMAIL_PER_15_MIN", key: `login:email:${email}` },
    { limit: "LOGIN_PER_IP_PER_15_MIN", key: `login:ip:${clientIp(request)}` },
  ]);
  if (limited) return refused(values, limited, 429);

  const result = await verifyCredentials(context, email, password);
  if (!result.ok) {
    if (result.reason === "unverified") return refused(values, AUTH_TEXTS.emailNotVerified, 403, true);
    if (result.reason === "suspended") return refused(values, AUTH_TEXTS.accountSuspended, 403);
    return refused(values, AUTH_TEXTS.invalidCredentials, 401);
  }

  const cookie = await startSession(request, context, result.user.id);
  const wanted = parseIncomingLines([parseJson(String(form.get("add") ?? "").slice(0, 4000))]);
  if (wanted && wanted.length > 0) {
    const { added } = await addToServerCart(context.db, result.user.id, wanted);
    if (added.length > 0)
      throw redirectWithToast(
        destination(result.user.role, redirectTo),
        {
          type: "success",
          title: LISTING_PAGE_TEXTS.addedToCart,
          description: `Login berhasil. ${addedText(added[0]) ?? ""}`.trim(),
        },
        { headers: { "Set-Cookie": cookie } },
      );
  }
  throw redirectWithToast(
    destination(result.user.role, redirectTo),
    { type: "success", title: "Login Berhasil", description: `Selamat datang kembali, ${result.user.username}!` },
    { headers: { "Set-Cookie": cookie } },
  );
}

export default function Login() {
  const { statusMessage, verifyEmail, knownEmail, redirectTo, add } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const failure = formFailureOf(actionData);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";

  // The spec: a status message shows once, then the query is cleared from the address bar.
  useEffect(() => {
    if (!statusMessage) return;
    const url = new URL(window.location.href);
    url.searchParams.delete("status");
    window.history.replaceState(window.history.state, "", url.pathname + url.search);
  }, [statusMessage]);

  const unverified = actionData?.unverified || verifyEmail !== null;
  const email = failure?.values.email ?? verifyEmail ?? knownEmail;
  return (
    <AuthLayout title="Masuk" subtitle="Masuk untuk membeli, menjual dan memantau pesanan Anda.">
      <div className="space-y-3">
        {statusMessage ? (
          <Alert tone="success" testId="status-message">
            {statusMessage}
          </Alert>
        ) : null}
        {actionData?.unverified ? null : <FormError message={failure?.formError} />}
        {unverified ? (
          <Alert tone="info" testId="unverified-notice">
            <p>{actionData?.unverified ? failure?.formError : AUTH_TEXTS.emailNotVerified}</p>
            <Form method="post" className="mt-2">
              <input type="hidden" name="email" value={email} />
              <Button type="submit" name="intent" value="resend-otp" variant="secondary" disabled={busy}>
                Minta OTP Baru
              </Button>
            </Form>
          </Alert>
        ) : null}
      </div>
      <Form method="post" noValidate className="mt-4 space-y-4">
        <input type="hidden" name="redirect" value={redirectTo} />
        {add ? <input type="hidden" name="add" value={add} /> : null}
        <Field label="Email" name="email" type="email" autoComplete="email" defaultValue={email} key={email} />
        <Field label="Password" name="password" type="password" autoComplete="current-password" />
        <div className="flex justify-end text-sm">
          <Link to="/forgot-password" className="text-brand hover:underline">
            Lupa password?
          </Link>
        </div>
        <Button type="submit" name="intent" value="login" className="w-full" disabled={busy}>
          {busy ? "Memproses..." : "Masuk"}
        </Button>
      </Form>
      <div className="mt-6 space-y-2">
        {OAUTH_PROVIDERS.map((p) => (
          <Link
            key={p.id}
            to={`/auth/${p.id}`}
            reloadDocument
            className="flex min-h-11 w-full items-center justify-center rounded-xl border border-surface-200 font-semibold hover:bg-surface-100 dark:border-surface-700 dark:hover:bg-surface-800"
          >
            Masuk dengan {p.name}
          </Link>
        ))}
      </div>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        Belum punya akun?{" "}
        <Link
          to={redirectTo ? `/register?redirect=${encodeURIComponent(redirectTo)}` : "/register"}
          className="font-semibold text-brand hover:underline"
        >
          Daftar
        </Link>{" "}
        ·{" "}
        <Link to="/verify-otp" className="font-semibold text-brand hover:underline">
          Verifikasi email
        </Link>
      </p>
    </AuthLayout>
  );
}
