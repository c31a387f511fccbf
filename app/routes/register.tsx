import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Button, Field } from "~/components/ui";
import { AuthLayout, FormError } from "~/components/auth-layout";
import { register } from "~/modules/auth/accounts.server";
import { getUser, safeRedirectPath } from "~/modules/auth/guards.server";
import { checkLimits } from "~/modules/limits/check-limits.server";
import { AUTH_TEXTS } from "~/modules/auth/texts";
import { registrationSchema } from "~/modules/auth/forms.server";
import { REGISTRATION_ORDER } from "~/modules/auth/validation";
import { AppError } from "~/utils/app-error";
import { errorsOf, formFailureOf, type FormFailure } from "~/utils/forms";
import { failForm, parseForm, refuseForm } from "~/utils/forms.server";
import { clientIp } from "~/utils/request.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Daftar — PasarGame" }];

/** The page a visitor was sent to log in for ("" for none), kept through registration and verification. */
function wayBack(value: FormDataEntryValue | string | null) {
  return value ? safeRedirectPath(value, "") : "";
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = wayBack(new URL(request.url).searchParams.get("redirect"));
  if (await getUser(request, context)) throw redirect(redirectTo || "/");
  return { redirectTo };
}

/**
 * The page's summary above the form: a message for the whole form, else the first field problem in
 * the spec's order (section 5); every field's own messages show beside it.
 */
function summaryOf(failure: FormFailure | null) {
  if (!failure) return null;
  const first = REGISTRATION_ORDER.map((field) => errorsOf(failure, field)?.[0]).find(Boolean);
  return failure.formError ?? first ?? null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const limited = await checkLimits(context, [
    { limit: "REGISTER_PER_IP_PER_HOUR", key: `register:ip:${clientIp(request)}` },
  ]);
  const parsed = await parseForm(form, registrationSchema);
  if (limited) return refuseForm(new AppError(AUTH_TEXTS.registerFailed, limited, 429), parsed.values);
  if (!parsed.ok) return failForm(parsed);

  const result = await register(context, parsed.data);
  if (!result.ok) return refuseForm(result.error, parsed.values);

  const redirectTo = wayBack(form.get("redirect"));
  const target =
    `/verify-otp?email=${encodeURIComponent(result.email)}&username=${encodeURIComponent(result.username)}` +
    (redirectTo ? `&redirect=${encodeURIComponent(redirectTo)}` : "");
  throw redirectWithToast(
    target,
    result.otpError
      ? { type: "error", title: "Gagal Mengirim OTP", description: result.otpError }
      : { type: "success", title: "OTP Terkirim", description: `Kode verifikasi telah dikirim ke ${result.email}.` },
  );
}

export default function Register() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failure = formFailureOf(actionData);
  const v = failure?.values;
  const errorFor = (field: string) => errorsOf(failure, field);
  return (
    <AuthLayout title="Buat Akun" subtitle="Daftar untuk mulai membeli dan menjual di PasarGame.">
      <Form method="post" noValidate className="space-y-4" aria-describedby="register-error">
        <FormError id="register-error" message={summaryOf(failure)} />
        {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
        <Field
          label="Username"
          name="username"
          autoComplete="username"
          defaultValue={v?.username}
          error={errorFor("username")}
        />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={v?.email}
          error={errorFor("email")}
        />
        <Field
          label="Nomor WhatsApp (opsional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          defaultValue={v?.phone}
          error={errorFor("phone")}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          error={errorFor("password")}
        />
        <Field
          label="Konfirmasi Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={errorFor("confirmPassword")}
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Daftar sebagai</legend>
          <div className="grid grid-cols-2 gap-2">
            {[
              { value: "buyer", label: "Pembeli" },
              { value: "seller", label: "Penjual" },
            ].map((option) => (
              <label
                key={option.value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-surface-200 px-3 has-[:checked]:border-accent-500 dark:border-surface-700"
              >
                <input
                  type="radio"
                  name="role"
                  value={option.value}
                  defaultChecked={(v?.role ?? "buyer") === option.value}
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="ageConfirmed"
              value="1"
              defaultChecked={v?.ageConfirmed === "1"}
              aria-invalid={errorFor("ageConfirmed") ? true : undefined}
              aria-describedby={errorFor("ageConfirmed") ? "ageConfirmed-error" : undefined}
              className="mt-0.5 size-5 shrink-0"
            />
            {AUTH_TEXTS.ageStatement}
          </label>
          {errorFor("ageConfirmed") ? (
            <p id="ageConfirmed-error" className="mt-1 text-sm text-red-600 dark:text-red-400">
              {errorFor("ageConfirmed")![0]}
            </p>
          ) : null}
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Mendaftarkan..." : "Daftar"}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        Sudah punya akun?{" "}
        <Link
          to={redirectTo ? `/login?redirect=${encodeURIComponent(redirectTo)}` : "/login"}
          className="font-semibold text-brand hover:underline"
        >
          Masuk
        </Link>
      </p>
    </AuthLayout>
  );
}
