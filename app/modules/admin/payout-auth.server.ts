/**
 * Machine-to-machine authentication of /internal/payouts: `Authorization: Bearer <PAYOUT_API_TOKEN>`.
 * Session cookies play no part. Both tokens are hashed with SHA-256 first, so the comparison runs
 * over 32 bytes whatever was sent (no length leak), and compared in constant time.
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";

export type PayoutAuth = "ok" | "unauthorized" | "not_configured";

export function checkPayoutToken(request: Request, configured: string | undefined): PayoutAuth {
  if (!configured) return "not_configured";
  const header = request.headers.get("Authorization") ?? "";
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const sent = match?.[1] ?? "";
  const encoder = new TextEncoder();
  const equal = constantTimeEqual(sha256(encoder.encode(sent)), sha256(encoder.encode(configured)));
  return equal && sent !== "" ? "ok" : "unauthorized";
}
