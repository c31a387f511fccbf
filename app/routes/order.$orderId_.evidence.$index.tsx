/** GET /order/{id}/evidence/{n} — a warranty claim's evidence image, for the order's buyer, seller and staff only. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/modules/auth/guards.server";
import { evidenceImage } from "~/modules/cases/warranty-claims.server";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const index = Number(params.index);
  if (!Number.isSafeInteger(index) || index < 0) return new Response("Gambar tidak ditemukan.", { status: 404 });
  return evidenceImage(context, params.orderId ?? "", user, index);
}
