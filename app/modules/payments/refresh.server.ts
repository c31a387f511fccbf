/**
 * Reads a transaction's status from the provider and applies it — the same path as a notification
 * after its signature check. Used when the buyer comes back before the notification did, and by
 * staff to re-check a payment. A provider that cannot be reached changes nothing.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { gatewayOf } from "./payments.server";
import { GatewayError } from "./provider";
import { applyGatewayState, type SettleOutcome } from "./settle.server";

export async function refreshFromProvider(
  ctx: Pick<AppLoadContext, "db" | "env">,
  paymentId: string,
): Promise<SettleOutcome | "unavailable"> {
  const provider = gatewayOf(ctx);
  if (!provider) return "unavailable";
  try {
    const tx = await provider.status(paymentId);
    if (!tx) return "recorded";
    return await applyGatewayState(ctx, tx, JSON.stringify({ source: "status_read", ...tx }));
  } catch (error) {
    if (error instanceof GatewayError) return "unavailable";
    throw error;
  }
}
