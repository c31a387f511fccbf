import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { siteOrigin } from "~/modules/content/seo.server";
import { serveSitemap } from "~/modules/content/sitemap.server";

/** GET /sitemaps/{pages,listings-N,profiles-N}.xml — one file of the sitemap index (sitemap.server.ts). */
export function loader({ params, context }: LoaderFunctionArgs) {
  return serveSitemap(
    { d1: context.env.DB, origin: siteOrigin(context.env), waitUntil: (p) => context.ctx.waitUntil(p) },
    params.file ?? "",
  );
}
