/** GET /order/{id}/evidence/{n} — a warranty claim's evidence image, for the order's buyer, seller and staff only. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/modules/auth/guards.server";
import { evidenceImage } from "~/modules/cases/warranty-claims.server";
import { privateImage } from "~/utils/private-image.server";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const index = Number(params.index);
  if (!Number.isSafeInteger(index) || index < 0) return privateImage(null);
  return privateImage(await evidenceImage(context, params.orderId ?? "", user, index));
}
