/**
 * Account mail through the web worker: who may read the development outbox, who gets a resent
 * code and with which name, where links in mail point, and what a deployment without a mail
 * transport answers.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { users } from "~/db/schema";
import { DEFAULT_LIMITS } from "~/modules/limits/limits";
import { newId } from "~/utils/ids";
import { db, TEST_PASSWORD_HASH } from "./helpers";
import { client, ORIGIN } from "./http";
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

const ipHeader = (ip: string) => ({ "CF-Connecting-IP": ip });

/** The page with the address typed and the per-response CSP nonce taken out. */
const strip = (html: string, email: string) =>
  html
    .replaceAll(email, "EMAIL")
    .replaceAll(encodeURIComponent(email), "EMAIL")
    .replace(/nonce="[^"]*"/g, 'nonce=""');

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

describe("resending a code", () => {
  const resendOnLogin = (email: string, ip: string) =>
    client().post("/login", { email, intent: "resend-otp" }, ipHeader(ip));
  const resendOnVerify = (email: string, ip: string, username = "Pengguna") =>
    client().post(
      `/verify-otp?email=${encodeURIComponent(email)}`,
      { email, username, intent: "resend" },
      ipHeader(ip),
    );

  /** What a resend on /login answers, with the address taken out. */
  async function loginAnswer(email: string, ip: string) {
    const res = await resendOnLogin(email, ip);
    const location = res.headers.get("Location") ?? "";
    return {
      status: res.status,
      location: location.replace(encodeURIComponent(email), "EMAIL"),
      toast: res.headers.getSetCookie().filter((c) => c.startsWith("pg_toast=")),
      body: strip(await res.text(), email),
    };
  }

  it("sends nothing to an address without an account, and answers as for an unverified one", async () => {
    const account = await newAccount("belum");
    const nobody = freshEmail("tanpa-akun");

    // /login: the 'Minta OTP Baru' button. Twice: the second asks within the 60 s cooldown.
    for (let i = 0; i < 2; i++) {
      const known = await loginAnswer(account.email, freshIp());
      const unknown = await loginAnswer(nobody, freshIp());
      expect(known.status).toBe(i === 0 ? 302 : 429);
      expect(unknown).toEqual(known);
    }
    expect(await mailTo(account.email)).toHaveLength(1);
    expect(await mailTo(nobody)).toHaveLength(0);

    // /verify-otp: 'Kirim Ulang OTP', once the cooldown has passed.
    await env.DB.prepare("DELETE FROM rate_limits WHERE key IN (?, ?)")
      .bind(`otp-cooldown:${account.email}`, `otp-cooldown:${nobody}`)
      .run();
    const known = await resendOnVerify(account.email, freshIp());
    const unknown = await resendOnVerify(nobody, freshIp());
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(strip(await unknown.text(), nobody)).toBe(strip(await known.text(), account.email));
    expect(await mailTo(account.email)).toHaveLength(2);
    expect(await mailTo(nobody)).toHaveLength(0);
  });

  it("sends nothing to an account that is already verified", async () => {
    const verified = await newAccount("sudah", true);
    const res = await resendOnVerify(verified.email, freshIp());
    expect(res.status).toBe(200);
    expect(await mailTo(verified.email)).toHaveLength(0);
  });

  it("greets no name: neither the form's nor the account's (whoever registered the address chose it)", async () => {
    const account = await newAccount("nama_pilihan");
    const res = await resendOnVerify(account.email, freshIp(), "AKUN DIBLOKIR! Pulihkan di https://evil.example");
    expect(res.status).toBe(200);
    const [mail] = await mailTo(account.email);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.text).not.toContain(account.username);
    expect(mail.text).not.toContain("AKUN DIBLOKIR");
    expect(mail.text).not.toContain("evil.example");
  });

  it("caps resends per IP per hour with a clear message", async () => {
    const ip = freshIp();
    await env.DB.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)")
      .bind(`otp-resend:ip:${ip}`, Date.now(), DEFAULT_LIMITS.OTP_RESEND_PER_IP_PER_HOUR)
      .run();
    const account = await newAccount("batas_ip");
    const onVerify = await resendOnVerify(account.email, ip);
    expect(onVerify.status).toBe(429);
    expect(await onVerify.text()).toMatch(/Terlalu banyak percobaan\. Silakan coba lagi dalam \d+ menit\./);
    const onLogin = await resendOnLogin(account.email, ip);
    expect(onLogin.status).toBe(429);
    expect(await onLogin.text()).toMatch(/Terlalu banyak percobaan\. Silakan coba lagi dalam \d+ menit\./);
    expect(await mailTo(account.email)).toHaveLength(0);
    // Another IP is not held back by this one.
    expect((await resendOnVerify(account.email, freshIp())).status).toBe(200);
  });

  it("caps resends for everyone together per hour with a clear message", async () => {
    await env.DB.prepare("INSERT OR REPLACE INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)")
      .bind("otp-resend:all", Date.now(), DEFAULT_LIMITS.OTP_RESEND_PER_HOUR)
      .run();
    try {
      const account = await newAccount("batas_semua");
      const res = await resendOnVerify(account.email, freshIp());
      expect(res.status).toBe(429);
      expect(await res.text()).toMatch(/Terlalu banyak percobaan\. Silakan coba lagi dalam \d+ menit\./);
      expect(await mailTo(account.email)).toHaveLength(0);
    } finally {
      await env.DB.prepare("DELETE FROM rate_limits WHERE key = 'otp-resend:all'").run();
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

// Mail to an address nobody has proved yet carries no text its requester chose (security probe,
// issue 30): registering someone else's address must not mail them the registrant's words.
describe("mail to an unverified address", () => {
  it("the registration code greets no username", async () => {
    const email = freshEmail("orang_lain");
    const username = `hadiahgratis${(++seq).toString(36)}`;
    const res = await client().post(
      "/register",
      {
        username,
        email,
        phone: "",
        password: "rahasia1",
        confirmPassword: "rahasia1",
        role: "buyer",
        ageConfirmed: "1",
      },
      ipHeader(freshIp()),
    );
    expect(res.status).toBe(302);
    const [mail] = await mailTo(email);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.text.toLowerCase()).not.toContain(username);
  });

  it("a reset link to an unverified account greets no username; a verified account is greeted by name", async () => {
    const unverified = await newAccount("reset_belum");
    const verified = await newAccount("reset_sudah", true);
    for (const account of [unverified, verified]) {
      const res = await client().post("/forgot-password", { email: account.email }, ipHeader(freshIp()));
      expect(res.status).toBe(200);
    }
    const [toUnverified] = await mailTo(unverified.email);
    expect(toUnverified.link).toMatch(/update-password\?token=/);
    expect(toUnverified.text).not.toContain(unverified.username);
    const [toVerified] = await mailTo(verified.email);
    expect(toVerified.text).toContain(`Halo ${verified.username},`);
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
