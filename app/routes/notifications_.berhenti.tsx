import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Alert, Button, Card } from "~/components/ui";
import { pageMeta } from "~/modules/content/meta";
import { KIND_LABELS, MARKETING_KIND } from "~/modules/notifications/kinds";
import { saveConsents } from "~/modules/users/consents.server";
import { setChannel } from "~/modules/notifications/prefs.server";
import { NOTIFICATION_SETTINGS_TEXTS as T } from "~/modules/notifications/texts";
import { readUnsubscribeToken } from "~/modules/notifications/unsubscribe-token.server";

/**
 * The unsubscribe link of a notification e-mail (no login: the signed token names the user and the
 * kind). GET only asks; POST turns that kind's e-mail off — the page's button, or a mail client's
 * one-click `List-Unsubscribe=One-Click` (RFC 8058) to the same URL.
 */
async function readToken(env: { EMAIL_LINK_KEY?: string }, token: string | null) {
  if (!env.EMAIL_LINK_KEY) return { error: T.unsubscribeUnavailable, status: 503 } as const;
  const named = token ? await readUnsubscribeToken(env.EMAIL_LINK_KEY, token) : null;
  if (!named) return { error: T.unsubscribeInvalid, status: 400 } as const;
  return named;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const named = await readToken(context.env, token);
  if ("error" in named) return data({ error: named.error as string, label: null }, { status: named.status });
  return data({ error: null, label: KIND_LABELS[named.kind].label as string | null });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const named = await readToken(context.env, token);
  if ("error" in named)
    return data({ done: false, error: named.error as string, label: null }, { status: named.status });
  try {
    // Marketing is a consent: its withdrawal is recorded like one made in Pengaturan.
    if (named.kind === MARKETING_KIND) await saveConsents(context, named.userId, { marketingEmail: false });
    else await setChannel(context.db, named.userId, named.kind, "email", false);
  } catch (error) {
    // The account is gone (its row, and so every mail to it): nothing left to switch off.
    console.error("unsubscribe: no such user", error);
  }
  return data({ done: true, error: null, label: KIND_LABELS[named.kind].label as string | null });
}

export const meta: MetaFunction = () => [
  ...pageMeta(T.unsubscribeTitle, T.unsubscribeTitle),
  { name: "robots", content: "noindex" },
];

export default function Unsubscribe() {
  const page = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const error = done?.error ?? page.error;
  const label = done?.label ?? page.label;
  return (
    <main className="mx-auto w-full max-w-lg px-4 py-8">
      <Card>
        <h1 className="text-xl font-bold">{T.unsubscribeTitle}</h1>
        {error ? (
          <Alert testId="unsubscribe-error">{error}</Alert>
        ) : done?.done && label ? (
          <p className="mt-3" role="status" data-testid="unsubscribe-done">
            {T.unsubscribeDone(label)}
          </p>
        ) : label ? (
          <Form method="post" className="mt-3 space-y-4">
            <p>{T.unsubscribeAsk(label)}</p>
            <Button type="submit">{T.unsubscribeConfirm}</Button>
          </Form>
        ) : null}
        <Link
          to="/notifications/pengaturan"
          className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-brand hover:underline"
        >
          {T.settingsTitle}
        </Link>
      </Card>
    </main>
  );
}
