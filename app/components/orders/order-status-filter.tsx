/**
 * The status filter of an order list (seller dashboard and the buyer's account): plain links that
 * put the status in the URL, so it works without JavaScript and the filtered view can be shared.
 */
import { Link } from "@remix-run/react";
import { ORDER_STATUSES } from "~/modules/orders/constants";
import { cn } from "~/utils/cn";

export function OrderStatusFilter({
  current,
  hrefFor,
  label = "Filter status pesanan",
}: {
  current: string | null;
  /** The list's URL for a status (null: every status). */
  hrefFor: (status: string | null) => string;
  label?: string;
}) {
  const options: { value: string | null; text: string }[] = [
    { value: null, text: "Semua" },
    ...ORDER_STATUSES.map((s) => ({ value: s, text: s })),
  ];
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4" data-testid="order-status-filter">
      <ul className="flex gap-2 pb-1">
        {options.map((o) => {
          const active = (o.value ?? null) === (current ?? null);
          return (
            <li key={o.text} className="shrink-0">
              <Link
                to={hrefFor(o.value)}
                aria-current={active ? "page" : undefined}
                preventScrollReset
                className={cn(
                  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap",
                  active
                    ? "border-accent-500 bg-accent-500 text-white"
                    : "border-surface-200 hover:bg-surface-200 dark:border-surface-700 dark:hover:bg-surface-800",
                )}
              >
                {o.text}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
