import type { AppLoadContext } from "@remix-run/cloudflare";
import { AUTH_TEXTS } from "~/modules/auth/texts";
import { limitsFrom, RATE_WINDOW_SECONDS, type RateLimitName } from "./limits";
import { hitRateLimit } from "./rate-limit.server";

/** One counter to hit: which limit (its count and window, limits.ts) and whose key it counts under. */
export interface LimitRule {
  limit: RateLimitName;
  key: string;
}

/**
 * Counts one hit on each key; returns the spec-style message (for a 429) when any is over its
 * limit, otherwise null. Every key is counted even when an earlier one is already over.
 */
export async function checkLimits(context: Pick<AppLoadContext, "env">, rules: LimitRule[]): Promise<string | null> {
  const limits = limitsFrom(context.env);
  const results = await Promise.all(
    rules.map((r) => hitRateLimit(context.env.DB, r.key, limits[r.limit], RATE_WINDOW_SECONDS[r.limit])),
  );
  const blocked = results.filter((r) => !r.allowed);
  if (blocked.length === 0) return null;
  const seconds = Math.max(...blocked.map((r) => r.retryAfterSeconds));
  return AUTH_TEXTS.tooManyAttempts(Math.max(1, Math.ceil(seconds / 60)));
}
