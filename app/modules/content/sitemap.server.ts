/**
 * robots.txt and the sitemap: a sitemap index (/sitemap.xml) naming files of at most
 * SITEMAP_PAGE_SIZE addresses each (the protocol allows 50,000): `pages.xml` (home, the catalog,
 * every game and category, the information pages), `listings-N.xml` (every active listing, by id)
 * and `profiles-N.xml` (sellers with an active listing, not suspended). Read from D1; every file is
 * kept in the edge cache (`caches.default`) under the catalog's content version
 * (app/modules/cache/catalog-version.server.ts), which every listing change bumps, so a sitemap is
 * exactly as fresh as the cached public pages and a crawler's repeated reads cost no query.
 */
import { readCatalogVersion } from "~/modules/cache/catalog-version.server";
import type { CachedXml } from "~/utils/cached-xml.server";
import { absoluteUrl } from "./seo.server";

/** Addresses per sitemap file: under the protocol's 50,000 with room for growth between bumps. */
export const SITEMAP_PAGE_SIZE = 45_000;

/** Information pages that search engines may show (the footer's pages). */
const INFO_PAGES = [
  "/about",
  "/faq",
  "/help",
  "/how-to-buy",
  "/how-to-sell",
  "/promotions",
  "/terms",
  "/privacy",
  "/cookies",
  "/refund-policy",
  "/contact",
];

/** Path prefixes no crawler should visit: personal, staff, money and development routes. */
export const DISALLOWED_PATHS = [
  "/admin",
  "/my-account",
  "/buyer",
  "/order",
  "/cart",
  "/checkout",
  "/payment",
  "/internal",
  "/dev",
  "/messages",
  "/notifications",
  "/sell",
  "/uploads",
  "/login",
  "/logout",
  "/register",
  "/auth",
  "/verify-otp",
  "/forgot-password",
  "/update-password",
];

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    // Prefixes: "/order" also covers /order/…, /orders and their `.data` requests.
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl(origin, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

const xmlText = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const isoDate = (ms: number | null | undefined) => (ms ? new Date(ms).toISOString() : null);

function urlset(origin: string, entries: { path: string; lastmod?: string | null }[]): string {
  const urls = entries.map(
    ({ path, lastmod }) =>
      `<url><loc>${xmlText(absoluteUrl(origin, path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

interface Counts {
  listings: number;
  profiles: number;
}

const ACTIVE_SELLERS = `FROM users u WHERE u.status = 'active'
  AND EXISTS (SELECT 1 FROM products p WHERE p.seller_id = u.id AND p.status = 'active')`;

async function counts(d1: D1Database): Promise<Counts> {
  const [listings, profiles] = await d1.batch<{ n: number }>([
    d1.prepare("SELECT count(*) AS n FROM products WHERE status = 'active'"),
    d1.prepare(`SELECT count(*) AS n ${ACTIVE_SELLERS}`),
  ]);
  return { listings: listings!.results[0]!.n, profiles: profiles!.results[0]!.n };
}

/** The names of the sitemap files for these counts (at least one of each kind). */
export function sitemapFiles({ listings, profiles }: Counts, pageSize = SITEMAP_PAGE_SIZE): string[] {
  const pages = (n: number) => Math.max(1, Math.ceil(n / pageSize));
  return [
    "pages.xml",
    ...Array.from({ length: pages(listings) }, (_, i) => `listings-${i + 1}.xml`),
    ...Array.from({ length: pages(profiles) }, (_, i) => `profiles-${i + 1}.xml`),
  ];
}

/** The sitemap index. */
export async function sitemapIndex(d1: D1Database, origin: string, pageSize = SITEMAP_PAGE_SIZE): Promise<string> {
  const files = sitemapFiles(await counts(d1), pageSize);
  const items = files.map(
    (file) => `<sitemap><loc>${xmlText(absoluteUrl(origin, `/sitemaps/${file}`))}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** One sitemap file by name, or null for a name that is no sitemap file (or a page past the end). */
export async function sitemapFile(
  d1: D1Database,
  origin: string,
  file: string,
  pageSize = SITEMAP_PAGE_SIZE,
): Promise<string | null> {
  if (file === "pages.xml") {
    const [games, categories] = await d1.batch<{ game_slug?: string; slug: string }>([
      d1.prepare("SELECT slug FROM games ORDER BY sort_order, slug"),
      d1.prepare("SELECT game_slug, slug FROM categories ORDER BY game_slug, sort_order, slug"),
    ]);
    return urlset(origin, [
      { path: "/" },
      { path: "/games" },
      ...games!.results.map((g) => ({ path: `/games/${encodeURIComponent(g.slug)}` })),
      ...categories!.results.map((c) => ({
        path: `/games/${encodeURIComponent(c.game_slug!)}/${encodeURIComponent(c.slug)}`,
      })),
      ...INFO_PAGES.map((path) => ({ path })),
    ]);
  }
  const match = /^(listings|profiles)-([1-9][0-9]{0,5})\.xml$/.exec(file);
  if (!match) return null;
  const page = Number(match[2]);
  const offset = (page - 1) * pageSize;
  if (match[1] === "listings") {
    const { results } = await d1
      .prepare(
        `SELECT id, game_slug, category_slug, updated_at FROM products WHERE status = 'active'
         ORDER BY id LIMIT ?1 OFFSET ?2`,
      )
      .bind(pageSize, offset)
      .all<{ id: string; game_slug: string; category_slug: string; updated_at: number }>();
    if (!results.length && page > 1) return null;
    return urlset(
      origin,
      results.map((r) => ({
        path: `/games/${encodeURIComponent(r.game_slug)}/${encodeURIComponent(r.category_slug)}/${encodeURIComponent(r.id)}`,
        lastmod: isoDate(r.updated_at),
      })),
    );
  }
  const { results } = await d1
    .prepare(`SELECT u.username ${ACTIVE_SELLERS} ORDER BY u.id LIMIT ?1 OFFSET ?2`)
    .bind(pageSize, offset)
    .all<{ username: string }>();
  if (!results.length && page > 1) return null;
  return urlset(
    origin,
    results.map((r) => ({ path: `/user/${encodeURIComponent(r.username)}` })),
  );
}

/** What crawlers' caches and the edge may keep a sitemap for (the catalog version keys the edge copy). */
export const SITEMAP_CACHE_CONTROL = "public, max-age=3600";

/**
 * The sitemap document `file` (null: the index), for ~/utils/cached-xml.server to answer with: kept
 * in the edge cache under the catalog's content version, else built from D1.
 */
export async function sitemapDocument(
  ctx: { d1: D1Database; origin: string },
  file: string | null,
): Promise<CachedXml> {
  const version = await readCatalogVersion(ctx.d1);
  return {
    key: version === null ? null : absoluteUrl(ctx.origin, `/__sitemap-cache/${version}/${file ?? "index.xml"}`),
    cacheControl: SITEMAP_CACHE_CONTROL,
    notFound: "Sitemap tidak ditemukan.",
    build: () => (file === null ? sitemapIndex(ctx.d1, ctx.origin) : sitemapFile(ctx.d1, ctx.origin, file)),
  };
}
