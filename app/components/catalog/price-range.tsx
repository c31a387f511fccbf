import { useEffect, useRef, useState, type RefObject } from "react";
import { formatRupiah } from "~/utils/format";
import { PRICE_MAX, PRICE_MIN, PRICE_STEP } from "~/modules/catalog/filter-params";

const slider =
  "h-11 w-full cursor-pointer accent-[var(--color-accent-500)] focus-visible:outline-2 focus-visible:outline-accent-500 [@media(scripting:none)]:hidden";

const field =
  "block min-h-11 w-full rounded-xl border border-surface-200 bg-white px-3 tabular-nums dark:border-surface-700 dark:bg-surface-900";

/** A typed amount (the form's `min` or `max`) and the slider thumb that follows it, and it them. */
function PriceInput({
  id,
  name,
  label,
  sliderLabel,
  defaultValue,
  onValue,
  valueText,
}: {
  id: string;
  name: string;
  label: string;
  sliderLabel: string;
  defaultValue: number;
  onValue: (value: number) => void;
  valueText: string;
}) {
  const typed: RefObject<HTMLInputElement> = useRef(null);
  const thumb: RefObject<HTMLInputElement> = useRef(null);
  // Moved or typed before this code arrived (first-use.ts): the other one follows, the text too.
  useEffect(() => {
    const [field, knob] = [typed.current, thumb.current];
    if (!field || !knob) return;
    if (knob.value !== knob.defaultValue) field.value = knob.value;
    else if (field.value !== field.defaultValue && !Number.isNaN(field.valueAsNumber)) {
      knob.value = field.value;
      // Typed, not moved: it applies with Enter, so the replay (use-filter-form.ts) must not send it.
      knob.dataset.followsTyped = "";
    } else return;
    onValue(Number(field.value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the server's fields
  }, []);
  // React leaves a focused number field's default as it was (the amount just sent with Enter):
  // set it, so the form's reset on the new address shows that address's amount.
  useEffect(() => {
    if (typed.current) typed.current.defaultValue = String(defaultValue);
  }, [defaultValue]);
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs text-slate-600 dark:text-slate-400">
        {label}
      </label>
      <input
        ref={typed}
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={1}
        defaultValue={defaultValue}
        onInput={(e) => {
          const value = e.currentTarget.valueAsNumber;
          if (Number.isNaN(value)) return;
          if (thumb.current) thumb.current.value = String(value);
          onValue(value);
        }}
        className={field}
      />
      {/* Without a name: the typed field carries the amount; the thumb writes into it (with
          JavaScript only, so a browser without it shows just the field). */}
      <input
        ref={thumb}
        type="range"
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={PRICE_STEP}
        defaultValue={defaultValue}
        aria-label={sliderLabel}
        aria-valuetext={valueText}
        onInput={(e) => {
          const value = Number(e.currentTarget.value);
          delete e.currentTarget.dataset.followsTyped;
          if (typed.current) typed.current.value = String(value);
          onValue(value);
        }}
        className={slider}
      />
    </div>
  );
}

/**
 * The spec's price range (Rp0 to Rp5.000.000): two typed amounts named `min` and `max` in the
 * filter form, so it works without JavaScript, each with a slider (step 50.000) that follows it
 * and sets it. The right end means "no upper limit". Typed amounts apply with Enter or
 * 'Terapkan Filter'; a moved slider applies at once (use-filter-form.ts).
 */
export function PriceRange({ min, max }: { min: number; max: number | null }) {
  const [low, setLow] = useState(min);
  const [high, setHigh] = useState(max ?? PRICE_MAX);
  // A new URL (another filter, 'Reset Filter', the back button) brings new defaults.
  const [shown, setShown] = useState({ min, max });
  if (shown.min !== min || shown.max !== max) {
    setShown({ min, max });
    setLow(min);
    setHigh(max ?? PRICE_MAX);
  }
  return (
    <fieldset className="space-y-2" data-testid="price-range">
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
        label="Harga minimum (Rp)"
        sliderLabel="Geser harga minimum"
        defaultValue={min}
        onValue={setLow}
        valueText={formatRupiah(low)}
      />
      <PriceInput
        id="price-max"
        name="max"
        label="Harga maksimum (Rp)"
        sliderLabel="Geser harga maksimum"
        defaultValue={max ?? PRICE_MAX}
        onValue={setHigh}
        valueText={high >= PRICE_MAX ? `${formatRupiah(PRICE_MAX)} ke atas` : formatRupiah(high)}
      />
    </fieldset>
  );
}
