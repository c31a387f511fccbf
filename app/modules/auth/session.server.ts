/**
 * Sessions after Lucia's current guide (lucia-auth.com, "Basic session implementation"):
 * - the token is `<id>.<secret>`, each part 120 bits of randomness in base32;
 * - only SHA-256(secret) is stored; the stored hash is compared in constant time;
 * - a sliding inactivity timeout and an absolute lifetime (modules/limits/limits.ts);
 * - a new session at every login; revoked on logout and (all of a user's) on password change.
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { decodeHex, encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { sessions, users } from "~/db/schema";
import { readCookie, serializeCookie } from "~/utils/cookies.server";
import type { Limits } from "~/modules/limits/limits";

export interface SessionUser {
  id: string;
  email: string;
  username: string;
  fullName: string | null;
  avatarUrl: string | null;
  phone: string | null;
  role: "buyer" | "seller" | "admin";
  isVerified: boolean;
  status: "active" | "suspended";
  emailVerifiedAt: number | null;
  createdAt: number;
}

export interface Session {
  id: string;
  userId: string;
  createdAt: number;
  lastActiveAt: number;
  expiresAt: number;
}

function randomSecret(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(15)));
}

function hashSecret(secret: string): Uint8Array {
  return sha256(new TextEncoder().encode(secret));
}

type SessionLimits = Pick<Limits, "SESSION_IDLE_TIMEOUT_SECONDS" | "SESSION_ABSOLUTE_LIFETIME_SECONDS">;

function expiryFor(createdAt: number, now: number, limits: SessionLimits) {
  return Math.min(
    now + limits.SESSION_IDLE_TIMEOUT_SECONDS * 1000,
    createdAt + limits.SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000,
  );
}

/** Creates a session and returns the token for the cookie (never stored). */
export async function createSession(
  db: Db,
  userId: string,
  limits: SessionLimits,
  now = Date.now(),
): Promise<{ token: string; session: Session }> {
  const id = randomSecret();
  const secret = randomSecret();
  const session: Session = { id, userId, createdAt: now, lastActiveAt: now, expiresAt: expiryFor(now, now, limits) };
  await db.insert(sessions).values({ ...session, secretHash: encodeHexLowerCase(hashSecret(secret)) });
  return { token: `${id}.${secret}`, session };
}

/**
 * The session id part of a well-formed cookie token (`<id>.<secret>`), or null. Lets a query keyed
 * by the session run beside its validation; what it reads counts only once the token is valid.
 */
export function sessionIdOf(token: string | null): string | null {
  if (!token) return null;
  const [id, secret, extra] = token.split(".");
  if (!id || !secret || extra !== undefined || id.length > 64 || secret.length > 64) return null;
  return id;
}

/**
 * The session and its user for a cookie token, or null when the token is unknown, wrong, expired
 * (idle or absolute) or the user is suspended. Slides the inactivity timeout at most once a minute.
 */
export async function validateSessionToken(
  db: Db,
  token: string,
  limits: SessionLimits,
  now = Date.now(),
): Promise<{ session: Session; user: SessionUser } | null> {
  const [id, secret, extra] = token.split(".");
  if (!id || !secret || extra !== undefined || id.length > 64 || secret.length > 64) return null;

  const row = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .get();
  if (!row) return null;
  if (!row.session.secretHash || !constantTimeEqual(hashSecret(secret), decodeHex(row.session.secretHash))) return null;
  if (now >= row.session.expiresAt || row.user.status !== "active") {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }

  const session: Session = {
    id: row.session.id,
    userId: row.session.userId,
    createdAt: row.session.createdAt,
    lastActiveAt: row.session.lastActiveAt,
    expiresAt: row.session.expiresAt,
  };
  if (now - session.lastActiveAt >= 60_000) {
    session.lastActiveAt = now;
    session.expiresAt = expiryFor(session.createdAt, now, limits);
    await db
      .update(sessions)
      .set({ lastActiveAt: session.lastActiveAt, expiresAt: session.expiresAt })
      .where(eq(sessions.id, id));
  }
  const u = row.user;
  return {
    session,
    user: {
      id: u.id,
      email: u.email,
      username: u.username,
      fullName: u.fullName,
      avatarUrl: u.avatarUrl,
      phone: u.phone,
      role: u.role,
      isVerified: u.isVerified,
      status: u.status,
      emailVerifiedAt: u.emailVerifiedAt,
      createdAt: u.createdAt,
    },
  };
}

/**
 * Whether a session validated earlier still stands: its row exists (logout, a password change and
 * suspension delete it), belongs to `userId`, has not expired and its user is active. For a
 * long-lived connection (the order chat's WebSocket) that holds the session's id, never its token.
 */
/**
 * Which of these sessions are live: the row exists for that user, has not expired, and the user is
 * not suspended (logout, password change and suspension delete or end them). One read for all of
 * them — a chat room asks on every message for its sender and every listener.
 */
export async function liveSessionIds(
  db: Db,
  wanted: readonly { sessionId: string; userId: string }[],
  now = Date.now(),
): Promise<Set<string>> {
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt, status: users.status })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(inArray(sessions.id, [...new Set(wanted.map((w) => w.sessionId))]));
  const owner = new Map(wanted.map((w) => [w.sessionId, w.userId]));
  return new Set(
    rows.filter((r) => owner.get(r.id) === r.userId && now < r.expiresAt && r.status === "active").map((r) => r.id),
  );
}

export async function invalidateSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Every session of the user (password change, suspension). */
export async function invalidateUserSessions(db: Db, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

// ── Cookie ──────────────────────────────────────────────────────────────────

/** `__Host-` and Secure over HTTPS (production); a plain name on http://localhost. */
export function sessionCookieName(request: Request) {
  return new URL(request.url).protocol === "https:" ? "__Host-pg_session" : "pg_session";
}

export function readSessionToken(request: Request): string | null {
  return readCookie(request, sessionCookieName(request));
}

export function sessionCookie(request: Request, token: string, expiresAt: number): string {
  return serializeCookie(sessionCookieName(request), encodeURIComponent(token), { expires: expiresAt }, request);
}

export function clearSessionCookie(request: Request): string {
  return serializeCookie(sessionCookieName(request), "", { maxAge: 0 }, request);
}
