/**
 * OAuth sign-in ("Masuk dengan Google" / "Masuk dengan Facebook", spec section 7) with arctic:
 * Google by code + PKCE (e-mail and name from the ID token, received straight from Google over
 * TLS, which OpenID Connect lets us decode without re-verifying), Facebook by code + state and the
 * Graph API `/me`. Only the network calls sit behind `OAuthProvider`, so tests stub the outside
 * world and run the real state check, account lookup, linking, creation and session. Each step
 * returns where the browser goes next (a `Redirect`); the routes answer with it.
 */
import { decodeIdToken, Facebook, generateCodeVerifier, generateState, Google } from "arctic";
import { constantTimeEqual } from "~/utils/constant-time";
import { and, eq } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { atomic, dbErrorText } from "~/db/client.server";
import { readCookie, serializeCookie } from "~/utils/cookies.server";
import type { Env } from "~/env.server";
import { safeRedirectPath, startSession } from "~/modules/auth/guards.server";
import { avatarUrlFor } from "~/utils/avatar";
import { newId } from "~/utils/ids";
import type { Redirect } from "~/utils/redirect.server";
import { oauthAccounts, users } from "~/db/schema";
import { findByEmail, findByUsername } from "./accounts.server";
import { OAUTH_PROVIDERS, type OAuthProviderId } from "./oauth-providers";
import { invalidateUserSessions } from "./session.server";
import { OAUTH_TEXTS } from "./texts";
import { normalizeEmail, USERNAME_MAX_LENGTH, validateEmail, validateUsername } from "./validation";

type Ctx = Pick<AppLoadContext, "db" | "env">;
type User = typeof users.$inferSelect;

/** What PasarGame needs to know from a provider after the code exchange. */
export interface OAuthProfile {
  providerUserId: string;
  email: string | null;
  /** True only when the provider vouches that the address belongs to this person. */
  emailVerified: boolean;
  name: string | null;
}

/** The provider's side of the flow: the only part that talks to the outside world. */
export interface OAuthProvider {
  id: OAuthProviderId;
  /** Display name for the spec's 'Login dengan {provider} Gagal'. */
  name: string;
  /** Whether `exchange` needs the PKCE code verifier (Google yes, Facebook no). */
  usesPkce: boolean;
  createAuthorizationURL(state: string, codeVerifier: string): URL;
  exchange(code: string, codeVerifier: string): Promise<OAuthProfile>;
}

type OAuthEnv = Pick<
  Env,
  "GOOGLE_CLIENT_ID" | "GOOGLE_CLIENT_SECRET" | "FACEBOOK_CLIENT_ID" | "FACEBOOK_CLIENT_SECRET"
>;

export function isOAuthProviderId(value: unknown): value is OAuthProviderId {
  return OAUTH_PROVIDERS.some((p) => p.id === value);
}

export function providerName(id: OAuthProviderId): string {
  return OAUTH_PROVIDERS.find((p) => p.id === id)!.name;
}

export function oauthRedirectURI(origin: string, id: OAuthProviderId): string {
  return `${origin}/auth/${id}/callback`;
}

// ── Providers ───────────────────────────────────────────────────────────────

const googleClaims = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.enum(["true", "false"])]).optional(),
  name: z.string().optional(),
});

function googleProvider(clientId: string, clientSecret: string, redirectURI: string): OAuthProvider {
  const google = new Google(clientId, clientSecret, redirectURI);
  return {
    id: "google",
    name: "Google",
    usesPkce: true,
    createAuthorizationURL: (state, codeVerifier) =>
      google.createAuthorizationURL(state, codeVerifier, ["openid", "profile", "email"]),
    async exchange(code, codeVerifier) {
      const tokens = await google.validateAuthorizationCode(code, codeVerifier);
      const claims = googleClaims.parse(decodeIdToken(tokens.idToken()));
      return {
        providerUserId: claims.sub,
        email: claims.email ?? null,
        emailVerified: claims.email_verified === true || claims.email_verified === "true",
        name: claims.name ?? null,
      };
    },
  };
}

const facebookMe = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  email: z.string().optional(),
});

function facebookProvider(clientId: string, clientSecret: string, redirectURI: string): OAuthProvider {
  const facebook = new Facebook(clientId, clientSecret, redirectURI);
  return {
    id: "facebook",
    name: "Facebook",
    usesPkce: false,
    createAuthorizationURL: (state) => facebook.createAuthorizationURL(state, ["email", "public_profile"]),
    async exchange(code) {
      const tokens = await facebook.validateAuthorizationCode(code);
      const res = await fetch("https://graph.facebook.com/me?fields=id,name,email", {
        headers: { Authorization: `Bearer ${tokens.accessToken()}`, Accept: "application/json" },
      });
      if (!res.ok) throw new Error(`Facebook /me answered ${res.status}`);
      const me = facebookMe.parse(await res.json());
      return {
        providerUserId: me.id,
        email: me.email ?? null,
        // The Graph API has no verification flag: it returns `email` only when the address is a
        // confirmed one ("not returned if no valid email address is available"), so presence is it.
        emailVerified: Boolean(me.email),
        name: me.name ?? null,
      };
    },
  };
}

/** The provider for `id`, or null when its client id or secret is not configured. */
export function oauthProviderFromEnv(env: OAuthEnv, id: OAuthProviderId, origin: string): OAuthProvider | null {
  const redirectURI = oauthRedirectURI(origin, id);
  if (id === "google") {
    const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: secret } = env;
    return clientId && secret ? googleProvider(clientId, secret, redirectURI) : null;
  }
  const { FACEBOOK_CLIENT_ID: clientId, FACEBOOK_CLIENT_SECRET: secret } = env;
  return clientId && secret ? facebookProvider(clientId, secret, redirectURI) : null;
}

// ── Temporary cookies (state, code verifier, return path) ───────────────────

const COOKIE_MAX_AGE_SECONDS = 600;
const COOKIES = { state: "pg_oauth_state", verifier: "pg_oauth_verifier", redirect: "pg_oauth_redirect" } as const;
type CookieKey = keyof typeof COOKIES;

function isHttps(request: Request) {
  return new URL(request.url).protocol === "https:";
}

/** `__Host-` and Secure over HTTPS (as the session cookie); a plain name on http://localhost. */
function cookieName(request: Request, key: CookieKey) {
  return isHttps(request) ? `__Host-${COOKIES[key]}` : COOKIES[key];
}

function cookie(request: Request, key: CookieKey, value: string, maxAge: number) {
  return serializeCookie(cookieName(request, key), encodeURIComponent(value), { maxAge }, request);
}

export function readOAuthCookies(request: Request): Partial<Record<CookieKey, string>> {
  const out: Partial<Record<CookieKey, string>> = {};
  // A missing or mangled value counts as missing.
  for (const key of Object.keys(COOKIES) as CookieKey[]) {
    const value = readCookie(request, cookieName(request, key));
    if (value !== null) out[key] = value;
  }
  return out;
}

function clearOAuthCookies(request: Request): string[] {
  return (Object.keys(COOKIES) as CookieKey[]).map((k) => cookie(request, k, "", 0));
}

// ── Start: /auth/{provider} ─────────────────────────────────────────────────

/** To the provider, with state, verifier and the safe return path in short-lived cookies. */
export function beginOAuth(request: Request, provider: OAuthProvider): Redirect {
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = provider.createAuthorizationURL(state, codeVerifier);
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirect"));
  // The state names its provider, so a state begun for one provider is useless at another's callback.
  const cookies = [cookie(request, "state", `${provider.id}.${state}`, COOKIE_MAX_AGE_SECONDS)];
  if (provider.usesPkce) cookies.push(cookie(request, "verifier", codeVerifier, COOKIE_MAX_AGE_SECONDS));
  cookies.push(cookie(request, "redirect", redirectTo, COOKIE_MAX_AGE_SECONDS));
  return { to: url.toString(), cookies };
}

/** Back to /login with 'Login dengan {provider} Gagal' when the provider has no credentials here. */
export function oauthNotConfigured(id: OAuthProviderId): Redirect {
  const name = providerName(id);
  return {
    to: "/login",
    toast: {
      type: "error",
      title: `Login dengan ${name} Gagal`,
      description: `Masuk dengan ${name} belum dikonfigurasi di server ini. Silakan masuk dengan email dan password.`,
    },
  };
}

// ── Finish: /auth/{provider}/callback ───────────────────────────────────────

/**
 * Handles the provider's redirect back: checks state, exchanges the code, finds, links or creates
 * the user, starts a session and goes to the saved return path (default the site root, spec
 * section 7). Every failure goes to /login with 'Login dengan {provider} Gagal'. The temporary
 * cookies are cleared either way.
 */
export async function completeOAuth(ctx: Ctx, request: Request, provider: OAuthProvider): Promise<Redirect> {
  const url = new URL(request.url);
  const saved = readOAuthCookies(request);
  const redirectTo = safeRedirectPath(saved.redirect);
  const clear = clearOAuthCookies(request);
  const fail = (description: string): Redirect => ({
    to: redirectTo === "/" ? "/login" : `/login?redirect=${encodeURIComponent(redirectTo)}`,
    toast: { type: "error", title: `Login dengan ${provider.name} Gagal`, description },
    cookies: clear,
  });

  // The person pressed "cancel" (error=access_denied) or the provider refused.
  if (url.searchParams.has("error")) return fail(OAUTH_TEXTS.cancelled(provider.name));

  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state");
  if (!code || !state || !saved.state || !constantTimeEqual(saved.state, `${provider.id}.${state}`)) {
    return fail(OAUTH_TEXTS.badState);
  }
  if (provider.usesPkce && !saved.verifier) return fail(OAUTH_TEXTS.badState);

  let profile: OAuthProfile;
  try {
    profile = await provider.exchange(code, saved.verifier ?? "");
  } catch (error) {
    console.warn(`oauth: ${provider.id} code exchange failed`, error);
    return fail(OAUTH_TEXTS.providerError(provider.name));
  }

  const result = await signInWithOAuthProfile(ctx, provider, profile);
  if (!result.ok) return fail(result.message);

  const session = await startSession(request, ctx, result.user.id);
  return {
    to: redirectTo,
    toast: {
      type: "success",
      title: "Login Berhasil",
      description: `Selamat datang kembali, ${result.user.username}!`,
    },
    cookies: [...clear, session],
  };
}

type SignInResult = { ok: true; user: User; created: boolean } | { ok: false; message: string };

/**
 * The account for a provider profile:
 * 1. the user already linked to (provider, provider user id);
 * 2. else the user with the same e-mail, linked now — only when the provider vouches for the e-mail;
 * 3. else a new buyer with a username made from the name or e-mail.
 * Suspended accounts are refused.
 */
export async function signInWithOAuthProfile(
  ctx: Ctx,
  provider: Pick<OAuthProvider, "id" | "name">,
  profile: OAuthProfile,
  attempt = 0,
): Promise<SignInResult> {
  const linked = await findLinkedUser(ctx, provider.id, profile.providerUserId);
  if (linked) return linked.status === "active" ? { ok: true, user: linked, created: false } : suspended();

  const email = normalizeEmail(profile.email ?? "");
  if (!email || validateEmail(email)) return { ok: false, message: OAUTH_TEXTS.noEmail(provider.name) };
  // An unverified address proves nothing: it may be someone else's, so it neither links nor creates.
  if (!profile.emailVerified) return { ok: false, message: OAUTH_TEXTS.unverifiedEmail(provider.name) };

  const now = Date.now();
  const existing = await findByEmail(ctx, email);
  if (existing) {
    if (existing.status !== "active") return suspended();
    await ctx.db
      .insert(oauthAccounts)
      .values({ provider: provider.id, providerUserId: profile.providerUserId, userId: existing.id, createdAt: now })
      .onConflictDoNothing();
    if (!existing.emailVerifiedAt) {
      // Nobody had proven this address until now. Whoever registered it may not own it (account
      // pre-hijacking), so the password they set goes, as do their sessions; the owner can set a
      // password again through 'Lupa password'.
      await ctx.db
        .update(users)
        .set({ emailVerifiedAt: now, passwordHash: null, guestAt: null, updatedAt: now })
        .where(eq(users.id, existing.id));
      await invalidateUserSessions(ctx.db, existing.id);
    }
    // Re-read through the link: a parallel callback may have linked this provider account first.
    const user = await findLinkedUser(ctx, provider.id, profile.providerUserId);
    if (!user) throw new Error("oauth: link vanished");
    return user.status === "active" ? { ok: true, user, created: false } : suspended();
  }

  const username = await uniqueUsername(ctx, usernameBase(profile.name, email));
  const id = newId("usr");
  try {
    await atomic(ctx.db, [
      ctx.db.insert(users).values({
        id,
        email,
        username,
        fullName: profile.name?.trim().slice(0, 100) || null,
        role: "buyer",
        passwordHash: null,
        emailVerifiedAt: now, // the provider verified it
        avatarUrl: avatarUrlFor(username),
        createdAt: now,
        updatedAt: now,
      }),
      ctx.db
        .insert(oauthAccounts)
        .values({ provider: provider.id, providerUserId: profile.providerUserId, userId: id, createdAt: now }),
    ]);
  } catch (error) {
    // Lost a race (same username, same e-mail or same provider account created in parallel):
    // start over, which now finds what the other request created.
    if (attempt < 3 && /UNIQUE constraint failed/i.test(dbErrorText(error))) {
      return signInWithOAuthProfile(ctx, provider, profile, attempt + 1);
    }
    throw error;
  }
  const user = await ctx.db.query.users.findFirst({ where: eq(users.id, id) });
  return { ok: true, user: user!, created: true };
}

function suspended(): SignInResult {
  return { ok: false, message: OAUTH_TEXTS.suspended };
}

async function findLinkedUser(ctx: Ctx, provider: string, providerUserId: string): Promise<User | undefined> {
  const row = await ctx.db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, providerUserId)))
    .get();
  return row?.user;
}

// ── Usernames ───────────────────────────────────────────────────────────────

/** Room left for a numeric suffix within the username limit. */
const SUFFIX_ROOM = 6;

function sanitizeUsername(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "") // "José" → "Jose"
    .replace(/[^A-Za-z0-9_]+/g, "_")
    .replace(/_+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, USERNAME_MAX_LENGTH - SUFFIX_ROOM)
    .replace(/_+$/g, "");
}

/** A username from the provider's name, else the e-mail's local part, else 'pengguna'. */
export function usernameBase(name: string | null | undefined, email: string): string {
  return sanitizeUsername(name ?? "") || sanitizeUsername(email.split("@")[0] ?? "") || "pengguna";
}

/** `base`, else `base2`, `base3`, … (case-insensitive, as the unique index), else a random suffix. */
async function uniqueUsername(ctx: Ctx, base: string): Promise<string> {
  for (let n = 1; n <= 20; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (!validateUsername(candidate) && !(await findByUsername(ctx, candidate))) return candidate;
  }
  for (;;) {
    const suffix = crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000;
    const candidate = `${base}${suffix}`;
    if (!(await findByUsername(ctx, candidate))) return candidate;
  }
}
