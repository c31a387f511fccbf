/** What a pre-sale conversation is about: the listing as it is now, with 'Beli', or why it cannot be bought. */
import { Link } from "@remix-run/react";
import { ShieldCheck } from "lucide-react";
import { Card } from "~/components/ui";
import type { InquiryForViewer } from "~/modules/inquiries/inquiries.server";
import { INQUIRY_TEXTS as T } from "~/modules/inquiries/texts";
import { formatRupiah } from "~/utils/format";

export function InquiryListing({ inquiry }: { inquiry: Pick<InquiryForViewer, "listing" | "aboutListing" | "role"> }) {
  const { listing, role } = inquiry;
  return (
    <section data-testid="inquiry-listing" aria-label={T.aboutListing}>
      <Card className="space-y-3 p-4">
        <p className="text-sm font-semibold text-slate-600 dark:text-slate-400">{T.aboutListing}</p>
        {listing ? (
          <div className="flex gap-3">
            {listing.imageUrl ? (
              <img
                src={listing.imageUrl}
                alt=""
                width={72}
                height={72}
                className="size-18 shrink-0 rounded-xl object-cover"
              />
            ) : null}
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 font-semibold" data-testid="inquiry-listing-title">
                {listing.title}
              </p>
              <p className="mt-1 font-bold text-brand tabular-nums">{formatRupiah(listing.price)}</p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {!listing.available ? T.listingGone : listing.stock > 0 ? T.stock(listing.stock) : T.outOfStock}
              </p>
            </div>
          </div>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {inquiry.aboutListing ? T.listingGone : T.general}
          </p>
        )}
        {listing?.available ? (
          <div className="flex flex-wrap gap-2">
            {role === "buyer" && listing.stock > 0 ? (
              <Link
                to={listing.buyHref}
                className="inline-flex min-h-11 flex-1 items-center justify-center rounded-xl bg-accent-500 px-5 font-semibold text-white hover:bg-accent-600"
                data-testid="inquiry-buy"
              >
                {T.buy}
              </Link>
            ) : null}
            <Link
              to={listing.path}
              className="inline-flex min-h-11 flex-1 items-center justify-center rounded-xl border border-surface-200 px-5 font-semibold hover:bg-surface-100 dark:border-surface-700 dark:hover:bg-surface-800"
            >
              {T.viewListing}
            </Link>
          </div>
        ) : null}
        <p className="flex items-start gap-1.5 text-xs text-slate-600 dark:text-slate-400">
          <ShieldCheck className="mt-px size-4 shrink-0 text-green-600 dark:text-green-400" aria-hidden />
          <span>{T.safety}</span>
        </p>
      </Card>
    </section>
  );
}
