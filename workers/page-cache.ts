/**
 * The edge page cache (Workers Cache API) for anonymous visitors of public pages, by the rules of
 * app/modules/cache/page-cache.server.ts: a miss stores a 200 page that sets no cookie; everything
 * else bypasses and is `private, no-store`. The key carries the build and the catalog's content
 * version (a deploy or listing change retires entries at once). The edge keeps an entry for
 * `s-maxage`; browsers always revalidate. HTTP plumbing of the entry layer, hence workers/.
 */
import {
  BROWSER_CACHE_CONTROL,
  EDGE_CACHE_CONTROL,
  isCacheableRequest,
  isPageResponse,
  PRIVATE_CACHE_CONTROL,
} from "../app/modules/cache/page-cache.server";
import { forgetCatalogVersion, readCatalogVersion, VERSION_MEMO_MS } from "../app/modules/cache/catalog-version.server";

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
