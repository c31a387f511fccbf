/**
 * GET /my-account/data-export: the signed-in user's own data as one ZIP download (UU PDP's right
 * of access and portability; modules/users/data-export.server.ts). Nobody else's: the export is
 * keyed by the session's user only. Never cached.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/modules/auth/guards.server";
import { exportUserData } from "~/modules/users/data-export.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const archive = await exportUserData(context, user.id);
  if (!archive) throw new Response("Tidak ditemukan.", { status: 404 });
  return new Response(archive.bytes, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${archive.fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
