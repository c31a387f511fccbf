/**
 * The heart on the listing page: a plain form posting to /favorites (add or remove) with the way
 * back. Rendered on the server only (the route passes finished HTML; the page's script budget has
 * no room). `saved`: the signed-in user keeps this listing (a visitor gets the plain heart, which
 * asks them to log in).
 */
import { Heart } from "lucide-react";
import { FAVORITE_TEXTS as T } from "~/modules/favorites/texts";
import { cn } from "~/utils/cn";

export function FavoriteForm({ listingId, from, saved }: { listingId: string; from: string; saved: boolean }) {
  return (
    <form method="post" action="/favorites" data-testid="favorite-form">
      <input type="hidden" name="productId" value={listingId} />
      <input type="hidden" name="intent" value={saved ? "remove" : "add"} />
      <input type="hidden" name="from" value={from} />
      <button
        type="submit"
        aria-pressed={saved}
        data-testid="favorite-button"
        className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-surface-200 bg-surface-100 px-4 text-sm font-semibold hover:bg-surface-200 dark:border-surface-700 dark:bg-surface-800 dark:hover:bg-surface-700"
      >
        <Heart className={cn("size-4", saved && "fill-red-600 text-red-600")} aria-hidden />
        {saved ? T.remove : T.add}
      </button>
    </form>
  );
}
