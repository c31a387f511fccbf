/**
 * The top of a listing page: where it sits in the catalogue (breadcrumb), then its type and stock,
 * title, rating and sales, price (with the true discount) and delivery, warranty and platform, and a
 * Top Up's promise (how it is delivered, and the refund when it is late); and the 'Deskripsi' tab.
 * The summary and description are rendered on the server only (the route passes finished HTML:
 * the page's script budget has no room), so they use plain links; the breadcrumb is the page's.
 */
import { Link } from "@remix-run/react";
import { ChevronRight, Clock, Star } from "lucide-react";
import { LISTING_VIEW_TEXTS } from "~/modules/catalog/listing-view-texts";
import { stockState } from "~/modules/catalog/listing-rules";
import { discountPercent, formatNumber, formatRating, formatRupiah } from "~/utils/format";

type Listing = {
  gameSlug: string;
  gameName: string;
  categorySlug: string;
  categoryName: string;
  type: string;
  title: string;
  stock: number;
  price: number;
  originalPrice: number | null;
  reviewCount: number;
  reviewSource?: string | null;
  averageRating: number;
  soldCount: number;
  deliveryTime: string | null;
  warranty: string | null;
  platform: string | null;
  promise?: { delivery: string | null; refund: string | null } | null;
};

export function ListingBreadcrumb({
  listing,
}: {
  listing: Pick<Listing, "gameSlug" | "gameName" | "categorySlug" | "categoryName">;
}) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600 dark:text-slate-400">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/" className="hover:text-brand">
            Beranda
          </Link>
        </li>
        <li aria-hidden>
          <ChevronRight className="size-4" />
        </li>
        <li>
          <Link to={`/games/${listing.gameSlug}`} className="hover:text-brand">
            {listing.gameName}
          </Link>
        </li>
        <li aria-hidden>
          <ChevronRight className="size-4" />
        </li>
        <li>
          <Link
            to={`/games/${listing.gameSlug}?category=${encodeURIComponent(listing.categorySlug)}`}
            className="hover:text-brand"
          >
            {listing.categoryName}
          </Link>
        </li>
      </ol>
    </nav>
  );
}

/** The 'Deskripsi' tab: the seller's text (line breaks kept) and the listing's tags. */
export function ListingDescription({ listing }: { listing: { description: string; tags: string[] } }) {
  return (
    <>
      {listing.description.trim() ? (
        <p className="max-w-3xl break-words whitespace-pre-line">{listing.description}</p>
      ) : (
        <p className="text-slate-600 dark:text-slate-400">Penjual belum menulis deskripsi.</p>
      )}
      {listing.tags.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tag">
          {listing.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-surface-100 px-3 py-1 text-xs dark:bg-surface-800">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function ListingSummary({ listing }: { listing: Listing }) {
  const discount = discountPercent(listing.price, listing.originalPrice);
  const stock = stockState(listing.stock);
  return (
    <>
      <div>
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className="rounded-md bg-surface-200 px-2 py-0.5 dark:bg-surface-800">{listing.type}</span>
          {stock === "habis" ? (
            <span className="rounded-md bg-red-600 px-2 py-0.5 text-white" data-testid="stock-badge">
              {LISTING_VIEW_TEXTS.soldOut}
            </span>
          ) : stock === "terbatas" ? (
            <span className="rounded-md bg-amber-500 px-2 py-0.5 text-black" data-testid="stock-badge">
              {LISTING_VIEW_TEXTS.limitedStock}: {listing.stock}
            </span>
          ) : null}
        </div>
        <h1 className="mt-2 text-xl font-bold sm:text-2xl">{listing.title}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          {/* The listing's own rating (the seller's is on the seller card); none without reviews. */}
          <a
            href="?tab=ulasan#ulasan"
            className="flex items-center gap-1 hover:text-brand"
            data-testid="listing-rating"
          >
            {listing.reviewCount > 0 ? (
              <>
                <span className="sr-only">Rating listing </span>
                <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
                <span className="tabular-nums">{formatRating(listing.averageRating)}</span>
                <span>
                  ({listing.reviewCount} ulasan{listing.reviewSource ? `, ${listing.reviewSource}` : ""})
                </span>
              </>
            ) : (
              "Belum ada ulasan"
            )}
          </a>
          <span data-testid="sold-count">{formatNumber(listing.soldCount)} terjual</span>
        </p>
      </div>

      <div data-testid="listing-price">
        {discount !== null && listing.originalPrice ? (
          <p className="flex items-center gap-2 text-sm">
            <span className="text-slate-600 tabular-nums line-through dark:text-slate-400">
              <span className="sr-only">Harga asli </span>
              {formatRupiah(listing.originalPrice)}
            </span>
            <span
              className="rounded-md bg-red-600 px-2 py-0.5 text-xs font-bold text-white"
              data-testid="discount-badge"
            >
              -{discount}%
            </span>
          </p>
        ) : null}
        <p className="text-3xl font-extrabold text-brand tabular-nums">{formatRupiah(listing.price)}</p>
      </div>

      <ul className="flex flex-wrap gap-2 text-sm">
        {listing.deliveryTime ? (
          <li className="flex items-center gap-1 rounded-lg bg-surface-100 px-2 py-1 dark:bg-surface-800">
            <Clock className="size-4" aria-hidden /> Pengiriman {listing.deliveryTime}
          </li>
        ) : null}
        {listing.warranty ? (
          <li className="rounded-lg bg-surface-100 px-2 py-1 font-semibold dark:bg-surface-800">{listing.warranty}</li>
        ) : null}
        {listing.platform ? (
          <li
            className="flex items-center gap-1 rounded-lg bg-surface-100 px-2 py-1 dark:bg-surface-800"
            data-testid="platform-chip"
          >
            <span className="platform-icon size-4" data-platform={listing.platform} aria-hidden /> {listing.platform}
          </li>
        ) : null}
      </ul>
      {listing.promise ? (
        <p className="text-sm font-medium text-emerald-700 dark:text-emerald-400" data-testid="topup-promise">
          {[listing.promise.delivery, listing.promise.refund].filter(Boolean).join(" ")}
        </p>
      ) : null}
    </>
  );
}
