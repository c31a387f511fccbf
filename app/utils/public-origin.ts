/**
 * The site's public origin (the PUBLIC_ORIGIN variable, "https://pasargame.id" in wrangler.toml):
 * where every link in mail points. Never the request's own origin — its Host is whatever the
 * client sent, and a reset link built from it would carry the token to the client's host.
 * Returns the normalised origin, or null when the value is missing or not a bare http(s) origin
 * (callers then send no link at all).
 */
export function publicOrigin(value: unknown): string | null {
  if (typeof value !== "string" || !value.trim()) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || url.pathname !== "/" || url.search || url.hash) return null;
  return url.origin;
}
