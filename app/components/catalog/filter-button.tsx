import { SlidersHorizontal } from "lucide-react";

/** The phone's 'Filter' button: a label of the drawer's checkbox (filter-drawer.tsx), so it opens without JavaScript. */
export function FilterDrawerButton({ drawerId, activeCount }: { drawerId: string; activeCount: number }) {
  return (
    <label
      htmlFor={drawerId}
      className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-surface-200 px-4 font-semibold lg:hidden dark:border-surface-700"
      data-testid="open-filters"
    >
      <SlidersHorizontal className="size-4" aria-hidden /> Filter
      {activeCount > 0 ? (
        <span className="rounded-full bg-accent-500 px-2 text-xs leading-5 text-white tabular-nums">{activeCount}</span>
      ) : null}
    </label>
  );
}
