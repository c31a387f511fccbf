/** The one place money and dates are formatted: integer rupiah and the id-ID locale. */

const rupiah = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });
const longDate = new Intl.DateTimeFormat("id-ID", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Jakarta",
});
const number = new Intl.NumberFormat("id-ID");

/** 1250000 → "Rp1.250.000". Rupiah are integers; anything else is a bug upstream. */
export function formatRupiah(amount: number): string {
  if (!Number.isSafeInteger(amount)) throw new TypeError(`Rupiah must be an integer, got ${amount}`);
  const sign = amount < 0 ? "-" : "";
  return `${sign}Rp${rupiah.format(Math.abs(amount))}`;
}

/**
 * A whole number as people type it: "150000", "150.000" or "150 000". A dot (or a space) is only
 * a thousands separator: a first group of one to three digits, then groups of exactly three.
 * Anything else — "100000.5", "1.50", "1..000", "100.", a sign, letters — is null, never read as
 * thousands with the dot dropped.
 */
export function parseWholeNumber(raw: unknown): number | null {
  if (typeof raw !== "string") return null;
  const v = raw.trim();
  if (!/^(\d+|\d{1,3}([. ]\d{3})+)$/.test(v)) return null;
  const n = Number(v.replace(/[. ]/g, ""));
  return Number.isSafeInteger(n) ? n : null;
}

/** Whole rupiah from what a person types: "150000", "150.000", "Rp150.000", "Rp 150.000"; null otherwise. */
export function parseRupiah(raw: unknown): number | null {
  if (typeof raw !== "string") return null;
  return parseWholeNumber(raw.trim().replace(/^rp\s*/i, ""));
}

/** 2026-11-22 → "22 November 2026" (WIB). */
export function formatLongDate(value: number | Date): string {
  return longDate.format(value);
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

const relative = new Intl.RelativeTimeFormat("id-ID", { numeric: "auto" });
const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
  ["second", 1],
];

/** "3 menit yang lalu", "dalam 2 hari", "kemarin". */
export function formatRelativeTime(value: number | Date, now: number = Date.now()): string {
  const seconds = Math.round(((typeof value === "number" ? value : value.getTime()) - now) / 1000);
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(seconds) >= size || unit === "second") return relative.format(Math.trunc(seconds / size), unit);
  }
  return relative.format(0, "second");
}

const rating = new Intl.NumberFormat("id-ID", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Ratings to one decimal in the Indonesian style ("4,8"); missing ratings are 0 (spec section 9). */
export function formatRating(value: number | null | undefined): string {
  return rating.format(value ?? 0);
}
