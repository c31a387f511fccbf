/**
 * GET /internal/payouts — the pending withdrawals for the payout machine (oldest first).
 * Bearer token only (PAYOUT_API_TOKEN); session cookies are ignored. README "Internal payout API".
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json, payoutView, requirePayoutToken } from "~/modules/admin/payout-api.server";
import { pendingWithdrawals } from "~/modules/admin/queues.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  requirePayoutToken(request, context);
  const rows = await pendingWithdrawals(context.db);
  return json({ withdrawals: rows.map(payoutView) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requirePayoutToken(request, context);
  return json({ error: "method_not_allowed", message: "POST to /internal/payouts/{id}." }, 405, { Allow: "GET" });
}
