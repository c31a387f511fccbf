/**
 * Link previews and search engines: what WhatsApp's and Facebook's crawlers read from a listing
 * page (Open Graph, the image behind og:image, JSON-LD), the home and game pages' structured data,
 * robots.txt and the sitemap index with its files.
 */
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products, reviews } from "~/db/schema";
import { VERSION_MEMO_MS } from "~/modules/cache/catalog-version.server";
import { sitemapFile, sitemapFiles } from "~/modules/content/sitemap.server";
import { newId } from "~/utils/ids";
import { newListing, signedIn, USERS, verifiedUpload } from "./fixtures";
import { db } from "./helpers";
import { ORIGIN } from "./http";

const CRAWLERS = {
  facebook: "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  whatsapp: "WhatsApp/2.23.20.0 A",
};

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The content of `<meta property|name="key">` tags, in document order. */
function metaAll(html: string, key: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<meta [^>]*>/g) ?? []) {
    const name = /(?:property|name)="([^"]*)"/.exec(tag)?.[1];
    const content = /content="([^"]*)"/.exec(tag)?.[1];
    if (name === key && content !== undefined) found.push(decode(content));
  }
  return found;
}
const meta = (html: string, key: string) => metaAll(html, key)[0];

/** Every JSON-LD block, parsed (a block that does not parse fails the test). */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}
const ofType = (blocks: Record<string, unknown>[], type: string) => blocks.filter((b) => b["@type"] === type);

const canonical = (html: string) => decode(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? "");

async function page(path: string, userAgent: string, origin = ORIGIN) {
  const res = await SELF.fetch(`${origin}${path}`, { headers: { "User-Agent": userAgent }, redirect: "manual" });
  expect(res.status, path).toBe(200);
  return res.text();
}

/**
 * Fetches an absolute address of this site the way a crawler follows og:image. Static files
 * (public/) are answered by the assets binding before the worker runs, as in production.
 */
async function fetchImage(url: string) {
  expect(url.startsWith(`${ORIGIN}/`), url).toBe(true);
  const init = { headers: { "User-Agent": CRAWLERS.facebook } };
  return new URL(url).pathname.startsWith("/images/") ? SELF.fetch(url, init) : env.ASSETS.fetch(url, init);
}

const HOSTILE_TITLE = `Akun Sultan </script><script>alert("xss")</script> & "kutip"`;

describe("listing link previews", () => {
  it("gives WhatsApp and Facebook the title, the price in Rp, a real image and the seller", async () => {
    const seller = await signedIn(USERS.seller.id);
    const upload = await verifiedUpload(seller, "sampul.png");
    const listing = await newListing(USERS.seller.id, "Akun Valorant Radiant Full Skin", 1_250_000, 3);
    await db()
      .update(products)
      .set({ images: [`/images/${upload.key}`] })
      .where(eq(products.id, listing.id));

    for (const ua of Object.values(CRAWLERS)) {
      const html = await page(listing.path, ua);
      expect(meta(html, "og:title")).toBe("Akun Valorant Radiant Full Skin — PasarGame");
      expect(meta(html, "og:description")).toContain("Rp1.250.000");
      expect(meta(html, "og:description")).toContain("penjual_demo");
      expect(meta(html, "og:type")).toBe("product");
      expect(meta(html, "twitter:card")).toBe("summary_large_image");
      expect(metaAll(html, "og:image")).toEqual([`${ORIGIN}/images/${upload.key}`]);
      expect(meta(html, "og:url")).toBe(`${ORIGIN}${listing.path}`);
      expect(canonical(html)).toBe(`${ORIGIN}${listing.path}`);

      const image = await fetchImage(meta(html, "og:image")!);
      expect(image.status).toBe(200);
      expect(image.headers.get("Content-Type")).toMatch(/^image\/(png|jpeg|webp|gif)/);
      await image.arrayBuffer();
    }
  });

  it("builds every address on PUBLIC_ORIGIN, whatever Host the request names", async () => {
    const listing = await newListing(USERS.seller.id, "Akun Host Palsu");
    const html = await page(listing.path, CRAWLERS.facebook, "https://penipu.example");
    expect(canonical(html)).toBe(`${ORIGIN}${listing.path}`);
    expect(meta(html, "og:url")).toBe(`${ORIGIN}${listing.path}`);
    expect(meta(html, "og:image")!.startsWith(`${ORIGIN}/`)).toBe(true);
    expect(html).not.toContain("penipu.example");
  });

  it("an error page names no address of its own: a 404 and a refused page have no canonical or og:url", async () => {
    const missing = await SELF.fetch(`${ORIGIN}/games/valorant/akun/lst_tidak_ada_${Date.now()}`);
    expect(missing.status).toBe(404);
    const missingHtml = await missing.text();
    expect(canonical(missingHtml)).toBe("");
    expect(meta(missingHtml, "og:url")).toBeUndefined();
    const stranger = await signedIn(USERS.otherSeller.id);
    const refused = await stranger.get("/my-account/wallet/deposits/dep_punya_orang_lain");
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await refused.text()).not.toContain("dep_punya_orang_lain");
  });

  it("falls back to the site's PNG when the listing's picture is an SVG crawlers cannot show", async () => {
    const listing = await newListing(USERS.seller.id, "Akun Bergambar SVG");
    await db()
      .update(products)
      .set({ images: ["/seed/listings/valorant-akun.svg"] })
      .where(eq(products.id, listing.id));
    const html = await page(listing.path, CRAWLERS.whatsapp);
    expect(metaAll(html, "og:image")).toEqual([`${ORIGIN}/og-image.png`]);
    // The structured data still names the listing's own picture.
    const [product] = ofType(jsonLd(html), "Product");
    expect(product!.image).toEqual([`${ORIGIN}/seed/listings/valorant-akun.svg`]);
  });
});

describe("listing structured data", () => {
  it("has Product, Offer in IDR, AggregateRating from the reviews and breadcrumbs, with a hostile title kept inside", async () => {
    const listing = await newListing(USERS.seller.id, HOSTILE_TITLE, 75_000, 2);
    await db()
      .insert(reviews)
      .values([
        {
          id: newId("rev"),
          productId: listing.id,
          userId: USERS.buyer.id,
          rating: 5,
          comment: "Mantap",
          createdAt: Date.now(),
        },
        {
          id: newId("rev"),
          productId: listing.id,
          userId: USERS.admin.id,
          rating: 4,
          comment: "Oke",
          createdAt: Date.now(),
        },
      ]);
    const html = await page(listing.path, CRAWLERS.facebook);

    // The title's `</script>` cannot end the JSON-LD block or start a script of its own.
    expect(html).not.toContain('<script>alert("xss")');
    expect(html).not.toMatch(/<\/script><script>alert/);
    const blocks = jsonLd(html);
    const [product] = ofType(blocks, "Product");
    expect(product).toBeDefined();
    expect(product!["@context"]).toBe("https://schema.org");
    expect(product!.name).toBe(HOSTILE_TITLE);
    expect(product!.url).toBe(`${ORIGIN}${listing.path}`);
    expect(product!.sku).toBe(listing.id);
    expect(Array.isArray(product!.image)).toBe(true);
    const offer = product!.offers as Record<string, unknown>;
    expect(offer).toMatchObject({
      "@type": "Offer",
      price: 75_000,
      priceCurrency: "IDR",
      availability: "https://schema.org/InStock",
      url: `${ORIGIN}${listing.path}`,
    });
    expect((offer.seller as Record<string, unknown>).name).toBe("penjual_demo");
    expect(product!.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });

    const [crumbs] = ofType(blocks, "BreadcrumbList");
    const items = crumbs!.itemListElement as { position: number; name: string; item: string }[];
    expect(items.map((i) => i.position)).toEqual([1, 2, 3, 4]);
    expect(items.map((i) => i.item)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/games/valorant`,
      `${ORIGIN}/games/valorant/akun`,
      `${ORIGIN}${listing.path}`,
    ]);
    expect(items[3]!.name).toBe(HOSTILE_TITLE);
    // The <title> and og:title carry it as text.
    expect(meta(html, "og:title")).toBe(`${HOSTILE_TITLE} — PasarGame`);
  });

  it("says OutOfStock for a sold-out listing and gives no rating without reviews", async () => {
    const listing = await newListing(USERS.seller.id, "Akun Habis Terjual", 50_000, 0);
    const [product] = ofType(jsonLd(await page(listing.path, CRAWLERS.whatsapp)), "Product");
    expect((product!.offers as Record<string, unknown>).availability).toBe("https://schema.org/OutOfStock");
    expect(product).not.toHaveProperty("aggregateRating");
  });
});

describe("home and game pages", () => {
  it("home: Organization, WebSite with a SearchAction, the site image that answers as a PNG", async () => {
    const html = await page("/", CRAWLERS.facebook);
    const blocks = jsonLd(html);
    const [org] = ofType(blocks, "Organization");
    expect(org).toMatchObject({ name: "PasarGame", url: `${ORIGIN}/`, logo: `${ORIGIN}/icons/icon-512.png` });
    const [site] = ofType(blocks, "WebSite");
    const action = site!.potentialAction as { "@type": string; target: { urlTemplate: string } };
    expect(action["@type"]).toBe("SearchAction");
    expect(action.target.urlTemplate).toBe(`${ORIGIN}/search?q={search_term_string}`);
    expect(site!["query-input"] ?? (site!.potentialAction as Record<string, unknown>)["query-input"]).toBe(
      "required name=search_term_string",
    );
    expect(canonical(html)).toBe(`${ORIGIN}/`);
    expect(metaAll(html, "og:image")).toEqual([`${ORIGIN}/og-image.png`]);
    const image = await fetchImage(meta(html, "og:image")!);
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toMatch(/^image\/png/);
    await image.arrayBuffer();
    // Installable: the manifest and both theme colours are linked from every page.
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toMatch(/<meta name="theme-color" media="\(prefers-color-scheme: dark\)"/);
    expect(html).toMatch(/<meta name="theme-color" media="\(prefers-color-scheme: light\)"/);
  });

  it("a category landing has breadcrumbs to the game and the category, canonical without the query", async () => {
    const html = await page("/games/mobile-legends/top-up?sort=price_asc", CRAWLERS.whatsapp);
    const [crumbs] = ofType(jsonLd(html), "BreadcrumbList");
    const items = crumbs!.itemListElement as { name: string; item: string }[];
    expect(items.map((i) => i.item)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/games/mobile-legends`,
      `${ORIGIN}/games/mobile-legends/top-up`,
    ]);
    expect(items[1]!.name).toBe("Mobile Legends");
    expect(canonical(html)).toBe(`${ORIGIN}/games/mobile-legends/top-up`);
    expect(meta(html, "og:title")).toMatch(/Mobile Legends — PasarGame$/);
  });

  it("an information page gets the canonical address and the site's preview defaults", async () => {
    const html = await page("/faq", CRAWLERS.facebook);
    expect(canonical(html)).toBe(`${ORIGIN}/faq`);
    expect(meta(html, "og:site_name")).toBe("PasarGame");
    expect(metaAll(html, "og:image")).toEqual([`${ORIGIN}/og-image.png`]);
  });
});

describe("robots.txt", () => {
  it("keeps crawlers out of personal, staff, money and development routes and names the sitemap", async () => {
    const res = await SELF.fetch(`${ORIGIN}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const lines = (await res.text()).split("\n");
    for (const path of [
      "/admin",
      "/my-account",
      "/order",
      "/cart",
      "/checkout",
      "/internal",
      "/dev",
      "/messages",
      "/notifications",
      "/payment",
    ]) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(lines.some((l) => /^Disallow: \/(games|user|search)?$/.test(l))).toBe(false);
  });
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decode(m[1]!));

async function getXml(url: string) {
  const res = await SELF.fetch(url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get("Content-Type")).toMatch(/^application\/xml/);
  return res.text();
}

async function activeListingPaths() {
  const rows = await db()
    .select({ id: products.id, game: products.gameSlug, category: products.categorySlug })
    .from(products)
    .where(eq(products.status, "active"));
  return rows.map((r) => `${ORIGIN}/games/${r.game}/${r.category}/${r.id}`);
}

describe("sitemap", () => {
  it("is an index whose files list every active listing exactly once, games, categories and seller profiles", async () => {
    const gone = await newListing(USERS.seller.id, "Akun Sudah Dihapus");
    await db().update(products).set({ status: "deleted" }).where(eq(products.id, gone.id));
    const kept = await newListing(USERS.seller.id, "Akun Masih Dijual");

    const index = await getXml(`${ORIGIN}/sitemap.xml`);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locs(index);
    expect(files).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/listings-1.xml`,
      `${ORIGIN}/sitemaps/profiles-1.xml`,
    ]);
    const all: string[] = [];
    for (const file of files) {
      const xml = await getXml(file);
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      all.push(...locs(xml));
    }
    const listed = all.filter((u) => /\/games\/[^/]+\/[^/]+\/lst/.test(u) || u.includes(kept.id));
    const active = await activeListingPaths();
    expect(active.length).toBeGreaterThan(5);
    expect(listed.sort()).toEqual(active.sort());
    expect(all.some((u) => u.includes(gone.id))).toBe(false);
    expect(all).toContain(`${ORIGIN}${kept.path}`);
    expect(all).toContain(`${ORIGIN}/`);
    expect(all).toContain(`${ORIGIN}/games/mobile-legends`);
    expect(all).toContain(`${ORIGIN}/games/mobile-legends/top-up`);
    expect(all).toContain(`${ORIGIN}/user/penjual_demo`);
    expect(all.filter((u) => u.includes("/user/") && u.includes("pembeli"))).toEqual([]);
    expect(new Set(all).size).toBe(all.length);
    expect(await SELF.fetch(`${ORIGIN}/sitemaps/listings-9.xml`).then((r) => r.status)).toBe(404);
    expect(await SELF.fetch(`${ORIGIN}/sitemaps/apa-saja.xml`).then((r) => r.status)).toBe(404);
  });

  it("pages the listings so no file passes the page size: every active listing once across the pages", async () => {
    for (let i = 0; i < 12; i++) await newListing(USERS.seller.id, `Akun Halaman ${i}`);
    const active = await activeListingPaths();
    const pageSize = 7;
    const files = sitemapFiles({ listings: active.length, profiles: 1 }, pageSize).filter((f) =>
      f.startsWith("listings-"),
    );
    expect(files.length).toBe(Math.ceil(active.length / pageSize));
    const seen: string[] = [];
    for (const file of files) {
      const urls = locs((await sitemapFile(env.DB, ORIGIN, file, pageSize))!);
      expect(urls.length).toBeLessThanOrEqual(pageSize);
      seen.push(...urls);
    }
    expect(seen.sort()).toEqual(active.sort());
    expect(await sitemapFile(env.DB, ORIGIN, `listings-${files.length + 1}.xml`, pageSize)).toBeNull();
  });

  it("is kept per catalog version: the same copy until a listing write bumps the version, then the new listing", async () => {
    await getXml(`${ORIGIN}/sitemaps/listings-1.xml`);
    const listing = await newListing(USERS.seller.id, "Akun Baru Sekali");
    // newListing writes straight to D1 without a bump: the cached copy of this version stands.
    expect(locs(await getXml(`${ORIGIN}/sitemaps/listings-1.xml`))).not.toContain(`${ORIGIN}${listing.path}`);
    // The app's listing writers bump the version in their batch; an isolate trusts the version it
    // read for VERSION_MEMO_MS, after which the new version's file is built.
    await env.DB.prepare("UPDATE cache_versions SET version = version + 1 WHERE key = 'catalog'").run();
    await new Promise((resolve) => setTimeout(resolve, VERSION_MEMO_MS + 100));
    expect(locs(await getXml(`${ORIGIN}/sitemaps/listings-1.xml`))).toContain(`${ORIGIN}${listing.path}`);
  }, 20_000);
});
