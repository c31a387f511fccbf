import { BadgeCheck, Star } from "lucide-react";
import { StartInquiryForm } from "~/components/inquiries/start-inquiry-form";
import { SellerFigures } from "~/components/profile/seller-figures";
import { Card } from "~/components/ui";
import type { ListingSeller } from "~/modules/catalog/listing-page.server";
import type { SellerFigureView } from "~/modules/catalog/seller-figures.server";
import { formatRating } from "~/utils/format";
import { formatLongDate } from "~/utils/format-date";

/**
 * Who sells it: avatar, name, verified badge, rating and member-since, linking to the public
 * profile, then the seller's reliability figures and 'Chat dengan Penjual' (a plain form). Rendered
 * on the server only (the route passes finished HTML: the listing page's script budget has no
 * room), so its link and form are plain HTML and work before the page's scripts run.
 */
export function SellerCard({
  seller,
  figures,
  listingId,
  from,
}: {
  seller: ListingSeller;
  figures: SellerFigureView;
  listingId: string;
  /** The listing page's canonical path (login and refusals come back to it). */
  from: string;
}) {
  const href = `/user/${encodeURIComponent(seller.username)}`;
  return (
    <section data-testid="seller-card" aria-label="Penjual">
      <Card className="p-4">
        <p className="text-sm font-semibold text-slate-600 dark:text-slate-400">Penjual</p>
        <a href={href} className="mt-3 flex items-center gap-3 rounded-xl hover:text-brand" data-testid="seller-link">
          <img src={seller.avatarUrl} alt="" width={48} height={48} className="size-12 shrink-0 rounded-full" />
          <span className="min-w-0">
            <span className="flex items-center gap-1 font-bold">
              <span className="truncate">{seller.username}</span>
              {seller.isVerified ? (
                <span title="Penjual Terverifikasi" className="inline-flex">
                  <BadgeCheck className="size-4 shrink-0 text-sky-500" aria-label="Penjual Terverifikasi" />
                </span>
              ) : null}
            </span>
            <span
              className="flex items-center gap-1 text-sm text-slate-600 tabular-nums dark:text-slate-400"
              data-testid="seller-rating"
            >
              {seller.reviewCount > 0 ? (
                <>
                  <span className="sr-only">Rating penjual </span>
                  <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden />
                  <span>
                    {formatRating(seller.rating)}
                    <span className="sr-only"> dari 5</span> ({seller.reviewCount} ulasan)
                  </span>
                </>
              ) : (
                "Penjual belum punya ulasan"
              )}
            </span>
          </span>
        </a>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          Bergabung sejak {formatLongDate(seller.memberSince)}
        </p>
        <SellerFigures view={figures} className="mt-3" />
        <StartInquiryForm listingId={listingId} from={from} />
      </Card>
    </section>
  );
}
