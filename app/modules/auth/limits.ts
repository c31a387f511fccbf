/**
 * Account abuse limits and OTP rules (ARCHITECTURE.md section 4, spec section 9), in one module.
 * Used by the web worker and the mailer worker. Every number can be overridden by an environment
 * variable of the same name (e.g. `OTP_HOURLY_CAP=20`), which tests and operators use.
 */
export const DEFAULT_LIMITS = {
  /** Digits in a one-time code. */
  OTP_LENGTH: 6,
  /** A code expires this many seconds after it is sent. */
  OTP_TTL_SECONDS: 10 * 60,
  /** Wrong tries after which a code is dead. */
  OTP_MAX_ATTEMPTS: 5,
  /** Seconds between two codes to the same address. */
  OTP_RESEND_COOLDOWN_SECONDS: 60,
  /** Codes per address per hour. */
  OTP_HOURLY_CAP: 5,
  /**
   * Requests for a new code ('Minta OTP Baru', 'Kirim Ulang OTP') per IP and for everyone together
   * per hour, on top of the per-address cooldown and cap: they bound the mail anyone can make the
   * platform send. Registration's first code is bounded by REGISTER_PER_IP_PER_HOUR instead.
   */
  OTP_RESEND_PER_IP_PER_HOUR: 10,
  OTP_RESEND_PER_HOUR: 300,
  /** OTP verification requests per address per hour (on top of the per-code attempt limit). */
  OTP_VERIFY_PER_HOUR: 30,
  /** Login attempts per address and per IP per 15 minutes. */
  LOGIN_PER_EMAIL_PER_15_MIN: 10,
  LOGIN_PER_IP_PER_15_MIN: 50,
  /** Registrations per IP per hour (keeps 'Email ini sudah terdaftar.' from being an oracle). */
  REGISTER_PER_IP_PER_HOUR: 10,
  /** Password-reset requests per address and per IP per hour. */
  RESET_PER_EMAIL_PER_HOUR: 3,
  RESET_PER_IP_PER_HOUR: 20,
  /** A password-reset link works once, within this many seconds. */
  RESET_TOKEN_TTL_SECONDS: 60 * 60,
  /** Sessions: sliding inactivity timeout and absolute lifetime. */
  SESSION_IDLE_TIMEOUT_SECONDS: 7 * 24 * 60 * 60,
  SESSION_ABSOLUTE_LIFETIME_SECONDS: 30 * 24 * 60 * 60,
} as const;

export type Limits = { -readonly [K in keyof typeof DEFAULT_LIMITS]: number };

/** The limits, with any positive-integer overrides found in `env`. */
export function limitsFrom(env: object): Limits {
  const out = { ...DEFAULT_LIMITS } as Limits;
  const vars = env as Record<string, unknown>;
  for (const key of Object.keys(DEFAULT_LIMITS) as (keyof Limits)[]) {
    const raw = vars[key];
    if (raw === undefined || raw === null || raw === "") continue;
    const value = Number(raw);
    if (Number.isSafeInteger(value) && value > 0) out[key] = value;
  }
  return out;
}
