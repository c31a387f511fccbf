import type { AppLoadContext } from "@remix-run/cloudflare";
import { hitRateLimit } from "./rate-limit.server";
import { AUTH_TEXTS } from "./texts";

/**
 * Counts one hit on each key; returns the spec-style message (for a 429) when any is over its
 * limit, otherwise null. Every key is counted even when an earlier one is already over.
 */
export async function checkLimits(
  context: Pick<AppLoadContext, "env">,
  rules: { key: string; limit: number; windowSeconds: number }[],
): Promise<string | null> {
  const results = await Promise.all(rules.map((r) => hitRateLimit(context.env.DB, r.key, r.limit, r.windowSeconds)));
  const blocked = results.filter((r) => !r.allowed);
  if (blocked.length === 0) return null;
  const seconds = Math.max(...blocked.map((r) => r.retryAfterSeconds));
  return AUTH_TEXTS.tooManyAttempts(Math.max(1, Math.ceil(seconds / 60)));
}
