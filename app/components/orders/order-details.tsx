/**
 * The order page's cards: what was ordered and by whom, what the seller delivered, the buyer's
 * complaint, and the invitation to review a completed order.
 */
import { Link } from "@remix-run/react";
import { KeyRound, ShieldAlert, Star } from "lucide-react";
import type { ReactNode } from "react";
import { PaidWithRows } from "~/components/payments/paid-with";
import { Card } from "~/components/ui";
import { CopyButton } from "~/components/wallet/copy-button";
import { ORDER_STATUS as S } from "~/modules/orders/constants";
import type { OrderPageData } from "~/modules/orders/order-page.server";
import { DELIVERY_TEXTS } from "~/modules/orders/delivery-texts";
import { formatNumber, formatRupiah } from "~/utils/format";
import { formatLongDate, formatRelativeTime } from "~/utils/format-date";

type PageOrder = OrderPageData["order"];

export function OrderInfoCard({
  order,
  listingPath,
  buyer,
  seller,
  role,
  now,
  paidWith,
}: Pick<OrderPageData, "order" | "listingPath" | "buyer" | "seller" | "role" | "now" | "paidWith">) {
  return (
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
        <PaidWithRows paidWith={paidWith} Row={Row} />
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

/** What the seller delivered, as each role should read it: the buyer and staff once delivered, the seller always. */
export function DeliveryCard({
  delivery,
  productType,
}: {
  delivery: NonNullable<OrderPageData["delivery"]>;
  productType: string;
}) {
  const note =
    delivery.kind === "visible"
      ? delivery.audience === "seller"
        ? DELIVERY_TEXTS.sellerNote
        : delivery.audience === "admin"
          ? DELIVERY_TEXTS.adminNote
          : buyerNote(productType)
      : null;
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <KeyRound className="size-5 text-brand" aria-hidden />
        Info Pengiriman
      </h2>
      {delivery.kind === "hidden" ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" data-testid="delivery-hidden">
          {delivery.text}
        </p>
      ) : delivery.text === null ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{DELIVERY_TEXTS.unreadable}</p>
      ) : (
        <>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400" data-testid="delivery-note">
            {note}
          </p>
          <pre
            className="mt-3 whitespace-pre-wrap break-words rounded-xl bg-surface-100 p-3 font-mono text-sm dark:bg-surface-800"
            data-testid="delivery-info"
          >
            {delivery.text}
          </pre>
          <div className="mt-2 flex flex-wrap gap-2">
            {deliveredFields(delivery.text).map((field) => (
              <CopyButton key={field.label} value={field.value} label={DELIVERY_TEXTS.copy(field.label)} />
            ))}
            <CopyButton value={delivery.text} label={DELIVERY_TEXTS.copyAll} />
          </div>
        </>
      )}
    </Card>
  );
}

/** The buyer's advice fits what was delivered: an account's login, a top-up's proof, anything else. */
function buyerNote(productType: string) {
  if (productType === "Akun") return DELIVERY_TEXTS.buyerNote;
  return productType === "Top Up" ? DELIVERY_TEXTS.buyerNoteTopUp : DELIVERY_TEXTS.buyerNoteOther;
}

/** 'Label: value' pairs of the delivered text (a line, or parts split by ' / '), each to copy alone. */
function deliveredFields(text: string): { label: string; value: string }[] {
  const fields = text
    .split(/\n| \/ /)
    .map((part) => /^\s*([^:]{1,24}):\s*(\S.*?)\s*$/.exec(part))
    .flatMap((m) => (m ? [{ label: m[1]!.trim(), value: m[2]! }] : []));
  return fields.filter((f, i) => fields.findIndex((g) => g.label === f.label) === i).slice(0, 6);
}

/** The buyer's complaint: the reason and each piece of evidence; while open, that the money waits. */
export function DisputeCard({ order }: { order: Pick<PageOrder, "status" | "disputeReason" | "disputeEvidence"> }) {
  return (
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
  );
}

/**
 * Shown to the buyer of a completed order: the way to the listing's reviews, or — once written —
 * their own review, with the way to see it among the others.
 */
export function ReviewPrompt({ listingPath, review }: { listingPath: string; review: OrderPageData["review"] }) {
  const toReviews = `${listingPath}?tab=ulasan#ulasan`;
  if (review)
    return (
      <Card>
        <div className="space-y-2" data-testid="my-review">
          <p className="text-sm font-semibold">Ulasan Anda · {formatLongDate(review.createdAt)}</p>
          <p className="flex items-center gap-1 text-sm" aria-label={`${review.rating} dari 5 bintang`}>
            {Array.from({ length: 5 }, (_, i) => (
              <Star
                key={i}
                className={`size-4 ${i < review.rating ? "fill-amber-400 text-amber-500" : "text-slate-300 dark:text-slate-600"}`}
                aria-hidden
              />
            ))}
          </p>
          {review.comment ? <p className="whitespace-pre-wrap break-words text-sm">{review.comment}</p> : null}
          <Link to={toReviews} className="text-sm font-medium text-brand hover:underline">
            Lihat di halaman produk
          </Link>
        </div>
      </Card>
    );
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm">Pesanan selesai. Bagikan pengalaman Anda untuk membantu pembeli lain.</p>
      <Link
        to={toReviews}
        className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-accent-500 px-5 font-semibold text-white hover:bg-accent-600"
        data-testid="review-link"
      >
        <Star className="size-4" aria-hidden />
        Beri Ulasan
      </Link>
    </Card>
  );
}
