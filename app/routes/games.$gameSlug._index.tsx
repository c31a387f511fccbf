import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GamePageView, gamePageMeta } from "~/components/catalog/game-page";
import { GAME_NOT_FOUND } from "~/modules/catalog/texts";
import { loadGameMeta, loadGamePage } from "~/modules/catalog/browse.server";
import { gameSeo, siteOrigin } from "~/modules/content/seo.server";
import { withSaved } from "~/modules/favorites/favorites.server";

// A missing game (404 GAME_NOT_FOUND) is shown by the root's error view (components/root-error.tsx).
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { meta } = await loadGameMeta(context, params.gameSlug ?? "");
  if (!meta) throw data(GAME_NOT_FOUND, { status: 404 });
  const query = new URL(request.url).searchParams;
  const page = await loadGamePage(context, meta, query, { appendOnly: query.get("more") === "1" });
  return {
    ...page,
    listings: await withSaved(request, context, page.listings),
    seo: gameSeo(siteOrigin(context.env), page.game),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => gamePageMeta(data);

export default function GamePageRoute() {
  return <GamePageView data={useLoaderData<typeof loader>()} isIndexRoute />;
}
