import { Link } from "@remix-run/react";

/** The filter form's two buttons: apply (submit) and 'Reset Filter' (a link to the unfiltered page). */
export function FilterActions({ resetHref }: { resetHref: string }) {
  return (
    <div className="flex flex-col gap-2">
      <button
        type="submit"
        className="inline-flex min-h-11 items-center justify-center rounded-xl bg-accent-500 px-5 font-semibold text-white hover:bg-accent-600"
      >
        Terapkan Filter
      </button>
      <Link
        to={resetHref}
        className="inline-flex min-h-11 items-center justify-center rounded-xl border border-surface-200 px-5 font-semibold hover:bg-surface-200 dark:border-surface-700 dark:hover:bg-surface-800"
        data-testid="reset-filters"
      >
        Reset Filter
      </Link>
    </div>
  );
}
