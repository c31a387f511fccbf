import { useEffect, useState } from "react";
import { formatRupiah } from "~/utils/format";
import { PRICE_MAX, PRICE_MIN, PRICE_STEP } from "~/modules/catalog/filter-params";

const slider =
  "h-11 w-full cursor-pointer accent-[var(--color-accent-500)] focus-visible:outline-2 focus-visible:outline-accent-500";

/** One thumb of the price slider, with its own label; `onValue` follows it as it moves. */
function PriceInput({
  id,
  name,
  label,
  defaultValue,
  onValue,
  valueText,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: number;
  onValue: (value: number) => void;
  valueText: string;
}) {
  return (
    <>
      <label htmlFor={id} className="block text-xs text-slate-600 dark:text-slate-400">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="range"
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={PRICE_STEP}
        defaultValue={defaultValue}
        onInput={(e) => onValue(Number(e.currentTarget.value))}
        aria-valuetext={valueText}
        className={slider}
      />
    </>
  );
}

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
      <PriceInput
        id="price-min"
        name="min"
        label="Harga minimum"
        defaultValue={min}
        onValue={setLow}
        valueText={formatRupiah(low)}
      />
      <PriceInput
        id="price-max"
        name="max"
        label="Harga maksimum"
        defaultValue={max ?? PRICE_MAX}
        onValue={setHigh}
        valueText={high >= PRICE_MAX ? `${formatRupiah(PRICE_MAX)} ke atas` : formatRupiah(high)}
      />
    </fieldset>
  );
}
