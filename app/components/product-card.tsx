import { Link } from "@remix-run/react";
import { BadgeCheck, Clock, Star } from "lucide-react";
import type { ListingCard } from "~/modules/catalog/listings.server";
import { discountPercent, formatRating, formatRupiah } from "~/utils/format";

export const LIMITED_STOCK_MAX = 9;

export function listingHref(listing: Pick<ListingCard, "gameSlug" | "categorySlug" | "id">) {
  return `/games/${listing.gameSlug}/${listing.categorySlug}/${listing.id}`;
}

/** A listing card (UI.md): fixed-ratio image, two-line title, price in Rp, discount, seller, delivery. */
export function ProductCard({ listing, eager = false }: { listing: ListingCard; eager?: boolean }) {
  const discount = discountPercent(listing.price, listing.originalPrice);
  return (
    <Link
      to={listingHref(listing)}
      className="group flex h-full flex-col overflow-hidden rounded-card border border-surface-200 bg-white transition hover:-translate-y-0.5 hover:border-accent-500 dark:border-surface-800 dark:bg-surface-900"
      data-testid="product-card"
    >
      <div className="relative aspect-[16/10] bg-surface-100 dark:bg-surface-800">
        {listing.imageUrl ? (
          <img
            src={listing.imageUrl}
            alt=""
            width={320}
            height={200}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="size-full object-cover"
          />
        ) : null}
        <span className="absolute top-2 left-2 rounded-md bg-black/70 px-2 py-0.5 text-xs font-semibold text-white">
          {listing.type}
        </span>
        {discount !== null ? (
          <span
            className="absolute top-2 right-2 rounded-md bg-red-600 px-2 py-0.5 text-xs font-bold text-white"
            data-testid="discount-badge"
          >
            -{discount}%
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <p className="text-xs text-slate-600 dark:text-slate-400">{listing.gameName}</p>
        <h3 className="line-clamp-2 text-sm font-semibold group-hover:text-brand">{listing.title}</h3>
        <div className="mt-auto">
          {listing.originalPrice && discount !== null ? (
            <p className="text-xs text-slate-600 dark:text-slate-400 line-through tabular-nums">{formatRupiah(listing.originalPrice)}</p>
          ) : null}
          <p className="text-lg font-extrabold text-brand tabular-nums">{formatRupiah(listing.price)}</p>
        </div>
        <div className="flex items-center justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
          <span className="flex min-w-0 items-center gap-1">
            <span className="truncate">{listing.sellerName}</span>
            {listing.sellerVerified ? (
              <BadgeCheck className="size-4 shrink-0 text-sky-500" aria-label="Pengguna Terverifikasi" />
            ) : null}
          </span>
          <span className="flex shrink-0 items-center gap-1 tabular-nums">
            <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden />
            {formatRating(listing.averageRating)}
          </span>
        </div>
        {listing.deliveryTime ? (
          <p className="flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
            <Clock className="size-3.5" aria-hidden /> {listing.deliveryTime}
          </p>
        ) : null}
        {listing.stock === 0 ? (
          <p className="text-xs font-semibold text-red-500">Stok habis</p>
        ) : listing.stock <= LIMITED_STOCK_MAX ? (
          <p className="text-xs font-semibold text-amber-500">Stok terbatas: {listing.stock}</p>
        ) : null}
      </div>
    </Link>
  );
}
