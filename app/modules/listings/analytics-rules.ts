/** Seller analytics rules the browser may share: the periods, the day key (WIB) and conversion. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_PERIOD: AnalyticsPeriod = 30;

export const parsePeriod = (value: string | null): AnalyticsPeriod =>
  ANALYTICS_PERIODS.find((p) => String(p) === value) ?? DEFAULT_PERIOD;

/** Western Indonesian Time, UTC+7 (no daylight saving): the shop's calendar day. */
export const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The WIB calendar day of `ms` as `YYYY-MM-DD`. */
export const wibDay = (ms: number) => new Date(ms + WIB_OFFSET_MS).toISOString().slice(0, 10);

/** The last `days` WIB days up to and including today's, oldest first. */
export function lastDays(days: number, now: number): string[] {
  return Array.from({ length: days }, (_, i) => wibDay(now - (days - 1 - i) * DAY_MS));
}

/** Orders per view as a percentage with one decimal, or null without views. */
export const conversion = (orders: number, views: number) =>
  views > 0 ? Math.round((orders / views) * 1000) / 10 : null;
