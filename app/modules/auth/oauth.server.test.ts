import { describe, expect, it } from "vitest";
import { oauthProviderFromEnv, oauthRedirectURI, readOAuthCookies, usernameBase } from "./oauth.server";

describe("usernameBase", () => {
  it.each([
    ["Siti Nurhaliza", "siti@example.test", "Siti_Nurhaliza"],
    ["José Ñúñez-García", "j@example.test", "Jose_Nunez_Garcia"],
    ["  --Budi!!  ", "b@example.test", "Budi"],
    ["王小明", "xiao.ming+tag@example.test", "xiao_ming_tag"],
    [null, "raka@example.test", "raka"],
    ["😀", "😀@example.test", "pengguna"],
  ])("%s / %s → %s", (name, email, expected) => {
    expect(usernameBase(name, email)).toBe(expected);
  });

  it("leaves room for a numeric suffix within the 30-character limit", () => {
    const base = usernameBase("Muhammad Abdurrahman Wahyudi Pratama Kusuma", "m@example.test");
    expect(base.length).toBeLessThanOrEqual(24);
    expect(base).toMatch(/^[A-Za-z0-9_]+[A-Za-z0-9]$/);
  });
});

describe("provider registry", () => {
  it("offers a provider only when both its client id and secret are set", () => {
    const origin = "https://pasargame.test";
    expect(oauthProviderFromEnv({}, "google", origin)).toBeNull();
    expect(oauthProviderFromEnv({ GOOGLE_CLIENT_ID: "id" }, "google", origin)).toBeNull();
    expect(oauthProviderFromEnv({ FACEBOOK_CLIENT_SECRET: "s" }, "facebook", origin)).toBeNull();
    const google = oauthProviderFromEnv({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s" }, "google", origin);
    expect(google?.usesPkce).toBe(true);
    const facebook = oauthProviderFromEnv(
      { FACEBOOK_CLIENT_ID: "id", FACEBOOK_CLIENT_SECRET: "s" },
      "facebook",
      origin,
    );
    expect(facebook?.usesPkce).toBe(false);
  });

  it("builds authorization URLs with the callback as redirect URI, PKCE for Google, scopes for e-mail", () => {
    const origin = "https://pasargame.test";
    const google = oauthProviderFromEnv({ GOOGLE_CLIENT_ID: "gid", GOOGLE_CLIENT_SECRET: "s" }, "google", origin)!;
    const g = google.createAuthorizationURL("st", "verifier-verifier-verifier-verifier-verifier");
    expect(g.searchParams.get("redirect_uri")).toBe(oauthRedirectURI(origin, "google"));
    expect(g.searchParams.get("redirect_uri")).toBe("https://pasargame.test/auth/google/callback");
    expect(g.searchParams.get("state")).toBe("st");
    expect(g.searchParams.get("code_challenge_method")).toBe("S256");
    expect(g.searchParams.get("scope")).toBe("openid profile email");

    const facebook = oauthProviderFromEnv(
      { FACEBOOK_CLIENT_ID: "fid", FACEBOOK_CLIENT_SECRET: "s" },
      "facebook",
      origin,
    )!;
    const f = facebook.createAuthorizationURL("st", "unused");
    expect(f.searchParams.get("redirect_uri")).toBe("https://pasargame.test/auth/facebook/callback");
    expect(f.searchParams.get("scope")).toBe("email public_profile");
    expect(f.searchParams.has("code_challenge")).toBe(false);
  });
});

describe("readOAuthCookies", () => {
  it("reads the __Host- names over https and the plain names on http, ignoring mangled values", () => {
    const https = new Request("https://pasargame.test/auth/google/callback", {
      headers: { Cookie: "pg_oauth_state=plain; __Host-pg_oauth_state=google.abc; __Host-pg_oauth_redirect=%E0%A4%A" },
    });
    expect(readOAuthCookies(https)).toEqual({ state: "google.abc" });
    const http = new Request("http://localhost/auth/google/callback", {
      headers: { Cookie: "pg_oauth_state=plain; pg_oauth_redirect=%2Fgames" },
    });
    expect(readOAuthCookies(http)).toEqual({ state: "plain", redirect: "/games" });
  });
});
