/**
 * The seller's view of an order: the platform fee taken at release and what reaches their balance.
 * Nothing for a cancelled order (no money reaches the seller).
 */
import { Card } from "~/components/ui";
import { FeeSummary } from "./fee-summary";

export function SellerFee({ totalAmount, status }: { totalAmount: number; status: string }) {
  if (status === "Dibatalkan") return null;
  return (
    <section aria-labelledby="seller-fee-title" data-testid="seller-fee">
      <Card>
        <h2 id="seller-fee-title" className="text-lg font-bold">
          Pendapatan Anda
        </h2>
        <FeeSummary amount={totalAmount} grossLabel="Total pesanan" className="mt-3" />
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          {status === "Selesai"
            ? "Dana ini sudah diteruskan ke saldo Anda."
            : "Diteruskan ke saldo Anda setelah pembeli mengonfirmasi pesanan diterima."}
        </p>
      </Card>
    </section>
  );
}
