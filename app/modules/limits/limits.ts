/**
 * Every limit of the platform in one place (ARCHITECTURE.md section 4, spec section 9): how many
 * requests of each kind per window, the OTP and session rules, and what one person may write into
 * an order's chat. Used by the web worker, the OrderRoom and the mailer worker. Every number can be
 * overridden by an environment variable of the same name (e.g. `OTP_HOURLY_CAP=20`), which tests,
 * the e2e server and the bench use (`EXTRA_VARS`), and operators may.
 */
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DEFAULT_LIMITS = {
  /** Digits in a one-time code. */
  OTP_LENGTH: 6,
  /** A code expires this many seconds after it is sent. */
  OTP_TTL_SECONDS: 10 * MINUTE,
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
  RESET_TOKEN_TTL_SECONDS: HOUR,
  /** Sessions: sliding inactivity timeout and absolute lifetime. */
  SESSION_IDLE_TIMEOUT_SECONDS: 7 * DAY,
  SESSION_ABSOLUTE_LIFETIME_SECONDS: 30 * DAY,

  /** Checkout confirmations per buyer per 10 minutes (a review of the cart is not counted). */
  CHECKOUT_PER_10_MIN: 30,
  /**
   * Guest top-up checkouts (no account, issue 32) per contact (e-mail or WhatsApp) and per client IP
   * per hour: they bound the receipts the platform mails and the orders a stranger can open.
   */
  GUEST_CHECKOUT_PER_CONTACT_PER_HOUR: 5,
  GUEST_CHECKOUT_PER_IP_PER_HOUR: 10,
  /** 'Cek ID' on a top-up page per IP per 10 minutes (each one is a supplier call). */
  NICKNAME_CHECKS_PER_IP_PER_10_MIN: 60,
  /** Reviews a user may post per hour. */
  REVIEWS_PER_HOUR: 10,
  /** Upload tickets a seller may ask for per hour (a listing needs at most 5). */
  UPLOAD_TICKETS_PER_HOUR: 60,
  /** Contact-form messages per client IP per hour; more answer 429 (spam guard for a public form). */
  CONTACT_PER_IP_PER_HOUR: 5,
  /**
   * Deposit requests, and withdrawal requests, per user per hour (each counted on its own). Only
   * requests that create a row are counted, not validation refusals.
   */
  WALLET_REQUESTS_PER_HOUR: 20,

  /**
   * The order chat: a token bucket per user per room, CHAT_MESSAGES_PER_WINDOW messages per
   * CHAT_WINDOW_SECONDS (refilled continuously). The bench raises the count and the room's cap so
   * its fan-out rounds (hundreds of messages from one sender in seconds) measure delivery, not refusals.
   */
  CHAT_MESSAGES_PER_WINDOW: 10,
  CHAT_WINDOW_SECONDS: 10,
  /** Messages one room stores at most; later ones are refused. */
  CHAT_ROOM_MAX_MESSAGES: 5_000,

  /**
   * Pre-sale conversations: an account younger than INQUIRY_NEW_ACCOUNT_DAYS may start at most
   * INQUIRIES_PER_DAY_NEW_ACCOUNT new conversations per rolling 24 h and writes at most
   * INQUIRY_MESSAGES_PER_WINDOW_NEW_ACCOUNT messages per CHAT_WINDOW_SECONDS in them (the bulk
   * spam of fresh accounts); older accounts start at most INQUIRIES_PER_DAY.
   */
  INQUIRY_NEW_ACCOUNT_DAYS: 7,
  INQUIRIES_PER_DAY_NEW_ACCOUNT: 3,
  INQUIRIES_PER_DAY: 30,
  INQUIRY_MESSAGES_PER_WINDOW_NEW_ACCOUNT: 3,
} as const;

export type Limits = { -readonly [K in keyof typeof DEFAULT_LIMITS]: number };

/**
 * The window each request count above is counted over (fixed windows in D1, rate-limit.server.ts);
 * the name of each count says it too.
 */
export const RATE_WINDOW_SECONDS = {
  OTP_HOURLY_CAP: HOUR,
  OTP_RESEND_PER_IP_PER_HOUR: HOUR,
  OTP_RESEND_PER_HOUR: HOUR,
  OTP_VERIFY_PER_HOUR: HOUR,
  LOGIN_PER_EMAIL_PER_15_MIN: 15 * MINUTE,
  LOGIN_PER_IP_PER_15_MIN: 15 * MINUTE,
  REGISTER_PER_IP_PER_HOUR: HOUR,
  RESET_PER_EMAIL_PER_HOUR: HOUR,
  RESET_PER_IP_PER_HOUR: HOUR,
  CHECKOUT_PER_10_MIN: 10 * MINUTE,
  GUEST_CHECKOUT_PER_CONTACT_PER_HOUR: HOUR,
  GUEST_CHECKOUT_PER_IP_PER_HOUR: HOUR,
  NICKNAME_CHECKS_PER_IP_PER_10_MIN: 10 * MINUTE,
  REVIEWS_PER_HOUR: HOUR,
  UPLOAD_TICKETS_PER_HOUR: HOUR,
  CONTACT_PER_IP_PER_HOUR: HOUR,
  WALLET_REQUESTS_PER_HOUR: HOUR,
} as const satisfies Partial<Record<keyof Limits, number>>;

/** A request count with a window: the names checkLimits accepts. */
export type RateLimitName = keyof typeof RATE_WINDOW_SECONDS;

/** The limits, with any positive-integer overrides found in `env`. */
export function limitsFrom(env: object): Limits {
  // An isolate's env never changes: read it once, not on every request and chat message.
  const known = limitsByEnv.get(env);
  if (known) return known;
  const out = { ...DEFAULT_LIMITS } as Limits;
  const vars = env as Record<string, unknown>;
  for (const key of Object.keys(DEFAULT_LIMITS) as (keyof Limits)[]) {
    const raw = vars[key];
    if (raw === undefined || raw === null || raw === "") continue;
    const value = Number(raw);
    if (Number.isSafeInteger(value) && value > 0) out[key] = value;
  }
  Object.freeze(out);
  limitsByEnv.set(env, out);
  return out;
}

const limitsByEnv = new WeakMap<object, Limits>();
