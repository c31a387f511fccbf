/**
 * The edge page cache's rules (workers/page-cache.ts applies them with the Workers Cache API):
 * which requests are anonymous public pages that may be looked up and stored, which answers are
 * pages, and the Cache-Control each gets. Only GET/HEAD without a session cookie or pending toast
 * are cacheable, so a signed-in page is never cached.
 */
import { readCookie } from "../../utils/cookies.server";

/** What the edge cache stores with an entry (s-maxage is for shared caches only). */
export const EDGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/** What the browser gets for a cacheable public page: use it, but ask again every time. */
export const BROWSER_CACHE_CONTROL = "public, max-age=0, must-revalidate";
/** Every HTML or data answer that is not a cacheable public page. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

const INFO_PAGES = [
  "about",
  "faq",
  "help",
  "how-to-buy",
  "how-to-sell",
  "promotions",
  "terms",
  "privacy",
  "cookies",
  "refund-policy",
  "careers",
  "blog",
  "forum",
  "affiliate",
  "contact",
];
const PUBLIC_PATH = new RegExp(`^/(?:|games(?:/.+)?|search|featured|user/[^/]+|${INFO_PAGES.join("|")})$`);

/** Cookies whose presence makes a page personal: the session (both names) and a pending toast. */
const PERSONAL_COOKIES = ["pg_session", "__Host-pg_session", "pg_toast"];

/** The page path a request renders: `/games.data` → `/games`, `/_root.data` → `/`. */
export function pagePath(url: URL): string {
  let path = url.pathname;
  if (path.endsWith(".data")) path = path.slice(0, -".data".length).replace(/^\/_root$/, "/");
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  return path;
}

/** Whether this request may be answered from (and stored in) the shared cache. */
export function isCacheableRequest(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (!PUBLIC_PATH.test(pagePath(new URL(request.url)))) return false;
  if (request.headers.has("Authorization")) return false;
  return PERSONAL_COOKIES.every((name) => readCookie(request, name) === null);
}

/** Whether an answer is a page (HTML, or the JSON / turbo-stream data of one): those get a Cache-Control. */
export function isPageResponse(response: Response) {
  const type = response.headers.get("Content-Type") ?? "";
  return type.startsWith("text/html") || type.startsWith("text/x-script") || type.startsWith("application/json");
}
