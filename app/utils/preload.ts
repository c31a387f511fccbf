import type { MetaDescriptor } from "@remix-run/cloudflare";

/**
 * A `<link rel="preload">` for the image a page shows largest at the top (its LCP element), as a
 * Remix meta descriptor: it lands in `<head>` before the stylesheet, so the image starts downloading
 * with the page's first bytes instead of after the CSS and the body are parsed. Nothing without an
 * image. (`fetchpriority` is written in lower case: React 18 knows no `fetchPriority` prop.)
 */
export function preloadImage(href: string | null | undefined): MetaDescriptor[] {
  return href ? [{ tagName: "link", rel: "preload", as: "image", href, fetchpriority: "high" }] : [];
}
