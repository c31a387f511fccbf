import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { BadgeCheck } from "lucide-react";
import { FormError } from "~/components/auth-layout";
import { Button, Card, Field } from "~/components/ui";
import { becomeSeller, updateProfile } from "~/modules/auth/accounts.server";
import { profileSchema } from "~/modules/auth/forms.server";
import { requireUser } from "~/modules/auth/guards.server";
import { AUTH_TEXTS } from "~/modules/auth/texts";
import { AppError } from "~/utils/app-error";
import { avatarSrc, isSiteAvatarUrl } from "~/utils/avatar";
import { errorsOf, formFailureOf } from "~/utils/forms";
import { failForm, parseForm, refuseForm } from "~/utils/forms.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return {
    profile: {
      email: user.email,
      username: user.username,
      fullName: user.fullName ?? "",
      phone: user.phone ?? "",
      // A foreign URL saved before avatars were limited to this site is neither shown nor kept.
      avatarUrl: isSiteAvatarUrl(user.avatarUrl) ? user.avatarUrl : "",
      avatarImage: avatarSrc(user.avatarUrl, user.username),
      role: user.role,
      isVerified: user.isVerified,
    },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // A user edits only their own profile: the id comes from the session, never from the form.
  const user = await requireUser(request, context);
  const form = await request.formData();

  if (form.get("intent") === "become-seller") {
    if (user.role !== "buyer")
      return refuseForm(new AppError(AUTH_TEXTS.profileFailed, AUTH_TEXTS.alreadySeller, 400), {});
    await becomeSeller(context, user.id);
    // On to the first listing: that is why a buyer taps 'Jadi Penjual' (issue 33).
    throw redirectWithToast("/sell/create-listing", {
      type: "success",
      title: "Data Diperbarui",
      description: "Akun Anda sekarang akun penjual. Anda dapat mulai membuat listing.",
    });
  }

  const parsed = await parseForm(form, profileSchema(user.id));
  if (!parsed.ok) return failForm(parsed);
  const result = await updateProfile(context, user.id, parsed.data);
  if (!result.ok) return refuseForm(result.error, parsed.values);
  throw redirectWithToast("/my-account/profile", {
    type: "success",
    title: "Profil Diperbarui",
    description: "Perubahan profil Anda telah disimpan.",
  });
}

export default function ProfileTab() {
  const { profile } = useLoaderData<typeof loader>();
  const failure = formFailureOf(useActionData<typeof action>());
  const busy = useNavigation().state === "submitting";
  const [params] = useSearchParams();
  const v = { ...profile, ...failure?.values };
  const errorFor = (field: string) => errorsOf(failure, field);
  const wantsToSell = params.get("action") === "become-seller";

  return (
    <div className="space-y-6">
      {profile.role === "buyer" ? (
        <Card className={wantsToSell ? "border-accent-500 ring-2 ring-accent-500/30" : undefined}>
          <h2 className="text-lg font-bold">Mulai Berjualan</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Jadikan akun Anda akun penjual untuk membuat listing, menerima pesanan dan menarik saldo.
          </p>
          <Form method="post" className="mt-4">
            <Button type="submit" name="intent" value="become-seller" disabled={busy}>
              Jadi Penjual
            </Button>
          </Form>
        </Card>
      ) : null}
      <Card>
        <div className="flex items-center gap-4">
          <img src={profile.avatarImage} alt="" width={64} height={64} className="size-16 rounded-full" />
          <div>
            <p className="flex items-center gap-1 text-lg font-bold">
              {profile.username}
              {profile.isVerified ? (
                <BadgeCheck className="size-5 text-sky-500" aria-label="Pengguna Terverifikasi" />
              ) : null}
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {profile.role === "seller" ? "Penjual" : profile.role === "admin" ? "Admin" : "Pembeli"}
            </p>
          </div>
        </div>
        <Form method="post" noValidate className="mt-6 space-y-4">
          <FormError message={failure?.formError} />
          <Field label="Email" name="email" value={profile.email} readOnly disabled hint="Email tidak dapat diubah." />
          <Field
            label="Username"
            name="username"
            defaultValue={v.username}
            error={errorFor("username")}
            autoComplete="username"
          />
          <Field
            label="Nama Lengkap"
            name="fullName"
            defaultValue={v.fullName}
            error={errorFor("fullName")}
            autoComplete="name"
          />
          <Field
            label="Nomor WhatsApp"
            name="phone"
            type="tel"
            defaultValue={v.phone}
            error={errorFor("phone")}
            autoComplete="tel"
          />
          <Field
            label="URL Avatar"
            name="avatarUrl"
            type="text"
            defaultValue={v.avatarUrl}
            error={errorFor("avatarUrl")}
            hint="Gambar yang Anda unggah di situs ini (/images/…) atau avatar bawaan. Kosongkan untuk avatar bawaan."
          />
          <Button type="submit" name="intent" value="save" disabled={busy}>
            {busy ? "Menyimpan..." : "Simpan Profil"}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
