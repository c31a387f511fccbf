import { X } from "lucide-react";
import type { ReactNode } from "react";

/**
 * Filters: a sidebar on desktop, a full-screen overlay on mobile ('Filter Hasil' / 'Tutup').
 * The overlay is opened by a checkbox and its labels, so it works without JavaScript; the opener
 * (`FilterDrawerButton`, filter-button.tsx) may sit anywhere on the page.
 */
export function FilterDrawer({
  id,
  title = "Filter Hasil",
  children,
}: {
  id: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <>
      <input type="checkbox" id={id} className="peer sr-only" aria-label="Tampilkan filter" />
      <aside
        aria-label={title}
        data-testid="filter-panel"
        className="fixed inset-0 z-50 hidden overflow-y-auto bg-surface-50 p-4 peer-checked:block lg:static lg:z-auto lg:block lg:overflow-visible lg:bg-transparent lg:p-0 dark:bg-surface-950 lg:dark:bg-transparent"
      >
        <div className="mb-4 flex items-center justify-between lg:hidden">
          <h2 className="text-lg font-bold">{title}</h2>
          <label
            htmlFor={id}
            className="inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-xl px-3 font-semibold hover:bg-surface-200 dark:hover:bg-surface-800"
          >
            <X className="size-5" aria-hidden /> Tutup
          </label>
        </div>
        {children}
      </aside>
    </>
  );
}
