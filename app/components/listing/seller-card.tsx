import { Link } from "@remix-run/react";
import { BadgeCheck, Star } from "lucide-react";
import { StartInquiryForm } from "~/components/inquiries/start-inquiry-form";
import { Card } from "~/components/ui";
import { INQUIRY_TEXTS } from "~/modules/inquiries/texts";
import type { ListingSeller } from "~/modules/catalog/listing-page.server";
import { formatLongDate, formatRating } from "~/utils/format";

/** Who sells it: avatar, name, verified badge, rating and member-since, linking to the public profile. */
/**
 * `figuresHtml`: the seller's reliability figures, rendered on the server (components/profile/seller-figures.tsx).
 * 'Chat dengan Penjual' starts the pre-sale conversation about `listingId` (`from`: this page).
 */
export function SellerCard({
  seller,
  figuresHtml,
  listingId,
  from,
}: {
  seller: ListingSeller;
  figuresHtml: string;
  listingId: string;
  from: string;
}) {
  const href = `/user/${encodeURIComponent(seller.username)}`;
  return (
    <section data-testid="seller-card" aria-label="Penjual">
      <Card className="p-4">
        <p className="text-sm font-semibold text-slate-600 dark:text-slate-400">Penjual</p>
        <Link to={href} className="mt-3 flex items-center gap-3 rounded-xl hover:text-brand" data-testid="seller-link">
          <img src={seller.avatarUrl} alt="" width={48} height={48} className="size-12 shrink-0 rounded-full" />
          <span className="min-w-0">
            <span className="flex items-center gap-1 font-bold">
              <span className="truncate">{seller.username}</span>
              {seller.isVerified ? (
                <span title="Pengguna Terverifikasi" className="inline-flex">
                  <BadgeCheck className="size-4 shrink-0 text-sky-500" aria-label="Pengguna Terverifikasi" />
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
        </Link>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          Bergabung sejak {formatLongDate(seller.memberSince)}
        </p>
        <div dangerouslySetInnerHTML={{ __html: figuresHtml }} />
        <StartInquiryForm target={{ listingId }} from={from} label={INQUIRY_TEXTS.start} className="mt-4">
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{INQUIRY_TEXTS.startHint}</p>
        </StartInquiryForm>
      </Card>
    </section>
  );
}
