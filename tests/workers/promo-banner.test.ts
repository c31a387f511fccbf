import { and, eq, gt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadGameMeta, loadGamePage, type GameMeta } from "~/modules/catalog/browse.server";
import { withTrueDiscounts } from "~/modules/catalog/promo";
import { loadSearch } from "~/modules/catalog/search.server";
import { products } from "~/db/schema";
import { discountPercent } from "~/utils/format";
import { db } from "./helpers";
import { client } from "./http";

/** The home page's promo banner promises what its link shows. */

const pageText = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");

/** The promo banner of the home page: its link and the discount its text claims. */
async function promoBanner(): Promise<{ link: string; claim: number }> {
  const html = await pageText(await client().get("/"));
  const link = /href="(\/games\/[a-z0-9-]+\?promo=[^"]*)"/.exec(html)?.[1];
  expect(link, "a banner links to a promo filter").toBeTruthy();
  const claim = /Diskon hingga (\d+)\s?%/.exec(html)?.[1];
  expect(claim, "the banner claims a discount").toBeTruthy();
  return { link: link!.replace(/&amp;/g, "&"), claim: Number(claim) };
}

describe("the promo banner", () => {
  it("claims the largest discount of the game's available listings", async () => {
    const { link, claim } = await promoBanner();
    const slug = /^\/games\/([a-z0-9-]+)/.exec(link)![1]!;
    const rows = await db()
      .select({ price: products.price, originalPrice: products.originalPrice })
      .from(products)
      .where(and(eq(products.gameSlug, slug), eq(products.status, "active"), gt(products.stock, 0)));
    const largest = Math.max(...rows.map((r) => discountPercent(r.price, r.originalPrice) ?? 0));
    expect(largest).toBeGreaterThan(0);
    expect(claim).toBe(largest);
  });

  it("leads to a page that lists only discounted listings, the largest discount first, up to the claim", async () => {
    const { link, claim } = await promoBanner();
    const url = new URL(link, "https://x.test");
    const slug = url.pathname.split("/")[2]!;
    const { meta } = await loadGameMeta({ db: db() }, slug);
    const promo = await loadGamePage({ db: db() }, meta as GameMeta, url.searchParams);
    const plain = await loadGamePage({ db: db() }, meta as GameMeta, new URLSearchParams());
    expect(promo.total).toBeGreaterThan(0);
    expect(promo.total).toBeLessThan(plain.total);

    const discounts = promo.listings.map((l) => discountPercent(l.price, l.originalPrice));
    for (const d of discounts) expect(d).not.toBeNull();
    const available = promo.listings.filter((l) => l.stock > 0).map((l) => discountPercent(l.price, l.originalPrice)!);
    expect(available).toEqual([...available].sort((a, b) => b - a));
    expect(available[0]).toBe(claim);

    // The page itself: every card has a discount badge, and the filter shows as chosen.
    const html = await pageText(await client().get(link));
    const cards = html.split('data-testid="product-card"').slice(1);
    expect(cards.length).toBe(promo.listings.length);
    for (const card of cards) expect(card).toContain('data-testid="discount-badge"');
    const box = html.match(/<input[^>]*name="promo"[^>]*>/g) ?? [];
    expect(box).toHaveLength(1);
    expect(box[0]).toContain('checked=""');
  });

  it("the same filter works on search", async () => {
    const all = await loadSearch({ db: db() }, new URLSearchParams("q=akun"));
    const promo = await loadSearch({ db: db() }, new URLSearchParams("q=akun&promo=1"));
    expect(promo.total).toBeGreaterThan(0);
    expect(promo.total).toBeLessThan(all.total);
    for (const l of promo.listings) expect(discountPercent(l.price, l.originalPrice)).not.toBeNull();
  });

  it("quotes the real figure, and a promo banner with nothing discounted is not shown", () => {
    const banners = [
      { link: "/games/valorant?promo=special", title: "Promo", description: "Diskon hingga 50% untuk Valorant" },
      { link: "/games/roblox?promo=1", title: "Promo Roblox", description: "Diskon hingga 40 % untuk Roblox" },
      { link: "/games/genshin-impact/akun", title: "Akun", description: "Hemat hingga 90% tanpa promo" },
    ];
    const shown = withTrueDiscounts(banners, (slug) => (slug === "valorant" ? 17 : 0));
    expect(shown.map((b) => b.description)).toEqual([
      "Diskon hingga 17% untuk Valorant",
      "Hemat hingga 90% tanpa promo",
    ]);
  });
});
