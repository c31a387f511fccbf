import { Link } from "@remix-run/react";
import { BadgeCheck, Clock, Star } from "lucide-react";
import type { ListingCard } from "~/modules/catalog/listing-cards.server";
import { cx } from "~/utils/cx";
import { FAVORITE_ACTION_TEXTS as FAV } from "~/modules/favorites/action-texts";
import { stockState } from "~/modules/catalog/stock";
import { discountPercent, formatNumber, formatRating, formatRupiah } from "~/utils/format";

export function listingHref(listing: Pick<ListingCard, "gameSlug" | "categorySlug" | "id">) {
  return `/games/${listing.gameSlug}/${listing.categorySlug}/${listing.id}`;
}

function StockNote({ stock }: { stock: number }) {
  const state = stockState(stock);
  if (state === "habis") return <p className="text-xs font-semibold text-red-500">Stok habis</p>;
  if (state === "terbatas") return <p className="text-xs font-semibold text-amber-500">Stok terbatas: {stock}</p>;
  return null;
}

/** The listing's warranty badge ('Garansi 14 hari', written by the server). */
function Warranty({ listing }: { listing: ListingCard }) {
  return listing.warranty ? (
    <p className="text-xs font-semibold text-emerald-700 dark:text-emerald-400">{listing.warranty}</p>
  ) : null;
}

function Price({ listing, discount }: { listing: ListingCard; discount: number | null }) {
  return (
    <div>
      {listing.originalPrice && discount !== null ? (
        <p className="text-xs text-slate-600 line-through tabular-nums dark:text-slate-400">
          {formatRupiah(listing.originalPrice)}
        </p>
      ) : null}
      <p className="text-lg font-extrabold text-brand tabular-nums" data-testid="card-price">
        {formatRupiah(listing.price)}
      </p>
    </div>
  );
}

function Seller({ listing }: { listing: ListingCard }) {
  return (
    <div className="flex min-w-0 items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
      <span className="truncate">{listing.sellerName}</span>
      {listing.sellerVerified ? (
        <BadgeCheck className="size-4 shrink-0 text-sky-500" aria-label="Penjual Terverifikasi" />
      ) : null}
    </div>
  );
}

/**
 * The listing's own figures: its rating with the number of reviews (only when it has any — an
 * unrated listing is not a 0-star one) and its sold count (completed orders, as on its page).
 */
function Figures({ listing }: { listing: ListingCard }) {
  if (listing.totalReviews === 0 && listing.soldCount === 0) return null;
  const rating = formatRating(listing.averageRating);
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600 tabular-nums dark:text-slate-400">
      {listing.totalReviews > 0 ? (
        <span
          className="flex items-center gap-1"
          role="img"
          aria-label={`Rating listing ${rating} dari 5, ${listing.totalReviews} ulasan`}
          data-testid="card-rating"
        >
          <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden />
          {rating} ({listing.totalReviews})
        </span>
      ) : null}
      {listing.soldCount > 0 ? <span data-testid="card-sold">{formatNumber(listing.soldCount)} terjual</span> : null}
    </p>
  );
}

function Cover({
  listing,
  eager,
  discount,
  className,
}: {
  listing: ListingCard;
  eager: boolean;
  discount: number | null;
  className?: string;
}) {
  return (
    <div className={cx("relative aspect-[16/10] bg-surface-100 dark:bg-surface-800", className)}>
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
      {/* The category says what it is ('Skin Hero', 'Diamond'); the type alone would call a gift skin 'Top Up'. */}
      <span
        className="absolute top-2 left-2 max-w-[calc(100%-4.5rem)] truncate rounded-md bg-black/70 px-2 py-0.5 text-xs font-semibold text-white"
        data-testid="card-kind"
      >
        {listing.categoryName}
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
  );
}

/**
 * The card's heart over the bottom-right corner of its picture (the form is a box of the picture's
 * size, placed by `frame`, that lets taps through to the card's link but for the button): a plain form to POST /favorites, outside the card's link, working before and
 * without JavaScript; the action returns to the page it was sent from. `listing.saved`: the viewer
 * keeps it (a visitor's heart asks them to log in).
 */
function SaveHeart({ listing, frame }: { listing: ListingCard; frame: string }) {
  const saved = listing.saved === true;
  return (
    <form
      method="post"
      action="/favorites"
      className={`pointer-events-none absolute flex aspect-[16/10] items-end justify-end p-1 ${frame}`}
    >
      <input type="hidden" name="productId" value={listing.id} />
      <input type="hidden" name="intent" value={saved ? "remove" : "add"} />
      <button
        type="submit"
        aria-label={`${saved ? FAV.remove : FAV.add}: ${listing.title}`}
        className={`card-heart pointer-events-auto grid size-10 place-items-center rounded-full bg-black/60 text-white${saved ? " saved" : ""}`}
        data-testid="card-favorite"
      />
    </form>
  );
}

/**
 * A listing card (UI.md): fixed-ratio image, two-line title, price in Rp, discount, seller, delivery.
 * `variant="list"` lays the same facts out in a row with the start of the description.
 */
export function ProductCard({
  listing,
  eager = false,
  variant = "grid",
}: {
  listing: ListingCard;
  eager?: boolean;
  variant?: "grid" | "list";
}) {
  const discount = discountPercent(listing.price, listing.originalPrice);
  const frame =
    "group overflow-hidden rounded-card border border-surface-200 bg-white transition hover:border-accent-500 dark:border-surface-800 dark:bg-surface-900";

  if (variant === "list") {
    return (
      <div className="relative">
        <Link to={listingHref(listing)} className={cx(frame, "flex gap-3 p-2 sm:gap-4")} data-testid="product-card">
          <Cover
            listing={listing}
            eager={eager}
            discount={discount}
            className="w-32 shrink-0 self-start rounded-lg overflow-hidden sm:w-48"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-1 py-1 pr-1">
            <p className="text-xs text-slate-600 dark:text-slate-400">{listing.gameName}</p>
            <h3 className="line-clamp-2 text-sm font-semibold group-hover:text-brand sm:text-base">{listing.title}</h3>
            {listing.excerpt ? (
              <p className="hidden text-sm text-slate-600 sm:line-clamp-2 dark:text-slate-400">{listing.excerpt}</p>
            ) : null}
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
              {listing.deliveryTime ? (
                <span className="flex items-center gap-1">
                  <Clock className="size-3.5" aria-hidden /> {listing.deliveryTime}
                </span>
              ) : null}
              {listing.platform ? (
                <span className="flex items-center gap-1">
                  <span className="platform-icon size-3.5" data-platform={listing.platform} aria-hidden />{" "}
                  {listing.platform}
                </span>
              ) : null}
              <Warranty listing={listing} />
              <StockNote stock={listing.stock} />
            </div>
            <div className="mt-auto flex flex-wrap items-end justify-between gap-2">
              <Price listing={listing} discount={discount} />
              <div className="min-w-32 space-y-1">
                <Seller listing={listing} />
                <Figures listing={listing} />
              </div>
            </div>
          </div>
        </Link>
        <SaveHeart listing={listing} frame="top-2 left-2 w-32 sm:w-48" />
      </div>
    );
  }

  return (
    <div className="relative h-full">
      <Link
        to={listingHref(listing)}
        className={cx(frame, "flex h-full flex-col hover:-translate-y-0.5")}
        data-testid="product-card"
      >
        <Cover listing={listing} eager={eager} discount={discount} />
        <div className="flex flex-1 flex-col gap-2 p-3">
          <p className="text-xs text-slate-600 dark:text-slate-400">{listing.gameName}</p>
          <h3 className="line-clamp-2 text-sm font-semibold group-hover:text-brand">{listing.title}</h3>
          <div className="mt-auto">
            <Price listing={listing} discount={discount} />
          </div>
          <Seller listing={listing} />
          <Figures listing={listing} />
          {listing.deliveryTime ? (
            <p className="flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
              <Clock className="size-3.5" aria-hidden /> {listing.deliveryTime}
            </p>
          ) : null}
          <Warranty listing={listing} />
          <StockNote stock={listing.stock} />
        </div>
      </Link>
      <SaveHeart listing={listing} frame="inset-x-0 top-0" />
    </div>
  );
}
