/** Facts about the incoming request used by guards and limits. */

/** The client's IP as Cloudflare reports it (loopback locally). */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? request.headers.get("X-Real-IP") ?? "127.0.0.1";
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
