/** Facts about the incoming request used by guards and limits. */

/** The address every request without a trustworthy client address counts as (per-IP limits). */
const LOCAL_CLIENT = "127.0.0.1";

/** Host names that never reach a Worker through Cloudflare's edge: loopback, private networks. */
function isLocalHostname(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  return (
    h === "localhost" ||
    h.endsWith(".localhost") ||
    h === "::1" ||
    h === "0.0.0.0" ||
    /^127\./.test(h) ||
    /^10\./.test(h) ||
    /^192\.168\./.test(h) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(h) ||
    /^(fc|fd)[0-9a-f]{2}:/.test(h) ||
    h.startsWith("fe80:")
  );
}

/**
 * The client's IP for per-IP limits.
 *
 * `CF-Connecting-IP` is trusted only where Cloudflare's edge wrote it: the edge overwrites it on
 * every request it passes to a Worker, and a deployed Worker is reached only through the edge, on
 * the public host name of its route, custom domain or workers.dev. A request for a loopback or
 * private-network host (http://localhost:8787, 127.0.0.1, a LAN address) is local workerd —
 * `npm start`, `npm run serve` — where miniflare keeps whatever header the client sent; there it
 * counts as the local machine. `request.cf` cannot tell the two apart (miniflare fills it in
 * locally too), and a variable would be one more thing to get wrong in production, so the host
 * name decides: correct in production without configuration. `X-Real-IP` is never trusted (no
 * proxy of ours sets it).
 */
export function clientIp(request: Request): string {
  if (isLocalHostname(new URL(request.url).hostname)) return LOCAL_CLIENT;
  return request.headers.get("CF-Connecting-IP")?.trim() || LOCAL_CLIENT;
}

/** Whether a URL path's percent escapes are all well-formed UTF-8 ("%25" yes; "%", "%zz", "%C3%28" no). */
export function decodesCleanly(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for every non-GET request: the browser's Origin must be our own origin, and a
 * cross-site fetch (Sec-Fetch-Site) is refused even without an Origin header.
 */
export function isForeignOrigin(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const url = new URL(request.url);
  const origin = request.headers.get("Origin");
  if (origin && origin !== url.origin) return true;
  if (request.headers.get("Sec-Fetch-Site") === "cross-site") return true;
  return false;
}
