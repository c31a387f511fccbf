/**
 * Users for staff: search by username or e-mail (GET ?q=), remove the 'Penjual Terverifikasi'
 * badge or give it back to an approved identity (/admin/verifications grants it), suspend or reinstate. A suspended user cannot log in and every session they
 * had ends at once. Each change writes its audit row and notifies the user in the same batch.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { BadgeCheck } from "lucide-react";
import { ActionButton, SearchForm } from "~/components/admin/admin-forms";
import { DetailList } from "~/components/admin/detail-list";
import { Card } from "~/components/ui";
import { requireAdmin } from "~/modules/admin/guard.server";
import { actionDenied } from "~/modules/admin/refuse.server";
import { searchTermOf } from "~/modules/admin/search";
import { ADMIN_TEXTS as T } from "~/modules/admin/texts";
import { searchUsers, setSuspended, setVerifiedBadge } from "~/modules/admin/users.server";
import { pageMeta } from "~/modules/content/meta";
import { formatRupiah } from "~/utils/format";
import { formatLongDate } from "~/utils/format-date";
import { refuseForm } from "~/utils/forms.server";
import { redirectWithToast } from "~/utils/toast.server";

const ROLE_LABELS = { buyer: "Pembeli", seller: "Penjual", admin: "Admin" } as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const { q, tooLong } = searchTermOf(request);
  return { q, tooLong, users: tooLong ? [] : await searchUsers(context.db, q) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const back = `/admin/users${new URL(request.url).search}`;
  let result;
  if (intent === "verify" || intent === "unverify") {
    result = await setVerifiedBadge(context.db, admin.id, id, intent === "verify");
  } else if (intent === "suspend" || intent === "unsuspend") {
    result = await setSuspended(context.db, admin.id, id, intent === "suspend");
  } else {
    return refuseForm(actionDenied(T.unknownIntent), {}, 400, { intent, targetId: id });
  }
  if (!result.ok) {
    throw redirectWithToast(back, {
      type: "error",
      title:
        result.reason === "not_found"
          ? T.notFound
          : result.reason === "already_processed"
            ? T.alreadyProcessed
            : T.actionDenied,
      description: {
        is_admin: T.cannotSuspendAdmin,
        already_processed: T.alreadyProcessedDescription,
        no_identity: T.badgeNeedsIdentity,
        not_found: undefined,
      }[result.reason],
    });
  }
  const titles = {
    verify: T.userUpdated,
    unverify: T.userUpdated,
    suspend: T.userSuspended,
    unsuspend: T.userUnsuspended,
  } as const;
  const descriptions = {
    verify: `${result.username} kini Penjual Terverifikasi.`,
    unverify: `Lencana verifikasi ${result.username} dicabut.`,
    suspend: `${result.username} tidak dapat login dan semua sesinya berakhir.`,
    unsuspend: `${result.username} dapat login kembali.`,
  } as const;
  throw redirectWithToast(back, { type: "success", title: titles[intent], description: descriptions[intent] });
}

export const meta: MetaFunction = () =>
  pageMeta("Pengguna — Admin", "Cari pengguna, atur lencana terverifikasi, atau tangguhkan akun.");

export default function AdminUsers() {
  const { q, tooLong, users } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <SearchForm q={q} label="Cari pengguna" placeholder="Username atau email" />
      {tooLong ? (
        <p role="alert" data-testid="search-too-long" className="text-sm text-red-600 dark:text-red-400">
          {T.searchTooLong}
        </p>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {q ? `${users.length} pengguna cocok dengan "${q}".` : `${users.length} pengguna terbaru.`}
        </p>
      )}
      <ul className="space-y-3">
        {users.map((u) => (
          <li key={u.id} data-testid="user-row" data-user-id={u.id}>
            <Card className="space-y-3 p-4">
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-semibold">{u.username}</p>
                {u.isVerified ? <BadgeCheck className="size-5 text-brand" aria-label="Penjual Terverifikasi" /> : null}
                {u.status === "suspended" ? (
                  <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-500/20 dark:text-red-200">
                    Ditangguhkan
                  </span>
                ) : null}
              </div>
              <DetailList
                items={[
                  ["Email", u.email],
                  ["Peran", ROLE_LABELS[u.role]],
                  [
                    "Saldo",
                    <span key="b" className="tabular-nums">
                      {formatRupiah(u.balance)}
                    </span>,
                  ],
                  ["Bergabung", formatLongDate(u.createdAt)],
                ]}
              />
              <div className="flex flex-wrap gap-2">
                {u.isVerified || u.identityApproved ? (
                  <ActionButton intent={u.isVerified ? "unverify" : "verify"} targetId={u.id} variant="secondary">
                    {u.isVerified ? "Cabut Verifikasi" : "Beri Verifikasi"}
                  </ActionButton>
                ) : (
                  <span className="self-center text-sm text-slate-600 dark:text-slate-400">{T.noIdentityYet}</span>
                )}
                {u.role === "admin" ? null : (
                  <ActionButton
                    intent={u.status === "suspended" ? "unsuspend" : "suspend"}
                    targetId={u.id}
                    variant={u.status === "suspended" ? "secondary" : "danger"}
                  >
                    {u.status === "suspended" ? "Cabut Penangguhan" : "Tangguhkan"}
                  </ActionButton>
                )}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
