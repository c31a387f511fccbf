import { useRef, useState } from "react";

const LENGTH = 6;

/**
 * Six single-digit boxes (spec: verify OTP). Typing moves forward, Backspace on an empty box moves
 * back, pasting a code fills every box. Each box posts as `otp`, so the form works without
 * JavaScript too. Reports completeness so the submit button can wait for all six digits.
 */
export function OtpInput({ onComplete }: { onComplete: (complete: boolean) => void }) {
  const [digits, setDigits] = useState<string[]>(Array(LENGTH).fill(""));
  const refs = useRef<(HTMLInputElement | null)[]>([]);

  const update = (next: string[]) => {
    setDigits(next);
    onComplete(next.every((d) => /^\d$/.test(d)));
  };

  const fillFrom = (index: number, text: string) => {
    const clean = text.replace(/\D/g, "").slice(0, LENGTH - index);
    if (!clean) return;
    const next = [...digits];
    for (let i = 0; i < clean.length; i++) next[index + i] = clean[i]!;
    update(next);
    refs.current[Math.min(index + clean.length, LENGTH - 1)]?.focus();
  };

  return (
    <div className="flex justify-between gap-2" role="group" aria-label="Kode OTP 6 digit">
      {digits.map((digit, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          name="otp"
          value={digit}
          inputMode="numeric"
          autoComplete={i === 0 ? "one-time-code" : "off"}
          pattern="[0-9]*"
          aria-label={`Digit ${i + 1}`}
          data-testid={`otp-${i}`}
          className="size-12 rounded-xl border border-surface-200 bg-surface-50 text-center text-xl font-bold tabular-nums outline-none focus:border-accent-500 focus:ring-2 focus:ring-accent-500/30 sm:size-14 dark:border-surface-700 dark:bg-surface-950"
          onChange={(e) => {
            const value = e.target.value.replace(/\D/g, "");
            if (value.length > 1) return fillFrom(i, value);
            const next = [...digits];
            next[i] = value;
            update(next);
            if (value && i < LENGTH - 1) refs.current[i + 1]?.focus();
          }}
          onKeyDown={(e) => {
            if (e.key === "Backspace" && !digits[i] && i > 0) {
              e.preventDefault();
              const next = [...digits];
              next[i - 1] = "";
              update(next);
              refs.current[i - 1]?.focus();
            }
          }}
          onPaste={(e) => {
            e.preventDefault();
            fillFrom(0, e.clipboardData.getData("text"));
          }}
        />
      ))}
    </div>
  );
}
