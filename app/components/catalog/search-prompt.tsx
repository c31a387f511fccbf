/**
 * /search without a keyword: what to type. Rendered by the loader as finished HTML (the search
 * page's script budget has no room for a view only the empty search shows).
 */
import { Search } from "lucide-react";

export function SearchPrompt() {
  return (
    <div
      className="rounded-card border border-dashed border-surface-200 px-4 py-12 text-center dark:border-surface-700"
      data-testid="search-prompt"
    >
      <Search className="mx-auto size-10 text-slate-400" aria-hidden />
      <p id="search-count" className="mt-3 font-semibold">
        Ketik kata kunci untuk mulai mencari.
      </p>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        Misalnya nama game, rank, item, atau jenis jasa — contoh: &quot;akun mythic&quot;.
      </p>
    </div>
  );
}
