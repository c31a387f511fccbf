/**
 * The internal payout API (README "Internal payout API"): JSON in and out, for the machine that
 * sends the money. `failed` is the API's word for a rejected withdrawal (the money goes back to the
 * user's wallet).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import type { Withdrawal } from "~/modules/wallet/withdrawals.server";
import { checkPayoutToken } from "./payout-auth.server";
import { REASON_MAX_LENGTH, REFERENCE_MAX_LENGTH } from "./texts";

export function json(body: unknown, status = 200, headers: HeadersInit = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

/** Throws the 401/503 JSON answer unless the request carries the configured bearer token. */
export function requirePayoutToken(request: Request, context: Pick<AppLoadContext, "env">) {
  const auth = checkPayoutToken(request, context.env.PAYOUT_API_TOKEN);
  if (auth === "not_configured")
    throw json({ error: "not_configured", message: "PAYOUT_API_TOKEN is not configured." }, 503);
  if (auth === "unauthorized")
    throw json({ error: "unauthorized", message: "A valid bearer token is required." }, 401, {
      "WWW-Authenticate": 'Bearer realm="payouts"',
    });
}

export const settlementSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("paid"),
    transferReference: z.string().trim().min(1).max(REFERENCE_MAX_LENGTH),
  }),
  z.object({
    status: z.literal("failed"),
    reason: z.string().trim().min(1).max(REASON_MAX_LENGTH),
  }),
]);

export function payoutView(w: Withdrawal) {
  return {
    id: w.id,
    userId: w.userId,
    amount: w.amount,
    method: w.method,
    status: w.status === "rejected" ? ("failed" as const) : w.status,
    bankName: w.bankName,
    accountNumber: w.accountNumber,
    accountName: w.accountName,
    ewalletProvider: w.ewalletProvider,
    ewalletPhoneNumber: w.ewalletPhoneNumber,
    transferReference: w.transferReference,
    failureReason: w.rejectReason,
    createdAt: new Date(w.createdAt).toISOString(),
    processedAt: w.processedAt === null ? null : new Date(w.processedAt).toISOString(),
  };
}
