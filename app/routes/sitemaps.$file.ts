import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { siteOrigin } from "~/modules/content/seo.server";
import { sitemapDocument } from "~/modules/content/sitemap.server";
import { serveCachedXml } from "~/utils/cached-xml.server";

/** GET /sitemaps/{pages,listings-N,profiles-N}.xml — one file of the sitemap index (sitemap.server.ts). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const doc = await sitemapDocument({ d1: context.env.DB, origin: siteOrigin(context.env) }, params.file ?? "");
  return serveCachedXml(doc, (p) => context.ctx.waitUntil(p));
}
