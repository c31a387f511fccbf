import { Moon, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import { cx } from "~/utils/cx";
import { applyTheme, readTheme, type Theme } from "~/utils/theme";

/** Switches dark/light and remembers the choice (localStorage "theme"). */
export function ThemeToggle({ className, testId = "theme-toggle" }: { className?: string; testId?: string }) {
  // The server cannot know the stored theme; render "dark" (the default) and correct after hydration.
  const [theme, setTheme] = useState<Theme>("dark");
  useEffect(() => setTheme(readTheme()), []);

  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      onClick={() => {
        // From the page, not the state: a tap replayed right after hydration (utils/early-taps.ts)
        // comes before the effect above has read the stored theme.
        const toggled: Theme = readTheme() === "dark" ? "light" : "dark";
        applyTheme(toggled);
        setTheme(toggled);
      }}
      data-replay={testId}
      className={cx(
        "inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-surface-200 dark:text-slate-300 dark:hover:bg-surface-800",
        className,
      )}
      aria-label={next === "light" ? "Ganti ke tema terang" : "Ganti ke tema gelap"}
      data-testid={testId}
    >
      {theme === "dark" ? <Sun className="size-5" aria-hidden /> : <Moon className="size-5" aria-hidden />}
    </button>
  );
}
