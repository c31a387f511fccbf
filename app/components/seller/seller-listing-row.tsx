/**
 * One listing in the seller dashboard: image, title, game, price, stock, status, date; an inline
 * price/stock edit (a <details>, so it opens without JavaScript) and delete. Delete is a link to
 * the confirmation step (`?hapus=<id>`); with JavaScript the browser's confirm() replaces that step.
 */
import { Form, Link, useSubmit } from "@remix-run/react";
import { FilePenLine, Pencil, Trash2 } from "lucide-react";
import { Button, Field } from "~/components/ui";
import type { SellerListing } from "~/modules/listings/seller.server";
import { INSTANT_TEXTS } from "~/modules/listings/texts";
import { formatRupiah } from "~/utils/format";
import { formatLongDate } from "~/utils/format-date";

export interface RowEditState {
  errors: { price?: string; originalPrice?: string; stock?: string };
  values: { price: string; originalPrice: string; stock: string };
}

export function SellerListingRow({ listing, edit }: { listing: SellerListing; edit?: RowEditState | null }) {
  const submit = useSubmit();
  const values = edit?.values ?? {
    price: String(listing.price),
    originalPrice: listing.originalPrice ? String(listing.originalPrice) : "",
    stock: String(listing.stock),
  };
  return (
    <li
      className="rounded-card border border-surface-200 bg-white p-3 dark:border-surface-800 dark:bg-surface-900"
      data-testid="seller-listing"
      data-listing-id={listing.id}
    >
      <div className="flex gap-3">
        <div className="aspect-[16/10] w-28 shrink-0 overflow-hidden rounded-lg bg-surface-100 sm:w-36 dark:bg-surface-800">
          {listing.imageUrl ? (
            <img
              src={listing.imageUrl}
              alt=""
              width={144}
              height={90}
              loading="lazy"
              className="size-full object-cover"
            />
          ) : null}
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <Link
            to={`/games/${listing.gameSlug}/${listing.categorySlug}/${listing.id}`}
            className="line-clamp-2 font-semibold hover:text-brand"
          >
            {listing.title}
          </Link>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {listing.gameName} · {listing.type} · Dibuat {formatLongDate(listing.createdAt)}
          </p>
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
            <span className="font-bold text-brand tabular-nums" data-testid="listing-price">
              {formatRupiah(listing.price)}
            </span>
            {listing.originalPrice ? (
              <span className="text-xs text-slate-600 line-through tabular-nums dark:text-slate-400">
                {formatRupiah(listing.originalPrice)}
              </span>
            ) : null}
            {listing.instantDelivery ? (
              // The stock is the unsold instant items: its count links to where they are added.
              <Link
                to={`/sell/instant/${listing.id}`}
                className="font-semibold text-brand tabular-nums hover:underline"
                data-testid="listing-stock"
              >
                Stok {listing.stock} · {INSTANT_TEXTS.manage}
              </Link>
            ) : (
              <span className="tabular-nums" data-testid="listing-stock">
                Stok {listing.stock}
              </span>
            )}
            <span className="rounded-md bg-green-500/15 px-2 py-0.5 text-xs font-semibold text-green-700 dark:text-green-300">
              Aktif
            </span>
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-start gap-2">
        <details className="group min-w-0 flex-1" open={edit ? true : undefined}>
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl px-3 font-semibold hover:bg-surface-100 dark:hover:bg-surface-800">
            <Pencil className="size-4" aria-hidden="true" />
            Ubah Harga & Stok
          </summary>
          <Form method="post" noValidate className="mt-2 grid gap-3 sm:grid-cols-4 sm:items-end">
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="listingId" value={listing.id} />
            <Field
              id={`price-${listing.id}`}
              label="Harga (Rp)"
              name="price"
              inputMode="numeric"
              defaultValue={values.price}
              error={edit?.errors.price}
            />
            <Field
              id={`original-${listing.id}`}
              label="Harga Asli (Rp)"
              name="originalPrice"
              inputMode="numeric"
              defaultValue={values.originalPrice}
              error={edit?.errors.originalPrice}
            />
            <Field
              id={`stock-${listing.id}`}
              label="Stok"
              name="stock"
              inputMode="numeric"
              defaultValue={values.stock}
              error={edit?.errors.stock}
            />
            <Button type="submit">Simpan</Button>
          </Form>
        </details>
        <Link
          to={`/sell/edit-listing/${listing.id}`}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 font-semibold hover:bg-surface-100 dark:hover:bg-surface-800"
        >
          <FilePenLine className="size-4" aria-hidden="true" />
          Ubah Detail
        </Link>
        <Link
          to={`?hapus=${encodeURIComponent(listing.id)}`}
          preventScrollReset
          className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 font-semibold text-red-600 hover:bg-red-500/10 dark:text-red-400"
          onClick={(event) => {
            event.preventDefault();
            if (!window.confirm(`Hapus listing "${listing.title}"? Listing tidak akan tampil lagi untuk pembeli.`))
              return;
            submit({ intent: "delete", listingId: listing.id, confirmed: "1" }, { method: "post" });
          }}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Hapus
        </Link>
      </div>
    </li>
  );
}
