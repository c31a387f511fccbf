import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { siteOrigin } from "~/modules/content/seo.server";
import { sitemapDocument } from "~/modules/content/sitemap.server";
import { serveCachedXml } from "~/utils/cached-xml.server";

/** GET /sitemap.xml — the sitemap index (sitemap.server.ts). */
export async function loader({ context }: LoaderFunctionArgs) {
  const doc = await sitemapDocument({ d1: context.env.DB, origin: siteOrigin(context.env) }, null);
  return serveCachedXml(doc, (p) => context.ctx.waitUntil(p));
}
