/**
 * The internal payout API (README "Internal payout API"): JSON in and out, for the machine that
 * sends the money. `failed` is the API's word for a rejected withdrawal (the money goes back to the
 * user's wallet). The routes answer (~/utils/json-api.server); this module decides.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import type { Withdrawal } from "~/modules/wallet/withdrawals.server";
import type { BearerCheck } from "~/utils/json-api.server";
import { checkPayoutToken } from "./payout-auth.server";
import { REASON_MAX_LENGTH, REFERENCE_MAX_LENGTH } from "./texts";

/** The payout API's bearer token (PAYOUT_API_TOKEN) and whether this request carries it. */
export function payoutBearer(request: Request, context: Pick<AppLoadContext, "env">): BearerCheck {
  return {
    result: checkPayoutToken(request, context.env.PAYOUT_API_TOKEN),
    setting: "PAYOUT_API_TOKEN",
    realm: "payouts",
  };
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
