/**
 * A staff queue of wallet requests (deposits, withdrawals): the pending ones with their actions, then
 * the recently decided ones. The pages say what a row shows and how it is granted; refusing needs a
 * reason in both queues (intent "reject", field "reason").
 */
import { useActionData } from "@remix-run/react";
import type { ReactNode } from "react";
import { Card } from "~/components/ui";
import { REASON_MAX_LENGTH } from "~/modules/admin/texts";
import { adminRefusalOf, TextActionForm, type AdminRefusal } from "./admin-forms";
import { RequestStatusBadge } from "./request-status-badge";

type Request = { id: string; status: string };

export function RequestQueue<Row>({
  kind,
  pending,
  recent,
  pendingTitle,
  request,
  details,
  actions,
  decided,
  rejectable = () => true,
}: {
  /** "deposit" or "withdrawal": the heading ids, the `data-testid` and `data-<kind>-id` of a pending row. */
  kind: "deposit" | "withdrawal";
  pending: Row[];
  recent: Row[];
  pendingTitle: string;
  request: (row: Row) => Request;
  details: (row: Row) => ReactNode;
  /** The action that grants the request (the reject form follows it); `refusal` is a refused action's answer. */
  actions: (row: Row, refusal: AdminRefusal | null) => ReactNode;
  /** What a decided row adds below its details. */
  decided?: (row: Row) => ReactNode;
  /** Whether the row offers 'Tolak' (not while a payout provider is paying it). */
  rejectable?: (row: Row) => boolean;
}) {
  // A refused action (400) answers with the message to show at its form.
  const refusal = adminRefusalOf(useActionData());
  const noun = kind === "deposit" ? "deposit" : "penarikan";
  const head = (row: Row) => (
    <div className="flex items-center justify-between gap-2">
      <p className="font-mono text-xs text-slate-600 dark:text-slate-400">{request(row).id}</p>
      <RequestStatusBadge status={request(row).status} />
    </div>
  );
  return (
    <div className="space-y-8">
      <section aria-labelledby={`pending-${kind}s`}>
        <h2 id={`pending-${kind}s`} className="text-lg font-bold">
          {pendingTitle} ({pending.length})
        </h2>
        {pending.length === 0 ? (
          <p className="mt-2 text-slate-600 dark:text-slate-400">Tidak ada {noun} yang menunggu.</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {pending.map((row) => (
              <li key={request(row).id} data-testid={`${kind}-row`} {...{ [`data-${kind}-id`]: request(row).id }}>
                <Card className="space-y-4 p-4 sm:p-6">
                  {head(row)}
                  {details(row)}
                  <div className="flex flex-col gap-3 border-t border-surface-200 pt-4 dark:border-surface-800">
                    {actions(row, refusal)}
                    {rejectable(row) ? (
                      <TextActionForm
                        intent="reject"
                        targetId={request(row).id}
                        field="reason"
                        label="Alasan penolakan"
                        submitLabel="Tolak"
                        refusal={refusal}
                        maxLength={REASON_MAX_LENGTH}
                      />
                    ) : null}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`recent-${kind}s`}>
        <h2 id={`recent-${kind}s`} className="text-lg font-bold">
          Baru Diproses
        </h2>
        {recent.length === 0 ? (
          <p className="mt-2 text-slate-600 dark:text-slate-400">Belum ada {noun} yang diproses.</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {recent.map((row) => (
              <li key={request(row).id}>
                <Card className="space-y-2 p-4">
                  {head(row)}
                  {details(row)}
                  {decided?.(row)}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
