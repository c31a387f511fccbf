/**
 * Requests about people's data that need a human (UU PDP, answered within 3 × 24 h): open ones by
 * due time with the overdue marked, each closed once with a note the user is notified of
 * (modules/users/data-requests.server.ts). Admins only, in the loader and the action.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { Card } from "~/components/ui";
import { requireAdmin } from "~/modules/admin/guard.server";
import { pageMeta } from "~/modules/content/meta";
import { dataRequestQueue, handleDataRequest } from "~/modules/users/data-requests.server";
import { DATA_REQUEST_TEXTS as T } from "~/modules/users/texts";
import { AppError } from "~/utils/app-error";
import { errorsOf, formFailureOf } from "~/utils/forms";
import { failForm, parseForm, refuseForm } from "~/utils/forms.server";
import { formatLongDate } from "~/utils/format-date";
import { redirectWithToast } from "~/utils/toast.server";

const NOTE_MAX = 1000;
const handleSchema = z.object({
  requestId: z.string().min(1).max(100),
  note: z.string().trim().min(1, T.noteRequired).max(NOTE_MAX, T.noteTooLong),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { ...(await dataRequestQueue(context)), now: Date.now() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const parsed = await parseForm(request, handleSchema);
  if (!parsed.ok) return failForm(parsed, 400, { requestId: parsed.values.requestId ?? "" });
  const outcome = await handleDataRequest(context, { ...parsed.data, staffId: admin.id });
  if (!outcome.ok) {
    const handled = outcome.reason === "handled";
    return refuseForm(
      new AppError(T.tab, handled ? T.alreadyHandled : T.notFound, handled ? 409 : 404),
      parsed.values,
      undefined,
      { requestId: parsed.data.requestId },
    );
  }
  throw redirectWithToast("/admin/data-requests", { type: "success", title: T.handledToast });
}

export const meta: MetaFunction = () => pageMeta(`${T.tab} — Admin`, T.queueIntro);

export default function AdminDataRequests() {
  const { open, handled, now } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const failure = formFailureOf(actionData);
  const failedId = (actionData as { requestId?: string } | undefined)?.requestId;
  return (
    <section aria-labelledby="data-requests-title" className="space-y-6">
      <div>
        <h2 id="data-requests-title" className="text-lg font-bold">
          {T.tab} ({open.length})
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{T.queueIntro}</p>
      </div>
      {open.length === 0 ? <p className="text-slate-600 dark:text-slate-400">{T.empty}</p> : null}
      <ul className="space-y-3">
        {open.map((r) => {
          const mine = failedId === r.id ? failure : null;
          const overdue = now >= r.dueAt;
          return (
            <li key={r.id} data-testid="data-request" data-request-id={r.id}>
              <Card className="space-y-2 p-4">
                <p className="font-semibold">{T.kinds[r.kind]}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {r.username} · {r.email} · {formatLongDate(r.createdAt)}
                </p>
                <p
                  className={overdue ? "text-sm font-semibold text-red-700 dark:text-red-300" : "text-sm"}
                  data-testid="data-request-due"
                >
                  {overdue ? `${T.overdue} · ` : ""}
                  {T.due(formatLongDate(r.dueAt))}
                </p>
                <p className="whitespace-pre-wrap break-words rounded-xl bg-surface-100 p-3 text-sm dark:bg-surface-800">
                  {r.detail}
                </p>
                <Form method="post" className="space-y-2">
                  <input type="hidden" name="requestId" value={r.id} />
                  <label className="block text-sm font-medium" htmlFor={`note-${r.id}`}>
                    {T.noteLabel}
                  </label>
                  <textarea
                    id={`note-${r.id}`}
                    name="note"
                    rows={3}
                    maxLength={NOTE_MAX}
                    defaultValue={mine?.values.note ?? ""}
                    className="w-full rounded-xl border border-surface-200 bg-white p-3 text-sm dark:border-surface-700 dark:bg-surface-900"
                  />
                  {mine ? (
                    <p role="alert" className="text-sm text-red-700 dark:text-red-300" data-testid="note-error">
                      {errorsOf(mine, "note")?.join(" ") ?? mine.formError}
                    </p>
                  ) : null}
                  <button
                    type="submit"
                    className="inline-flex min-h-11 items-center rounded-xl bg-accent-500 px-5 font-semibold text-white hover:bg-accent-600"
                  >
                    {T.handle}
                  </button>
                </Form>
              </Card>
            </li>
          );
        })}
      </ul>
      {handled.length > 0 ? (
        <div>
          <h3 className="font-bold">{T.recent}</h3>
          <ul className="mt-2 space-y-2">
            {handled.map((r) => (
              <li key={r.id} data-testid="data-request-handled" className="text-sm">
                <span className="font-semibold">{T.kinds[r.kind]}</span> · {r.username}
                <p className="whitespace-pre-wrap break-words text-slate-600 dark:text-slate-400">{r.note}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
