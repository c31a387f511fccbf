import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { decodesCleanly } from "~/utils/request.server";

/**
 * Generated avatars: `/avatars/<username>.svg` draws the username's initials on a colour derived
 * from it, so every new account has a picture without uploading one (spec section 3).
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  // The router has already decoded `params.name` once (decoding it again turned "%2541" into "A"
  // and threw on "%25"); a path it could not decode (a malformed escape) reaches us raw: 404.
  if (!decodesCleanly(new URL(request.url).pathname)) {
    return new Response("Avatar tidak ditemukan.", { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  const name = (params.name ?? "user").replace(/\.svg$/, "") || "user";
  const initials =
    name
      .replace(/[^a-zA-Z0-9]/g, "")
      .slice(0, 2)
      .toUpperCase() || "U";
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="32" fill="hsl(${hue} 65% 45%)"/><text x="32" y="40" font-family="system-ui,sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
