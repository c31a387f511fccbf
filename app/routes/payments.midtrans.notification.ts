/**
 * POST /payments/midtrans/notification — Midtrans's HTTP notification (the URL set in its dashboard).
 * Server to server: no session, no Origin; the signature and a fresh status read decide
 * (app/modules/payments/notification.server.ts).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { handleNotification } from "~/modules/payments/notification.server";

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST")
    return Response.json({ message: "POST only" }, { status: 405, headers: { Allow: "POST" } });
  const { status, message } = await handleNotification(context, request);
  return Response.json({ status: status < 300 ? "ok" : "error", message }, { status });
}

export function loader() {
  return Response.json({ message: "POST only" }, { status: 405, headers: { Allow: "POST" } });
}
