import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "~/utils/cn";

/**
 * Copies `value` to the clipboard. Without JavaScript the number beside it is still plain,
 * selectable text, so the button only appears once the page is interactive.
 */
export function CopyButton({ value, label, className }: { value: string; label: string; className?: string }) {
  const [ready, setReady] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setReady(true), []);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  if (!ready) return null;
  return (
    <button
      type="button"
      onClick={() => {
        navigator.clipboard.writeText(value).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
      className={cn(
        "inline-flex min-h-11 items-center gap-2 rounded-xl border border-surface-200 bg-surface-100 px-4 text-sm font-semibold hover:bg-surface-200 dark:border-surface-700 dark:bg-surface-800 dark:hover:bg-surface-700",
        className,
      )}
    >
      {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
      <span aria-live="polite">{copied ? "Disalin" : label}</span>
    </button>
  );
}
