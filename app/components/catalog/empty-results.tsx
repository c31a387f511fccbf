/**
 * 'Tidak Ada Produk Sesuai' with a reset link: its own module, loaded when a game page or search
 * finds nothing (filtered-results.tsx), so pages with results do not carry it.
 */
import { Link } from "@remix-run/react";
import { SearchX } from "lucide-react";

export function EmptyResults({ resetHref }: { resetHref: string }) {
  return (
    <div
      className="flex flex-col items-center rounded-card border border-dashed border-surface-200 px-4 py-12 text-center dark:border-surface-700"
      data-testid="empty-results"
    >
      <SearchX className="size-10 text-slate-400" aria-hidden />
      <h2 className="mt-3 text-lg font-bold">Tidak Ada Produk Sesuai</h2>
      <p className="mt-1 text-slate-600 dark:text-slate-400">Coba ubah kata kunci atau filter pencarian Anda.</p>
      <Link to={resetHref} className="mt-4 font-semibold text-brand hover:underline">
        Reset Filter
      </Link>
    </div>
  );
}
