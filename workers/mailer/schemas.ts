/** Request bodies of the mailer's JSON contract (zod 4). */
import { z } from "zod";

export const FALLBACK_USERNAME = "Pengguna";

const email = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** Optional display name: blank or missing becomes 'Pengguna'. */
const username = z
  .string()
  .nullish()
  .transform((v) => v?.trim().slice(0, 64) || FALLBACK_USERNAME);

/**
 * `deliver: false` (the app's answer for an address that gets no code): the cooldown and hourly cap
 * are counted as for a real send, but no code is stored and nothing is mailed, so the caller's
 * answer is the same whether or not a mail went out. No name: the address is not proved yet, so the
 * mail carries no text a requester chose (a `username` sent anyway is dropped).
 */
export const sendOtpBody = z.object({ email, deliver: z.boolean().default(true) });

/** The OTP's format is checked by verifyOtp (its own message), so any string passes here. */
export const verifyOtpBody = z.object({ email, otp: z.string().trim().max(64) });

/** An absolute http(s) URL to /update-password carrying a `token` query parameter. */
export function isResetUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === "https:" || url.protocol === "http:") &&
    url.pathname === "/update-password" &&
    !!url.searchParams.get("token")
  );
}

export const passwordResetBody = z.object({
  email,
  username,
  resetUrl: z.string().trim().max(2048).refine(isResetUrl),
});

export const outboxQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  to: z.string().trim().toLowerCase().max(254).optional(),
});

/**
 * A notification mailed (app/modules/notifications/email-channel.server.ts): its words as the app
 * wrote them, what kind it is, the absolute link to its page and the kind's unsubscribe link.
 */
export const notificationMailBody = z.object({
  email,
  username,
  kindLabel: z.string().trim().min(1).max(80),
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().max(2000),
  url: z.string().trim().max(2048).pipe(z.url()),
  /** Absent for an answer to what the person sent us (a complaint ticket): nothing to unsubscribe from. */
  unsubscribeUrl: z.string().trim().max(2048).pipe(z.url()).optional(),
});
