import { Link } from "@remix-run/react";
import { BadgeCheck, Star } from "lucide-react";
import { Card } from "~/components/ui";
import type { ListingSeller } from "~/modules/catalog/listing-page.server";
import { formatLongDate, formatRating } from "~/utils/format";

/** Who sells it: avatar, name, verified badge, rating and member-since, linking to the public profile. */
/**
 * `figuresHtml`: the seller's reliability figures, and `startInquiryHtml`: 'Chat dengan Penjual'
 * (components/inquiries/start-inquiry-form.tsx), both rendered on the server so the page's
 * JavaScript carries neither.
 */
export function SellerCard({
  seller,
  figuresHtml,
  startInquiryHtml,
}: {
  seller: ListingSeller;
  figuresHtml: string;
  startInquiryHtml: string;
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
        </Link>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          Bergabung sejak {formatLongDate(seller.memberSince)}
        </p>
        <div dangerouslySetInnerHTML={{ __html: figuresHtml }} />
        <div dangerouslySetInnerHTML={{ __html: startInquiryHtml }} />
      </Card>
    </section>
  );
}
