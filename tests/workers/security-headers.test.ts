/** Every HTML document carries the security headers (CSP, HSTS, nosniff, referrer, framing), with a fresh nonce on every script. */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newListing, USERS } from "./fixtures";
import { client, login } from "./http";

function policy(res: Response) {
  const csp = res.headers.get("Content-Security-Policy") ?? "";
  return Object.fromEntries(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

async function expectSecureDocument(res: Response) {
  expect(res.headers.get("Content-Type")).toContain("text/html");
  const p = policy(res);
  expect(p["object-src"]).toEqual(["'none'"]);
  expect(p["base-uri"]).toEqual(["'none'"]);
  expect(p["frame-ancestors"]).toEqual(["'none'"]);
  const nonceSource = p["script-src"]?.find((v: string) => v.startsWith("'nonce-"));
  expect(nonceSource).toMatch(/^'nonce-[A-Za-z0-9+/=]{16,}'$/);
  expect(p["script-src"]).not.toContain("'unsafe-inline'");
  const hsts = res.headers.get("Strict-Transport-Security") ?? "";
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
  expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  // Every script in the document carries this response's nonce (JSON-LD blocks are data, never run).
  const nonce = nonceSource!.slice("'nonce-".length, -1);
  const html = await res.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !tag.includes('type="application/ld+json"'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  return nonce;
}

describe("security headers", () => {
  it("sends a CSP with a per-request nonce, HSTS, nosniff and a referrer policy on public pages", async () => {
    const first = await expectSecureDocument(await SELF.fetch("https://pasargame.test/"));
    const second = await expectSecureDocument(await SELF.fetch("https://pasargame.test/"));
    expect(first).not.toBe(second);
    await expectSecureDocument(await SELF.fetch("https://pasargame.test/games/mobile-legends"));
    await expectSecureDocument(await SELF.fetch("https://pasargame.test/search?q=akun"));
  });

  it("sends them on error pages and on pages for a logged-in user", async () => {
    await expectSecureDocument(await SELF.fetch("https://pasargame.test/tidak/ada"));
    const c = client();
    await login(c, "pembeli@pasargame.test");
    await expectSecureDocument(await c.get("/my-account/orders"));
  });
});

describe("every cookie the app sets follows one flags policy", () => {
  /** Cookies that the browser's own script reads (document.cookie): the only ones without HttpOnly. */
  const SCRIPT_READ = new Set(["pg_cart_ordered"]);

  function expectPolicy(res: Response, where: string, https = true) {
    const lines = res.headers.getSetCookie();
    for (const line of lines) {
      const [pair, ...attrs] = line.split(";").map((s) => s.trim());
      const name = pair!.split("=")[0]!;
      const flags = attrs.map((a) => a.toLowerCase());
      expect(flags, `${where}: ${name}`).toContain("samesite=lax");
      expect(flags, `${where}: ${name}`).toContain("path=/");
      expect(flags.includes("secure"), `${where}: ${name} Secure`).toBe(https);
      expect(flags.includes("httponly"), `${where}: ${name} HttpOnly`).toBe(!SCRIPT_READ.has(name));
    }
    return lines.map((l) => l.split("=")[0]!);
  }

  it("over https: Secure and SameSite=Lax on every Set-Cookie (session, toast, D1 bookmark, cart, logout)", async () => {
    const seen = new Set<string>();
    const note = (names: string[]) => names.forEach((n) => seen.add(n));

    // A toast on a redirect (anonymous visitor to a private page), and the root clearing it.
    const anon = client();
    note(expectPolicy(await anon.get("/my-account/wallet"), "login redirect"));
    note(expectPolicy(await anon.get("/login"), "toast cleared"));

    // Login: the session, its toast and the D1 bookmark of the write.
    const c = client();
    note(expectPolicy(await login(c, "pembeli@pasargame.test", "demo12345", "10.88.0.1"), "login"));

    // A checkout: the cart lines the browser's script drops afterwards.
    const listing = await newListing(USERS.otherSeller.id, "Akun uji kuki", 1_000);
    const lines = JSON.stringify([{ listingId: listing.id, quantity: 1, expectedPrice: 1_000, userInputData: {} }]);
    const review = await c.post("/checkout", { intent: "review", lines });
    const key = /name="idempotencyKey" value="([0-9a-f-]{36})"/.exec(await review.text())?.[1];
    expect(key, "checkout review key").toBeTruthy();
    const confirm = await c.post("/checkout", { intent: "confirm", idempotencyKey: key!, lines });
    expect(confirm.status).toBe(302);
    note(expectPolicy(confirm, "checkout"));

    // Logout clears the session with the same flags.
    note(expectPolicy(await c.post("/logout", {}), "logout"));

    for (const name of ["__Host-pg_session", "pg_toast", "pg_d1", "pg_cart_ordered"]) {
      expect(seen, name).toContain(name);
    }
  });

  it("over plain http (local development) no cookie is marked Secure, or the browser would drop it", async () => {
    const res = await SELF.fetch("http://localhost/my-account/wallet", { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(expectPolicy(res, "http login redirect", false)).toContain("pg_toast");
  });
});
