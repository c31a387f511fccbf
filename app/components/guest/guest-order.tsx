/**
 * The order page a guest sees through the signed link (issue 32): this order only — status, IDs,
 * amount, how to pay, what was delivered, the refund and how to claim it — and its two steps.
 * No chat, no wallet, no links to account pages.
 */
import { Form, Link, useActionData } from "@remix-run/react";
import { DeadlineCountdown } from "~/components/orders/deadline-countdown";
import { OrderStatusBadge } from "~/components/orders/order-status-badge";
import { PaymentMethodChoice } from "~/components/payments/method-choice";
import { WaitingPayments } from "~/components/payments/waiting-payments";
import { Alert, Button, Card } from "~/components/ui";
import type { GuestOrderPage } from "~/modules/guest/order-view.server";
import { GUEST_TEXTS as T } from "~/modules/guest/texts";
import type { AppErrorShape } from "~/utils/app-error";
import { formatNumber, formatRupiah } from "~/utils/format";

export function GuestOrderView({ page }: { page: GuestOrderPage }) {
  const { order } = page;
  const refused = (useActionData() as { error?: AppErrorShape; values?: Record<string, string> } | undefined) ?? null;
  return (
    <main className="mx-auto w-full max-w-xl space-y-4 px-4 py-6" data-testid="guest-order">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">{T.pageTitle}</h1>
          <p className="truncate font-mono text-sm font-semibold" data-testid="order-number">
            {order.orderNumber}
          </p>
        </div>
        <OrderStatusBadge status={order.status} className="px-3 py-1 text-sm" />
      </header>
      <p className="text-sm text-slate-600 dark:text-slate-400">{T.guestNote}</p>
      {refused?.error ? (
        <Alert testId="guest-order-error">
          <p className="font-semibold">{refused.error.title}</p>
          <p className="mt-1">{refused.error.message}</p>
        </Alert>
      ) : null}
      {order.deadlineAt !== null && page.deadlineText ? (
        <DeadlineCountdown deadlineAt={order.deadlineAt} label={page.deadlineText} now={page.now} />
      ) : null}
      {page.payment && page.payment.waiting.length > 0 ? <WaitingPayments payments={page.payment.waiting} /> : null}
      <Card>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm" data-testid="order-info">
          <dt className="text-slate-600 dark:text-slate-400">Produk</dt>
          <dd className="font-semibold">{order.productTitle}</dd>
          <dt className="text-slate-600 dark:text-slate-400">Jumlah</dt>
          <dd>{formatNumber(order.quantity)}</dd>
          {order.userInputs.map((input) => (
            <div key={input.label} className="contents">
              <dt className="text-slate-600 dark:text-slate-400">{input.label}</dt>
              <dd className="font-medium break-all">{input.value}</dd>
            </div>
          ))}
          <dt className="text-slate-600 dark:text-slate-400">Total</dt>
          <dd className="font-bold text-brand tabular-nums">{formatRupiah(order.totalAmount)}</dd>
        </dl>
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{T.contactOf(page.contact)}</p>
      </Card>
      {page.payment ? (
        <Card>
          <Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="pay" />
            <PaymentMethodChoice
              amount={order.totalAmount}
              gateway={page.payment.gateway}
              wallet={false}
              chosen={refused?.values?.method || "qris"}
            />
            <Button type="submit" className="w-full" data-testid="guest-pay">
              {T.payNow}
            </Button>
          </Form>
        </Card>
      ) : null}
      {page.delivery !== null ? (
        <Card>
          <h2 className="font-bold">{T.delivered}</h2>
          <pre className="mt-2 text-sm break-all whitespace-pre-wrap" data-testid="guest-delivery">
            {page.delivery}
          </pre>
        </Card>
      ) : null}
      {page.canConfirm ? (
        <Card className="space-y-3">
          <h2 className="font-bold">{T.confirmTitle}</h2>
          <p className="text-sm">{T.confirmIntro}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="confirm" />
            <Button type="submit" className="w-full" data-testid="guest-confirm">
              {T.confirmButton}
            </Button>
          </Form>
        </Card>
      ) : null}
      {page.refund ? (
        <Alert tone="info" testId="guest-refund">
          <p className="font-semibold">{T.refundedTitle}</p>
          <p className="mt-1" data-refund-state={page.refund.state}>
            {guestRefundText(page)}
          </p>
        </Alert>
      ) : null}
      {page.claimable ? (
        <p className="text-sm">
          {T.claimHint}{" "}
          <Link to="/register" className="font-semibold text-brand underline" data-testid="guest-register">
            {T.register}
          </Link>
        </p>
      ) : null}
    </main>
  );
}

/** Where the guest's refund went: back to the QRIS / e-wallet, or (kept) in the wallet of their contact. */
function guestRefundText({ refund, whatsApp, contact }: Pick<GuestOrderPage, "refund" | "whatsApp" | "contact">) {
  if (!refund) return null;
  if (refund.state === "requested" || refund.state === "done") return refund.text;
  const inWallet = whatsApp ? T.refundedWa(refund.amount) : T.refunded(refund.amount, contact);
  return refund.state === "failed" ? `${refund.text} ${inWallet}` : inWallet;
}
