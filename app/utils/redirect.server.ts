/**
 * A redirect as an outcome: a module says where the browser goes next and what it carries
 * (cookies to set, a toast to show); the route answers with `redirectResponse`.
 */
import { redirectWithToast, type Toast } from "./toast.server";

export type Redirect = { to: string; cookies?: string[]; toast?: Toast };

/** The 302 for `redirect`: its cookies (then the toast's) in order; `noStore` for a hop never to cache. */
export function redirectResponse({ to, cookies = [], toast }: Redirect, { noStore = false } = {}): Response {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  if (noStore) headers.set("Cache-Control", "no-store");
  if (toast) return redirectWithToast(to, toast, { headers });
  headers.set("Location", to);
  return new Response(null, { status: 302, headers });
}
