/** How an order was paid, as rows of the order page's info list: method, what was paid with its fee, references. */
import type { ReactNode } from "react";
import type { PaidWith } from "~/modules/payments/paid-with.server";
import { PAID_WITH_TEXTS as T } from "~/modules/payments/texts";
import { formatRupiah } from "~/utils/format";

type Shown = Omit<PaidWith, "total" | "fee" | "orderCount" | "paymentId"> & {
  [K in "total" | "fee" | "orderCount" | "paymentId"]: PaidWith[K] | null;
};

export function PaidWithRows({
  paidWith,
  Row,
}: {
  paidWith: Shown | null;
  Row: (props: { label: string; children: ReactNode }) => ReactNode;
}) {
  return (
    <>
      <Row label={T.methodLabel}>
        <span data-testid="paid-method" data-via={paidWith?.via ?? "none"}>
          {paidWith?.method ?? T.notPaid}
        </span>
      </Row>
      {paidWith && paidWith.total !== null ? (
        <Row label={T.paidLabel}>
          <span data-testid="paid-amount">
            <strong className="tabular-nums">{formatRupiah(paidWith.total)}</strong>
            {paidWith.fee ? ` (${T.feeIncluded(paidWith.fee)})` : null}
            {paidWith.orderCount && paidWith.orderCount > 1
              ? ` · ${T.shareOf(paidWith.share, paidWith.orderCount)}`
              : null}
          </span>
        </Row>
      ) : null}
      {paidWith?.paymentId ? (
        <Row label={T.referenceLabel}>
          <span className="font-mono text-xs" data-testid="paid-reference">
            {paidWith.paymentId}
            {paidWith.reference ? ` · ${T.providerReference(paidWith.reference)}` : null}
          </span>
        </Row>
      ) : null}
    </>
  );
}

/** The same facts on one line (staff's dispute view): "QRIS · Rp22.154 (termasuk biaya Rp154) · pay-… · Ref. penyedia …". */
export function PaidWithLine({ paidWith }: { paidWith: Shown | null }) {
  if (!paidWith) return <span data-testid="paid-method">{T.notPaid}</span>;
  return (
    <span data-testid="paid-with-line">
      <strong data-testid="paid-method" data-via={paidWith.via}>
        {paidWith.method}
      </strong>
      {paidWith.total !== null ? (
        <span className="tabular-nums">
          {" · "}
          {formatRupiah(paidWith.total)}
          {paidWith.fee ? ` (${T.feeIncluded(paidWith.fee)})` : null}
        </span>
      ) : null}
      {paidWith.paymentId ? (
        <span className="font-mono text-xs">
          {" · "}
          {paidWith.paymentId}
          {paidWith.reference ? ` · ${T.providerReference(paidWith.reference)}` : null}
        </span>
      ) : null}
    </span>
  );
}
