/**
 * Account mail through the web worker: who may read the development outbox, where links in mail
 * point, and what a deployment without a mail transport answers.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { users } from "../../drizzle/schema";
import { newId } from "~/utils/ids";
import { db, TEST_PASSWORD_HASH } from "./helpers";
import { ORIGIN } from "./http";
import { fetchWith } from "./worker-with";

let seq = 0;
/** A distinct client IP per test, so per-IP limits of one test never touch another. */
const freshIp = () => `10.9.${Math.floor(++seq / 250)}.${seq % 250}`;
const freshEmail = (label: string) => `${label}.${Date.now().toString(36)}${++seq}@surat-uji.example`;

/** An account written straight to D1 (password demo12345); unless `verified`, it never entered its code. */
async function newAccount(label: string, verified = false) {
  const id = newId("usr");
  const username = `${label}_${id.slice(-8)}`.toLowerCase();
  const email = freshEmail(label);
  const now = Date.now();
  await db()
    .insert(users)
    .values({
      id,
      email,
      username,
      role: "buyer",
      passwordHash: TEST_PASSWORD_HASH,
      emailVerifiedAt: verified ? now : null,
      createdAt: now,
      updatedAt: now,
    });
  return { id, email, username };
}

interface OutboxRow {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  link: string | null;
}

async function mailTo(email: string): Promise<OutboxRow[]> {
  const res = await env.MAILER.fetch(`https://mailer.internal/outbox?limit=200&to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: OutboxRow[] }).messages;
}

describe("the development outbox (/dev/mail)", () => {
  it.each(["localhost", "127.0.0.1", "[::1]"])("opens on the local host %s when DEV_OUTBOX=1", async (host) => {
    const res = await SELF.fetch(`http://${host}:8787/dev/mail`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Kotak Surat Pengembangan");
  });

  it.each([
    ["the site's own host", `${ORIGIN}/dev/mail`, {}],
    ["a foreign host", "http://evil.example/dev/mail", {}],
    ["a local URL with a foreign Host header", "http://localhost:8787/dev/mail", { Host: "evil.example" }],
    ["a host that only starts like a local one", "http://localhost.evil.example/dev/mail", {}],
  ])("is a 404 on %s, even with DEV_OUTBOX=1", async (_label, url, headers) => {
    const res = await SELF.fetch(url, { headers });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("Kotak Surat Pengembangan");
  });

  it("is a 404 without DEV_OUTBOX, even on localhost", async () => {
    for (const value of [undefined, "0", ""]) {
      const res = await fetchWith({ DEV_OUTBOX: value }, "http://localhost:8787/dev/mail");
      expect(res.status, String(value)).toBe(404);
    }
  });
});

describe("links in mail", () => {
  const forgot = (origin: string, email: string, overrides?: Parameters<typeof fetchWith>[0]) => {
    const init: RequestInit = {
      method: "POST",
      body: new URLSearchParams({ email }),
      headers: {
        Host: new URL(origin).host,
        Origin: origin,
        "Content-Type": "application/x-www-form-urlencoded",
        "CF-Connecting-IP": freshIp(),
      },
      redirect: "manual",
    };
    return overrides
      ? fetchWith(overrides, `${origin}/forgot-password`, init)
      : SELF.fetch(`${origin}/forgot-password`, init);
  };

  it("point at the configured public origin, whatever Host the request came with", async () => {
    const account = await newAccount("tautan", true);
    const res = await forgot("http://evil.example", account.email);
    expect(res.status).toBe(200);
    const [mail] = await mailTo(account.email);
    expect(mail.link).toMatch(/^https:\/\/pasargame\.test\/update-password\?token=[a-z0-9]+$/);
    expect(mail.text).not.toContain("evil.example");
  });

  it("are not sent at all without a configured public origin (a clear error, never the request's Host)", async () => {
    const account = await newAccount("tanpa_origin", true);
    for (const value of [undefined, "", "bukan url", "ftp://pasargame.test"]) {
      const res = await forgot("http://evil.example", account.email, { PUBLIC_ORIGIN: value });
      expect(res.status, String(value)).toBe(503);
      expect(await res.text()).toContain("Reset password sedang tidak tersedia. Silakan hubungi dukungan.");
    }
    expect(await mailTo(account.email)).toHaveLength(0);
  });
});

describe("a deployment without Resend and without the dev outbox", () => {
  const production = { MAILER: env.MAILER_PRODUCTION };
  const post = (path: string, fields: Record<string, string>) =>
    fetchWith(production, `${ORIGIN}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: {
        Host: new URL(ORIGIN).host,
        Origin: ORIGIN,
        "Content-Type": "application/x-www-form-urlencoded",
        "CF-Connecting-IP": freshIp(),
      },
    });

  it("tells the user the code could not be sent, and writes no mail anywhere", async () => {
    const account = await newAccount("tanpa_kirim");
    const res = await post(`/verify-otp?email=${encodeURIComponent(account.email)}`, {
      email: account.email,
      intent: "resend",
    });
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain("Email tidak dapat dikirim saat ini. Silakan coba lagi nanti.");
    expect(html).not.toContain("Terjadi Kesalahan");
    expect(await mailTo(account.email)).toHaveLength(0);
    const { results } = await env.DB.prepare("SELECT id FROM otp_codes WHERE email = ?").bind(account.email).all();
    expect(results).toHaveLength(0);
  });

  it("tells the user the reset link could not be sent, and writes no mail anywhere", async () => {
    const account = await newAccount("tanpa_reset", true);
    const res = await post("/forgot-password", { email: account.email });
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(await res.text()).toContain("Gagal mengirim email reset password. Silakan coba lagi.");
    expect(await mailTo(account.email)).toHaveLength(0);
  });
});
