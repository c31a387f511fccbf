/**
 * Complaint tickets (PP 80/2019): the messages sent through /contact, open ones by due time with
 * the overdue marked, each answered once from here; the answer is mailed to the sender
 * (modules/contact/tickets.server.ts). Admins only, in the loader and the action.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { Card } from "~/components/ui";
import { requireAdmin } from "~/modules/admin/guard.server";
import { answerTicket, ticketQueue } from "~/modules/contact/tickets.server";
import { TICKET_TEXTS as T } from "~/modules/contact/texts";
import { pageMeta } from "~/modules/content/meta";
import { AppError } from "~/utils/app-error";
import { errorsOf, formFailureOf } from "~/utils/forms";
import { failForm, parseForm, refuseForm } from "~/utils/forms.server";
import { formatLongDate } from "~/utils/format-date";
import { redirectWithToast } from "~/utils/toast.server";

const ANSWER_MAX = 1500;
const answerSchema = z.object({
  ticketId: z.string().min(1),
  answer: z.string().trim().min(1, T.answerRequired).max(ANSWER_MAX, T.answerTooLong),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { ...(await ticketQueue(context)), now: Date.now() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const parsed = await parseForm(request, answerSchema);
  if (!parsed.ok) return failForm(parsed, 400, { ticketId: parsed.values.ticketId ?? "" });
  const outcome = await answerTicket(context, { ...parsed.data, staffId: admin.id });
  if (!outcome.ok) {
    const message = outcome.reason === "answered" ? T.alreadyAnswered : T.notFound;
    return refuseForm(
      new AppError(T.title, message, outcome.reason === "answered" ? 409 : 404),
      parsed.values,
      undefined,
      {
        ticketId: parsed.data.ticketId,
      },
    );
  }
  throw redirectWithToast("/admin/tickets", { type: "success", title: T.answeredToast(outcome.ticketNumber) });
}

export const meta: MetaFunction = () => pageMeta(`${T.title} — Admin`, T.intro);

export default function AdminTickets() {
  const { open, answered, now } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const failure = formFailureOf(actionData);
  const failedId = (actionData as { ticketId?: string } | undefined)?.ticketId;
  return (
    <section aria-labelledby="tickets-title" className="space-y-6">
      <div>
        <h2 id="tickets-title" className="text-lg font-bold">
          {T.title} ({open.length})
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{T.intro}</p>
      </div>
      {open.length === 0 ? <p className="text-slate-600 dark:text-slate-400">{T.empty}</p> : null}
      <ul className="space-y-3">
        {open.map((t) => {
          const mine = failedId === t.id ? failure : null;
          const overdue = t.dueAt !== null && now >= t.dueAt;
          return (
            <li key={t.id} data-testid="ticket" data-ticket-id={t.id}>
              <Card className="space-y-2 p-4">
                <p className="font-mono text-xs font-semibold">{t.ticketNumber ?? t.id}</p>
                <p className="font-semibold">{t.subject}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {t.name} · {t.email}
                </p>
                {t.dueAt !== null ? (
                  <p
                    className={overdue ? "text-sm font-semibold text-red-700 dark:text-red-300" : "text-sm"}
                    data-testid="ticket-due"
                  >
                    {overdue ? `${T.overdue} · ` : ""}
                    {T.due(formatLongDate(t.dueAt))}
                  </p>
                ) : null}
                <p className="whitespace-pre-wrap break-words rounded-xl bg-surface-100 p-3 text-sm dark:bg-surface-800">
                  {t.message}
                </p>
                <Form method="post" className="space-y-2">
                  <input type="hidden" name="ticketId" value={t.id} />
                  <label className="block text-sm font-medium" htmlFor={`answer-${t.id}`}>
                    {T.answerLabel}
                  </label>
                  <textarea
                    id={`answer-${t.id}`}
                    name="answer"
                    rows={4}
                    maxLength={ANSWER_MAX}
                    defaultValue={mine?.values.answer ?? ""}
                    aria-describedby={`answer-hint-${t.id}`}
                    className="w-full rounded-xl border border-surface-200 bg-white p-3 text-sm dark:border-surface-700 dark:bg-surface-900"
                  />
                  <p id={`answer-hint-${t.id}`} className="text-xs text-slate-600 dark:text-slate-400">
                    {T.answerHint}
                  </p>
                  {mine ? (
                    <p role="alert" className="text-sm text-red-700 dark:text-red-300" data-testid="answer-error">
                      {errorsOf(mine, "answer")?.join(" ") ?? mine.formError}
                    </p>
                  ) : null}
                  <button
                    type="submit"
                    className="inline-flex min-h-11 items-center rounded-xl bg-accent-500 px-5 font-semibold text-white hover:bg-accent-600"
                  >
                    {T.submit}
                  </button>
                </Form>
              </Card>
            </li>
          );
        })}
      </ul>
      {answered.length > 0 ? (
        <div>
          <h3 className="font-bold">{T.answered}</h3>
          <ul className="mt-2 space-y-2">
            {answered.map((t) => (
              <li key={t.id} data-testid="ticket-answered" className="text-sm">
                <span className="font-mono font-semibold">{t.ticketNumber ?? t.id}</span> · {t.subject}
                <p className="whitespace-pre-wrap break-words text-slate-600 dark:text-slate-400">{t.answer}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
