/**
 * The order page (spec section 2 "Order detail", ARCHITECTURE.md section 3): order info, status,
 * the running deadline, the steps the viewer may take, delivery info for the buyer, and the live
 * chat. Only the order's buyer, seller and admins may open it. Every step goes through the order's
 * OrderRoom, which alone changes an order's state (modules/orders/order-page.server.ts).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Link, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { ChevronLeft, PackageSearch, ShieldX } from "lucide-react";
import { ChatPanel } from "~/components/orders/chat";
import { DeadlineCountdown } from "~/components/orders/deadline-countdown";
import { DeliveryCard, DisputeCard, OrderInfoCard, ReviewPrompt } from "~/components/orders/order-details";
import { ActionRefusal, ConfirmStepNotice, OrderActions } from "~/components/orders/order-actions";
import { OrderOutcomeCard } from "~/components/orders/order-outcome";
import { OrderStatusBadge } from "~/components/orders/order-status-badge";
import { StoredChecklist } from "~/components/orders/secure-checklist";
import type { CaseAnswer } from "~/components/orders/case-timeline";
import { Card } from "~/components/ui";
import { getUser, requireUser } from "~/modules/auth/guards.server";
import { guestMayRead, guestOrderPage, guestOrderStep } from "~/modules/guest/order-view.server";
import { grantCookie, orderLink } from "~/modules/guest/link.server";
import { GUEST_TEXTS } from "~/modules/guest/texts";
import { refuse } from "~/utils/refuse.server";
import { answerStep } from "~/utils/step-outcome.server";
import { redirectWithToast } from "~/utils/toast.server";
import { data, redirect } from "@remix-run/cloudflare";
import { ORDER_STATUS as S } from "~/modules/orders/constants";
import { orderResultOf, type OrderActionResult, type RefusedStepAnswer } from "~/modules/orders/order-form";
import { orderPageData, takeOrderStep } from "~/modules/orders/order-page.server";
import { stepFieldRefusal } from "~/modules/orders/step-forms.server";
import { ORDER_TEXTS } from "~/modules/orders/texts";
import { WALLET_METHOD } from "~/components/payments/method-choice";
import { payOrderThroughGateway, waitingPayments } from "~/modules/payments/pay-orders.server";
import { gatewayAvailable } from "~/modules/payments/payments.server";
import { buyerRefundToMethod } from "~/modules/payments/refunds.server";
import { REFUND_TEXTS } from "~/modules/payments/texts";
import { Suspense } from "react";
import { lazyNamed } from "~/utils/lazy-named";

// Parts only some orders or viewers show load when first rendered, not with every order page: a
// guest's view, an unpaid order's payment, a seller's fee, a case, a warranty, the error pages.
const GuestOrderView = lazyNamed(() => import("~/components/guest/guest-order"), "GuestOrderView");
const PaymentMethodChoice = lazyNamed(() => import("~/components/payments/method-choice"), "PaymentMethodChoice");
const WaitingPayments = lazyNamed(() => import("~/components/payments/waiting-payments"), "WaitingPayments");
const SellerFee = lazyNamed(() => import("~/components/seller/seller-fee"), "SellerFee");
const loadCase = () => import("~/components/orders/case-timeline");
const CaseTimeline = lazyNamed(loadCase, "CaseTimeline");
const CaseForms = lazyNamed(loadCase, "CaseForms");
const WarrantyCard = lazyNamed(() => import("~/components/orders/warranty-card"), "WarrantyCard");
const NotFoundView = lazyNamed(() => import("~/components/not-found"), "NotFoundView");

/** A guest's view (signed link or this browser's grant, issue 32), when there is no signed-in user or a link is followed. */
async function asGuest(request: Request, context: LoaderFunctionArgs["context"], orderId: string) {
  const signedLink = new URL(request.url).searchParams.has("t");
  if (!signedLink && (await getUser(request, context))) return false;
  return guestMayRead(request, context, orderId);
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  if (await asGuest(request, context, params.orderId ?? "")) {
    const guestView = await guestOrderPage(context, params.orderId ?? "");
    if (guestView) return { guestView };
  }
  const user = await requireUser(request, context, "Silakan login untuk melihat pesanan Anda.");
  const wholeChat = new URL(request.url).searchParams.get("chat") === "semua";
  const page = await orderPageData(context, params.orderId ?? "", user, { wholeChat });
  // The buyer of an unpaid order may pay it from the wallet or through the gateway.
  const payable = page.role === "buyer" && page.order.status === S.awaitingPayment;
  return {
    ...page,
    payment: payable
      ? { gateway: gatewayAvailable(context), waiting: await waitingPayments(context, page.order.id, page.now) }
      : null,
  };
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  if (await asGuest(request, context, params.orderId ?? ""))
    return guestOrderAction(request, context, params.orderId ?? "");
  const user = await requireUser(request, context);
  // 'pay' with a gateway method goes to the provider; the wallet's 'pay' is the room's step as before.
  const form = await request.clone().formData();
  const method = form.get("method");
  if (form.get("intent") === "pay" && typeof method === "string" && method && method !== WALLET_METHOD) {
    const started = await payOrderThroughGateway(context, params.orderId ?? "", user, method);
    if (!started.ok) {
      // A method refused is the pay form's field problem; a step refused ('Aksi Ditolak') stays the page's.
      const { error } = started;
      if (!error.field) return refuse(error, { method }, { intent: "pay" });
      return data(stepFieldRefusal("pay", error, { method }), { status: error.status });
    }
    throw redirect(started.redirectUrl, 303);
  }
  if (form.get("intent") === "refund_to_method") {
    const sent = await buyerRefundToMethod(context, params.orderId ?? "", user);
    if (!sent.ok) return refuse(sent.error, null, { intent: "refund_to_method" });
    throw redirectWithToast(`/order/${encodeURIComponent(params.orderId ?? "")}`, {
      type: sent.status === "failed" ? "error" : "success",
      title: REFUND_TEXTS.title,
      description: REFUND_TEXTS.toast[sent.status],
    });
  }
  return answerStep(await takeOrderStep(context, params.orderId ?? "", user, request));
}

/** A guest's pay or confirm; the page comes back to the signed link, the browser keeps the order's grant. */
async function guestOrderAction(request: Request, context: ActionFunctionArgs["context"], orderId: string) {
  const form = await request.formData();
  const done = await guestOrderStep(context, orderId, form);
  if (!done.ok) return refuse(done.error, { method: String(form.get("method") ?? "") }, { intent: form.get("intent") });
  const headers = new Headers({ "Set-Cookie": await grantCookie(request, context.env, [orderId]) });
  if (done.redirectUrl) throw redirect(done.redirectUrl, { status: 303, headers });
  throw redirectWithToast(
    await orderLink(context.env, orderId),
    { type: "success", title: ORDER_TEXTS.statusChanged, description: GUEST_TEXTS.confirmedToast },
    { headers },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => [
  {
    title: loaderData
      ? `Pesanan ${(loaderData.guestView ?? (loaderData as { order: { productTitle: string } })).order.productTitle} — PasarGame`
      : `${ORDER_TEXTS.notFound} — PasarGame`,
  },
  {
    name: "description",
    content: "Detail pesanan, status rekening bersama, info pengiriman dan chat dengan penjual atau pembeli.",
  },
  { name: "robots", content: "noindex" },
];

export default function OrderRoute() {
  const loaderData = useLoaderData<typeof loader>();
  return loaderData.guestView ? (
    <Suspense fallback={null}>
      <GuestOrderView page={loaderData.guestView} />
    </Suspense>
  ) : (
    <OrderPage />
  );
}

function OrderPage() {
  const loaderData = useLoaderData<typeof loader>() as Exclude<SerializeFrom<typeof loader>, { guestView: unknown }>;
  const rawAction = useActionData<typeof action>();
  const actionData = orderResultOf(rawAction as OrderActionResult | RefusedStepAnswer | undefined);
  const { order, role, buyer, seller, listingPath, delivery, now } = loaderData;
  const back =
    role === "seller"
      ? { to: "/seller/dashboard?tab=orders", label: "Pesanan Masuk" }
      : { to: "/my-account/orders", label: "Pesanan Saya" };

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6">
      <Link
        to={back.to}
        className="inline-flex min-h-11 items-center gap-1 text-sm text-slate-600 hover:text-brand dark:text-slate-400"
      >
        <ChevronLeft className="size-4" aria-hidden />
        {back.label}
      </Link>
      <header className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">Detail Pesanan</h1>
          <p className="mt-0.5 truncate font-mono text-sm font-semibold" data-testid="order-number">
            {order.orderNumber}
          </p>
        </div>
        <OrderStatusBadge status={order.status} className="px-3 py-1 text-sm" />
      </header>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="min-w-0 space-y-6">
          {actionData?.confirmStep ? (
            <ConfirmStepNotice />
          ) : actionData && !actionData.fieldErrors ? (
            <ActionRefusal result={actionData} />
          ) : null}
          {order.deadlineAt !== null && loaderData.deadlineText ? (
            <DeadlineCountdown deadlineAt={order.deadlineAt} label={loaderData.deadlineText} now={now} />
          ) : null}
          {loaderData.refundPromise ? (
            <p className="text-sm font-medium text-emerald-700 dark:text-emerald-400" data-testid="topup-promise">
              {loaderData.refundPromise}
            </p>
          ) : null}
          {loaderData.payment && loaderData.payment.waiting.length > 0 ? (
            <Suspense fallback={null}>
              <WaitingPayments payments={loaderData.payment.waiting} />
            </Suspense>
          ) : null}
          {/* What was delivered stands first, above the step that confirms it ('Konfirmasi Pesanan Diterima'). */}
          {delivery ? <DeliveryCard delivery={delivery} productType={order.productType} /> : null}
          <OrderInfoCard
            order={order}
            listingPath={listingPath}
            buyer={buyer}
            seller={seller}
            role={role}
            now={now}
            paidWith={loaderData.paidWith}
          />
          {role === "seller" ? (
            <Suspense fallback={null}>
              <SellerFee totalAmount={order.totalAmount} status={order.status} />
            </Suspense>
          ) : null}
          {loaderData.actions.length > 0 ? (
            <Card>
              <OrderActions
                actions={loaderData.actions}
                productType={order.productType}
                checklist={loaderData.checklist}
                result={actionData}
                role={role}
                order={order}
                caseAnswer={rawAction as CaseAnswer | undefined}
                payChoice={
                  loaderData.payment ? (
                    <Suspense fallback={null}>
                      <PaymentMethodChoice
                        amount={order.totalAmount}
                        gateway={loaderData.payment.gateway}
                        chosen={(rawAction as { values?: Record<string, string> | null } | undefined)?.values?.method}
                      />
                    </Suspense>
                  ) : null
                }
              />
            </Card>
          ) : null}
          <OrderOutcomeCard order={order} role={role} refund={loaderData.refund} />
          {loaderData.disputeCase ? (
            <Suspense fallback={null}>
              <CaseTimeline view={loaderData.disputeCase} />
              <CaseForms orderId={order.id} view={loaderData.disputeCase} />
            </Suspense>
          ) : order.disputeReason ? (
            <DisputeCard order={order} />
          ) : null}
          {loaderData.warranty ? (
            <Suspense fallback={null}>
              <WarrantyCard
                warranty={loaderData.warranty}
                role={role}
                claimPath={`/order/${encodeURIComponent(order.id)}/claim`}
              />
            </Suspense>
          ) : null}
          {order.secureChecklist ? (
            <Card>
              <StoredChecklist checklist={order.secureChecklist} />
            </Card>
          ) : null}
          {role === "buyer" && order.status === S.completed && listingPath ? (
            <ReviewPrompt listingPath={listingPath} review={loaderData.review} />
          ) : null}
        </div>

        <div id="chat" className="min-w-0">
          {loaderData.presale ? (
            <p className="mb-3 text-sm" data-testid="presale-link">
              <Link to={loaderData.presale.href} className="font-semibold text-brand hover:underline">
                {loaderData.presale.label}
              </Link>
              <span className="block text-xs text-slate-600 dark:text-slate-400">{loaderData.presale.hint}</span>
            </p>
          ) : null}
          <ChatPanel
            socketPath={`/order/${encodeURIComponent(order.id)}/chat`}
            viewerId={loaderData.viewerId}
            participants={{ [buyer.id]: buyer.username, [seller.id]: seller.username }}
            initialMessages={loaderData.history}
            olderHref={loaderData.olderMessages ? "?chat=semua#chat" : null}
            status={order.status}
            now={now}
          />
        </div>
      </div>
    </main>
  );
}

/** The order's own 404, 403 and failure pages: each leads back to the viewer's orders. */
export function ErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <OrderError />
    </Suspense>
  );
}

function OrderError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const back = { href: "/my-account/orders", linkText: "Lihat Pesanan Saya" };
  if (status === 404) {
    return (
      <NotFoundView
        {...back}
        mark={<PackageSearch className="size-16 text-brand" aria-hidden />}
        title={ORDER_TEXTS.notFound}
        text={ORDER_TEXTS.notFoundDescription}
      />
    );
  }
  if (status === 403) {
    return (
      <NotFoundView
        {...back}
        mark={<ShieldX className="size-16 text-brand" aria-hidden />}
        title={ORDER_TEXTS.accessDenied}
        text={
          isRouteErrorResponse(error) && typeof error.data === "string" && error.data
            ? error.data
            : ORDER_TEXTS.viewDenied
        }
      />
    );
  }
  return (
    <NotFoundView
      {...back}
      mark={<p className="text-6xl font-black text-brand">{status}</p>}
      title={ORDER_TEXTS.loadFailed}
      text="Maaf, terjadi kesalahan saat memuat pesanan ini. Silakan muat ulang halaman atau coba lagi nanti."
    />
  );
}
