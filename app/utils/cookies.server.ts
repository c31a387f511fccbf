/** Reading request cookies, in one place (sessions, toasts, OAuth state). */

/** The named cookie's value, URL-decoded; null when absent or not decodable. */
export function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join("="));
    } catch {
      return null;
    }
  }
  return null;
}
