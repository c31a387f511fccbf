/**
 * 'Permohonan Data' in Pengaturan: a written request about one's data (correction, objection,
 * other) and the person's recorded requests with their state and due time
 * (modules/users/data-requests.server.ts). Works without JavaScript.
 */
import { Form } from "@remix-run/react";
import { Button, Card } from "~/components/ui";
import { DATA_REQUEST_TEXTS as T } from "~/modules/users/texts";
import { formatLongDate } from "~/utils/format-date";

type Kind = keyof typeof T.kinds;
export interface MyRequest {
  id: string;
  kind: Kind;
  status: "open" | "done";
  detail: string;
  createdAt: number;
  dueAt: number;
  note: string | null;
}

export function DataRequestsCard({
  requests,
  error,
  values,
}: {
  requests: MyRequest[];
  error: string | null;
  values: Record<string, string>;
}) {
  return (
    <Card>
      <section aria-labelledby="data-requests" data-testid="data-requests">
        <h2 id="data-requests" className="text-lg font-bold">
          {T.heading}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{T.intro}</p>
        <Form method="post" noValidate className="mt-4 space-y-3">
          <input type="hidden" name="intent" value="data_request" />
          <label className="block text-sm font-medium" htmlFor="data-request-kind">
            {T.kindLabel}
          </label>
          <select
            id="data-request-kind"
            name="kind"
            defaultValue={values.kind ?? "correction"}
            className="block min-h-11 w-full rounded-xl border border-surface-200 bg-surface-50 px-3 dark:border-surface-700 dark:bg-surface-950"
          >
            {(["correction", "objection", "other"] as const).map((k) => (
              <option key={k} value={k}>
                {T.kinds[k]}
              </option>
            ))}
          </select>
          <label className="block text-sm font-medium" htmlFor="data-request-message">
            {T.messageLabel}
          </label>
          <textarea
            id="data-request-message"
            name="message"
            rows={3}
            maxLength={1500}
            defaultValue={values.message ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "data-request-error" : undefined}
            className="w-full rounded-xl border border-surface-200 bg-white p-3 text-sm dark:border-surface-700 dark:bg-surface-900"
          />
          {error ? (
            <p id="data-request-error" role="alert" className="text-sm text-red-700 dark:text-red-300">
              {error}
            </p>
          ) : null}
          <Button type="submit">{T.submit}</Button>
        </Form>
        {requests.length > 0 ? (
          <div className="mt-5">
            <h3 className="font-semibold">{T.mine}</h3>
            <ul className="mt-2 space-y-2 text-sm">
              {requests.map((r) => (
                <li key={r.id} data-testid="my-data-request" data-status={r.status}>
                  <span className="font-semibold">{T.kinds[r.kind]}</span> · {formatLongDate(r.createdAt)} ·{" "}
                  {r.status === "open" ? `${T.open} — ${T.due(formatLongDate(r.dueAt))}` : T.done}
                  <p className="whitespace-pre-wrap break-words text-slate-600 dark:text-slate-400">{r.detail}</p>
                  {r.note && r.status === "done" ? <p className="break-words">{r.note}</p> : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
    </Card>
  );
}
