/**
 * One-time codes for e-mail verification (ARCHITECTURE.md section 4): 6 digits, only a SHA-256
 * stored, single use, expiring, dead after OTP_MAX_ATTEMPTS tries (counted atomically), a resend
 * cooldown and an hourly cap per address, both enforced with atomic D1 counters.
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { RATE_WINDOW_SECONDS, type Limits } from "../../app/modules/limits/limits";
import { hitRateLimit } from "../../app/modules/limits/rate-limit.server";
import { newId } from "../../app/utils/ids";
import { otpMail } from "./templates";
import type { MailTransport } from "./transport";

export const OTP_PURPOSE = "verify_email";

export const MSG = {
  invalidOtpFormat: (length: number) => `Silakan masukkan OTP ${length} digit lengkap.`,
  wrongOrExpired: "Kode OTP salah atau kedaluwarsa.",
  cooldown: (seconds: number) => `Tunggu ${seconds} detik sebelum meminta kode baru.`,
  hourlyCap: (minutes: number) => `Terlalu banyak permintaan kode. Coba lagi dalam ${minutes} menit.`,
  verifyCap: (minutes: number) => `Terlalu banyak percobaan verifikasi. Coba lagi dalam ${minutes} menit.`,
  sendFailed: "Gagal mengirim email. Silakan coba lagi.",
} as const;

/** An HTTP-shaped outcome; index.ts turns it into the response. */
export type Outcome =
  | { status: 200; body: Record<string, unknown> }
  | { status: 400 | 502; body: { error: string } }
  | { status: 429; body: { error: string; retryAfterSeconds: number } };

export const cooldownKey = (email: string) => `otp-cooldown:${email}`;
export const sendCapKey = (email: string) => `otp-send:${email}`;
export const verifyCapKey = (email: string) => `otp-verify:${email}`;

/** A uniformly random string of `length` decimal digits (leading zeros allowed). */
export function generateOtp(length = 6): string {
  let out = "";
  const buf = new Uint8Array(32);
  while (out.length < length) {
    crypto.getRandomValues(buf);
    for (const b of buf) {
      // 250 = 25 * 10: rejecting 250..255 keeps every digit equally likely.
      if (b < 250) out += String(b % 10);
      if (out.length === length) break;
    }
  }
  return out;
}

/** Hex SHA-256 of `${email}:${code}` — the only form of a code that is stored. */
export function hashOtp(email: string, code: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(`${email}:${code}`)));
}

export function isWellFormedOtp(otp: string, length: number): boolean {
  return otp.length === length && /^[0-9]+$/.test(otp);
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export async function sendOtp(
  db: D1Database,
  limits: Limits,
  transport: MailTransport,
  input: { email: string; deliver?: boolean },
  now = Date.now(),
): Promise<Outcome> {
  const { email } = input;
  const cooldownSeconds = limits.OTP_RESEND_COOLDOWN_SECONDS;

  // The cooldown is taken atomically (limit 1 per window), so parallel sends yield one code.
  const cooldown = await hitRateLimit(db, cooldownKey(email), 1, cooldownSeconds, now);
  if (!cooldown.allowed) {
    const n = cooldown.retryAfterSeconds;
    return { status: 429, body: { error: MSG.cooldown(n), retryAfterSeconds: n } };
  }

  // Counted only once the cooldown is passed, so impatient clicks do not burn the hourly cap.
  const cap = await hitRateLimit(db, sendCapKey(email), limits.OTP_HOURLY_CAP, RATE_WINDOW_SECONDS.OTP_HOURLY_CAP, now);
  if (!cap.allowed) {
    await releaseCooldown(db, email);
    const n = cap.retryAfterSeconds;
    return { status: 429, body: { error: MSG.hourlyCap(minutes(n)), retryAfterSeconds: n } };
  }

  // Nothing to send (the app found no account waiting for a code): the same answer as a send.
  if (input.deliver === false) return { status: 200, body: { ok: true, resendAfterSeconds: cooldownSeconds } };

  const code = generateOtp(limits.OTP_LENGTH);
  const id = newId("otp");
  await db.batch([
    db
      .prepare("UPDATE otp_codes SET consumed_at = ? WHERE email = ? AND purpose = ? AND consumed_at IS NULL")
      .bind(now, email, OTP_PURPOSE),
    db
      .prepare(
        `INSERT INTO otp_codes (id, email, purpose, code_hash, attempts, expires_at, consumed_at, created_at)
         VALUES (?, ?, ?, ?, 0, ?, NULL, ?)`,
      )
      .bind(id, email, OTP_PURPOSE, hashOtp(email, code), now + limits.OTP_TTL_SECONDS * 1000, now),
  ]);

  const mail = otpMail({ code, ttlSeconds: limits.OTP_TTL_SECONDS });
  const sent = await transport.send({ to: email, ...mail, code });
  if (!sent.ok) {
    console.error("mailer: OTP mail failed", transport.name, sent.error);
    // The undelivered code must not stay usable, and the user may ask again at once.
    await db.prepare("DELETE FROM otp_codes WHERE id = ?").bind(id).run();
    await releaseCooldown(db, email);
    return { status: 502, body: { error: MSG.sendFailed } };
  }
  return { status: 200, body: { ok: true, resendAfterSeconds: cooldownSeconds } };
}

async function releaseCooldown(db: D1Database, email: string) {
  await db.prepare("DELETE FROM rate_limits WHERE key = ?").bind(cooldownKey(email)).run();
}

export async function verifyOtp(
  db: D1Database,
  limits: Limits,
  input: { email: string; otp: string },
  now = Date.now(),
): Promise<Outcome> {
  const { email, otp } = input;
  if (!isWellFormedOtp(otp, limits.OTP_LENGTH)) {
    return { status: 400, body: { error: MSG.invalidOtpFormat(limits.OTP_LENGTH) } };
  }

  const cap = await hitRateLimit(
    db,
    verifyCapKey(email),
    limits.OTP_VERIFY_PER_HOUR,
    RATE_WINDOW_SECONDS.OTP_VERIFY_PER_HOUR,
    now,
  );
  if (!cap.allowed) {
    const n = cap.retryAfterSeconds;
    return { status: 429, body: { error: MSG.verifyCap(minutes(n)), retryAfterSeconds: n } };
  }

  const fail: Outcome = { status: 400, body: { error: MSG.wrongOrExpired } };
  const latest = await db
    .prepare(
      `SELECT id, code_hash FROM otp_codes
       WHERE email = ? AND purpose = ? AND consumed_at IS NULL AND expires_at > ?
       ORDER BY created_at DESC, rowid DESC LIMIT 1`,
    )
    .bind(email, OTP_PURPOSE, now)
    .first<{ id: string; code_hash: string }>();
  if (!latest) return fail;

  // Every try is counted before the comparison, atomically, so parallel guesses all count.
  const counted = await db
    .prepare(
      `UPDATE otp_codes SET attempts = attempts + 1
       WHERE id = ? AND attempts < ? AND consumed_at IS NULL AND expires_at > ?
       RETURNING attempts`,
    )
    .bind(latest.id, limits.OTP_MAX_ATTEMPTS, now)
    .first<{ attempts: number }>();
  if (!counted) return fail;

  const encoder = new TextEncoder();
  const matches = constantTimeEqual(encoder.encode(hashOtp(email, otp)), encoder.encode(latest.code_hash));
  if (!matches) return fail;

  // Single use even under races: only the request that flips consumed_at wins.
  const consumed = await db
    .prepare("UPDATE otp_codes SET consumed_at = ? WHERE id = ? AND consumed_at IS NULL AND expires_at > ?")
    .bind(now, latest.id, now)
    .run();
  if (consumed.meta.changes !== 1) return fail;
  return { status: 200, body: { ok: true } };
}
