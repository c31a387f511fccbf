/**
 * The sitemap at the size the marketplace is built for: 100,000 active listings (one INSERT …
 * SELECT over a counter, beside the seed's) and some removed ones. The index names enough files
 * that none passes 50,000 addresses, and across them every active listing appears exactly once.
 */
import { env, SELF } from "cloudflare:test";
import { expect, it } from "vitest";
import { VERSION_MEMO_MS } from "~/modules/cache/catalog-version.server";
import { ORIGIN } from "./http";

const BULK = 100_000;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

it("lists every active listing exactly once at 100,000 listings, no file over 50,000 addresses", async () => {
  const now = Date.now();
  await env.DB.prepare(
    `INSERT INTO products (id, seller_id, game_slug, category_slug, type, title, price, stock, status, created_at, updated_at)
     WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
     SELECT printf('lst_bulk_%06d', i), 'usr_demo_seller', 'mobile-legends', 'akun', 'Akun', 'Akun massal ' || i,
            10000 + i, 1, CASE WHEN i % 1000 = 0 THEN 'deleted' ELSE 'active' END, ?2, ?2
     FROM n`,
  )
    .bind(BULK + 100, now)
    .run();
  await env.DB.prepare("UPDATE cache_versions SET version = version + 1 WHERE key = 'catalog'").run();
  await new Promise((resolve) => setTimeout(resolve, VERSION_MEMO_MS + 100));

  const { results } = await env.DB.prepare(
    "SELECT game_slug, category_slug, id FROM products WHERE status = 'active'",
  ).all<{ game_slug: string; category_slug: string; id: string }>();
  const active = new Set(results.map((r) => `${ORIGIN}/games/${r.game_slug}/${r.category_slug}/${r.id}`));
  expect(active.size).toBeGreaterThanOrEqual(BULK);

  const index = await (await SELF.fetch(`${ORIGIN}/sitemap.xml`)).text();
  const listingFiles = locs(index).filter((u) => u.includes("/sitemaps/listings-"));
  expect(listingFiles.length).toBe(Math.ceil(active.size / 45_000));

  const seen = new Set<string>();
  let total = 0;
  for (const file of listingFiles) {
    const res = await SELF.fetch(file);
    expect(res.status).toBe(200);
    const urls = locs(await res.text());
    expect(urls.length).toBeLessThanOrEqual(50_000);
    total += urls.length;
    for (const url of urls) seen.add(url);
  }
  expect(total).toBe(active.size); // no address twice
  expect(seen).toEqual(active); // and none missing, none removed
  expect(seen.has(`${ORIGIN}/games/mobile-legends/akun/lst_bulk_001000`)).toBe(false);
}, 120_000);
