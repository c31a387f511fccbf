/** Dates in the id-ID locale, Jakarta time ("22 November 2026", "3 menit yang lalu"). */

const longDate = new Intl.DateTimeFormat("id-ID", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Jakarta",
});

/** 2026-11-22 → "22 November 2026" (WIB). */
export function formatLongDate(value: number | Date): string {
  return longDate.format(value);
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
