/** Every HTML document carries the security headers of issue 9, with a fresh nonce on every script. */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
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
  // Every script in the document carries this response's nonce.
  const nonce = nonceSource!.slice("'nonce-".length, -1);
  const html = await res.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
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
