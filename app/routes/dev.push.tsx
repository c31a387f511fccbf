/**
 * POST /dev/push (local runs and tests only: DEV_OUTBOX=1 and a request to a local host, else 404):
 * pushes the signed-in user's newest notification (or `notificationId`; a test message when there
 * is none) to their subscribed devices again, answering `{ result, notification }` — to try push by hand against the
 * simulator's push service stand-in, and for the end-to-end test of a push after an action.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { getUser } from "~/modules/auth/guards.server";
import { PAGE_TEXTS } from "~/modules/content/texts";
import { pushStoredNotification } from "~/modules/push/send.server";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

function isLocalRequest(request: Request): boolean {
  const host = request.headers.get("Host");
  let hostName = "";
  try {
    hostName = host ? new URL(`http://${host}`).hostname : "";
  } catch {
    return false;
  }
  return LOCAL_HOSTS.has(new URL(request.url).hostname) && (host === null || LOCAL_HOSTS.has(hostName));
}

const notFound = () => new Response(PAGE_TEXTS.notFoundTitle, { status: 404 });

export async function action({ request, context }: ActionFunctionArgs) {
  if (context.env.DEV_OUTBOX !== "1" || !isLocalRequest(request)) return notFound();
  const user = await getUser(request, context);
  if (!user) return new Response("Login diperlukan.", { status: 401 });
  const id = (await request.formData()).get("notificationId");
  const pushed = await pushStoredNotification(
    context.env,
    context.db,
    user.id,
    typeof id === "string" && id ? id.slice(0, 100) : null,
  );
  return pushed ? Response.json(pushed, { headers: { "Cache-Control": "no-store" } }) : notFound();
}

export function loader() {
  return notFound();
}
