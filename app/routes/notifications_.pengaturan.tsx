import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { Button, Card } from "~/components/ui";
import { pageMeta } from "~/modules/content/meta";
import { requireUser } from "~/modules/auth/guards.server";
import {
  CHANNEL_LABELS,
  KIND_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type TunableKind,
} from "~/modules/notifications/kinds";
import { loadPrefs, savePrefs, type PrefGrid } from "~/modules/notifications/prefs.server";
import { NOTIFICATION_SETTINGS_TEXTS as T } from "~/modules/notifications/texts";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * Which channels (in the app, push, e-mail) each kind of notification uses: a table of checkboxes,
 * one form, no JavaScript needed. A kind switched off in the app leaves /notifications and the
 * header's count; off for e-mail or push, it is not sent there.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context, T.loginNeeded);
  return { prefs: await loadPrefs(context.db, user.id) };
}

const fieldName = (kind: TunableKind, channel: NotificationChannel) => `${kind}.${channel}`;

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context, T.loginNeeded);
  const form = await request.formData();
  // An unticked checkbox sends nothing: every kind × channel is read, absent means off.
  const grid = {} as PrefGrid;
  for (const kind of NOTIFICATION_KINDS) {
    grid[kind] = {} as PrefGrid[TunableKind];
    for (const channel of NOTIFICATION_CHANNELS) grid[kind][channel] = form.get(fieldName(kind, channel)) === "on";
  }
  await savePrefs(context.db, user.id, grid);
  throw redirectWithToast("/notifications/pengaturan", {
    type: "success",
    title: T.savedTitle,
    description: T.savedDescription,
  });
}

export const meta: MetaFunction = () => pageMeta(T.settingsTitle, T.settingsIntro);

export default function NotificationSettings() {
  const { prefs } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-bold">{T.settingsTitle}</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{T.settingsIntro}</p>
      <Card className="mt-6 p-0 sm:p-0">
        <Form method="post" data-testid="notification-settings">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="p-3 text-left font-semibold">
                  {T.kindHeader}
                </th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <th key={channel} scope="col" className="w-16 p-2 text-center text-xs font-semibold">
                    {CHANNEL_LABELS[channel]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {NOTIFICATION_KINDS.map((kind) => (
                <tr key={kind} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                  <th scope="row" className="p-3 text-left font-normal">
                    <span className="block font-semibold">{KIND_LABELS[kind].label}</span>
                    <span className="block text-xs text-slate-600 dark:text-slate-400">{KIND_LABELS[kind].hint}</span>
                  </th>
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <td key={channel} className="p-2 text-center">
                      <input
                        type="checkbox"
                        name={fieldName(kind, channel)}
                        defaultChecked={prefs[kind][channel]}
                        aria-label={`${KIND_LABELS[kind].label}: ${CHANNEL_LABELS[channel]}`}
                        className="size-5 accent-brand"
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <div className="flex flex-wrap items-center justify-between gap-3 p-3">
            <Link
              to="/notifications"
              className="inline-flex min-h-11 items-center text-sm font-semibold text-brand hover:underline"
            >
              {T.back}
            </Link>
            <Button type="submit" disabled={busy}>
              {T.save}
            </Button>
          </div>
        </Form>
      </Card>
    </main>
  );
}
