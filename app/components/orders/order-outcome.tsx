/**
 * How a finished order ended for the viewer: where the money went ('Dana Rp… dikembalikan ke saldo
 * Anda', then back to the QRIS / e-wallet it was paid with when the buyer asks) and the reason the
 * seller or staff gave, the same words both parties read in their notification. Nothing when
 * neither applies.
 */
import { Form, Link } from "@remix-run/react";
import { Scale } from "lucide-react";
import { Button, Card } from "~/components/ui";
import { ORDER_STATUS as S } from "~/modules/orders/constants";
import type { OrderPageData } from "~/modules/orders/order-page.server";
import { DECIDED_BY_LABEL, outcomeText } from "~/modules/orders/texts";

export function OrderOutcomeCard({ order, role, refund }: Pick<OrderPageData, "order" | "role" | "refund">) {
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
      {refund ? <RefundState refund={refund} /> : null}
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

/** The buyer's refund beyond the wallet: sent back to the method, refused, or the offer to send it back. */
function RefundState({ refund }: { refund: NonNullable<OrderPageData["refund"]> }) {
  if (refund.state !== "wallet")
    return (
      <p className="mt-2 text-sm" data-testid="method-refund" data-state={refund.state}>
        {refund.text}
      </p>
    );
  if (!refund.offer) return null;
  return (
    <Form method="post" className="mt-3 space-y-2" data-testid="method-refund-offer">
      <p className="text-sm">{refund.offer.text}</p>
      <input type="hidden" name="intent" value="refund_to_method" />
      <Button type="submit" variant="secondary">
        {refund.offer.button}
      </Button>
    </Form>
  );
}
