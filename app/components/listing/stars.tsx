import { Star } from "lucide-react";
import { cn } from "~/utils/cn";

/** Five stars, `value` of them filled (rounded), read out as "Rating N dari 5". */
export function Stars({ value, className }: { value: number; className?: string }) {
  const filled = Math.round(value);
  return (
    <span
      className={cn("inline-flex items-center gap-0.5", className)}
      role="img"
      aria-label={`Rating ${filled} dari 5`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={cn("size-4", n <= filled ? "fill-amber-400 text-amber-400" : "text-slate-400")}
          aria-hidden
        />
      ))}
    </span>
  );
}
