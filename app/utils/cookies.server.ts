/**
 * Cookies, in one place: reading them, and the one flags policy of every cookie the app sets.
 *
 * Policy: `Path=/`, `SameSite=Lax`, `HttpOnly` unless the browser's own script reads the cookie
 * (SCRIPT_READ_COOKIES), and `Secure` whenever the request came over https (not on
 * http://localhost, where the browser would drop a Secure cookie). Writers build their header with
 * `serializeCookie`; writers that do not know the request (a toast thrown from deep inside an
 * action) leave `Secure` to `applyCookiePolicy`, which the worker runs on every response, so no
 * cookie leaves without the policy's flags whoever wrote it.
 */

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

/** Cookies read by client script (app/modules/cart/cart-storage.ts applyOrderedLines): no HttpOnly. */
const SCRIPT_READ_COOKIES = new Set(["pg_cart_ordered"]);

const POLICY_ATTRIBUTES = new Set(["path", "samesite", "secure", "httponly"]);

const isHttps = (request: Request) => new URL(request.url).protocol === "https:";

function policyAttributes(name: string, secure: boolean): string[] {
  return [
    "Path=/",
    ...(SCRIPT_READ_COOKIES.has(name) ? [] : ["HttpOnly"]),
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ];
}

/** How long a cookie lives: seconds (0 clears it) or an absolute time in ms. */
export type CookieLifetime = { maxAge: number } | { expires: number };

/**
 * A Set-Cookie header with the policy's flags. `value` is written as given (callers encode it).
 * Without `request`, `Secure` is left to applyCookiePolicy.
 */
export function serializeCookie(name: string, value: string, lifetime: CookieLifetime, request?: Request): string {
  const life =
    "maxAge" in lifetime ? `Max-Age=${lifetime.maxAge}` : `Expires=${new Date(lifetime.expires).toUTCString()}`;
  const [path, ...flags] = policyAttributes(name, request ? isHttps(request) : false);
  return [`${name}=${value}`, path, ...flags, life].join("; ");
}

/** One Set-Cookie line with its policy flags put right (the writer's own Path/SameSite/… replaced). */
function withPolicy(line: string, secure: boolean): string {
  const [pair, ...attrs] = line.split(";").map((s) => s.trim());
  const name = pair!.split("=")[0]!.trim();
  const kept = attrs.filter((a) => a && !POLICY_ATTRIBUTES.has(a.split("=")[0]!.trim().toLowerCase()));
  const [path, ...flags] = policyAttributes(name, secure);
  return [pair, path, ...flags, ...kept].join("; ");
}

/** The response with every Set-Cookie header under the policy (unchanged when it sets none). */
export function applyCookiePolicy(request: Request, response: Response): Response {
  const lines = response.headers.getSetCookie();
  if (lines.length === 0) return response;
  const secure = isHttps(request);
  const fixed = lines.map((line) => withPolicy(line, secure));
  if (fixed.every((line, i) => line === lines[i])) return response;
  const next = new Response(response.body, response);
  next.headers.delete("Set-Cookie");
  for (const line of fixed) next.headers.append("Set-Cookie", line);
  return next;
}
