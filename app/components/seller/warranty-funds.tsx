/** The seller's 'Dana Garansi': money held until each account order's warranty ends, with its release date. */
import { Link } from "@remix-run/react";
import { ShieldCheck } from "lucide-react";
import { Card } from "~/components/ui";
import type { WarrantyFunds } from "~/modules/cases/warranty-funds.server";
import { formatRupiah } from "~/utils/format";
import { formatLongDate } from "~/utils/format-date";

export function WarrantyFundsCard({ funds }: { funds: WarrantyFunds }) {
  return (
    <Card className="mt-6">
      <section aria-labelledby="warranty-funds" data-testid="warranty-funds">
        <h2 id="warranty-funds" className="flex items-center gap-2 text-lg font-bold">
          <ShieldCheck className="size-5 text-brand" aria-hidden />
          Dana Garansi
        </h2>
        <p className="mt-1 text-2xl font-bold text-money tabular-nums" data-testid="warranty-funds-total">
          {formatRupiah(funds.total)}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Dana pesanan akun yang ditahan selama masa garansi. Setiap pesanan masuk ke saldo Anda (dikurangi biaya
          platform) saat garansinya berakhir tanpa klaim.
        </p>
        <ul className="mt-3 divide-y divide-surface-200 text-sm dark:divide-surface-800">
          {funds.orders.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link to={`/order/${encodeURIComponent(o.id)}`} className="min-w-0 font-semibold hover:text-brand">
                <span className="font-mono text-xs">{o.label}</span> · {o.productTitle}
              </Link>
              <span className="tabular-nums">
                {formatRupiah(o.amount)} ·{" "}
                {o.claimed ? "Klaim sedang ditinjau" : o.endsAt ? `Cair ${formatLongDate(o.endsAt)}` : null}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
