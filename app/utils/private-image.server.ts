/**
 * The answer for an image only its viewers may see (an order's evidence): the stored object, kept
 * private by the browser's cache and never sniffed, or a plain 404. Routes make it; modules only
 * say which object (or none) after checking who asks.
 */

/** The stored image as a private response, or 404 'Gambar tidak ditemukan.' for none. */
export function privateImage(object: R2ObjectBody | null): Response {
  if (!object) return new Response("Gambar tidak ditemukan.", { status: 404 });
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "Cache-Control": "private, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
