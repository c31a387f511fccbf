import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { AppError } from "~/utils/app-error";
import { errorJson } from "~/utils/refuse.server";
import { jsonOrError } from "~/utils/json-api.server";
import { uploader } from "~/modules/listings/http.server";
import { issueUploadTicket, parseDeclaredSize } from "~/modules/listings/uploads.server";
import { readR2UploadConfig } from "~/modules/listings/r2-uploads.server";
import { checkLimits } from "~/modules/limits/check-limits.server";

/**
 * POST /uploads — a short-lived upload ticket for one listing image: `{ id, uploadUrl, uploadHeaders, key }`
 * (uploadUrl: presigned R2 PUT when the R2 settings are configured, else `/uploads/{id}`).
 * Body (JSON or form): fileName, size, contentType, purpose ("identity": a KTP photo or selfie for
 * seller verification, stored under the private identity/ prefix). Sellers only; rate-limited.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
  const user = await uploader(request, context);
  if (user instanceof AppError) throw errorJson(user);
  const limited = await checkLimits(context, [{ limit: "UPLOAD_TICKETS_PER_HOUR", key: `upload-ticket:${user.id}` }]);
  if (limited) return errorJson(new AppError("Gagal Unggah Gambar", limited, 429));

  let fields: Record<string, unknown>;
  try {
    fields = (request.headers.get("Content-Type") ?? "").includes("application/json")
      ? ((await request.json()) as Record<string, unknown>)
      : Object.fromEntries(await request.formData());
  } catch {
    return errorJson(new AppError("Gagal Unggah Gambar", "Permintaan tidak valid.", 400));
  }
  const size = parseDeclaredSize(fields.size);
  if (size === null) return errorJson(new AppError("Gagal Unggah Gambar", "Ukuran file tidak valid.", 400));
  return jsonOrError(
    () =>
      issueUploadTicket({ db: context.db, bucket: context.env.IMAGES, r2: readR2UploadConfig(context.env) }, user.id, {
        fileName: typeof fields.fileName === "string" ? fields.fileName : "",
        size,
        contentType: typeof fields.contentType === "string" ? fields.contentType : null,
        purpose: fields.purpose === "identity" ? "identity" : "listing",
      }),
    201,
  );
}
