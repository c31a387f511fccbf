/**
 * GET /internal/payouts — the pending withdrawals for the payout machine (oldest first).
 * Bearer token only (PAYOUT_API_TOKEN); session cookies are ignored. README "Internal payout API".
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { payoutBearer, payoutView } from "~/modules/admin/payout-api.server";
import { jsonAnswer, requireBearer } from "~/utils/json-api.server";
import { pendingWithdrawals } from "~/modules/admin/queues.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireBearer(payoutBearer(request, context));
  const rows = await pendingWithdrawals(context.db);
  return jsonAnswer({ withdrawals: rows.map(payoutView) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireBearer(payoutBearer(request, context));
  return jsonAnswer({ error: "method_not_allowed", message: "POST to /internal/payouts/{id}." }, 405, { Allow: "GET" });
}
