/**
 * /search/suggest?q=: suggestions for the header's search box as JSON (suggest.server.ts). Public
 * catalog data only, so shared caches may keep an answer for a minute.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadSuggestions } from "~/modules/catalog/suggest.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  return Response.json(await loadSuggestions(context, q), {
    headers: { "Cache-Control": "public, max-age=60" },
  });
}
