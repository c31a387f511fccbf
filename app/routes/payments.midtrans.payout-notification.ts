/**
 * POST /payments/midtrans/payout-notification — Midtrans Payouts (Iris) callbacks (the URL set in
 * the Iris dashboard). Server to server: the Iris-Signature and a fresh status read decide
 * (app/modules/wallet/payout-notification.server.ts).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { handlePayoutNotification } from "~/modules/wallet/payout-notification.server";

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST")
    return Response.json({ message: "POST only" }, { status: 405, headers: { Allow: "POST" } });
  const { ok, status, message } = await handlePayoutNotification(context, request);
  return Response.json({ status: ok ? "ok" : "error", message }, { status });
}

export function loader() {
  return Response.json({ message: "POST only" }, { status: 405, headers: { Allow: "POST" } });
}
