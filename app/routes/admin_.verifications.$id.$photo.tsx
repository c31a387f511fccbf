/**
 * GET /admin/verifications/{id}/{ktp|selfie} — a verification's photo streamed from private R2 to
 * staff only (403 for everyone else), each view written to audit_log; never cached, never sniffed.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/modules/auth/guards.server";
import { PHOTO_KINDS, verificationPhoto } from "~/modules/sellers/review.server";
import { VERIFICATION_REVIEW_TEXTS as T } from "~/modules/sellers/texts";

const NO_STORE = { "Cache-Control": "private, no-store" };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  // Visitors go to login; anyone but staff — the photo's own seller too — gets a plain-text 403.
  const admin = await requireUser(request, context);
  if (admin.role !== "admin") return new Response(T.photoDenied, { status: 403, headers: NO_STORE });
  const kind = PHOTO_KINDS.find((k) => k === params.photo);
  const photo = kind ? await verificationPhoto(context, admin.id, params.id ?? "", kind) : null;
  if (!photo) return new Response("Gambar tidak ditemukan.", { status: 404, headers: NO_STORE });
  return new Response(photo.object.body, {
    headers: {
      "Content-Type": photo.contentType,
      ...NO_STORE,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
