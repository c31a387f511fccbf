/**
 * `POST /payments/midtrans/notification`: the provider tells the app a transaction changed. The
 * body is read once (at most NOTIFICATION_MAX_BYTES), its signature checked in constant time (401
 * and nothing changes otherwise), then the transaction's status is re-read from the provider —
 * the signature does not cover `transaction_status` — and only that answer moves money
 * (./settle.server.ts). Every step is idempotent, so duplicates, retries and out-of-order
 * notifications change nothing twice. The answer is quick: a 2xx stops the provider's retries, a
 * 5xx (provider unreachable, database busy) asks for one.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { readBounded } from "~/utils/request-body.server";
import { gatewayOf } from "./payments.server";
import { GatewayError } from "./provider";
import { applyGatewayState } from "./settle.server";

export const NOTIFICATION_MAX_BYTES = 16 * 1024;

type Ctx = Pick<AppLoadContext, "db" | "env">;

/** What the provider is answered: the HTTP status and a short word (the route makes the JSON). */
export interface NotificationAnswer {
  status: number;
  message: string;
}

export async function handleNotification(ctx: Ctx, request: Request): Promise<NotificationAnswer> {
  const provider = gatewayOf(ctx);
  if (!provider) return answer(503, "gateway not configured");
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > NOTIFICATION_MAX_BYTES) return answer(413, "too large");
  const bytes = await readBounded(request.body, NOTIFICATION_MAX_BYTES);
  if (bytes === null) return answer(413, "too large");
  const raw = new TextDecoder().decode(bytes);

  const verified = await provider.verifyNotification(raw);
  if (!verified) return answer(401, "bad signature");

  let tx;
  try {
    tx = await provider.status(verified.paymentId);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    return answer(503, "status unavailable");
  }
  if (!tx) return answer(404, "unknown transaction");
  const outcome = await applyGatewayState(ctx, tx, raw);
  if (outcome === "unknown_payment") return answer(404, "unknown payment");
  return answer(200, outcome);
}

function answer(status: number, message: string): NotificationAnswer {
  return { status, message };
}
