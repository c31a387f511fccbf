/**
 * A guard in front of every action: an oversize or unreadable body gets a clear 413/400 instead of
 * a 500 from the action's `request.formData()` (a 2 MB post, or a JSON, plain-text or broken
 * multipart body sent to a form route).
 */

/** Form posts are small; only image uploads (≤ 2 MB, checked by their own route) may send more. */
export const MAX_FORM_BODY_BYTES = 1024 * 1024;
/** Routes that read their own body (image bytes, JSON); every other action reads a form. */
const OWN_BODY_PATHS = /^\/(uploads(\/|$)|internal\/)/;

function plain(text: string, status: number) {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** The refusal for a request whose body no action could read, or null to go on. */
export async function refuseBadBody(request: Request): Promise<Response | null> {
  if (request.method === "GET" || request.method === "HEAD") return null;
  const path = new URL(request.url).pathname;
  if (path.startsWith("/uploads/")) return null;
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (length > MAX_FORM_BODY_BYTES) return plain("Permintaan terlalu besar.", 413);
  if (OWN_BODY_PATHS.test(path)) return null;
  if (!request.body && !request.headers.has("Content-Type")) return null;
  try {
    await request.clone().formData();
    return null;
  } catch {
    return plain("Permintaan tidak valid.", 400);
  }
}
