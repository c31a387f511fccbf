/**
 * GET /recent?ids=a,b,c: the home page's 'Terakhir Dilihat' as a finished HTML fragment (catalog
 * cards), fetched by the root's head script from this browser's own history; empty when none of
 * the ids is an active listing. No account involved, nothing stored on the server.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { CardRow } from "~/components/catalog/card-row";
import { parseRecentIds, recentCards } from "~/modules/catalog/recent.server";
import { withSaved } from "~/modules/favorites/favorites.server";

const RECENT_TITLE = "Terakhir Dilihat";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const cards = await withSaved(
    request,
    context,
    await recentCards(context, parseRecentIds(new URL(request.url).searchParams.get("ids"))),
  );
  const html =
    cards.length === 0
      ? ""
      : renderToStaticMarkup(
          <StaticRouter location="/">
            <section
              className="mx-auto max-w-7xl px-4 pt-8"
              aria-labelledby="recent-heading"
              data-testid="recent-viewed"
            >
              <h2 id="recent-heading" className="text-xl font-bold">
                {RECENT_TITLE}
              </h2>
              <CardRow cards={cards} className="mt-4 sm:gap-4 md:grid-cols-3" />
            </section>
          </StaticRouter>,
        );
  return new Response(html, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-cache" },
  });
}
