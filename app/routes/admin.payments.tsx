/**
 * Gateway payments for staff: the reconciliation of what the provider settled with what the ledger
 * booked, then every payment newest first (filters by status and 'Ditandai' in the URL), each with
 * its user, orders or deposit, amounts, what became of each order's share, and the notifications
 * received (raw, as text). 'Periksa Ulang Status' re-reads the status from the provider and
 * applies it — the same idempotent path as a notification (app/modules/payments/refresh.server.ts).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ActionButton } from "~/components/admin/admin-forms";
import { DetailList } from "~/components/admin/detail-list";
import { LoadMoreLink } from "~/components/load-more-link";
import { Button, Card } from "~/components/ui";
import { requireAdmin } from "~/modules/admin/guard.server";
import {
  listPaymentsForAdmin,
  paymentExists,
  paymentFilterOf,
  type PaymentFilter,
  type PaymentStatus,
} from "~/modules/admin/payments.server";
import { actionDenied } from "~/modules/admin/refuse.server";
import { ADMIN_PAYMENT_TEXTS as P, ADMIN_TEXTS as T } from "~/modules/admin/texts";
import { pageMeta } from "~/modules/content/meta";
import { paymentMethod } from "~/modules/payments/methods";
import { refreshFromProvider } from "~/modules/payments/refresh.server";
import { refundsWaiting } from "~/modules/payments/refund-view.server";
import { WaitingRefunds } from "~/components/admin/waiting-refunds";
import { PAYMENT_FLAG_LABELS, PAYMENT_STATUS_LABELS } from "~/modules/payments/texts";
import { cn } from "~/utils/cn";
import { formatRupiah } from "~/utils/format";
import { refuseForm } from "~/utils/forms.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const filter = paymentFilterOf(new URL(request.url));
  const [list, refunds] = await Promise.all([listPaymentsForAdmin(context.db, filter), refundsWaiting(context.db)]);
  return { filter, ...list, refunds };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const back = `/admin/payments${new URL(request.url).search}`;
  if (intent !== "refresh") return refuseForm(actionDenied(T.unknownIntent), {}, 400, { intent, targetId: id });
  if (!id || !(await paymentExists(context.db, id))) {
    throw redirectWithToast(back, { type: "error", title: T.notFound, description: P.refreshOutcome.unknown_payment });
  }
  const outcome = await refreshFromProvider(context, id);
  if (outcome === "unavailable") {
    throw redirectWithToast(back, { type: "error", title: P.providerDown, description: P.providerDownDescription });
  }
  throw redirectWithToast(back, { type: "success", title: P.refreshed, description: P.refreshOutcome[outcome] });
}

export const meta: MetaFunction = () =>
  pageMeta("Pembayaran — Admin", "Pembayaran gateway, rekonsiliasi dengan buku besar, dan notifikasi dari penyedia.");

const dateTime = new Intl.DateTimeFormat("id-ID", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Jakarta",
});
const when = (ms: number) => `${dateTime.format(ms)} WIB`;

function hrefOf(filter: PaymentFilter, page = 1) {
  const params = new URLSearchParams();
  if (filter.status) params.set("status", filter.status);
  if (filter.flagged) params.set("flag", "1");
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/admin/payments${query ? `?${query}` : ""}`;
}

/** A notification as stored: pretty-printed when it is JSON, as received otherwise (always as text). */
function pretty(raw: string) {
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
}

const pill = "rounded-full px-2.5 py-0.5 text-xs font-semibold";

export default function AdminPayments() {
  const { filter, items, hasMore, page, reconciliation: r, refunds } = useLoaderData<typeof loader>();
  const ok = r.difference === 0;
  return (
    <div className="space-y-6">
      <section aria-labelledby="gateway-reconciliation">
        <h2 id="gateway-reconciliation" className="text-lg font-bold">
          {P.reconciliationHeading}
        </h2>
        <Card className="mt-3 space-y-3 p-4">
          <DetailList
            items={[
              [
                P.settledAtProvider,
                <span key="s" className="tabular-nums" data-testid="recon-settled">
                  {formatRupiah(r.settledGross)}
                </span>,
              ],
              [
                P.refundedAtProvider,
                <span key="r" className="tabular-nums" data-testid="recon-refunded">
                  {formatRupiah(r.refunded)}
                </span>,
              ],
              [
                P.bookedInLedger,
                <span key="l" className="tabular-nums" data-testid="recon-ledger">
                  {formatRupiah(r.ledger)}
                </span>,
              ],
              [
                P.unallocated,
                <span key="u" className="tabular-nums" data-testid="recon-unallocated">
                  {formatRupiah(r.unallocated)}
                </span>,
              ],
            ]}
          />
          <p
            data-testid="recon-status"
            data-ok={ok ? "true" : "false"}
            className={cn(
              "inline-block",
              pill,
              ok
                ? "bg-green-100 text-green-900 dark:bg-green-500/20 dark:text-green-200"
                : "bg-red-100 text-red-900 dark:bg-red-500/20 dark:text-red-200",
            )}
          >
            {ok ? P.matches : P.mismatch(formatRupiah(r.difference))}
          </p>
        </Card>
      </section>

      <WaitingRefunds refunds={refunds} when={when} />

      <Form method="get" className="flex flex-wrap items-center gap-3" aria-label="Filter pembayaran">
        <label htmlFor="payment-status" className="sr-only">
          Status
        </label>
        <select
          id="payment-status"
          name="status"
          defaultValue={filter.status ?? ""}
          className="min-h-11 rounded-xl border border-surface-200 bg-surface-50 px-3 text-sm dark:border-surface-700 dark:bg-surface-950"
        >
          <option value="">{P.allStatuses}</option>
          {(Object.keys(PAYMENT_STATUS_LABELS) as PaymentStatus[]).map((s) => (
            <option key={s} value={s}>
              {PAYMENT_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        <label className="inline-flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" name="flag" value="1" defaultChecked={filter.flagged} className="size-4" />
          {P.flaggedOnly}
        </label>
        <Button type="submit" variant="secondary" className="min-h-11 px-4 text-sm">
          {P.filter}
        </Button>
      </Form>

      {items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="payments-empty">
          {P.empty}
        </p>
      ) : (
        <ul className="space-y-3">
          {items.map((p) => (
            <li key={p.id} data-testid="payment-row" data-payment-id={p.id} data-status={p.status}>
              <Card className="space-y-3 p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-mono text-sm font-semibold break-all">{p.id}</p>
                  <span
                    data-testid="payment-status"
                    className={cn(
                      pill,
                      p.status === "settled"
                        ? "bg-green-100 text-green-900 dark:bg-green-500/20 dark:text-green-200"
                        : p.status === "pending"
                          ? "bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-200"
                          : "bg-slate-200 text-slate-900 dark:bg-slate-500/20 dark:text-slate-200",
                    )}
                  >
                    {PAYMENT_STATUS_LABELS[p.status]}
                  </span>
                  {p.flag ? (
                    <span
                      data-testid="payment-flag"
                      className={cn(pill, "bg-red-100 text-red-900 dark:bg-red-500/20 dark:text-red-200")}
                    >
                      {PAYMENT_FLAG_LABELS[p.flag] ?? p.flag}
                    </span>
                  ) : null}
                </div>
                <DetailList
                  items={[
                    ["Pengguna", `${p.user.username} (${p.user.email})`],
                    [
                      "Untuk",
                      p.purpose === "deposit" ? (
                        <span key="d" data-testid="payment-deposit">
                          {P.purposeDeposit} <span className="font-mono">{p.deposit?.id}</span>
                          {p.deposit ? ` (${p.deposit.status})` : null}
                        </span>
                      ) : (
                        <ul key="o" className="space-y-1" data-testid="payment-shares">
                          {p.shares.map((s) => (
                            <li key={s.orderId} data-testid="payment-share" data-outcome={s.outcome ?? "none"}>
                              <Link
                                to={
                                  s.orderStatus === "Dikomplain"
                                    ? `/admin/disputes/${encodeURIComponent(s.orderId)}`
                                    : `/order/${encodeURIComponent(s.orderId)}`
                                }
                                className="font-mono font-semibold text-brand underline"
                              >
                                {s.orderNumber ?? s.orderId}
                              </Link>{" "}
                              <span className="tabular-nums">{formatRupiah(s.amount)}</span> ·{" "}
                              {P.shareOutcome[s.outcome ?? "none"]}
                            </li>
                          ))}
                        </ul>
                      ),
                    ],
                    ["Metode", paymentMethod(p.method)?.label ?? p.method],
                    [
                      "Jumlah",
                      <span key="a" className="tabular-nums">
                        {formatRupiah(p.amount)}
                      </span>,
                    ],
                    [
                      "Biaya",
                      <span key="f" className="tabular-nums">
                        {formatRupiah(p.fee)}
                      </span>,
                    ],
                    [
                      "Total dibayar",
                      <span key="g" className="font-semibold tabular-nums">
                        {formatRupiah(p.grossAmount)}
                      </span>,
                    ],
                    ["Dibuat", when(p.createdAt)],
                    ["Berhasil", p.settledAt ? when(p.settledAt) : "—"],
                    ...(p.providerTransactionId
                      ? [["ID transaksi penyedia", p.providerTransactionId] as [string, string]]
                      : []),
                  ]}
                />
                <details className="text-sm">
                  <summary className="min-h-11 cursor-pointer py-2 font-semibold">
                    {P.lastNotification} ({p.events.length})
                  </summary>
                  {p.lastNotification ? (
                    <pre
                      data-testid="payment-last-notification"
                      className="mt-2 max-h-72 overflow-auto rounded-lg bg-surface-100 p-3 text-xs whitespace-pre-wrap break-all dark:bg-surface-900"
                    >
                      {pretty(p.lastNotification)}
                    </pre>
                  ) : (
                    <p className="mt-2 text-slate-600 dark:text-slate-400">{P.noNotification}</p>
                  )}
                  <ol className="mt-2 space-y-2">
                    {p.events.map((e) => (
                      <li key={`${e.status}-${e.receivedAt}`} data-testid="payment-event" data-event-status={e.status}>
                        <p className="font-semibold">
                          {e.status} · {when(e.receivedAt)}
                        </p>
                        <pre className="mt-1 max-h-72 overflow-auto rounded-lg bg-surface-100 p-3 text-xs whitespace-pre-wrap break-all dark:bg-surface-900">
                          {pretty(e.raw)}
                        </pre>
                      </li>
                    ))}
                  </ol>
                </details>
                <ActionButton intent="refresh" targetId={p.id} variant="secondary">
                  {P.refresh}
                </ActionButton>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {hasMore ? <LoadMoreLink to={hrefOf(filter, page + 1)} /> : null}
    </div>
  );
}
