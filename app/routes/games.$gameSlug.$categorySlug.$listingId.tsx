import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { memo, Suspense, useEffect, useRef, useState, type ComponentProps, type KeyboardEvent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { toast } from "~/components/toaster";
import { BuyBox } from "~/components/listing/buy-box";
import { ImageCarousel } from "~/components/listing/image-carousel";
import { ListingImage } from "~/components/listing/listing-images";
import { ListingBreadcrumb, ListingDescription, ListingSummary } from "~/components/listing/listing-summary";
import type { ReviewFormResult } from "~/components/listing/review-form";
import { SellerCard } from "~/components/listing/seller-card";
import { Card } from "~/components/ui";
import { choose, WhenChosen } from "~/components/when-chosen";
import { parseReviewInput } from "~/modules/catalog/listing-rules";
import { REVIEW_TEXTS } from "~/modules/catalog/texts";
import { LISTING_PAGE_TEXTS } from "~/modules/catalog/listing-page-texts";
import { canonicalListingPath, getListingDetail } from "~/modules/catalog/listing-page.server";
import { absoluteUrl, listingSeo, siteOrigin } from "~/modules/content/seo.server";
import { ShareLinks } from "~/components/listing/share-links";
import { FavoriteForm } from "~/components/listing/favorite-form";
import { markSaved, savedAmong } from "~/modules/favorites/favorites.server";
import { RelatedListingsRows } from "~/components/listing/related-listings";
import { relatedListings } from "~/modules/catalog/related-listings.server";
import { canReview, createReview, listListingReviews } from "~/modules/catalog/reviews.server";
import { cachedSellerFigures, sellerFigureView } from "~/modules/catalog/seller-figures.server";
import { useOptionalUser } from "~/utils/user";
import { getUser } from "~/modules/auth/guards.server";
import { AppError, unknownRequest } from "~/utils/app-error";
import { cn } from "~/utils/cn";
import { lazyNamed } from "~/utils/lazy-named";
import { checkLimits } from "~/modules/limits/check-limits.server";
import { refuse } from "~/utils/refuse.server";
import { redirectWithToast } from "~/utils/toast.server";
import { preloadImage } from "~/utils/preload";

const TABS = [
  { id: "deskripsi", label: "Deskripsi" },
  { id: "detail", label: "Detail Produk" },
  { id: "ulasan", label: "Ulasan" },
] as const;
type TabId = (typeof TABS)[number]["id"];

function tabFrom(value: string | null): TabId {
  return TABS.find((t) => t.id === value)?.id ?? "deskripsi";
}

// The "Detail Produk" and "Ulasan" tabs are hidden until chosen (unless the URL opens one): their
// code loads when one is first chosen, and until then the server's HTML stands (readers without
// JavaScript get the same HTML and switch tabs by link). `memo`: a tab switch leaves them alone.
// The images come as finished HTML (one picture, or the carousel's strip and thumbnails); for two
// or more, gallery-enhance.ts (plain DOM code) loads after the page runs and adds the controls.

const loadPanels = () => import("~/components/listing/listing-panels");
const DetailsPanel = lazyNamed(loadPanels, "DetailsPanel");
const ReviewsPanel = lazyNamed(loadPanels, "ReviewsPanel");
const DetailsTab = memo(function DetailsTab(props: ComponentProps<typeof DetailsPanel>) {
  return (
    <Suspense fallback={null}>
      <WhenChosen id="detail">
        <DetailsPanel {...props} />
      </WhenChosen>
    </Suspense>
  );
});
const ReviewsTab = memo(function ReviewsTab(props: ComponentProps<typeof ReviewsPanel>) {
  return (
    <Suspense fallback={null}>
      <WhenChosen id="ulasan">
        <ReviewsPanel {...props} />
      </WhenChosen>
    </Suspense>
  );
});

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = params.listingId ?? "";
  // The reviews are keyed by the id in the address: read beside the listing, not after it.
  const [listing, reviews, figures, related] = await Promise.all([
    getListingDetail(context, id),
    listListingReviews(context, id),
    // Through the cache, by listing: asked beside the listing, no round trip after it.
    cachedSellerFigures(context, { listingId: id }),
    relatedListings(context, id),
  ]);
  if (!listing) throw data({ gameSlug: params.gameSlug ?? "" }, { status: 404 });

  const url = new URL(request.url);
  const canonical = canonicalListingPath(listing);
  if (params.gameSlug !== listing.gameSlug || params.categorySlug !== listing.categorySlug)
    throw redirect(`${canonical}${url.search}`, 301);

  const user = await getUser(request, context);
  const [eligibility, kept] = user
    ? await Promise.all([
        canReview(context, { userId: user.id, listing: { id: listing.id, sellerId: listing.seller.id } }),
        // The listing's own heart and its related cards' hearts, in one read.
        savedAmong(
          context,
          user.id,
          [listing, ...related.fromSeller, ...related.similar].map((l) => l.id),
        ),
      ])
    : [null, new Set<string>()];
  const saved = kept.has(listing.id);
  return {
    listing,
    reviews,
    /**
     * What nothing on the page changes, as finished HTML: the page shows it without any code of
     * its own in its JavaScript (its budget has no room); React escapes every text in it. The top
     * (badges, title, rating, price, chips), the 'Deskripsi' tab's text and tags, and the seller
     * card (its figures, 'Chat dengan Penjual').
     */
    summaryHtml: renderToStaticMarkup(<ListingSummary listing={listing} />),
    descriptionHtml: renderToStaticMarkup(<ListingDescription listing={listing} />),
    /** None or one image: the picture; null for two or more (the carousel). */
    imageHtml:
      listing.images.length > 1
        ? renderToStaticMarkup(<ImageCarousel images={listing.images} title={listing.title} />)
        : renderToStaticMarkup(<ListingImage src={listing.images[0]} title={listing.title} />),
    sellerCardHtml: renderToStaticMarkup(
      <SellerCard
        seller={listing.seller}
        figures={sellerFigureView(figures, listing.seller)}
        listingId={listing.id}
        from={canonical}
      />,
    ),
    /** 'Bagikan' (WhatsApp, copy the address): plain links, finished HTML for the same reason. */
    shareHtml: renderToStaticMarkup(
      <div className="space-y-3">
        <FavoriteForm listingId={listing.id} from={canonical} saved={saved} />
        <ShareLinks listing={listing} url={absoluteUrl(siteOrigin(context.env), canonical)} />
      </div>,
    ),
    /** 'Produk lain dari penjual ini' and 'Listing serupa' with the catalog's cards, finished HTML. */
    relatedHtml: renderToStaticMarkup(
      <RelatedListingsRows
        related={{ fromSeller: markSaved(related.fromSeller, kept), similar: markSaved(related.similar, kept) }}
        sellerName={listing.seller.username}
      />,
    ),
    /** null: may write a review; otherwise why not (visitors are asked to log in). */
    reviewBlock: !user ? ("anonymous" as const) : eligibility?.ok ? null : (eligibility?.error.message ?? null),
    tab: tabFrom(url.searchParams.get("tab")),
    path: canonical,
    /** With the first image's preload (meta's whole answer: the page's chunk needs no helper). */
    seo: [...listingSeo(siteOrigin(context.env), listing, canonical), ...preloadImage(listing.images[0])],
  };
}

/** The review form's refusal: what was typed comes back with the AppError (refuse.server.ts). */
const refuseReview = (error: AppError, values: ReviewFormResult["values"]) =>
  refuse(error, values, { intent: "review" as const });

export async function action({ params, request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const values = {
    rating: String(form.get("rating") ?? ""),
    comment: String(form.get("comment") ?? "").slice(0, 5000),
  };
  if (form.get("intent") !== "review") return refuseReview(unknownRequest(), values);

  const listing = await getListingDetail(context, params.listingId ?? "");
  if (!listing) throw data({ gameSlug: params.gameSlug ?? "" }, { status: 404 });
  const back = `${canonicalListingPath(listing)}?tab=ulasan`;

  const user = await getUser(request, context);
  if (!user)
    throw redirectWithToast(`/login?redirect=${encodeURIComponent(back)}`, {
      type: "error",
      title: LISTING_PAGE_TEXTS.loginRequired,
      description: REVIEW_TEXTS.loginToReview,
    });

  const parsed = parseReviewInput(values);
  if (!parsed.ok) return refuseReview(parsed.error, values);

  const limited = await checkLimits(context, [{ limit: "REVIEWS_PER_HOUR", key: `review:${user.id}` }]);
  if (limited) return refuseReview(new AppError(REVIEW_TEXTS.reviewFailed, limited, 429), values);

  const result = await createReview(context, {
    userId: user.id,
    listing: { id: listing.id, sellerId: listing.seller.id },
    input: parsed.value,
  });
  if (!result.ok) return refuseReview(result.error, values);

  throw redirectWithToast(`${back}#ulasan`, {
    type: "success",
    title: REVIEW_TEXTS.reviewSent,
    description: REVIEW_TEXTS.reviewThanks,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => {
  if (!loaderData) {
    return [
      { title: "Produk Tidak Ditemukan — PasarGame" },
      { name: "description", content: "Produk yang Anda cari tidak ada atau sudah dihapus." },
    ];
  }
  return loaderData.seo;
};

/** The gallery's element; for two or more images its controls' code loads once the page runs. */
function useGallery(html: string, count: number) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || count < 2) return;
    let stop: (() => void) | undefined;
    let gone = false;
    void import("~/components/listing/gallery-enhance").then(({ enhanceGallery }) => {
      if (!gone) stop = enhanceGallery(element);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [html, count]);
  return ref;
}

export default function ListingPage() {
  const {
    listing,
    reviews,
    summaryHtml,
    descriptionHtml,
    imageHtml,
    sellerCardHtml,
    shareHtml,
    relatedHtml,
    reviewBlock,
    tab: initialTab,
    path,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const user = useOptionalUser();
  const [tab, setTab] = useState<TabId>(actionData ? "ulasan" : initialTab);
  const gallery = useGallery(imageHtml, listing.images.length);

  // The shown tab's panel may load (the page's first tab needs no code of its own).
  choose(tab);
  useEffect(() => setTab(initialTab), [initialTab]);
  useEffect(() => {
    if (!actionData) return;
    setTab("ulasan");
    toast.error(actionData.error.title, { description: actionData.error.message });
  }, [actionData]);

  function selectTab(id: TabId) {
    setTab(id);
    const url = new URL(window.location.href);
    url.searchParams.set("tab", id);
    url.hash = "";
    // Keep the router's own history state; only the visible URL changes (shareable, no reload).
    window.history.replaceState(window.history.state, "", url);
  }

  function onTabKey(event: KeyboardEvent<HTMLDivElement>) {
    const i = TABS.findIndex((t) => t.id === tab);
    const next = event.key === "ArrowRight" ? i + 1 : event.key === "ArrowLeft" ? i - 1 : null;
    if (next === null) return;
    event.preventDefault();
    const target = TABS[(next + TABS.length) % TABS.length];
    selectTab(target.id);
    document.getElementById(`tab-${target.id}`)?.focus();
  }

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6">
      <ListingBreadcrumb listing={listing} />

      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-8">
        <div ref={gallery} dangerouslySetInnerHTML={{ __html: imageHtml }} />

        <div className="space-y-5">
          <div className="space-y-5" dangerouslySetInnerHTML={{ __html: summaryHtml }} />

          <Card className="p-4">
            <BuyBox
              listing={{
                id: listing.id,
                title: listing.title,
                price: listing.price,
                stock: listing.stock,
                type: listing.type,
                gameSlug: listing.gameSlug,
                categorySlug: listing.categorySlug,
                imageUrl: listing.images[0] ?? null,
                requiredInputs: listing.requiredInputs,
                sellerId: listing.seller.id,
                sellerName: listing.seller.username,
              }}
              user={user}
            />
            <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
              Pembayaran ditahan di rekening bersama PasarGame sampai Anda mengonfirmasi pesanan diterima.
            </p>
          </Card>

          <div dangerouslySetInnerHTML={{ __html: shareHtml }} />

          <div dangerouslySetInnerHTML={{ __html: sellerCardHtml }} />
        </div>
      </div>

      <section className="mt-8" id="tab-produk" aria-label="Informasi produk">
        <div
          role="tablist"
          aria-label="Informasi produk"
          onKeyDown={onTabKey}
          className="flex gap-1 overflow-x-auto border-b border-surface-200 dark:border-surface-800"
        >
          {TABS.map((t) => (
            <a
              key={t.id}
              id={`tab-${t.id}`}
              role="tab"
              href={`?tab=${t.id}#${t.id}`}
              aria-selected={tab === t.id}
              aria-controls={t.id}
              tabIndex={tab === t.id ? 0 : -1}
              onClick={(e) => {
                e.preventDefault();
                selectTab(t.id);
              }}
              className={cn(
                "-mb-px flex min-h-11 shrink-0 items-center border-b-2 px-4 text-sm font-semibold whitespace-nowrap",
                tab === t.id
                  ? "border-accent-500 text-brand"
                  : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100",
              )}
            >
              {t.label}
              {t.id === "ulasan" ? ` (${listing.reviewCount})` : ""}
            </a>
          ))}
        </div>

        <div
          id="deskripsi"
          role="tabpanel"
          aria-labelledby="tab-deskripsi"
          hidden={tab !== "deskripsi"}
          className="py-5"
          dangerouslySetInnerHTML={{ __html: descriptionHtml }}
        />

        <div id="detail" role="tabpanel" aria-labelledby="tab-detail" hidden={tab !== "detail"} className="py-5">
          <DetailsTab listing={listing} />
        </div>

        <div id="ulasan" role="tabpanel" aria-labelledby="tab-ulasan" hidden={tab !== "ulasan"} className="py-5">
          <ReviewsTab
            listing={listing}
            reviews={reviews}
            reviewBlock={reviewBlock}
            path={path}
            result={actionData ?? null}
          />
        </div>
      </section>

      <div dangerouslySetInnerHTML={{ __html: relatedHtml }} />
    </main>
  );
}

// The error views (404 and others) load only when a listing page fails.
const ListingErrorView = lazyNamed(() => import("~/components/listing/listing-error-view"), "ListingErrorView");

export function ErrorBoundary() {
  return (
    <Suspense fallback={<main className="min-h-[60vh]" />}>
      <ListingErrorView />
    </Suspense>
  );
}
