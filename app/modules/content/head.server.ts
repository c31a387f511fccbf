/**
 * Tags every HTML document gets at the end of its `<head>`, added on the server as the page streams
 * (HTMLRewriter) so they cost the route bundles nothing: the canonical address and og:url (on
 * PUBLIC_ORIGIN, the path without its query), the site's name and locale, the site image and a
 * Twitter card when the page named no image of its own, the web app manifest, the theme colours
 * for dark and light, and the few bytes that register the service worker after the load event.
 *
 * React 18 leaves extra nodes at the end of `<head>` alone when it hydrates the document.
 */
import { absoluteUrl, SITE_IMAGE_PATH } from "./seo.server";
import { SITE_NAME } from "~/utils/site";

/** The theme colours (the header's background in each theme), also in public/manifest.webmanifest. */
export const THEME_COLOR_DARK = "#0f1220";
export const THEME_COLOR_LIGHT = "#ffffff";

/** Registers /sw.js once the page has loaded (public/sw.js). */
export const SW_REGISTER_SCRIPT =
  "addEventListener('load',function(){navigator.serviceWorker&&navigator.serviceWorker.register('/sw.js').catch(function(){})})";

const attr = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The tags to add, given what the page's own meta already has. */
export function headTags(options: {
  origin: string;
  pathname: string;
  nonce: string;
  /** The page's status: an error page (403, 404, 500) names no address of its own. */
  status: number;
  hasImage: boolean;
  hasCanonical: boolean;
  hasTwitterCard: boolean;
}): string {
  const { origin, pathname, nonce } = options;
  const url = absoluteUrl(origin, pathname);
  // A refusal or an error is not the page at its address (and must not echo what was asked for).
  const addressable = options.status < 300;
  const tags = [
    options.hasCanonical || !addressable ? "" : `<link rel="canonical" href="${attr(url)}">`,
    addressable ? `<meta property="og:url" content="${attr(url)}">` : "",
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:locale" content="id_ID">`,
    options.hasImage ? "" : `<meta property="og:image" content="${attr(absoluteUrl(origin, SITE_IMAGE_PATH))}">`,
    options.hasTwitterCard ? "" : `<meta name="twitter:card" content="summary_large_image">`,
    `<link rel="manifest" href="/manifest.webmanifest">`,
    `<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">`,
    `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${THEME_COLOR_DARK}">`,
    `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${THEME_COLOR_LIGHT}">`,
    `<script nonce="${attr(nonce)}">${SW_REGISTER_SCRIPT}</script>`,
  ];
  return tags.join("");
}

/** `response` (an HTML document) with the site-wide tags added before `</head>`. */
export function withHeadTags(
  response: Response,
  options: { origin: string; pathname: string; nonce: string; status: number },
) {
  const seen = { hasImage: false, hasCanonical: false, hasTwitterCard: false };
  return new HTMLRewriter()
    .on('meta[property="og:image"]', {
      element() {
        seen.hasImage = true;
      },
    })
    .on('meta[name="twitter:card"]', {
      element() {
        seen.hasTwitterCard = true;
      },
    })
    .on('link[rel="canonical"]', {
      element() {
        seen.hasCanonical = true;
      },
    })
    .on("head", {
      element(head) {
        head.onEndTag((end) => {
          end.before(headTags({ ...options, ...seen }), { html: true });
        });
      },
    })
    .transform(response);
}
