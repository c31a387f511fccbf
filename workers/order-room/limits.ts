/**
 * How much one person may write into an order's chat, in one place. Like the account limits
 * (app/modules/auth/limits.ts), every number can be overridden by an environment variable of the
 * same name; the bench raises the first two so its fan-out rounds (hundreds of messages from one
 * sender in seconds) measure delivery, not refusals.
 */
export const DEFAULT_CHAT_LIMITS = {
  /** A token bucket per user per room: this many messages… */
  CHAT_MESSAGES_PER_WINDOW: 10,
  /** …per this many seconds (refilled continuously). */
  CHAT_WINDOW_SECONDS: 10,
  /** Messages one room stores at most; later ones are refused. */
  CHAT_ROOM_MAX_MESSAGES: 5_000,
  /** An open socket's session is read again from D1 at most this often (logout, suspension). */
  CHAT_SESSION_RECHECK_SECONDS: 60,
} as const;

export type ChatLimits = { -readonly [K in keyof typeof DEFAULT_CHAT_LIMITS]: number };

/** The chat limits, with any positive-integer overrides found in `env`. */
export function chatLimitsFrom(env: object): ChatLimits {
  const out = { ...DEFAULT_CHAT_LIMITS } as ChatLimits;
  const vars = env as Record<string, unknown>;
  for (const key of Object.keys(DEFAULT_CHAT_LIMITS) as (keyof ChatLimits)[]) {
    const raw = vars[key];
    if (raw === undefined || raw === null || raw === "") continue;
    const value = Number(raw);
    if (Number.isSafeInteger(value) && value > 0) out[key] = value;
  }
  return out;
}
