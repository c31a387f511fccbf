/**
 * 'Muat Lebih Banyak' as a plain link to the next page of a list: it works without JavaScript, and
 * with it Remix keeps the scroll position. The catalog's fetcher button is in catalog/results.tsx.
 */
import { Link } from "@remix-run/react";

export function LoadMoreLink({ to, className = "text-center" }: { to: string; className?: string }) {
  return (
    <div className={className}>
      <Link
        to={to}
        preventScrollReset
        className="inline-flex min-h-11 items-center rounded-xl border border-surface-200 px-5 font-semibold hover:bg-surface-200 dark:border-surface-700 dark:hover:bg-surface-800"
      >
        Muat Lebih Banyak
      </Link>
    </div>
  );
}
