import { useEffect, useState } from "react";
import { formatRupiah } from "~/utils/format";
import { PRICE_MAX, PRICE_MIN, PRICE_STEP } from "~/modules/catalog/filter-params";

const slider =
  "h-11 w-full cursor-pointer accent-[var(--color-accent-500)] focus-visible:outline-2 focus-visible:outline-accent-500";

/**
 * The spec's price slider (Rp0 to Rp5.000.000, step 50.000): two range inputs named `min` and `max`
 * in the filter form, so it works without JavaScript; with it, the amounts follow the thumbs.
 * The right end means "no upper limit".
 */
export function PriceRange({ min, max }: { min: number; max: number | null }) {
  const [low, setLow] = useState(min);
  const [high, setHigh] = useState(max ?? PRICE_MAX);
  // A new URL (another filter, 'Reset Filter', back button) brings new defaults.
  useEffect(() => {
    setLow(min);
    setHigh(max ?? PRICE_MAX);
  }, [min, max]);
  return (
    <fieldset className="space-y-1" data-testid="price-range">
      <legend className="text-sm font-semibold">Rentang Harga</legend>
      <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400" aria-live="polite">
        <output htmlFor="price-min">{formatRupiah(Math.min(low, high))}</output> –{" "}
        <output htmlFor="price-max">
          {formatRupiah(Math.max(low, high))}
          {Math.max(low, high) >= PRICE_MAX ? "+" : ""}
        </output>
      </p>
      <label htmlFor="price-min" className="block text-xs text-slate-600 dark:text-slate-400">
        Harga minimum
      </label>
      <input
        id="price-min"
        name="min"
        type="range"
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={PRICE_STEP}
        defaultValue={min}
        onInput={(e) => setLow(Number(e.currentTarget.value))}
        aria-valuetext={formatRupiah(low)}
        className={slider}
      />
      <label htmlFor="price-max" className="block text-xs text-slate-600 dark:text-slate-400">
        Harga maksimum
      </label>
      <input
        id="price-max"
        name="max"
        type="range"
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={PRICE_STEP}
        defaultValue={max ?? PRICE_MAX}
        onInput={(e) => setHigh(Number(e.currentTarget.value))}
        aria-valuetext={high >= PRICE_MAX ? `${formatRupiah(PRICE_MAX)} ke atas` : formatRupiah(high)}
        className={slider}
      />
    </fieldset>
  );
}
