import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { Alert, Button, Card, Field } from "~/components/ui";
import { changePassword } from "~/modules/auth/accounts.server";
import { AUTH_TEXTS } from "~/modules/auth/texts";
import { validateNewPassword } from "~/modules/auth/validation";
import { requireUser, startSession } from "~/modules/auth/guards.server";
import { AppError } from "~/utils/app-error";
import { refuse } from "~/utils/refuse.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return null;
}

/** Change password: every session of the account is revoked; this browser gets a fresh one. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const current = String(form.get("currentPassword") ?? "");
  const password = String(form.get("password") ?? "");
  const invalid = validateNewPassword(password, String(form.get("confirmPassword") ?? ""));
  if (invalid) return refuse(new AppError(AUTH_TEXTS.passwordFailed, invalid, 400, "password"));

  const changed = await changePassword(context, user.id, current, password);
  if (!changed.ok) {
    return refuse(new AppError(AUTH_TEXTS.passwordFailed, AUTH_TEXTS.currentPasswordWrong, 400, "currentPassword"));
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
  const busy = useNavigation().state === "submitting";
  return (
    <Card>
      <h2 className="text-lg font-bold">Ubah Password</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Setelah password diubah, semua perangkat lain akan keluar otomatis.
      </p>
      <Form method="post" noValidate className="mt-4 space-y-4">
        {actionData?.error ? <Alert testId="form-error">{actionData.error.message}</Alert> : null}
        <Field label="Password Saat Ini" name="currentPassword" type="password" autoComplete="current-password" />
        <Field
          label="Password Baru"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={AUTH_TEXTS.newPasswordTooShort}
        />
        <Field label="Konfirmasi Password Baru" name="confirmPassword" type="password" autoComplete="new-password" />
        <Button type="submit" disabled={busy}>
          {busy ? "Menyimpan..." : "Simpan Password"}
        </Button>
      </Form>
    </Card>
  );
}
