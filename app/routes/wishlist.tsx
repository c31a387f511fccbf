/**
 * /wishlist, 'Favorit': the signed-in user's kept listings as catalog cards, newest kept first,
 * each with a plain form to remove it. Visitors go to login and back.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Heart } from "lucide-react";
import { ProductCard } from "~/components/product-card";
import { requireUser } from "~/modules/auth/guards.server";
import { listFavorites } from "~/modules/favorites/favorites.server";
import { FAVORITE_TEXTS as T } from "~/modules/favorites/texts";

export const meta: MetaFunction = () => [{ title: `${T.title} — PasarGame` }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context, T.loginToSave);
  return { listings: await listFavorites(context, user.id) };
}

export default function WishlistPage() {
  const { listings } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <Heart className="size-6 fill-red-600 text-red-600" aria-hidden /> {T.title}
      </h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{T.intro}</p>
      {listings.length === 0 ? (
        <div className="mt-6" data-testid="favorites-empty">
          <p>{T.empty}</p>
          <Link to="/games" className="mt-3 inline-block font-semibold text-brand hover:underline">
            {T.browse}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="favorites-list">
          {listings.map((listing) => (
            <li key={listing.id} className="flex flex-col gap-2">
              <ProductCard listing={listing} />
              <form method="post" action="/favorites">
                <input type="hidden" name="productId" value={listing.id} />
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="from" value="/wishlist" />
                <button
                  type="submit"
                  className="min-h-11 w-full rounded-xl border border-surface-200 px-3 text-sm font-semibold hover:bg-surface-200 dark:border-surface-700 dark:hover:bg-surface-800"
                >
                  {T.remove}
                  <span className="sr-only">: {listing.title}</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
