/**
 * `POST /payments/midtrans/payout-notification`: Midtrans Payouts (Iris) tells the app a payout
 * changed. The raw body is read once (bounded), `Iris-Signature` checked in constant time against
 * it (401 and nothing changes otherwise), the payout's status re-read from the provider, and only
 * that answer is applied (./payouts.server.ts applyPayoutState) — idempotent and order-safe. Returns
 * the outcome (the status Iris gets and a word for it); the route answers with it.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { readBounded } from "~/utils/request-body.server";
import { GatewayError } from "~/modules/payments/provider";
import { applyPayoutState, payoutProvider } from "./payouts.server";

export const PAYOUT_NOTIFICATION_MAX_BYTES = 16 * 1024;

type Ctx = Pick<AppLoadContext, "db" | "env">;

/** What a callback (or a re-check) came to: `status` is the HTTP status Iris gets, `ok` below 300. */
export type PayoutCallbackOutcome = { ok: boolean; status: number; message: string };

const answer = (status: number, message: string): PayoutCallbackOutcome => ({ ok: status < 300, status, message });

export async function handlePayoutNotification(ctx: Ctx, request: Request): Promise<PayoutCallbackOutcome> {
  const provider = payoutProvider(ctx);
  if (!provider) return answer(503, "payouts not configured");
  const bytes = await readBounded(request.body, PAYOUT_NOTIFICATION_MAX_BYTES);
  if (!bytes) return answer(413, "too large");
  const raw = new TextDecoder().decode(bytes);
  if (!(await provider.verifyPayoutNotification(raw, request.headers.get("Iris-Signature")))) {
    return answer(401, "bad signature");
  }
  let referenceNo: unknown;
  try {
    referenceNo = (JSON.parse(raw) as { reference_no?: unknown }).reference_no;
  } catch {
    return answer(400, "bad body");
  }
  if (typeof referenceNo !== "string" || !referenceNo) return answer(400, "no reference_no");
  return applyFromProvider(ctx, referenceNo, raw);
}

/** Re-reads one payout at the provider and applies it (the callback, and staff's re-check). */
export async function applyFromProvider(ctx: Ctx, referenceNo: string, raw: string): Promise<PayoutCallbackOutcome> {
  const provider = payoutProvider(ctx);
  if (!provider) return answer(503, "payouts not configured");
  let state;
  try {
    state = await provider.payoutStatus(referenceNo);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    return answer(503, "status unavailable");
  }
  if (!state) return answer(404, "unknown payout");
  const outcome = await applyPayoutState(ctx, referenceNo, state, raw);
  return outcome === "unknown" ? answer(404, "unknown payout") : answer(200, outcome);
}
