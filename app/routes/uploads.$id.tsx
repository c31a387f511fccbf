import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { AppError } from "~/utils/app-error";
import { jsonOrError } from "~/utils/json-api.server";
import { errorJson } from "~/utils/refuse.server";
import { uploader } from "~/modules/listings/http.server";
import { deleteUpload, storeUploadBody, verifyUpload } from "~/modules/listings/uploads.server";

/**
 * One upload ticket:
 * - PUT    the file's bytes (the local stand-in for an R2 presigned URL; ≤ 2 MB, else 413);
 * - POST   verify the stored object (size and PNG/JPEG/GIF signature) → `{ id, url, … }`;
 * - DELETE remove the image from storage (the seller took it out of the form).
 * Only the ticket's owner (403 otherwise).
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await uploader(request, context);
  if (user instanceof AppError) throw errorJson(user);
  const deps = { db: context.db, bucket: context.env.IMAGES };
  const id = params.id ?? "";
  switch (request.method) {
    case "PUT":
      return jsonOrError(() => storeUploadBody(deps, user.id, id, request));
    case "POST":
      return jsonOrError(() => verifyUpload(deps, user.id, id));
    case "DELETE":
      return jsonOrError(async () => {
        await deleteUpload(deps, user.id, id);
        return { id, deleted: true };
      });
    default:
      return new Response(null, { status: 405, headers: { Allow: "PUT, POST, DELETE" } });
  }
}
