/**
 * A guard in front of every action: an oversize or unreadable body gets a clear 413/400 instead of
 * a 500 from the action's `request.formData()` (a 2 MB post, a chunked post of any size, or a JSON,
 * plain-text or broken multipart body sent to a form route).
 *
 * The body is read here through a bounded reader — a chunked body has no Content-Length to check,
 * so the cap is counted on the bytes themselves and reading stops at the first byte past it — and
 * the request goes on with those bytes, so the action parses its form once.
 */

/** Form posts are small; only image uploads (≤ 2 MB, checked by their own route) may send more. */
export const MAX_FORM_BODY_BYTES = 1024 * 1024;
/**
 * A warranty claim's form carries up to three evidence images of 2 MB each (multipart): its route
 * alone may send that much (app/modules/cases/warranty-claims.server.ts checks each image).
 */
export const MAX_CLAIM_FORM_BYTES = 3 * 2 * 1024 * 1024 + 64 * 1024;
/** The warranty claim's form and the dispute case's form (the same evidence images). */
const CLAIM_FORM_PATH = /^\/order\/[^/]+\/(claim|case)$/;

/** Routes that read their own body (image bytes, JSON); every other action reads a form. */
const OWN_BODY_PATHS =
  /^\/(uploads(\/|$)|internal\/|payments\/midtrans\/(notification|payout-notification)$|webhooks\/digiflazz\/[^/]+$)/;

function plain(text: string, status: number) {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

const tooLarge = () => plain("Permintaan terlalu besar.", 413);
const unreadable = () => plain("Permintaan tidak valid.", 400);

/**
 * Reads at most `limit` bytes of a body; answers null as soon as it holds more (the rest is never
 * read), so a lying or missing Content-Length cannot push more than `limit` bytes into memory.
 */
export async function readBounded(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/**
 * The request to go on with (its body read and bounded), or the refusal for a body no action could
 * read. GET/HEAD and image PUTs to /uploads/{id} (bounded by their own route) pass untouched.
 */
export async function checkBody(request: Request): Promise<{ request: Request } | { refusal: Response }> {
  if (request.method === "GET" || request.method === "HEAD") return { request };
  const path = new URL(request.url).pathname;
  if (path.startsWith("/uploads/")) return { request };
  const limit = CLAIM_FORM_PATH.test(path) ? MAX_CLAIM_FORM_BYTES : MAX_FORM_BODY_BYTES;
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (length > limit) return { refusal: tooLarge() };

  let bytes: Uint8Array<ArrayBuffer> | null = null;
  if (request.body) {
    bytes = await readBounded(request.body, limit);
    if (!bytes) return { refusal: tooLarge() };
  }
  const headers = new Headers(request.headers);
  headers.delete("Transfer-Encoding");
  if (bytes) headers.set("Content-Length", String(bytes.byteLength));
  // From the original request, so its method, signal and `cf` properties come along.
  const buffered = new Request(request, { headers, body: bytes });

  if (OWN_BODY_PATHS.test(path)) return { request: buffered };
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!bytes && !type) return { request: buffered };
  // A URL-encoded body always parses (any bytes make some form); only multipart can be broken,
  // and it is rare here (every form of the site posts URL-encoded), so it alone is parsed twice.
  if (type === "application/x-www-form-urlencoded") return { request: buffered };
  if (type === "multipart/form-data") {
    try {
      await new Response(bytes, { headers: { "Content-Type": request.headers.get("Content-Type")! } }).formData();
      return { request: buffered };
    } catch {
      return { refusal: unreadable() };
    }
  }
  return { refusal: unreadable() };
}
