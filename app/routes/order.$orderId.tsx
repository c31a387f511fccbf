/**
 * The order page (spec section 2 "Order detail", ARCHITECTURE.md section 3): order info, status,
 * the running deadline, the steps the viewer may take, delivery info for the buyer, and the live
 * chat. Only the order's buyer, seller and admins may open it. Every step goes through the order's
 * OrderRoom, which alone changes an order's state.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Link, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { ChevronLeft, KeyRound, PackageSearch, ShieldAlert, ShieldX, Star } from "lucide-react";
import type { ReactNode } from "react";
import { OrderChat } from "~/components/orders/chat";
import { DeadlineCountdown } from "~/components/orders/deadline-countdown";
import {
  ActionRefusal,
  DISPUTE_EVIDENCE_MAX_LENGTH,
  DISPUTE_REASON_MAX_LENGTH,
  OrderActions,
  type OrderActionResult,
  type OrderFormField,
} from "~/components/orders/order-actions";
import { OrderStatusBadge } from "~/components/orders/order-status-badge";
import { Card } from "~/components/ui";
import { canonicalListingPath } from "~/modules/catalog/listing.server";
import { loadOrderForViewer } from "~/modules/orders/access.server";
import { ORDER_STATUS as S, type OrderStatus } from "~/modules/orders/constants";
import { DELIVERY_INFO_MAX_LENGTH, decryptDeliveryInfo, encryptDeliveryInfo } from "~/modules/orders/delivery.server";
import { transition, type OrderAction } from "~/modules/orders/escrow";
import type { ApplyResult, OrderExtra } from "~/modules/orders/movements.server";
import { DEADLINE_TEXTS, ORDER_TEXTS, REFUSAL_TEXTS } from "~/modules/orders/texts";
import { requireUser } from "~/modules/auth/guards.server";
import { formatLongDate, formatNumber, formatRelativeTime, formatRupiah } from "~/utils/format";
import { redirectWithToast } from "~/utils/toast.server";
import { orderRoom } from "~/modules/orders/room.server";

/** The steps a person (not the deadline alarms) can ask for on this page. */
const USER_ACTIONS = [
  "pay",
  "ship",
  "confirm",
  "dispute",
  "release",
  "refund",
  "cancel",
] as const satisfies OrderAction[];
type UserAction = (typeof USER_ACTIONS)[number];
const isUserAction = (value: unknown): value is UserAction => USER_ACTIONS.includes(value as UserAction);

/** Statuses in which the buyer (and staff) see what the seller delivered. */
const DELIVERED: OrderStatus[] = [S.shipped, S.completed, S.disputed];
/** The chat's latest messages the page renders; `?chat=semua` renders up to CHAT_HISTORY_LIMIT. */
const CHAT_PAGE = 50;
const CHAT_HISTORY_LIMIT = 200;

const PAYMENT_METHODS: Record<string, string> = { wallet: "Saldo Dompet PasarGame" };

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context, "Silakan login untuk melihat pesanan Anda.");
  // Opening the order is reading its conversation: marked read in the same round trip.
  const { order, product, buyer, seller, role } = await loadOrderForViewer(context, params.orderId ?? "", user, {
    markRead: true,
  });
  // A long conversation would make the page heavy on a cheap phone: the latest messages, and a
  // link to the rest (the live chat only ever adds newer ones).
  const wholeChat = new URL(request.url).searchParams.get("chat") === "semua";
  const limit = wholeChat ? CHAT_HISTORY_LIMIT : CHAT_PAGE;
  const latest = await orderRoom(context.env, order.id).history(limit + 1);
  const history = latest.slice(-limit);

  const now = Date.now();
  const actions = USER_ACTIONS.filter(
    (a) => transition({ status: order.status, deadlineAt: order.deadlineAt }, a, role, now).ok,
  );
  // Delivery info (for Akun: the login) is decrypted for the buyer and staff only, once delivered.
  const mayReadDelivery = (role === "buyer" || role === "admin") && DELIVERED.includes(order.status);
  const deliveryInfo = mayReadDelivery
    ? await decryptDeliveryInfo(context.env.DELIVERY_INFO_KEY, order.deliveryInfo)
    : null;
  const labels = new Map(product?.requiredInputs.map((i) => [i.id, i.label]));

  return {
    viewerId: user.id,
    role,
    now,
    order: {
      id: order.id,
      status: order.status,
      productTitle: order.productTitle,
      productType: order.productType,
      unitPrice: order.unitPrice,
      quantity: order.quantity,
      totalAmount: order.totalAmount,
      paymentMethod: PAYMENT_METHODS[order.paymentMethod] ?? order.paymentMethod,
      createdAt: order.createdAt,
      deadlineAt: order.deadlineAt,
      userInputs: Object.entries(order.userInputData ?? {}).map(([key, value]) => ({
        label: labels.get(key) ?? key,
        value,
      })),
      disputeReason: order.disputeReason,
      disputeEvidence: order.disputeEvidence ?? [],
    },
    listingPath: product ? canonicalListingPath(product) : null,
    buyer,
    seller,
    actions,
    delivery: mayReadDelivery
      ? { kind: "visible" as const, text: deliveryInfo }
      : order.deliveryInfo
        ? { kind: "sent" as const }
        : null,
    deadlineText: order.deadlineAt !== null ? (DEADLINE_TEXTS[order.status] ?? null) : null,
    history,
    olderMessages: latest.length > limit && !wholeChat,
    deliveryInfoMaxLength: DELIVERY_INFO_MAX_LENGTH,
  };
}

function refusalStatus(reason: Extract<ApplyResult, { ok: false }>["reason"]) {
  if (reason === "not_allowed") return 403;
  if (reason === "not_found") return 404;
  return 409;
}

function refused(intent: string, reason: Extract<ApplyResult, { ok: false }>["reason"]) {
  return data(
    { intent, title: ORDER_TEXTS.actionDenied, message: REFUSAL_TEXTS[reason], reason } satisfies OrderActionResult,
    { status: refusalStatus(reason) },
  );
}

function invalid(intent: string, fieldErrors: OrderActionResult["fieldErrors"], values: OrderActionResult["values"]) {
  return data(
    {
      intent,
      title: "Data Tidak Lengkap",
      message: "Periksa kembali isian Anda.",
      fieldErrors,
      values,
    } satisfies OrderActionResult,
    { status: 400 },
  );
}

function text(form: FormData, name: OrderFormField, cut: number) {
  // Keep what was typed (bounded) so a refused form comes back filled in.
  return String(form.get(name) ?? "").slice(0, cut + 1000);
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const { order, role } = await loadOrderForViewer(context, params.orderId ?? "", user);
  const form = await request.formData();
  const intent = form.get("intent");
  if (!isUserAction(intent)) {
    return data(
      { intent: String(intent ?? ""), title: "Aksi Tidak Dikenal", message: "Permintaan tidak dikenali." },
      { status: 400 },
    );
  }
  // Who may do what is the state machine's answer; asking first keeps a stranger's form unread.
  const step = transition({ status: order.status, deadlineAt: order.deadlineAt }, intent, role, Date.now());
  if (!step.ok && step.reason === "not_allowed") return refused(intent, "not_allowed");

  let extra: OrderExtra | undefined;
  if (intent === "ship") {
    const deliveryInfo = text(form, "deliveryInfo", DELIVERY_INFO_MAX_LENGTH);
    const trimmed = deliveryInfo.trim();
    if (!trimmed) return invalid(intent, { deliveryInfo: "Info pengiriman wajib diisi." }, { deliveryInfo });
    if (trimmed.length > DELIVERY_INFO_MAX_LENGTH) {
      return invalid(
        intent,
        { deliveryInfo: `Info pengiriman maksimal ${formatNumber(DELIVERY_INFO_MAX_LENGTH)} karakter.` },
        { deliveryInfo },
      );
    }
    extra = { deliveryInfo: await encryptDeliveryInfo(context.env.DELIVERY_INFO_KEY, trimmed) };
  } else if (intent === "dispute") {
    const disputeReason = text(form, "disputeReason", DISPUTE_REASON_MAX_LENGTH);
    const disputeEvidence = text(form, "disputeEvidence", DISPUTE_EVIDENCE_MAX_LENGTH);
    const reason = disputeReason.trim();
    const evidence = disputeEvidence.trim();
    const errors: Partial<Record<OrderFormField, string>> = {};
    if (!reason) errors.disputeReason = "Alasan komplain wajib diisi.";
    else if (reason.length > DISPUTE_REASON_MAX_LENGTH)
      errors.disputeReason = `Alasan komplain maksimal ${formatNumber(DISPUTE_REASON_MAX_LENGTH)} karakter.`;
    if (!evidence) errors.disputeEvidence = "Bukti wajib diisi: jelaskan masalahnya dan sertakan tautan buktinya.";
    else if (evidence.length > DISPUTE_EVIDENCE_MAX_LENGTH)
      errors.disputeEvidence = `Bukti maksimal ${formatNumber(DISPUTE_EVIDENCE_MAX_LENGTH)} karakter.`;
    if (errors.disputeReason || errors.disputeEvidence) {
      return invalid(intent, errors, { disputeReason, disputeEvidence });
    }
    extra = { disputeReason: reason, disputeEvidence: [evidence] };
  }

  const result = await orderRoom(context.env, order.id).act(order.id, intent, { id: user.id, role: user.role }, extra);
  if (!result.ok) return refused(intent, result.reason);
  throw redirectWithToast(`/order/${encodeURIComponent(order.id)}`, {
    type: "success",
    title: ORDER_TEXTS.statusChanged,
    description: `Status pesanan sekarang: ${result.order.status}.`,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => [
  {
    title: loaderData ? `Pesanan ${loaderData.order.productTitle} — PasarGame` : `${ORDER_TEXTS.notFound} — PasarGame`,
  },
  {
    name: "description",
    content: "Detail pesanan, status rekening bersama, info pengiriman dan chat dengan penjual atau pembeli.",
  },
  { name: "robots", content: "noindex" },
];

export default function OrderPage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as OrderActionResult | undefined;
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
          <p className="mt-0.5 truncate font-mono text-xs text-slate-600 dark:text-slate-400">{order.id}</p>
        </div>
        <OrderStatusBadge status={order.status} className="px-3 py-1 text-sm" />
      </header>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="min-w-0 space-y-6">
          {actionData && !actionData.fieldErrors ? <ActionRefusal result={actionData} /> : null}
          {order.deadlineAt !== null && loaderData.deadlineText ? (
            <DeadlineCountdown deadlineAt={order.deadlineAt} label={loaderData.deadlineText} now={now} />
          ) : null}

          <Card>
            <h2 className="text-lg font-bold">Informasi Pesanan</h2>
            <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm" data-testid="order-info">
              <Row label="Produk">
                {listingPath ? (
                  <Link to={listingPath} className="font-semibold hover:text-brand" data-testid="order-product">
                    {order.productTitle}
                  </Link>
                ) : (
                  <span className="font-semibold">{order.productTitle}</span>
                )}
              </Row>
              <Row label="Tipe">{order.productType}</Row>
              <Row label="Jumlah">{formatNumber(order.quantity)}</Row>
              <Row label="Harga Satuan">{formatRupiah(order.unitPrice)}</Row>
              <Row label="Total">
                <span className="text-base font-bold text-money" data-testid="order-total">
                  {formatRupiah(order.totalAmount)}
                </span>
              </Row>
              <Row label="Metode Pembayaran">{order.paymentMethod}</Row>
              <Row label="Dibuat">
                <time dateTime={new Date(order.createdAt).toISOString()}>{formatLongDate(order.createdAt)}</time>{" "}
                <span className="text-slate-600 dark:text-slate-400">({formatRelativeTime(order.createdAt, now)})</span>
              </Row>
              <Row label="Pembeli">
                <Link to={`/user/${encodeURIComponent(buyer.username)}`} className="hover:text-brand">
                  {buyer.username}
                </Link>
                {role === "buyer" ? " (Anda)" : null}
              </Row>
              <Row label="Penjual">
                <Link to={`/user/${encodeURIComponent(seller.username)}`} className="hover:text-brand">
                  {seller.username}
                </Link>
                {role === "seller" ? " (Anda)" : null}
              </Row>
              {order.userInputs.map((input) => (
                <Row key={input.label} label={input.label}>
                  <span className="font-mono" data-testid="order-input">
                    {input.value}
                  </span>
                </Row>
              ))}
            </dl>
          </Card>

          {loaderData.actions.length > 0 ? (
            <Card>
              <OrderActions
                actions={loaderData.actions}
                productType={order.productType}
                deliveryInfoMaxLength={loaderData.deliveryInfoMaxLength}
                result={actionData}
              />
            </Card>
          ) : null}

          {delivery ? <DeliveryCard delivery={delivery} /> : null}

          {order.disputeReason ? (
            <Card>
              <h2 className="flex items-center gap-2 text-lg font-bold">
                <ShieldAlert className="size-5 text-orange-500" aria-hidden />
                Komplain Pembeli
              </h2>
              <dl className="mt-3 space-y-3 text-sm" data-testid="dispute-info">
                <div>
                  <dt className="font-medium text-slate-600 dark:text-slate-400">Alasan</dt>
                  <dd className="mt-0.5 whitespace-pre-wrap break-words">{order.disputeReason}</dd>
                </div>
                {order.disputeEvidence.map((evidence, i) => (
                  <div key={i}>
                    <dt className="font-medium text-slate-600 dark:text-slate-400">Bukti</dt>
                    <dd className="mt-0.5 whitespace-pre-wrap break-words">{evidence}</dd>
                  </div>
                ))}
              </dl>
              {order.status === S.disputed ? (
                <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
                  Dana ditahan sampai tim PasarGame memutuskan komplain ini berdasarkan bukti dari kedua pihak.
                </p>
              ) : null}
            </Card>
          ) : null}

          {role === "buyer" && order.status === S.completed && listingPath ? (
            <Card className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm">Pesanan selesai. Bagikan pengalaman Anda untuk membantu pembeli lain.</p>
              <Link
                to={`${listingPath}?tab=ulasan#ulasan`}
                className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-accent-500 px-5 font-semibold text-white hover:bg-accent-600"
                data-testid="review-link"
              >
                <Star className="size-4" aria-hidden />
                Beri Ulasan
              </Link>
            </Card>
          ) : null}
        </div>

        <div id="chat" className="min-w-0">
          <OrderChat
            orderId={order.id}
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

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

function DeliveryCard({ delivery }: { delivery: { kind: "visible"; text: string | null } | { kind: "sent" } }) {
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <KeyRound className="size-5 text-brand" aria-hidden />
        Info Pengiriman
      </h2>
      {delivery.kind === "sent" ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" data-testid="delivery-sent">
          Info pengiriman terkirim ke pembeli. Demi keamanan, isinya hanya ditampilkan kepada pembeli.
        </p>
      ) : delivery.text === null ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Info pengiriman tidak dapat ditampilkan. Hubungi penjual melalui chat.
        </p>
      ) : (
        <>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            Jangan bagikan info ini kepada siapa pun. Segera ganti password akun setelah login.
          </p>
          <pre
            className="mt-3 whitespace-pre-wrap break-words rounded-xl bg-surface-100 p-3 font-mono text-sm dark:bg-surface-800"
            data-testid="delivery-info"
          >
            {delivery.text}
          </pre>
        </>
      )}
    </Card>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) {
    return (
      <ErrorPage icon={<PackageSearch className="size-16 text-brand" aria-hidden />} title={ORDER_TEXTS.notFound}>
        {ORDER_TEXTS.notFoundDescription}
      </ErrorPage>
    );
  }
  if (status === 403) {
    return (
      <ErrorPage icon={<ShieldX className="size-16 text-brand" aria-hidden />} title={ORDER_TEXTS.accessDenied}>
        {isRouteErrorResponse(error) && typeof error.data === "string" && error.data
          ? error.data
          : ORDER_TEXTS.viewDenied}
      </ErrorPage>
    );
  }
  return (
    <ErrorPage icon={<p className="text-6xl font-black text-brand">{status}</p>} title={ORDER_TEXTS.loadFailed}>
      Maaf, terjadi kesalahan saat memuat pesanan ini. Silakan muat ulang halaman atau coba lagi nanti.
    </ErrorPage>
  );
}

function ErrorPage({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 text-center">
      {icon}
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{children}</p>
      <Link
        to="/my-account/orders"
        className="mt-6 inline-flex min-h-11 items-center rounded-xl bg-accent-500 px-5 font-semibold text-white hover:bg-accent-600"
      >
        Lihat Pesanan Saya
      </Link>
    </main>
  );
}
