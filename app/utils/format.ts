/**
 * The one place money and counts are formatted: integer rupiah and the id-ID locale. Dates are in
 * ./format-date.ts and ./format-date-time.ts, what people type is read by ./parse-number.ts: each
 * its own file, so the catalogue's pages (cards: price, discount, rating, count) carry only these.
 */

const rupiah = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });
const number = new Intl.NumberFormat("id-ID");

/** 1250000 → "Rp1.250.000". Rupiah are integers; anything else is a bug upstream. */
export function formatRupiah(amount: number): string {
  if (!Number.isSafeInteger(amount)) throw new TypeError(`Rupiah must be an integer, got ${amount}`);
  const sign = amount < 0 ? "-" : "";
  return `${sign}Rp${rupiah.format(Math.abs(amount))}`;
}

/** 12345 → "12.345". */
export function formatNumber(value: number): string {
  return number.format(value);
}

/** Rounded discount percent, only when the price is below the original price; otherwise null. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number | null {
  if (!originalPrice || price >= originalPrice) return null;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

const rating = new Intl.NumberFormat("id-ID", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Ratings to one decimal in the Indonesian style ("4,8"); missing ratings are 0 (spec section 9). */
export function formatRating(value: number | null | undefined): string {
  return rating.format(value ?? 0);
}
