/**
 * Banners that promise a discount say what is true: a banner whose link is a promo filter
 * (`/games/{slug}?promo=…`, discounted listings only) quotes the largest discount its target shows
 * ('Diskon hingga 17%'), computed from the listings; with no discounted listing left it is not shown.
 */

/** The game a promo link filters, or null when the link is not a promo filter. */
export function promoGame(link: string): string | null {
  const url = new URL(link, "https://pasargame.invalid");
  const slug = /^\/games\/([a-z0-9-]+)\/?$/.exec(url.pathname)?.[1];
  return slug && (url.searchParams.get("promo") ?? "").trim() !== "" ? slug : null;
}

/** "hingga 50%" / "hingga 50 %" in a banner's text: the figure it claims. */
const CLAIM = /(hingga\s+)\d+(\s?%)/gi;

export function withTrueDiscounts<B extends { link: string; title: string; description: string }>(
  banners: B[],
  maxDiscount: (gameSlug: string) => number,
): B[] {
  return banners.flatMap((banner) => {
    const slug = promoGame(banner.link);
    if (!slug) return [banner];
    const max = maxDiscount(slug);
    if (max <= 0) return [];
    const fix = (text: string) => text.replace(CLAIM, `$1${max}$2`);
    return [{ ...banner, title: fix(banner.title), description: fix(banner.description) }];
  });
}
