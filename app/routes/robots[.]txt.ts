import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { siteOrigin } from "~/modules/content/seo.server";
import { robotsTxt } from "~/modules/content/sitemap.server";

/** GET /robots.txt — the one robots file (there is none in public/): what crawlers skip, and the sitemap. */
export function loader({ context }: LoaderFunctionArgs) {
  return new Response(robotsTxt(siteOrigin(context.env)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
