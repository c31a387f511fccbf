/** The seller dashboard's stat cards: computed from orders and reviews (never the spec's fixed 4.5). */
import { NO_REVIEWS_YET } from "~/modules/catalog/texts";
import { CheckCircle2, PackageOpen, Star, Wallet } from "lucide-react";
import { FEE_LABEL } from "~/components/seller/fee-summary";
import { StatCard } from "~/components/profile/stat-card";
import type { SellerStats } from "~/modules/orders/lists.server";
import { formatNumber, formatRating, formatRupiah } from "~/utils/format";

export function SellerStatCards({ stats }: { stats: SellerStats }) {
  return (
    <section aria-label="Statistik penjualan" className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <StatCard
        label="Total Penjualan (kotor)"
        value={formatRupiah(stats.totalSales)}
        icon={<Wallet className="size-5" aria-hidden />}
        testId="stat-total-sales"
      />
      <StatCard
        label={`Pendapatan Bersih (setelah ${FEE_LABEL.toLowerCase()})`}
        value={formatRupiah(stats.netSales)}
        icon={<Wallet className="size-5" aria-hidden />}
        testId="stat-net-sales"
      />
      <StatCard
        label="Pesanan Selesai"
        value={formatNumber(stats.completedOrders)}
        icon={<CheckCircle2 className="size-5" aria-hidden />}
        testId="stat-completed"
      />
      <StatCard
        label="Rating Rata-rata"
        value={
          stats.reviewCount > 0 ? (
            <>
              {formatRating(stats.averageRating)}
              <Star className="size-5 fill-yellow-400 text-yellow-400" aria-hidden />
              <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
                ({formatNumber(stats.reviewCount)} ulasan)
              </span>
            </>
          ) : (
            <span className="text-base font-semibold">{NO_REVIEWS_YET}</span>
          )
        }
        icon={<Star className="size-5" aria-hidden />}
        testId="stat-rating"
      />
      <StatCard
        label="Perlu Dikirim"
        value={formatNumber(stats.toShip)}
        icon={<PackageOpen className="size-5" aria-hidden />}
        testId="stat-to-ship"
      />
    </section>
  );
}
