/**
 * How a finished order ended for the viewer: where the money went ('Dana Rp… dikembalikan ke saldo
 * Anda') and the reason the seller or staff gave, the same words both parties read in their
 * notification. Nothing when neither applies.
 */
import { Link } from "@remix-run/react";
import { Scale } from "lucide-react";
import { Card } from "~/components/ui";
import { ORDER_STATUS as S } from "~/modules/orders/constants";
import type { OrderPageData } from "~/modules/orders/order-page.server";
import { DECIDED_BY_LABEL, outcomeText } from "~/modules/orders/texts";

export function OrderOutcomeCard({ order, role }: Pick<OrderPageData, "order" | "role">) {
  const outcome = outcomeText(order, role);
  const finished = order.status === S.cancelled || order.status === S.completed;
  const reason = finished && order.decisionReason && order.decidedBy ? order.decisionReason : null;
  if (!outcome && !reason) return null;
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <Scale className="size-5 text-brand" aria-hidden />
        Hasil Pesanan
      </h2>
      {outcome ? (
        <p className="mt-2 font-semibold" data-testid="order-outcome">
          {outcome}
        </p>
      ) : null}
      {reason && order.decidedBy ? (
        <dl className="mt-3 text-sm">
          <dt className="font-medium text-slate-600 dark:text-slate-400">{DECIDED_BY_LABEL[order.decidedBy]}</dt>
          <dd className="mt-0.5 whitespace-pre-wrap break-words" data-testid="decision-reason">
            {reason}
          </dd>
        </dl>
      ) : null}
      {outcome && role === "buyer" && order.status === S.cancelled ? (
        <Link
          to="/my-account/wallet/mutasi"
          className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand hover:underline"
        >
          Lihat Mutasi Saldo
        </Link>
      ) : null}
    </Card>
  );
}
