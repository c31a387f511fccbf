import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GamePageView, gamePageMeta } from "~/components/catalog/game-page";
import { TopUpStoreView } from "~/components/topups/top-up-store";
import { resolveCategoryOrListing } from "~/modules/catalog/browse.server";
import { gameSeo, siteOrigin } from "~/modules/content/seo.server";
import { withSaved } from "~/modules/favorites/favorites.server";
import { checkTopUpIds } from "~/modules/topups/id-check.server";
import { loadTopUpStore, storeCheckoutHref } from "~/modules/topups/store.server";

/**
 * /games/{slug}/{category} (e.g. /games/mobile-legends/top-up, the banners' links): the game page
 * with that category selected. /games/{slug}/{listingId} (category omitted): 301 to the listing's
 * canonical address, query kept. Anything else: 404. A Top Up category opens with the game's
 * top-up store; its tiles come back here with `d` and go on to that offer's checkout, and its
 * 'Cek ID' posts here (the action) for the player's nickname, the page rendered again with it.
 * Its 404s (GAME_NOT_FOUND, LISTING_NOT_FOUND) are shown by the root's error view (root-error.tsx).
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
  const store = category?.type === "Top Up" ? await loadTopUpStore(context.db, page.game.slug) : null;
  if (store && url.searchParams.has("d")) {
    const href = storeCheckoutHref(store, url.searchParams);
    if (href) throw redirect(href);
  }
  return {
    ...page,
    store,
    listings: await withSaved(request, context, page.listings),
    seo: gameSeo(siteOrigin(context.env), page.game, category),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data("Bad Request", { status: 400 });
  }
  const checked = await checkTopUpIds(request, context, params.gameSlug ?? "", params.categoryOrListing ?? "", form);
  if (!checked) throw data("Method Not Allowed", { status: 405 });
  return data(checked.answer, { status: checked.status });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => gamePageMeta(data);

export default function GameCategoryRoute() {
  const data = useLoaderData<typeof loader>();
  const idCheck = useActionData<typeof action>() ?? null;
  return (
    <GamePageView
      data={data}
      isIndexRoute={false}
      store={
        data.store ? (
          <TopUpStoreView store={data.store} gameSlug={data.game.slug} category={data.category} idCheck={idCheck} />
        ) : null
      }
    />
  );
}
