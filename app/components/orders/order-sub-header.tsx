/**
 * The header of an order's sub-pages (the warranty claim, the dispute case): back to the order,
 * the page's title and which order it is about (number and product, rendered as text).
 */
import { Link } from "@remix-run/react";
import { ChevronLeft } from "lucide-react";

export function OrderSubHeader({
  orderId,
  orderNumber,
  productTitle,
  title,
}: {
  orderId: string;
  orderNumber: string;
  productTitle: string;
  title: string;
}) {
  return (
    <>
      <Link
        to={`/order/${encodeURIComponent(orderId)}`}
        className="inline-flex min-h-11 items-center gap-1 text-sm text-slate-600 dark:text-slate-400"
      >
        <ChevronLeft className="size-4" aria-hidden />
        Detail Pesanan
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{title}</h1>
      <p className="mt-1 text-sm">
        <span className="font-mono font-semibold">{orderNumber}</span> · {productTitle}
      </p>
    </>
  );
}
