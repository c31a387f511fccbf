import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { Bell, CheckCheck } from "lucide-react";
import { LoadMoreLink } from "~/components/load-more-link";
import { Button, Card } from "~/components/ui";
import { pageMeta } from "~/modules/content/meta";
import { markAllNotificationsRead, parsePage, viewNotifications } from "~/modules/orders/lists.server";
import { requireUser } from "~/modules/auth/guards.server";
import { cn } from "~/utils/cn";
import { formatRelativeTime } from "~/utils/format-date";
import { redirectWithToast } from "~/utils/toast.server";
import { Suspense } from "react";
import { lazyNamed } from "~/utils/lazy-named";
import { pushPublicKey } from "~/modules/push/send.server";

// Web Push opt-in for this browser (its code loads only here, lazily).
const PushOptIn = lazyNamed(() => import("~/components/notifications/push-opt-in"), "PushOptIn");

/**
 * The signed-in user's notifications, newest first (orders, deposits, withdrawals write them).
 * Viewing marks the shown ones read; this view still highlights which were new.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context, "Anda harus login untuk melihat notifikasi.");
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const view = await viewNotifications(context, user.id, { page });
  return { ...view, now: Date.now(), pushKey: pushPublicKey(context.env) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context, "Anda harus login untuk melihat notifikasi.");
  const form = await request.formData();
  if (form.get("intent") !== "mark-all-read") return new Response("Permintaan tidak dikenal.", { status: 400 });
  await markAllNotificationsRead(context, user.id);
  throw redirectWithToast("/notifications", {
    type: "success",
    title: "Notifikasi Dibaca",
    description: "Semua notifikasi telah ditandai dibaca.",
  });
}

export const meta: MetaFunction = () =>
  pageMeta("Notifikasi", "Kabar terbaru tentang pesanan, deposit dan penarikan saldo Anda di PasarGame.");

export default function Notifications() {
  const { items, hasMore, page, unreadElsewhere, now, pushKey } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const newCount = items.filter((n) => n.isNew).length;
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Notifikasi</h1>
          {newCount > 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="new-count">
              {newCount} notifikasi baru
            </p>
          ) : null}
        </div>
        <Link
          to="/notifications/pengaturan"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand hover:underline"
          data-testid="notification-settings-link"
        >
          Pengaturan notifikasi
        </Link>
        {newCount > 0 || unreadElsewhere > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="mark-all-read" />
            <Button type="submit" variant="secondary" disabled={navigation.state === "submitting"}>
              <CheckCheck className="size-4" aria-hidden />
              Tandai semua dibaca
            </Button>
          </Form>
        ) : null}
      </div>
      {pushKey ? (
        <Suspense fallback={null}>
          <PushOptIn publicKey={pushKey} />
        </Suspense>
      ) : null}
      {items.length === 0 ? (
        <Card className="mt-6 text-center">
          <Bell className="mx-auto size-10 text-brand" aria-hidden />
          <p className="mt-3 text-slate-600 dark:text-slate-400">
            Belum ada notifikasi. Kabar tentang pesanan dan saldo Anda akan muncul di sini.
          </p>
        </Card>
      ) : (
        <ul className="mt-6 space-y-3">
          {items.map((n) => (
            <li key={n.id} data-testid="notification" data-new={n.isNew ? "true" : undefined}>
              <Card
                className={cn(
                  "p-4",
                  n.isNew && "border-accent-500/60 bg-accent-500/5 dark:border-accent-500/60 dark:bg-accent-500/10",
                )}
              >
                <div className="flex items-start justify-between gap-2">
                  <p className="font-semibold">{n.title}</p>
                  {n.isNew ? (
                    <span className="shrink-0 rounded-full bg-accent-500 px-2 py-0.5 text-xs font-bold text-white">
                      Baru
                    </span>
                  ) : null}
                </div>
                <p className="text-sm text-slate-600 dark:text-slate-400">{n.body}</p>
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                  <time dateTime={new Date(n.createdAt).toISOString()}>{formatRelativeTime(n.createdAt, now)}</time>
                </p>
                {n.link ? (
                  <Link
                    to={n.link}
                    className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand hover:underline"
                  >
                    Lihat detail
                  </Link>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
      {hasMore ? <LoadMoreLink to={`/notifications?page=${page + 1}`} className="mt-6 text-center" /> : null}
    </main>
  );
}
