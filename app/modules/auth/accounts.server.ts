/**
 * Accounts: registration, login, e-mail verification, password reset, profile. Plain functions
 * taking `{ db, env }`; they return a result with the spec's message instead of throwing for
 * anything a user can cause.
 */
import { AppError } from "~/utils/app-error";
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { and, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { passwordResetTokens, users } from "~/db/schema";
import { dbErrorText } from "~/db/client.server";
import { hashPassword, verifyPassword } from "~/utils/password.server";
import { newId } from "~/utils/ids";
import { avatarUrlFor } from "~/utils/avatar";
import { checkLimits } from "~/modules/limits/check-limits.server";
import { limitsFrom } from "~/modules/limits/limits";
import { sendOtp, type MailerResult } from "./mailer.server";
import { invalidateUserSessions } from "./session.server";
import { AUTH_TEXTS } from "./texts";
import type { ProfileInput } from "./forms.server";
import { normalizeEmail, validateRegistration, type RegistrationInput } from "./validation";

type Ctx = Pick<AppLoadContext, "db" | "env">;
/** A form's answer: done, or refused with an AppError naming the field (the route answers it with `refuse`). */
type Result<T = object> = ({ ok: true } & T) | { ok: false; error: AppError };

const refused = (title: string, field: string | undefined, message: string) => ({
  ok: false as const,
  error: new AppError(title, message, 400, field),
});
const registerRefused = (field: string, message: string) => refused(AUTH_TEXTS.registerFailed, field, message);
const profileRefused = (field: string, message: string) => refused(AUTH_TEXTS.profileFailed, field, message);

const findByEmail = (ctx: Ctx, email: string) =>
  ctx.db.query.users.findFirst({ where: sql`lower(${users.email}) = ${normalizeEmail(email)}` });

const findByUsername = (ctx: Ctx, username: string) =>
  ctx.db.query.users.findFirst({ where: sql`lower(${users.username}) = ${username.trim().toLowerCase()}` });

export async function register(
  ctx: Ctx,
  input: RegistrationInput,
): Promise<Result<{ email: string; username: string; otpError?: string }>> {
  const invalid = validateRegistration(input);
  if (invalid) return registerRefused(invalid.field, invalid.message);
  const username = input.username.trim();
  const email = normalizeEmail(input.email);
  const role: "buyer" | "seller" = input.role === "seller" ? "seller" : "buyer"; // never admin from a form

  try {
    if (await findByUsername(ctx, username)) return registerRefused("username", AUTH_TEXTS.usernameTaken);
  } catch {
    return registerRefused("username", AUTH_TEXTS.usernameCheckFailed);
  }
  const existing = await findByEmail(ctx, email);
  // A guest buyer's address (issue 32) may be registered: the guest row becomes the account (its
  // orders with it) once the code proves the mailbox (markEmailVerified); until then it stays a guest.
  if (existing && existing.guestAt === null) return registerRefused("email", AUTH_TEXTS.emailTaken);

  const now = Date.now();
  const account = {
    email,
    username,
    phone: input.phone.trim() || null,
    role,
    passwordHash: await hashPassword(input.password),
    avatarUrl: avatarUrlFor(username),
    // The registration form's age statement is required (auth/forms.server.ts): stated now.
    ageStatementAt: now,
    updatedAt: now,
  };
  try {
    if (existing)
      await ctx.db
        .update(users)
        .set(account)
        .where(and(eq(users.id, existing.id), isNotNull(users.guestAt)));
    else await ctx.db.insert(users).values({ id: newId("usr"), ...account, createdAt: now });
  } catch (error) {
    // Lost a race with a parallel registration of the same name or address.
    const message = dbErrorText(error);
    if (message.includes("users_username_unique")) return registerRefused("username", AUTH_TEXTS.usernameTaken);
    if (message.includes("users_email_unique")) return registerRefused("email", AUTH_TEXTS.emailTaken);
    throw error;
  }

  const sent = await sendOtp(ctx.env, email);
  if (!sent.ok) {
    // The account exists; the user can ask for a new code from the verify page.
    return { ok: true, email, username, otpError: sent.error };
  }
  return { ok: true, email, username };
}

// A real scrypt hash of a random password: unknown e-mails cost the same time as wrong passwords.
let dummyHash: Promise<string> | null = null;

export type LoginFailure = "invalid" | "unverified" | "suspended";

export async function verifyCredentials(
  ctx: Ctx,
  email: string,
  password: string,
): Promise<{ ok: true; user: typeof users.$inferSelect } | { ok: false; reason: LoginFailure }> {
  const user = await findByEmail(ctx, email);
  if (!user?.passwordHash) {
    dummyHash ??= hashPassword(crypto.randomUUID());
    await verifyPassword(password, await dummyHash);
    return { ok: false, reason: "invalid" };
  }
  if (!(await verifyPassword(password, user.passwordHash))) return { ok: false, reason: "invalid" };
  if (user.status !== "active") return { ok: false, reason: "suspended" };
  if (!user.emailVerifiedAt && !user.isVerified) return { ok: false, reason: "unverified" };
  return { ok: true, user };
}

/**
 * Marks the address verified (after the mailer accepted its code) and returns the account to sign
 * in — the code proves the mailbox, as a password would — or null when the account may not sign in
 * (suspended) or is gone.
 */
export async function markEmailVerified(
  ctx: Ctx,
  email: string,
): Promise<{ id: string; username: string; role: string } | null> {
  await ctx.db
    .update(users)
    // A guest's row becomes an account here: the code proved the mailbox its orders were bought with.
    .set({ emailVerifiedAt: Date.now(), guestAt: null, updatedAt: Date.now() })
    .where(and(sql`lower(${users.email}) = ${normalizeEmail(email)}`, isNull(users.emailVerifiedAt)));
  const user = await findByEmail(ctx, email);
  if (!user || user.status !== "active" || user.emailVerifiedAt === null) return null;
  return { id: user.id, username: user.username, role: user.role };
}

/**
 * A new code on request ('Minta OTP Baru' on /login, 'Kirim Ulang OTP' on /verify-otp). Only an
 * active account that has not verified its address gets one, greeting no name (the account's was
 * chosen by whoever registered the address, maybe not its owner). Any other address gets the same
 * answer: the mailer counts its cooldown and hourly cap for it as for a send and mails nothing, so
 * the button tells nobody whether an address has an account. Capped per IP, then for everyone together — in that order,
 * so one IP over its cap does not use up everyone else's.
 */
export async function resendOtp(
  ctx: Ctx,
  email: string,
  ip: string,
): Promise<MailerResult<{ resendAfterSeconds: number }>> {
  const limited =
    (await checkLimits(ctx, [{ limit: "OTP_RESEND_PER_IP_PER_HOUR", key: `otp-resend:ip:${ip}` }])) ??
    (await checkLimits(ctx, [{ limit: "OTP_RESEND_PER_HOUR", key: "otp-resend:all" }]));
  if (limited) return { ok: false, status: 429, error: limited };

  const user = await findByEmail(ctx, email);
  const waiting = !!user && user.status === "active" && !user.emailVerifiedAt && !user.isVerified;
  return sendOtp(ctx.env, email, waiting);
}

export { findByEmail, findByUsername };

// ── Password reset ──────────────────────────────────────────────────────────

const hashToken = (token: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(token)));

/** A single-use reset token for the e-mail link; only its hash is stored. */
export async function createPasswordResetToken(ctx: Ctx, userId: string): Promise<string> {
  const token = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
  const now = Date.now();
  const ttl = limitsFrom(ctx.env).RESET_TOKEN_TTL_SECONDS * 1000;
  // A new link replaces older ones.
  await ctx.db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  await ctx.db
    .insert(passwordResetTokens)
    .values({ id: hashToken(token), userId, expiresAt: now + ttl, createdAt: now });
  return token;
}

export async function findValidResetToken(ctx: Ctx, token: string) {
  if (!token || token.length > 100) return null;
  return ctx.db.query.passwordResetTokens.findFirst({
    where: and(
      eq(passwordResetTokens.id, hashToken(token)),
      isNull(passwordResetTokens.usedAt),
      gt(passwordResetTokens.expiresAt, Date.now()),
    ),
  });
}

/** Sets the new password once per link, and signs the user out everywhere. */
export async function resetPassword(ctx: Ctx, token: string, newPassword: string): Promise<boolean> {
  const record = await findValidResetToken(ctx, token);
  if (!record) return false;
  const now = Date.now();
  const used = await ctx.db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.id, record.id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  if (used.length !== 1) return false; // a parallel request used it first
  await ctx.db
    .update(users)
    .set({
      passwordHash: await hashPassword(newPassword),
      updatedAt: now,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`,
      guestAt: null, // the link proved the mailbox: a guest's row is an account from now on
    })
    .where(eq(users.id, record.userId));
  await invalidateUserSessions(ctx.db, record.userId);
  return true;
}

// ── Profile ─────────────────────────────────────────────────────────────────

/** Saves a checked profile (forms.server.ts `profileSchema`); refused only when the username is taken. */
export async function updateProfile(ctx: Ctx, userId: string, input: ProfileInput): Promise<Result> {
  const { username, fullName, phone, avatarUrl } = input;
  const other = await findByUsername(ctx, username);
  if (other && other.id !== userId) return profileRefused("username", AUTH_TEXTS.usernameTaken);
  try {
    await ctx.db
      .update(users)
      .set({
        username,
        fullName: fullName || null,
        phone: phone || null,
        avatarUrl: avatarUrl || avatarUrlFor(username),
        updatedAt: Date.now(),
      })
      .where(eq(users.id, userId));
  } catch (error) {
    if (dbErrorText(error).includes("users_username_unique")) {
      return profileRefused("username", AUTH_TEXTS.usernameTaken);
    }
    throw error;
  }
  return { ok: true };
}

/**
 * Changes a signed-in user's password after checking the current one (an account made through a
 * provider has none to check); every session of the account ends (the caller starts a fresh one).
 */
export async function changePassword(
  ctx: Pick<Ctx, "db">,
  userId: string,
  current: string,
  password: string,
): Promise<{ ok: true } | { ok: false; reason: "current_wrong" }> {
  const row = await ctx.db.query.users.findFirst({ where: eq(users.id, userId) });
  if (row?.passwordHash && !(await verifyPassword(current, row.passwordHash)))
    return { ok: false, reason: "current_wrong" };
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: Date.now() })
    .where(eq(users.id, userId));
  await invalidateUserSessions(ctx.db, userId);
  return { ok: true };
}

export async function becomeSeller(ctx: Ctx, userId: string) {
  await ctx.db
    .update(users)
    .set({ role: "seller", updatedAt: Date.now() })
    .where(and(eq(users.id, userId), eq(users.role, "buyer")));
}
