/**
 * GET /admin/verifications/{id}/{ktp|selfie} — a verification's photo streamed from private R2 to
 * staff only (403 for everyone else), each view written to audit_log; never cached, never sniffed.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireAdmin } from "~/modules/admin/guard.server";
import { PHOTO_KINDS, verificationPhoto } from "~/modules/sellers/review.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const kind = PHOTO_KINDS.find((k) => k === params.photo);
  const photo = kind ? await verificationPhoto(context, admin.id, params.id ?? "", kind) : null;
  if (!photo) return new Response("Gambar tidak ditemukan.", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(photo.object.body, {
    headers: {
      "Content-Type": photo.contentType,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
