import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { renderToStaticMarkup } from "react-dom/server";
import { SearchPageView, searchPageMeta } from "~/components/catalog/search-page";
import { SearchPrompt } from "~/components/catalog/search-prompt";
import { loadSearch } from "~/modules/catalog/search.server";
import { searchSeo } from "~/modules/content/seo.server";
import { withSaved } from "~/modules/favorites/favorites.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const result = await loadSearch(context, query, { appendOnly: query.get("more") === "1" });
  return {
    ...result,
    listings: await withSaved(request, context, result.listings),
    seo: searchSeo(result),
    promptHtml: result.searched ? null : renderToStaticMarkup(<SearchPrompt />),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => searchPageMeta(data);

export default function SearchRoute() {
  return <SearchPageView data={useLoaderData<typeof loader>()} />;
}
