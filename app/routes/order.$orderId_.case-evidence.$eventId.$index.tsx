/** GET /order/{id}/case-evidence/{event}/{n} — a dispute case's evidence image, for the order's buyer, seller and staff only. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/modules/auth/guards.server";
import { caseEvidenceImage } from "~/modules/cases/views.server";
import { privateImage } from "~/utils/private-image.server";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const index = Number(params.index);
  const eventId = params.eventId ?? "";
  if (!Number.isSafeInteger(index) || index < 0 || eventId.length > 100) return privateImage(null);
  return privateImage(await caseEvidenceImage(context, params.orderId ?? "", user, eventId, index));
}
