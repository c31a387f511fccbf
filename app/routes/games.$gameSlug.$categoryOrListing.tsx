import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GamePageView, gamePageMeta } from "~/components/catalog/game-page";
import { GameNotFound, ListingNotFound } from "~/components/catalog/not-found";
import { RouteErrorBoundary } from "~/components/route-error";
import { GAME_NOT_FOUND } from "~/modules/catalog/texts";
import { resolveCategoryOrListing } from "~/modules/catalog/browse.server";
import { gameSeo, siteOrigin } from "~/modules/content/seo.server";
import { withSaved } from "~/modules/favorites/favorites.server";

/**
 * /games/{slug}/{category} (e.g. /games/mobile-legends/top-up, the banners' links): the game page
 * with that category selected. /games/{slug}/{listingId} (category omitted): 301 to the listing's
 * canonical address, query kept. Anything else: 404.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const result = await resolveCategoryOrListing(
    context,
    params.gameSlug ?? "",
    params.categoryOrListing ?? "",
    url.searchParams,
  );
  if (result.kind === "listing") throw redirect(`${result.href}${url.search}`, 301);
  if (result.kind === "not-found") throw data(result.message, { status: 404 });
  const { page } = result;
  const category = page.categories.find((c) => c.slug === page.category);
  return {
    ...page,
    listings: await withSaved(request, context, page.listings),
    seo: gameSeo(siteOrigin(context.env), page.game, category),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => gamePageMeta(data);

export default function GameCategoryRoute() {
  return <GamePageView data={useLoaderData<typeof loader>()} isIndexRoute={false} />;
}

export function ErrorBoundary() {
  return (
    <RouteErrorBoundary
      statusHandlers={{
        404: ({ data, params }) =>
          data === GAME_NOT_FOUND ? <GameNotFound /> : <ListingNotFound gameSlug={params.gameSlug} />,
      }}
    />
  );
}
