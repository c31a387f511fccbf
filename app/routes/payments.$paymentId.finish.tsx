/**
 * GET /payments/{id}/finish — where the payment provider sends the buyer back. If the provider's
 * notification has not arrived yet, the transaction's status is read from the provider now (the same
 * verified path), then the buyer goes on: to the order (which turns 'Diproses' live once paid), to
 * the order list for a checkout of several orders, or to the deposit's page.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getUser, requireUser } from "~/modules/auth/guards.server";
import { guestPayer } from "~/modules/guest/payment-access.server";
import { orderLink } from "~/modules/guest/link.server";
import { ordersOfPayment, paymentOf } from "~/modules/payments/payments.server";
import { refreshFromProvider } from "~/modules/payments/refresh.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await getUser(request, context);
  // A guest's payment (issue 32): read through this browser's grant, and back to the order's signed link.
  const guest = user ? null : await guestPayer(request, context, params.paymentId ?? "");
  const payer =
    user?.id ?? guest ?? (await requireUser(request, context, "Anda harus login untuk melihat pembayaran Anda.")).id;
  const payment = await paymentOf(context, params.paymentId ?? "", payer);
  if (!payment) throw new Response("Pembayaran Tidak Ditemukan", { status: 404 });
  if (payment.status === "pending") await refreshFromProvider(context, payment.id);
  if (payment.purpose === "deposit") return redirect(`/my-account/wallet/deposits/${payment.depositId}`);
  const shares = await ordersOfPayment(context, payment.id);
  if (shares.length === 1)
    return redirect(guest ? await orderLink(context.env, shares[0].orderId) : `/order/${shares[0].orderId}`);
  return redirect("/my-account/orders");
}
