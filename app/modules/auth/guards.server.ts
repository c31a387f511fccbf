/**
 * Who is asking, and may they? Guards throw the answers of ~/utils/guard-responses.server
 * (to /login, or 403) so routes stay linear. Authorisation lives here, never in components.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { limitsFrom } from "~/modules/limits/limits";
import {
  clearSessionCookie,
  createSession,
  readSessionToken,
  sessionCookie,
  validateSessionToken,
  type Session,
  type SessionUser,
} from "~/modules/auth/session.server";
import { forbidden, loginRedirect } from "~/utils/guard-responses.server";
import { noteRequestUser } from "~/utils/request-log.server";

export type Ctx = Pick<AppLoadContext, "db" | "env">;

type Auth = { session: Session; user: SessionUser } | null;
const cache = new WeakMap<object, Map<string, Promise<Auth>>>();

/**
 * The signed-in user and session for this request (validated once per request), or null.
 *
 * Remix hands every loader its own copy of the Request, but one load context per request: a GET's
 * root and route loaders share one lookup through the context. Requests that may write (actions)
 * keep one per Request object, so loaders that run after an action (a logout, a password change)
 * look again. The token is part of the key, so a context reused with another cookie never answers
 * for the wrong session.
 */
export function getAuth(request: Request, context: Ctx): Promise<Auth> {
  const token = readSessionToken(request);
  if (!token) return Promise.resolve(null);
  const owner: object = request.method === "GET" || request.method === "HEAD" ? context : request;
  let byToken = cache.get(owner);
  if (!byToken) cache.set(owner, (byToken = new Map()));
  let pending = byToken.get(token);
  if (!pending) {
    pending = validateSessionToken(context.db, token, limitsFrom(context.env));
    byToken.set(token, pending);
  }
  return pending;
}

export async function getUser(request: Request, context: Ctx): Promise<SessionUser | null> {
  const user = (await getAuth(request, context))?.user ?? null;
  if (user) noteRequestUser(user.id); // the request's log line names who asked
  return user;
}

const REDIRECT_BASE = "https://pasargame.invalid";

/**
 * A same-site path to return to after login, or `fallback`. The RESULT is checked, not the input:
 * the value is resolved against a dummy origin (as the browser will resolve the Location), and only
 * a result on that origin whose path starts with a single "/" is returned — dot segments
 * ("/.//evil.example", "/a/..//evil.example") and backslashes ("/./\\evil.example") can turn an
 * innocent-looking input into "//evil.example" once resolved.
 */
export function safeRedirectPath(value: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof value !== "string") return fallback;
  const path = value.trim();
  // The URL parser silently drops tabs and newlines ("/\t/evil.example" is "//evil.example").
  if (!path.startsWith("/") || /[\r\n\t]/.test(path)) return fallback;
  let url: URL;
  try {
    url = new URL(path, REDIRECT_BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== REDIRECT_BASE) return fallback;
  const result = `${url.pathname}${url.search}${url.hash}`;
  // "//host" and "/\\host" are protocol-relative to a browser, whatever the dummy origin said.
  if (!result.startsWith("/") || result.startsWith("//") || result.startsWith("/\\")) return fallback;
  return result;
}

/** The signed-in user; anonymous visitors go to /login?redirect=… with 'Login Diperlukan'. */
export async function requireUser(request: Request, context: Ctx, description?: string): Promise<SessionUser> {
  const user = await getUser(request, context);
  if (!user) throw loginRedirect(request, description);
  return user;
}

export async function requireRole(
  request: Request,
  context: Ctx,
  roles: SessionUser["role"][],
  message?: string,
): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (!roles.includes(user.role)) throw forbidden(message);
  return user;
}

/** Starts a fresh session (a new token at every login) and returns its Set-Cookie header. */
export async function startSession(request: Request, context: Ctx, userId: string) {
  const { token, session } = await createSession(context.db, userId, limitsFrom(context.env));
  return sessionCookie(request, token, session.expiresAt);
}

export { clearSessionCookie };
// Routes and the order room throw it beside the guards (made in utils: modules make no responses).
export { forbidden };
