import { env, SELF } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { beginOAuth, completeOAuth, type OAuthProfile, type OAuthProvider } from "~/modules/auth/oauth.server";
import { OAUTH_TEXTS } from "~/modules/auth/texts";
import type { OAuthProviderId } from "~/modules/auth/oauth-providers";
import { newId } from "~/utils/ids";
import { redirectResponse } from "~/utils/redirect.server";
import { readToast } from "~/utils/toast.server";
import { oauthAccounts, sessions, users } from "~/db/schema";
import { db, TEST_PASSWORD_HASH } from "./helpers";
import { client, ORIGIN } from "./http";

const SESSION_COOKIE = "__Host-pg_session";
const ctx = () => ({ db: db(), env });
const unique = () => crypto.randomUUID().slice(0, 8);

/** The toast a redirect carries, decoded the way the root loader reads it. */
function toastOf(res: Response) {
  const line = res.headers.getSetCookie().find((h) => h.startsWith("pg_toast="));
  if (!line) return null;
  return readToast(new Request(ORIGIN, { headers: { Cookie: line.split(";")[0]! } })).toast;
}

function cookiePairs(res: Response) {
  return new Map(
    res.headers.getSetCookie().map((line) => {
      const [pair] = line.split(";");
      const [name, ...value] = pair!.split("=");
      return [name!, value.join("=")] as const;
    }),
  );
}

// why: Google/Facebook are the outside world; no network here
function stubProvider(id: OAuthProviderId, outcome: OAuthProfile | Error) {
  const calls: { code: string; codeVerifier: string }[] = [];
  const provider: OAuthProvider = {
    id,
    name: id === "google" ? "Google" : "Facebook",
    usesPkce: id === "google",
    createAuthorizationURL(state, codeVerifier) {
      const url = new URL(`https://${id}.provider.test/authorize`);
      url.searchParams.set("state", state);
      if (id === "google") url.searchParams.set("code_verifier_seen", codeVerifier);
      return url;
    },
    async exchange(code, codeVerifier) {
      calls.push({ code, codeVerifier });
      if (outcome instanceof Error) throw outcome;
      return outcome;
    },
  };
  return { provider, calls };
}

/** Start at /auth/{provider}, then come back to the callback as the provider would send the browser. */
async function signIn(
  provider: OAuthProvider,
  options: { redirect?: string; tamper?: (params: URLSearchParams, cookies: Map<string, string>) => void } = {},
) {
  const startUrl = new URL(`${ORIGIN}/auth/${provider.id}`);
  if (options.redirect !== undefined) startUrl.searchParams.set("redirect", options.redirect);
  const start = redirectResponse(beginOAuth(new Request(startUrl), provider));
  const cookies = cookiePairs(start);
  const params = new URLSearchParams({
    code: "code-from-provider",
    state: new URL(start.headers.get("Location")!).searchParams.get("state")!,
  });
  options.tamper?.(params, cookies);
  const cookieHeader = [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const callback = new Request(`${ORIGIN}/auth/${provider.id}/callback?${params}`, {
    headers: { Cookie: cookieHeader },
  });
  const res = redirectResponse(await completeOAuth(ctx(), callback, provider));
  return { start, res };
}

function profile(overrides: Partial<OAuthProfile> = {}): OAuthProfile {
  return {
    providerUserId: `pid-${unique()}`,
    email: `oauth-${unique()}@example.test`,
    emailVerified: true,
    name: "Siti Nurhaliza",
    ...overrides,
  };
}

async function insertUser(values: Partial<typeof users.$inferInsert> = {}) {
  const now = Date.now();
  const row = {
    id: newId("usr"),
    email: `member-${unique()}@example.test`,
    username: `member_${unique()}`.replace(/-/g, "_"),
    role: "buyer" as const,
    passwordHash: TEST_PASSWORD_HASH,
    emailVerifiedAt: now,
    createdAt: now,
    updatedAt: now,
    ...values,
  };
  await db().insert(users).values(row);
  return row;
}

const usersWithEmail = (email: string) => db().$count(users, sql`lower(${users.email}) = ${email.toLowerCase()}`);
const linksOf = (userId: string) => db().select().from(oauthAccounts).where(eq(oauthAccounts.userId, userId));

function expectFailure(res: Response, providerName: string, description: string) {
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toMatch(/^\/login/);
  expect(toastOf(res)).toMatchObject({ type: "error", title: `Login dengan ${providerName} Gagal`, description });
  expect(cookiePairs(res).has(SESSION_COOKIE)).toBe(false);
}

describe("OAuth routes without provider credentials (the test environment has none)", () => {
  it.each([
    ["google", "Google"],
    ["facebook", "Facebook"],
  ])("/auth/%s goes back to /login with 'Login dengan %s Gagal'", async (id, name) => {
    const res = await SELF.fetch(`${ORIGIN}/auth/${id}`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login");
    expect(toastOf(res)).toMatchObject({
      type: "error",
      title: `Login dengan ${name} Gagal`,
      description: `Masuk dengan ${name} belum dikonfigurasi di server ini. Silakan masuk dengan email dan password.`,
    });
  });

  it("answers the callback of an unconfigured provider the same way, without a crash", async () => {
    const res = await SELF.fetch(`${ORIGIN}/auth/google/callback?code=x&state=y`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login");
    expect(toastOf(res)?.title).toBe("Login dengan Google Gagal");
  });

  it("shows the 404 page for an unknown provider", async () => {
    const res = await SELF.fetch(`${ORIGIN}/auth/twitter`, { redirect: "manual" });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Halaman Tidak Ditemukan");
    const callback = await SELF.fetch(`${ORIGIN}/auth/twitter/callback?code=x&state=y`, { redirect: "manual" });
    expect(callback.status).toBe(404);
  });

  it("still shows both sign-in links on the login page", async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/login`)).text();
    expect(html).toContain('href="/auth/google"');
    expect(html).toContain('href="/auth/facebook"');
  });
});

describe("starting a sign-in", () => {
  it("sends the browser to the provider with state and PKCE verifier in short-lived HttpOnly cookies", async () => {
    const { provider } = stubProvider("google", profile());
    const res = redirectResponse(beginOAuth(new Request(`${ORIGIN}/auth/google?redirect=/games/valorant`), provider));
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("Location")!);
    expect(location.origin).toBe("https://google.provider.test");

    const lines = res.headers.getSetCookie();
    const byName = (name: string) => lines.find((l) => l.startsWith(`${name}=`))!;
    for (const name of ["__Host-pg_oauth_state", "__Host-pg_oauth_verifier", "__Host-pg_oauth_redirect"]) {
      const line = byName(name);
      expect(line, name).toBeDefined();
      expect(line).toMatch(/; HttpOnly/);
      expect(line).toMatch(/; SameSite=Lax/);
      expect(line).toMatch(/; Secure/);
      expect(line).toMatch(/; Path=\//);
      expect(line).toMatch(/; Max-Age=600/);
    }
    const cookies = cookiePairs(res);
    expect(cookies.get("__Host-pg_oauth_state")).toBe(`google.${location.searchParams.get("state")}`);
    expect(decodeURIComponent(cookies.get("__Host-pg_oauth_verifier")!)).toBe(
      location.searchParams.get("code_verifier_seen"),
    );
    expect(decodeURIComponent(cookies.get("__Host-pg_oauth_redirect")!)).toBe("/games/valorant");
  });

  it("uses plain cookie names without Secure on http://localhost", () => {
    const { provider } = stubProvider("facebook", profile());
    const res = redirectResponse(beginOAuth(new Request("http://localhost:8787/auth/facebook"), provider));
    const lines = res.headers.getSetCookie();
    expect(lines.some((l) => l.startsWith("pg_oauth_state="))).toBe(true);
    expect(lines.some((l) => /Secure/.test(l))).toBe(false);
    // Facebook does no PKCE, so there is no verifier to keep.
    expect(lines.some((l) => l.startsWith("pg_oauth_verifier="))).toBe(false);
  });
});

describe("the callback", () => {
  it("creates a verified buyer with a linked provider account, signs them in and goes to the site root", async () => {
    const p = profile({ name: "Siti Nurhaliza" });
    const { provider, calls } = stubProvider("google", p);
    const { start, res } = await signIn(provider);

    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
    const user = await db().query.users.findFirst({ where: eq(users.email, p.email!) });
    expect(user).toMatchObject({
      username: "Siti_Nurhaliza",
      fullName: "Siti Nurhaliza",
      role: "buyer",
      passwordHash: null,
      status: "active",
      avatarUrl: "/avatars/Siti_Nurhaliza.svg",
    });
    expect(user!.id).toMatch(/^usr_[0-9a-f]{32}$/);
    expect(user!.emailVerifiedAt).toBeGreaterThan(Date.now() - 60_000);
    expect(await linksOf(user!.id)).toEqual([
      expect.objectContaining({ provider: "google", providerUserId: p.providerUserId }),
    ]);
    expect(toastOf(res)).toMatchObject({
      type: "success",
      title: "Login Berhasil",
      description: "Selamat datang kembali, Siti_Nurhaliza!",
    });

    // The code and the PKCE verifier from the start cookie reached the exchange.
    expect(calls).toEqual([
      {
        code: "code-from-provider",
        codeVerifier: decodeURIComponent(cookiePairs(start).get("__Host-pg_oauth_verifier")!),
      },
    ]);
    // The temporary cookies are cleared.
    for (const name of ["__Host-pg_oauth_state", "__Host-pg_oauth_verifier", "__Host-pg_oauth_redirect"]) {
      expect(res.headers.getSetCookie().find((l) => l.startsWith(`${name}=`))).toMatch(/Max-Age=0/);
    }

    // The session cookie is a real session: the account page opens.
    const token = cookiePairs(res).get(SESSION_COOKIE)!;
    expect(await db().$count(sessions, eq(sessions.userId, user!.id))).toBe(1);
    const browser = client();
    browser.jar.set(SESSION_COOKIE, token);
    const page = await browser.get("/my-account/profile");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Siti_Nurhaliza");
  });

  it("finds the same user on the next sign-in, even if the provider's e-mail changed", async () => {
    const p = profile({ name: "Budi Santoso" });
    const first = await signIn(stubProvider("facebook", p).provider);
    expect(first.res.headers.get("Location")).toBe("/");
    const user = await db().query.users.findFirst({ where: eq(users.email, p.email!) });

    const again = await signIn(stubProvider("facebook", { ...p, email: `baru-${unique()}@example.test` }).provider);
    expect(again.res.headers.get("Location")).toBe("/");
    expect(toastOf(again.res)?.description).toBe(`Selamat datang kembali, ${user!.username}!`);
    expect(await usersWithEmail(p.email!)).toBe(1);
    expect(await linksOf(user!.id)).toHaveLength(1);
    expect(await db().$count(sessions, eq(sessions.userId, user!.id))).toBe(2);
  });

  it("makes a taken username unique with a numeric suffix", async () => {
    const taken = await insertUser({ username: `Dewi_${unique()}` });
    const { res } = await signIn(stubProvider("google", profile({ name: taken.username })).provider);
    expect(toastOf(res)?.description).toBe(`Selamat datang kembali, ${taken.username}2!`);
  });

  it("derives the username from the e-mail when the name has no usable letters", async () => {
    const local = `raka.${unique()}`;
    const { res } = await signIn(
      stubProvider("google", profile({ name: "王小明", email: `${local}@example.test` })).provider,
    );
    expect(toastOf(res)?.description).toBe(`Selamat datang kembali, ${local.replace(".", "_")}!`);
  });

  it("links a provider account to the existing user with the same verified e-mail instead of duplicating", async () => {
    const existing = await insertUser();
    const { res } = await signIn(
      stubProvider("google", profile({ email: existing.email.toUpperCase(), name: "Orang Lain" })).provider,
    );
    expect(res.headers.get("Location")).toBe("/");
    expect(toastOf(res)?.description).toBe(`Selamat datang kembali, ${existing.username}!`);
    expect(await usersWithEmail(existing.email)).toBe(1);
    expect(await linksOf(existing.id)).toEqual([expect.objectContaining({ provider: "google" })]);
    const after = await db().query.users.findFirst({ where: eq(users.id, existing.id) });
    expect(after!.passwordHash).toBe(TEST_PASSWORD_HASH); // their password keeps working
  });

  it("on linking an account whose e-mail nobody had verified, drops the unproven password and sessions", async () => {
    const squatted = await insertUser({ emailVerifiedAt: null });
    await db()
      .insert(sessions)
      .values({
        id: `s_${unique()}`,
        userId: squatted.id,
        createdAt: Date.now(),
        lastActiveAt: Date.now(),
        expiresAt: Date.now() + 3_600_000,
      });
    const { res } = await signIn(stubProvider("google", profile({ email: squatted.email })).provider);
    expect(res.headers.get("Location")).toBe("/");
    const after = await db().query.users.findFirst({ where: eq(users.id, squatted.id) });
    expect(after!.passwordHash).toBeNull();
    expect(after!.emailVerifiedAt).not.toBeNull();
    expect(await db().$count(sessions, eq(sessions.userId, squatted.id))).toBe(1); // only the new one
  });

  it("does not link an e-mail the provider has not verified", async () => {
    const existing = await insertUser();
    const { res } = await signIn(
      stubProvider("facebook", profile({ email: existing.email, emailVerified: false })).provider,
    );
    expectFailure(res, "Facebook", OAUTH_TEXTS.unverifiedEmail("Facebook"));
    expect(await linksOf(existing.id)).toEqual([]);
    expect(await usersWithEmail(existing.email)).toBe(1);
  });

  it("refuses a provider account without an e-mail", async () => {
    const p = profile({ email: null, emailVerified: false });
    const { res } = await signIn(stubProvider("facebook", p).provider);
    expectFailure(res, "Facebook", OAUTH_TEXTS.noEmail("Facebook"));
    expect(await db().$count(oauthAccounts, eq(oauthAccounts.providerUserId, p.providerUserId))).toBe(0);
  });

  it("refuses a suspended user, linked or found by e-mail", async () => {
    const suspended = await insertUser({ status: "suspended" });
    const p = profile({ email: suspended.email });
    const byEmail = await signIn(stubProvider("google", p).provider);
    expectFailure(byEmail.res, "Google", OAUTH_TEXTS.suspended);

    const providerUserId = `linked-${unique()}`;
    await db().insert(oauthAccounts).values({ provider: "google", providerUserId, userId: suspended.id, createdAt: 0 });
    const linked = await signIn(stubProvider("google", profile({ providerUserId })).provider);
    expectFailure(linked.res, "Google", OAUTH_TEXTS.suspended);
  });

  it("refuses a state that does not match the cookie, and never calls the provider", async () => {
    const { provider, calls } = stubProvider("google", profile());
    const wrong = await signIn(provider, { tamper: (params) => params.set("state", "attacker-state") });
    expectFailure(wrong.res, "Google", OAUTH_TEXTS.badState);

    const noCookie = await signIn(provider, { tamper: (_, cookies) => cookies.delete("__Host-pg_oauth_state") });
    expectFailure(noCookie.res, "Google", OAUTH_TEXTS.badState);

    const noVerifier = await signIn(provider, {
      tamper: (_, cookies) => cookies.delete("__Host-pg_oauth_verifier"),
    });
    expectFailure(noVerifier.res, "Google", OAUTH_TEXTS.badState);
    expect(calls).toEqual([]);
  });

  it("refuses a state begun for another provider", async () => {
    const facebook = stubProvider("facebook", profile());
    const start = redirectResponse(beginOAuth(new Request(`${ORIGIN}/auth/facebook`), facebook.provider));
    const state = new URL(start.headers.get("Location")!).searchParams.get("state")!;
    const cookie = [...cookiePairs(start)].map(([k, v]) => `${k}=${v}`).join("; ");
    const google = stubProvider("google", profile());
    const callback = new Request(`${ORIGIN}/auth/google/callback?code=c&state=${state}`, {
      headers: { Cookie: cookie },
    });
    const res = redirectResponse(await completeOAuth(ctx(), callback, google.provider));
    expectFailure(res, "Google", OAUTH_TEXTS.badState);
    expect(google.calls).toEqual([]);
  });

  it("turns a provider error or a cancelled consent into the failure toast", async () => {
    const broken = await signIn(stubProvider("google", new Error("invalid_grant")).provider);
    expectFailure(broken.res, "Google", OAUTH_TEXTS.providerError("Google"));

    const { provider, calls } = stubProvider("facebook", profile());
    const cancelled = await signIn(provider, {
      tamper: (params) => {
        params.delete("code");
        params.set("error", "access_denied");
      },
    });
    expectFailure(cancelled.res, "Facebook", OAUTH_TEXTS.cancelled("Facebook"));
    expect(calls).toEqual([]);
  });

  it.each([
    "//evil.example/phish",
    "https://evil.example/",
    "/\\evil.example",
    "javascript:alert(1)",
    "/.//evil.example/x",
    "/..//evil.example",
    "/a/..//evil.example/phish",
    "/./\\evil.example",
  ])("ignores the open-redirect attempt %s and goes to the site root", async (target) => {
    const { start, res } = await signIn(stubProvider("google", profile()).provider, { redirect: target });
    expect(decodeURIComponent(cookiePairs(start).get("__Host-pg_oauth_redirect")!)).toBe("/");
    expect(res.headers.get("Location")).toBe("/");
  });

  it("does not trust a return-path cookie planted with dot segments (checked again at the callback)", async () => {
    for (const planted of ["/.//evil.example/x", "/a/..//evil.example/phish", "/./\\evil.example"]) {
      const { res } = await signIn(stubProvider("google", profile()).provider, {
        tamper: (_params, cookies) => cookies.set("__Host-pg_oauth_redirect", encodeURIComponent(planted)),
      });
      expect(res.status, planted).toBe(302);
      expect(res.headers.get("Location"), planted).toBe("/");
    }
  });

  it("returns to a same-site path given as `redirect`, also after a failure", async () => {
    const ok = await signIn(stubProvider("google", profile()).provider, { redirect: "/sell/create-listing" });
    expect(ok.res.headers.get("Location")).toBe("/sell/create-listing");

    const failed = await signIn(stubProvider("google", new Error("down")).provider, {
      redirect: "/sell/create-listing",
    });
    expect(failed.res.headers.get("Location")).toBe("/login?redirect=%2Fsell%2Fcreate-listing");
  });
});
