/**
 * What link previews (Open Graph, Twitter cards) and search engines (JSON-LD) read about a public
 * page, built on the server: loaders return the meta descriptors and routes' `meta` only pass them
 * on, so none of it adds JavaScript. Every address is absolute on PUBLIC_ORIGIN, never on the
 * request's Host. JSON-LD goes out as Remix's `script:ld+json`, which escapes `<`, `>` and `&`.
 * Site-wide tags (canonical, og:url, manifest, theme colours) come from head.server.ts.
 */
import type { MetaDescriptor } from "@remix-run/cloudflare";
import type { ListingDetail } from "~/modules/catalog/listing-page.server";
import { formatRupiah } from "~/utils/format";
import { preloadImage } from "~/utils/preload";
import { publicOrigin } from "~/utils/public-origin";
import { SITE_NAME } from "~/utils/site";

/** The site's preview image (1200×630 PNG in public/). */
export const SITE_IMAGE_PATH = "/og-image.png";
/** The site's logo for Organization (512×512 PNG in public/icons/). */
export const LOGO_PATH = "/icons/icon-512.png";

/** The origin links are built on: PUBLIC_ORIGIN, or the production origin when it is unset. */
export function siteOrigin(env: { PUBLIC_ORIGIN?: unknown }): string {
  return publicOrigin(env.PUBLIC_ORIGIN) ?? "https://pasargame.id";
}

/** `path` (or an absolute URL) as an absolute URL on `origin`. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).href;
}

/**
 * An image a link preview can show: crawlers (WhatsApp, Facebook) do not render SVG, so an SVG
 * (the demo data's drawings) gives way to the site's PNG preview image.
 */
export function previewImage(origin: string, path: string | null | undefined): string {
  const usable = path && !/\.svg(?:$|\?)/i.test(path);
  return absoluteUrl(origin, usable ? path : SITE_IMAGE_PATH);
}

export interface SocialMeta {
  origin: string;
  /** The page's title without the site name. */
  title: string;
  description: string;
  /** Path or absolute URL of the preview image (SVG falls back to the site image). */
  image?: string | null;
  imageAlt?: string;
  type?: "website" | "product";
  jsonLd?: object[];
  /** `title` already names the site (home): no " — PasarGame" after it. */
  fullTitle?: boolean;
}

/** `<title>`, description, Open Graph, Twitter card and JSON-LD descriptors of one page. */
export function socialMeta(page: SocialMeta): MetaDescriptor[] {
  const title = page.fullTitle ? page.title : `${page.title} — ${SITE_NAME}`;
  const image = previewImage(page.origin, page.image);
  return [
    { title },
    { name: "description", content: page.description },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: page.imageAlt ?? page.title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    ...(page.jsonLd ?? []).map((item) => ({ "script:ld+json": item })),
  ];
}

/** A schema.org BreadcrumbList of `[name, path]` pairs, the page itself last. */
export function breadcrumbJsonLd(origin: string, trail: [name: string, path: string][]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map(([name, path], index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: absoluteUrl(origin, path),
    })),
  };
}

/** What a listing's preview needs: its page's own fields (catalog/listing-page.server.ts). */
export type ListingSeoInput = Pick<
  ListingDetail,
  | "id"
  | "title"
  | "description"
  | "gameSlug"
  | "gameName"
  | "categorySlug"
  | "categoryName"
  | "price"
  | "stock"
  | "images"
  | "averageRating"
  | "reviewCount"
> & { seller: Pick<ListingDetail["seller"], "username"> };

const oneLine = (text: string, max: number) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max)}…` : line;
};

/** A listing's preview and structured data: Product + Offer (+ AggregateRating with reviews), breadcrumbs. */
export function listingSeo(origin: string, listing: ListingSeoInput, path: string): MetaDescriptor[] {
  const url = absoluteUrl(origin, path);
  const images = listing.images.map((image) => absoluteUrl(origin, image));
  const product: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: listing.title,
    description: oneLine(listing.description, 500) || listing.title,
    sku: listing.id,
    url,
    image: images.length ? images : [absoluteUrl(origin, SITE_IMAGE_PATH)],
    category: `${listing.gameName} > ${listing.categoryName}`,
    offers: {
      "@type": "Offer",
      url,
      price: listing.price,
      priceCurrency: "IDR",
      availability: listing.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      seller: {
        "@type": "Person",
        name: listing.seller.username,
        url: absoluteUrl(origin, `/user/${encodeURIComponent(listing.seller.username)}`),
      },
    },
  };
  if (listing.reviewCount > 0) {
    product.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: Math.round(listing.averageRating * 10) / 10,
      reviewCount: listing.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  const gamePath = `/games/${listing.gameSlug}`;
  return socialMeta({
    origin,
    title: listing.title,
    description: `${formatRupiah(listing.price)} · ${listing.gameName} · ${listing.categoryName} · Penjual: ${
      listing.seller.username
    }. ${oneLine(listing.description, 140)}`.trim(),
    image: listing.images[0],
    type: "product",
    jsonLd: [
      product,
      breadcrumbJsonLd(origin, [
        ["Beranda", "/"],
        [listing.gameName, gamePath],
        [listing.categoryName, `${gamePath}/${listing.categorySlug}`],
        [listing.title, path],
      ]),
    ],
  });
}

/** A game page (with a category chosen, or not): its banner and breadcrumbs. */
export function gameSeo(
  origin: string,
  game: { slug: string; name: string; description: string; bannerUrl: string },
  category?: { slug: string; name: string },
): MetaDescriptor[] {
  const gamePath = `/games/${game.slug}`;
  const trail: [string, string][] = [
    ["Beranda", "/"],
    [game.name, gamePath],
  ];
  if (category) trail.push([category.name, `${gamePath}/${category.slug}`]);
  return [
    ...socialMeta({
      origin,
      title: category ? `${category.name} ${game.name}` : game.name,
      description: game.description,
      image: game.bannerUrl,
      jsonLd: [breadcrumbJsonLd(origin, trail)],
    }),
    // The banner is the page's largest paint: preloaded from the head (the page's code need not).
    ...preloadImage(game.bannerUrl),
  ];
}

/**
 * The search screen's head (/search, and /featured in featured mode), built with its data so the
 * page's code carries none of it. Result pages are for people: noindex.
 */
export function searchSeo(data: {
  mode: "search" | "featured";
  filters: { q: string };
  listings: { imageUrl: string | null }[];
}): MetaDescriptor[] {
  const { q } = data.filters;
  const featured = data.mode === "featured";
  const title = featured ? "Penawaran Unggulan" : q ? `Hasil Pencarian untuk "${q}"` : "Cari Produk";
  return [
    { title: `${title} — ${SITE_NAME}` },
    {
      name: "description",
      content: featured
        ? "Penawaran unggulan pilihan PasarGame: akun game, top up dan jasa joki dari penjual terpercaya."
        : "Cari akun game, top up diamond dan jasa joki di PasarGame. Filter menurut game, kategori dan harga.",
    },
    ...(featured ? [] : [{ name: "robots", content: "noindex, follow" }]),
    // The first result's picture is the largest thing on a phone's first screen.
    ...preloadImage(data.listings[0]?.imageUrl),
  ];
}

/** Home: the site image, Organization and WebSite with a SearchAction on /search. */
export function homeSeo(origin: string, title: string, description: string): MetaDescriptor[] {
  const home = absoluteUrl(origin, "/");
  return socialMeta({
    origin,
    title,
    description,
    fullTitle: true,
    imageAlt: SITE_NAME,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: SITE_NAME,
        url: home,
        logo: absoluteUrl(origin, LOGO_PATH),
      },
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: SITE_NAME,
        url: home,
        inLanguage: "id-ID",
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${absoluteUrl(origin, "/search")}?q={search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      },
    ],
  });
}
