// Latency budgets as ratios to the framework floor (scripts/bench/floor/): the same machine, the same
// run, rounds interleaved, so a busier or slower machine moves both sides. How the ratios were chosen:
// docs/performance.md, "Budgets".
import { median } from "./stats.mjs";

/** Each latency budget: the page's figure ≤ `max` × the floor's figure measured beside it. */
export const RATIOS = {
  /** A public page rendered from D1 (cache missed), p95, against the floor's p95. */
  rendered: 8,
  /** A public page as served (the edge cache answers most), p95, against the floor's rendered p95. */
  cached: 1.5,
  /** The logged-in order page (always rendered), p95. */
  order: 5,
  /** Chat: p95 of one message reaching 10 clients in one room, against the floor's p95. */
  chat: 2,
  /** One gateway notification handled (signature, status re-read, settle, OrderRoom), p95. */
  gateway: 16,
  /**
   * One supplier-fulfilled top-up: the gateway notification (which pays and sends the purchase) plus
   * the simulator settling it and posting its callback, answered by the app (3 copies), p95.
   */
  topUp: 40,
  /** Lighthouse TBT against the floor page's TBT in the same round, the floor at least TBT_FLOOR_MIN_MS. */
  tbt: 3,
  /** Lighthouse LCP (simulated Slow 4G, 4× CPU slowdown) against the floor page's LCP in the same round. */
  lcp: 2.5,
};

/** Below this the floor's TBT is noise (one long task more or less): the ratio is taken to it. */
export const TBT_FLOOR_MIN_MS = 50;

/**
 * The ratio of a figure to the floor: each round's value over the floor's value of the same round
 * (interleaved, so both saw the same load), then the median of those ratios. `floorMin` keeps a
 * near-zero floor (TBT) from turning noise into a ratio.
 */
export function ratioToFloor(values, floors, { floorMin = 0 } = {}) {
  if (values.length === 0 || values.length !== floors.length)
    throw new Error(`ratioToFloor: ${values.length} values for ${floors.length} floor figures`);
  const ratios = values.map((v, i) => v / Math.max(floors[i], floorMin));
  return { ratio: median(ratios), ratios };
}

/** PASS when the median ratio is within `max`; NaN (a figure that failed) never passes. */
export function withinRatio(ratio, max) {
  return Number.isFinite(ratio) && ratio <= max;
}
