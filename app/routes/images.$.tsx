import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { IMAGE_CACHE_CONTROL } from "~/modules/listings/images";
import { findServableImage } from "~/modules/listings/uploads.server";

/**
 * GET /images/{key…} — listing images from R2, only keys of verified or attached uploads, with the
 * type detected from their bytes and a year-long immutable cache (keys never change content).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const key = params["*"] ?? "";
  const image = key.startsWith("product_images/")
    ? await findServableImage({ db: context.db, bucket: context.env.IMAGES }, key)
    : null;
  if (!image) return new Response("Gambar tidak ditemukan.", { status: 404, headers: { "Cache-Control": "no-store" } });
  const { object, contentType } = image;
  const headers = new Headers({
    "Content-Type": contentType,
    "Cache-Control": IMAGE_CACHE_CONTROL,
    ETag: object.httpEtag,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  });
  if (request.headers.get("If-None-Match") === object.httpEtag) {
    await object.body.cancel();
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { headers });
}
