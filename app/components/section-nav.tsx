/**
 * The underlined tab row of a sectioned screen (my account, the seller dashboard, the admin console).
 * Each screen keeps its own links (NavLink for nested routes, Link for a `?tab=` parameter) and their
 * size; this holds the row and the active/inactive look they share.
 */
import type { ReactNode } from "react";
import { cn } from "~/utils/cn";

export function SectionNav({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav
      aria-label={label}
      className="mt-6 flex gap-1 overflow-x-auto border-b border-surface-200 dark:border-surface-800"
    >
      {children}
    </nav>
  );
}

/** A tab's classes: `layout` is its size and spacing; the underline marks the active one. */
export function sectionTabClass(active: boolean, layout: string) {
  return cn(
    "min-h-11 border-b-2 border-transparent font-semibold whitespace-nowrap",
    layout,
    active
      ? "border-accent-500 text-brand"
      : "text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white",
  );
}
