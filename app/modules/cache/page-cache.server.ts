/**
 * The edge page cache (Workers Cache API) for anonymous visitors of public pages: only GET/HEAD
 * without a session cookie or pending toast are looked up; a miss stores a 200 that sets no cookie.
 * Everything else bypasses and is `private, no-store`, so a signed-in page is never cached. The key
 * carries the build and the catalog's content version (a deploy or listing change retires entries
 * at once). The edge keeps an entry for `s-maxage`; browsers always revalidate.
 */
import { readCookie } from "../../utils/cookies.server";
import { forgetCatalogVersion, readCatalogVersion, VERSION_MEMO_MS } from "./catalog-version.server";

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

function isPageResponse(response: Response) {
  const type = response.headers.get("Content-Type") ?? "";
  return type.startsWith("text/html") || type.startsWith("text/x-script") || type.startsWith("application/json");
}

function withHeaders(response: Response, headers: Record<string, string>, body: BodyInit | null = response.body) {
  const next = new Response(body, response);
  for (const [name, value] of Object.entries(headers)) next.headers.set(name, value);
  return next;
}

/**
 * A cached document still gets a nonce of its own: the stored page's CSP nonce is swapped for a
 * fresh one, in the header and on every element that carried it (HTMLRewriter streams it).
 */
function withFreshNonce(response: Response): Response {
  const policy = response.headers.get("Content-Security-Policy");
  const old = policy ? /'nonce-([^']+)'/.exec(policy)?.[1] : undefined;
  if (!policy || !old || !(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const next = new Response(response.body, response);
  next.headers.set("Content-Security-Policy", policy.split(`'nonce-${old}'`).join(`'nonce-${nonce}'`));
  if (!next.body) return next;
  return new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        if (element.getAttribute("nonce") === old) element.setAttribute("nonce", nonce);
      },
    })
    .transform(next);
}

/** The cache key: the page's URL (query included) plus the build and content versions. */
function cacheKey(request: Request, build: string, version: number) {
  const url = new URL(request.url);
  url.searchParams.set("__pg_cache", `${build}.${version}`);
  return new Request(url.toString(), { method: "GET" });
}

export type PageCacheOptions = {
  db: D1Database;
  ctx: Pick<ExecutionContext, "waitUntil">;
  /** The server build's version (assets change with it). */
  build: string;
  /** How long the catalog version is trusted per isolate (tests pass 0). */
  versionTtlMs?: number;
  /** The cache to use; `caches.default` unless a test passes its own. */
  cache?: Cache;
};

/**
 * Answers `request` from the edge cache when it may, else runs `render` (the app) and stores what
 * may be shared. Every answer goes through here so non-shareable HTML is marked `private, no-store`.
 */
export async function servePage(
  request: Request,
  options: PageCacheOptions,
  render: () => Promise<Response>,
): Promise<Response> {
  if (!isCacheableRequest(request)) {
    const response = await render();
    // A request that may have written (through this isolate): its next anonymous page is fresh.
    if (request.method !== "GET" && request.method !== "HEAD") forgetCatalogVersion();
    return isPageResponse(response) ? withHeaders(response, { "Cache-Control": PRIVATE_CACHE_CONTROL }) : response;
  }

  const version = await readCatalogVersion(options.db, options.versionTtlMs ?? VERSION_MEMO_MS);
  // `caches.default` is Workers-only (the DOM typings of CacheStorage do not know it).
  const cache = options.cache ?? (caches as unknown as { default: Cache }).default;
  const key = version === null ? null : cacheKey(request, options.build, version);
  if (key) {
    const hit = await cache.match(key);
    if (hit) {
      const headers = { "Cache-Control": BROWSER_CACHE_CONTROL, "X-Cache": "HIT" };
      return withFreshNonce(withHeaders(hit, headers, request.method === "HEAD" ? null : hit.body));
    }
  }

  const response = await render();
  const shareable =
    key !== null &&
    request.method === "GET" &&
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    isPageResponse(response);
  if (!shareable) {
    return isPageResponse(response)
      ? withHeaders(response, { "Cache-Control": PRIVATE_CACHE_CONTROL, "X-Cache": "BYPASS" })
      : response;
  }
  const [forBrowser, forCache] = response.body ? response.body.tee() : [null, null];
  options.ctx.waitUntil(cache.put(key, withHeaders(response, { "Cache-Control": EDGE_CACHE_CONTROL }, forCache)));
  return withHeaders(response, { "Cache-Control": BROWSER_CACHE_CONTROL, "X-Cache": "MISS" }, forBrowser);
}
