/**
 * POST /notifications/push: the opt-in block on /notifications (components/push-opt-in.tsx) turns
 * Web Push on or off for this browser. Form fields: intent=subscribe with endpoint, p256dh, auth
 * (the browser's PushSubscription), or intent=unsubscribe with endpoint. Answers JSON
 * `{ subscribed }`, or `{ error }` with 401 (not signed in), 400 (invalid) or 403 (another account's).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { getUser } from "~/modules/auth/guards.server";
import {
  invalidSubscription,
  removeSubscription,
  saveSubscription,
  subscriptionSchema,
} from "~/modules/push/subscriptions.server";
import { PUSH } from "~/modules/push/texts";
import { AppError, denied, unknownRequest } from "~/utils/app-error";
import { errorJson } from "~/utils/refuse.server";

const noStore = { "Cache-Control": "no-store" };

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await getUser(request, context);
  if (!user) return errorJson(new AppError("Login Diperlukan", PUSH.loginRequired, 401));
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "subscribe") {
    const parsed = subscriptionSchema(context.env).safeParse(form);
    if (!parsed.success) return errorJson(invalidSubscription());
    try {
      await saveSubscription(context.db, user.id, parsed.data, request.headers.get("User-Agent"));
    } catch (error) {
      if (error instanceof AppError) return errorJson(error);
      throw error;
    }
    return Response.json({ subscribed: true }, { headers: noStore });
  }
  if (form.intent === "unsubscribe") {
    const endpoint = typeof form.endpoint === "string" ? form.endpoint : "";
    if (!endpoint || endpoint.length > 1024) return errorJson(invalidSubscription());
    if ((await removeSubscription(context.db, user.id, endpoint)) === "other") return errorJson(denied());
    return Response.json({ subscribed: false }, { headers: noStore });
  }
  return errorJson(unknownRequest());
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405 });
}
