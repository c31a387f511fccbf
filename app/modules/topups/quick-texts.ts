/**
 * The home page's row of top-up pages: in a module of their own so the home page's JavaScript
 * carries these two texts only, not the top-up area's others (./texts.ts, ~1 KiB gzip).
 */
export const QUICK_TOP_UP_TEXTS = {
  title: "Top Up Cepat",
  from: (price: string) => `mulai ${price}`,
} as const;
