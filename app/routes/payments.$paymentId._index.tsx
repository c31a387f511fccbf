/**
 * GET /payments/{id} — the app's own payment page, where 'Bayar' lands for every method the
 * provider's Core API charges: the VA number / bill key / pay code / QRIS, the amount with its fee
 * and the deadline in WIB, server-rendered and readable without JavaScript. A payment no longer
 * waiting (paid, closed, past its deadline) goes on through the finish page, which asks the provider.
 */
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PayInstructionsList } from "~/components/payments/waiting-payments";
import { Card } from "~/components/ui";
import { getUser, requireUser } from "~/modules/auth/guards.server";
import { guestPayer } from "~/modules/guest/payment-access.server";
import { pageMeta } from "~/modules/content/meta";
import { payPageView } from "~/modules/payments/pay-page.server";
import { PAYMENT_TEXTS as T } from "~/modules/payments/texts";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  // A guest's payment (issue 32) is read through this browser's grant of its orders.
  const payer =
    (await getUser(request, context))?.id ??
    (await guestPayer(request, context, params.paymentId ?? "")) ??
    (await requireUser(request, context, "Anda harus login untuk melihat pembayaran Anda.")).id;
  const view = await payPageView(context, params.paymentId ?? "", payer);
  if (!view) throw new Response("Pembayaran Tidak Ditemukan", { status: 404 });
  if (view.done) throw redirect(`/payments/${encodeURIComponent(view.paymentId)}/finish`);
  return view;
}

export const meta: MetaFunction = () => [
  ...pageMeta(T.payPageTitle, T.payPageIntro),
  { name: "robots", content: "noindex" },
];

export default function PaymentPage() {
  const { payment, orders, depositId } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto w-full max-w-xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-bold">{T.payPageTitle}</h1>
      <p className="text-sm text-slate-700 dark:text-slate-300">{T.payPageIntro}</p>
      <Card className="space-y-3">
        <p className="font-semibold" data-testid="pay-method">
          {payment.method}
        </p>
        <p className="text-sm">
          {T.payPageFor}{" "}
          {depositId ? (
            <Link to={`/my-account/wallet/deposits/${depositId}`} className="text-brand underline">
              {T.payPageDeposit}
            </Link>
          ) : (
            orders.map((o, index) => (
              <span key={o.id}>
                {index > 0 ? ", " : null}
                <Link to={`/order/${o.id}`} className="text-brand underline" data-testid="pay-order-link">
                  {o.label}
                </Link>{" "}
                {o.title}
              </span>
            ))
          )}
        </p>
        <PayInstructionsList payment={payment} />
        {payment.hosted ? (
          <a
            href={payment.redirectUrl}
            className="inline-flex min-h-11 items-center rounded-xl bg-brand px-4 font-semibold text-white hover:opacity-90"
          >
            {T.continuePayment}
          </a>
        ) : null}
        <a
          href={`/payments/${encodeURIComponent(payment.id)}/finish`}
          className="inline-flex min-h-11 items-center rounded-xl border border-brand px-4 font-semibold text-brand"
          data-testid="check-payment"
        >
          {T.checkStatus}
        </a>
        {orders.length > 0 ? <p className="text-xs">{T.changeMethod}</p> : null}
      </Card>
    </main>
  );
}
