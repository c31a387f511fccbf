// The mailer worker, reached the way the app reaches it (env.MAILER), on the shared test D1.
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_LIMITS } from "~/modules/limits/limits";
import { hashOtp, sendOtp } from "../../workers/mailer/otp";
import type { MailTransport } from "../../workers/mailer/transport";

const WRONG_OR_EXPIRED = "Kode OTP salah atau kedaluwarsa.";
let counter = 0;
/** A fresh address per test: storage may be shared between the tests of a file. */
const freshEmail = (label: string) => `${label}.${Date.now()}.${++counter}@mailer-test.example`;

async function call(path: string, body?: unknown) {
  const res = await env.MAILER.fetch(`https://mailer.internal${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

const sendOtpTo = (email: string, username?: string) => call("/send-otp", { email, username });
const verify = (email: string, otp: string) => call("/verify-otp", { email, otp });

interface OutboxRow {
  id: string;
  to: string;
  subject: string;
  text: string;
  code: string | null;
  link: string | null;
  createdAt: number;
}

async function outboxFor(email: string): Promise<OutboxRow[]> {
  const res = await call(`/outbox?limit=200&to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return res.body.messages as OutboxRow[];
}

/** Sends a code and reads it back from the development outbox. */
async function sendAndReadCode(email: string): Promise<string> {
  const res = await sendOtpTo(email, "budi");
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [latest] = await outboxFor(email);
  expect(latest.code).toMatch(/^[0-9]{6}$/);
  return latest.code!;
}

async function otpRows(email: string) {
  const { results } = await env.DB.prepare("SELECT * FROM otp_codes WHERE email = ? ORDER BY created_at, rowid")
    .bind(email)
    .all<Record<string, unknown>>();
  return results;
}

/** Lets the next send pass the cooldown by moving the cooldown window into the past. */
async function expireCooldown(email: string) {
  await env.DB.prepare("UPDATE rate_limits SET window_start = ? WHERE key = ?")
    .bind(Date.now() - 61_000, `otp-cooldown:${email}`)
    .run();
}

function wrongCodeFor(code: string) {
  return code === "000000" ? "111111" : "000000";
}

describe("POST /send-otp", () => {
  it("mails a 6-digit code and stores only its hash, valid for 10 minutes", async () => {
    const email = freshEmail("kirim");
    const res = await sendOtpTo(`  ${email.toUpperCase()} `, "budi_gamer");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, resendAfterSeconds: 60 });

    const [mail] = await outboxFor(email);
    expect(mail.to).toBe(email);
    const code = mail.code!;
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(mail.subject).toBe(`Kode verifikasi PasarGame: ${code}`);
    expect(mail.text).toContain(code);
    // A name in the request is not mailed: the address is not proved yet (security probe, issue 30).
    expect(mail.text).not.toContain("budi_gamer");
    expect(mail.text).toContain("10 menit");
    expect(mail.text.toLowerCase()).toContain("jangan bagikan kode ini");

    const rows = await otpRows(email);
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row.code_hash).toBe(hashOtp(email, code));
    for (const [column, value] of Object.entries(row)) {
      if (typeof value === "string") expect(value, column).not.toContain(code);
    }
    expect(row.attempts).toBe(0);
    expect(row.consumed_at).toBeNull();
    expect(Number(row.expires_at) - Number(row.created_at)).toBe(DEFAULT_LIMITS.OTP_TTL_SECONDS * 1000);
  });

  it("greets no name, with or without a username", async () => {
    const email = freshEmail("tanpa-nama");
    expect((await call("/send-otp", { email })).status).toBe(200);
    const [mail] = await outboxFor(email);
    expect(mail.text).toMatch(/^Halo,\n/);
  });

  it("refuses bodies that are not JSON or carry no valid e-mail", async () => {
    for (const body of ["bukan json", { email: "bukan-email" }, { username: "budi" }, [1, 2]]) {
      const res = await call("/send-otp", body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: "Permintaan tidak valid." });
    }
  });

  it("refuses a resend within 60 seconds with the cooldown text", async () => {
    const email = freshEmail("cooldown");
    await sendAndReadCode(email);
    const res = await sendOtpTo(email, "budi");
    expect(res.status).toBe(429);
    const n = res.body.retryAfterSeconds as number;
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThanOrEqual(60);
    expect(res.body.error).toBe(`Tunggu ${n} detik sebelum meminta kode baru.`);
    expect(res.headers.get("Retry-After")).toBe(String(n));
    expect(await otpRows(email)).toHaveLength(1);
  });

  it("gives parallel sends one code between them", async () => {
    const email = freshEmail("paralel");
    const results = await Promise.all(Array.from({ length: 5 }, () => sendOtpTo(email, "budi")));
    expect(results.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429]);
    expect(await otpRows(email)).toHaveLength(1);
    expect(await outboxFor(email)).toHaveLength(1);
  });

  it("a new code replaces the previous one", async () => {
    const email = freshEmail("ganti");
    const first = await sendAndReadCode(email);
    await expireCooldown(email);
    const second = await sendAndReadCode(email);

    const rows = await otpRows(email);
    expect(rows).toHaveLength(2);
    expect(rows[0].consumed_at).not.toBeNull();
    expect(rows[1].consumed_at).toBeNull();
    if (first !== second) expect((await verify(email, first)).body).toEqual({ error: WRONG_OR_EXPIRED });
    expect((await verify(email, second)).status).toBe(200);
  });

  it("caps codes per address per hour", async () => {
    const email = freshEmail("cap");
    await env.DB.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)")
      .bind(`otp-send:${email}`, Date.now() - 20 * 60_000, DEFAULT_LIMITS.OTP_HOURLY_CAP)
      .run();
    const res = await sendOtpTo(email, "budi");
    expect(res.status).toBe(429);
    const retry = res.body.retryAfterSeconds as number;
    expect(retry).toBeGreaterThan(39 * 60);
    expect(retry).toBeLessThanOrEqual(40 * 60);
    expect(res.body.error).toBe(`Terlalu banyak permintaan kode. Coba lagi dalam ${Math.ceil(retry / 60)} menit.`);
    expect(await otpRows(email)).toHaveLength(0);
    expect(await outboxFor(email)).toHaveLength(0);
  });

  it("reaches the hourly cap through real sends once the cooldown passes", async () => {
    const email = freshEmail("cap-nyata");
    for (let i = 0; i < DEFAULT_LIMITS.OTP_HOURLY_CAP; i++) {
      await sendAndReadCode(email);
      await expireCooldown(email);
    }
    const res = await sendOtpTo(email, "budi");
    expect(res.status).toBe(429);
    expect(res.body.error).toMatch(/^Terlalu banyak permintaan kode\. Coba lagi dalam \d+ menit\.$/);
    // Being over the cap does not leave a cooldown behind that would hide the cap message.
    expect((await sendOtpTo(email, "budi")).body.error).toMatch(/^Terlalu banyak permintaan kode/);
  });

  it("with deliver: false counts the cooldown and the cap like a send, but stores and mails nothing", async () => {
    const email = freshEmail("diam");
    const res = await call("/send-otp", { email, deliver: false });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, resendAfterSeconds: 60 });
    expect(await otpRows(email)).toHaveLength(0);
    expect(await outboxFor(email)).toHaveLength(0);
    const again = await call("/send-otp", { email, deliver: false });
    expect(again.status).toBe(429);
    expect(again.body.error).toMatch(/^Tunggu \d+ detik sebelum meminta kode baru\.$/);
  });

  it("removes the code and frees the cooldown when the mail cannot be sent", async () => {
    const email = freshEmail("gagal");
    // why: the transport is the outside world (Resend); this one fails like an outage would.
    const failing: MailTransport = { name: "resend", send: async () => ({ ok: false, error: "outage" }) };
    const outcome = await sendOtp(env.DB, DEFAULT_LIMITS, failing, { email });
    expect(outcome).toEqual({ status: 502, body: { error: "Gagal mengirim email. Silakan coba lagi." } });
    expect(await otpRows(email)).toHaveLength(0);

    // The user may retry at once and the retried code works.
    const code = await sendAndReadCode(email);
    expect((await verify(email, code)).status).toBe(200);
  });
});

describe("POST /verify-otp", () => {
  it("accepts the right code once, then refuses it", async () => {
    const email = freshEmail("verif");
    const code = await sendAndReadCode(email);
    const ok = await verify(email.toUpperCase(), code);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ ok: true });
    const again = await verify(email, code);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: WRONG_OR_EXPIRED });
  });

  it("lets exactly one of parallel right answers through", async () => {
    const email = freshEmail("verif-paralel");
    const code = await sendAndReadCode(email);
    const results = await Promise.all(Array.from({ length: 4 }, () => verify(email, code)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400]);
  });

  it("kills the code after 5 wrong tries", async () => {
    const email = freshEmail("salah");
    const code = await sendAndReadCode(email);
    for (let i = 0; i < 5; i++) {
      const res = await verify(email, wrongCodeFor(code));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: WRONG_OR_EXPIRED });
    }
    const res = await verify(email, code);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: WRONG_OR_EXPIRED });
  });

  it("accepts the right code on the 5th try after 4 wrong ones", async () => {
    const email = freshEmail("salah-empat");
    const code = await sendAndReadCode(email);
    for (let i = 0; i < 4; i++) expect((await verify(email, wrongCodeFor(code))).status).toBe(400);
    expect((await verify(email, code)).status).toBe(200);
  });

  it("counts every parallel wrong guess", async () => {
    const email = freshEmail("tebak-paralel");
    const code = await sendAndReadCode(email);
    const guesses = await Promise.all(Array.from({ length: 8 }, () => verify(email, wrongCodeFor(code))));
    expect(guesses.every((g) => g.status === 400 && g.body.error === WRONG_OR_EXPIRED)).toBe(true);
    const [row] = await otpRows(email);
    expect(row.attempts).toBe(DEFAULT_LIMITS.OTP_MAX_ATTEMPTS);
    expect((await verify(email, code)).body).toEqual({ error: WRONG_OR_EXPIRED });
  });

  it("refuses an expired code", async () => {
    const email = freshEmail("kedaluwarsa");
    const code = await sendAndReadCode(email);
    await env.DB.prepare("UPDATE otp_codes SET expires_at = ? WHERE email = ?")
      .bind(Date.now() - 1000, email)
      .run();
    const res = await verify(email, code);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: WRONG_OR_EXPIRED });
  });

  it("refuses an address that never got a code", async () => {
    const res = await verify(freshEmail("tidak-ada"), "123456");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: WRONG_OR_EXPIRED });
  });

  it("refuses a malformed OTP without spending an attempt", async () => {
    const email = freshEmail("format");
    const code = await sendAndReadCode(email);
    for (const otp of ["12345", "1234567", "12a456", "", "12 456"]) {
      const res = await verify(email, otp);
      expect(res.status, otp).toBe(400);
      expect(res.body).toEqual({ error: "Silakan masukkan OTP 6 digit lengkap." });
    }
    const [row] = await otpRows(email);
    expect(row.attempts).toBe(0);
    expect((await verify(email, code)).status).toBe(200);
  });

  it("limits verification requests per address per hour", async () => {
    const email = freshEmail("verif-cap");
    await env.DB.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)")
      .bind(`otp-verify:${email}`, Date.now(), DEFAULT_LIMITS.OTP_VERIFY_PER_HOUR)
      .run();
    const res = await verify(email, "123456");
    expect(res.status).toBe(429);
    expect(res.body.error).toMatch(/^Terlalu banyak percobaan verifikasi\. Coba lagi dalam \d+ menit\.$/);
    expect(res.body.retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe("POST /send-password-reset", () => {
  it("mails the link, valid for 1 hour", async () => {
    const email = freshEmail("reset");
    const resetUrl = "https://pasargame.test/update-password?token=abc123";
    const res = await call("/send-password-reset", { email, username: "budi", resetUrl });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const [mail] = await outboxFor(email);
    expect(mail.link).toBe(resetUrl);
    expect(mail.code).toBeNull();
    expect(mail.text).toContain(resetUrl);
    expect(mail.text).toContain("1 jam");
  });

  it.each([
    ["a relative link", "/update-password?token=abc"],
    ["another path", "https://pasargame.test/login?token=abc"],
    ["no token", "https://pasargame.test/update-password"],
    ["another scheme", "javascript:alert(1)"],
  ])("refuses %s", async (_label, resetUrl) => {
    const email = freshEmail("reset-salah");
    const res = await call("/send-password-reset", { email, username: "budi", resetUrl });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "Permintaan tidak valid." });
    expect(await outboxFor(email)).toHaveLength(0);
  });
});

describe("the configured public origin", () => {
  it.each([
    ["another host", "https://evil.example/update-password?token=abc"],
    ["another scheme", "http://pasargame.test/update-password?token=abc"],
    ["another port", "https://pasargame.test:8443/update-password?token=abc"],
    ["a look-alike host", "https://pasargame.test.evil.example/update-password?token=abc"],
    ["credentials in front of the host", "https://pasargame.test@evil.example/update-password?token=abc"],
  ])("refuses a reset link to %s", async (_label, resetUrl) => {
    const email = freshEmail("asal-lain");
    const res = await call("/send-password-reset", { email, username: "budi", resetUrl });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "Tautan dalam email tidak valid." });
    expect(await outboxFor(email)).toHaveLength(0);
  });
});

describe("a mailer with neither Resend nor the dev outbox (a deployment missing its key)", () => {
  async function callProduction(path: string, body: unknown) {
    const res = await env.MAILER_PRODUCTION.fetch(`https://mailer.internal${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
  const NOT_CONFIGURED = { error: "Email tidak dapat dikirim saat ini. Silakan coba lagi nanti." };

  it("refuses an OTP with a 503 and keeps no code and no outbox row", async () => {
    const email = freshEmail("tanpa-transport");
    const res = await callProduction("/send-otp", { email, username: "budi" });
    expect(res.status).toBe(503);
    expect(res.body).toEqual(NOT_CONFIGURED);
    expect(await otpRows(email)).toHaveLength(0);
    expect(await outboxFor(email)).toHaveLength(0);
    // No cooldown is taken either: once the mailer is configured the user may ask at once.
    const cooldown = await env.DB.prepare("SELECT 1 FROM rate_limits WHERE key = ?")
      .bind(`otp-cooldown:${email}`)
      .first();
    expect(cooldown).toBeNull();
  });

  it("refuses a reset mail with a 503 and keeps no outbox row", async () => {
    const email = freshEmail("tanpa-transport-reset");
    const res = await callProduction("/send-password-reset", {
      email,
      username: "budi",
      resetUrl: "https://pasargame.test/update-password?token=abc",
    });
    expect(res.status).toBe(503);
    expect(res.body).toEqual(NOT_CONFIGURED);
    expect(await outboxFor(email)).toHaveLength(0);
  });

  it("has no outbox to read, and says on /health that it sends nothing", async () => {
    const outbox = await env.MAILER_PRODUCTION.fetch("https://mailer.internal/outbox");
    expect(outbox.status).toBe(404);
    const health = await env.MAILER_PRODUCTION.fetch("https://mailer.internal/health");
    expect(await health.json()).toMatchObject({ ok: true, transport: "none" });
  });
});

describe("GET /outbox", () => {
  it("lists messages newest first, bounded by limit", async () => {
    const emails = [freshEmail("kotak-1"), freshEmail("kotak-2"), freshEmail("kotak-3")];
    for (const email of emails) {
      const res = await call("/send-password-reset", {
        email,
        username: "budi",
        resetUrl: "https://pasargame.test/update-password?token=t",
      });
      expect(res.status).toBe(200);
    }
    const res = await call("/outbox?limit=3");
    expect(res.status).toBe(200);
    const messages = res.body.messages as OutboxRow[];
    expect(messages.map((m) => m.to)).toEqual([...emails].reverse());
    expect(Object.keys(messages[0]).sort()).toEqual([
      "code",
      "createdAt",
      "headers",
      "html",
      "id",
      "link",
      "subject",
      "text",
      "to",
    ]);
    expect(((await call("/outbox")).body.messages as OutboxRow[]).length).toBeLessThanOrEqual(50);
  });

  it("refuses a limit outside 1..200", async () => {
    for (const limit of ["0", "201", "abc"]) {
      const res = await call(`/outbox?limit=${limit}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: "Permintaan tidak valid." });
    }
  });

  it("answers unknown routes with the Indonesian 404", async () => {
    const res = await call("/tidak-ada");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "Tidak ditemukan." });
  });
});

describe("the mailer's request log", () => {
  it("writes one line per request with the app's request id, and never the address, code or body", async () => {
    // The mailer's Hono app run in this isolate (not through the binding) so its console can be read.
    const { default: mailer } = await import("../../workers/mailer/index");
    const lines: string[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((line: unknown) => void lines.push(String(line)));
    const email = freshEmail("log");
    try {
      const res = await mailer.fetch(
        new Request("https://mailer.internal/send-otp", {
          method: "POST",
          headers: { "content-type": "application/json", "X-Request-Id": "req-abc12345" },
          body: JSON.stringify({ email, username: "rahasia_user" }),
        }),
        { DB: env.DB, DEV_OUTBOX: "1", PUBLIC_ORIGIN: "https://pasargame.test" },
      );
      expect(res.status).toBe(200);
      const bad = await mailer.fetch(
        new Request("https://mailer.internal/verify-otp", { method: "POST", body: "bukan json" }),
        { DB: env.DB, DEV_OUTBOX: "1" },
      );
      expect(bad.status).toBe(400);
    } finally {
      spy.mockRestore();
    }
    const logged = lines.filter((l) => l.includes('"msg":"request"')).map((l) => JSON.parse(l));
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      level: "info",
      requestId: "req-abc12345",
      method: "POST",
      path: "/send-otp",
      route: "mailer",
      status: 200,
    });
    expect(logged[1]).toMatchObject({ level: "warn", path: "/verify-otp", status: 400 });
    expect(logged[1].requestId).toMatch(/^[0-9a-zA-Z-]{8,64}$/);
    const code = (await call(`/outbox?limit=1&to=${encodeURIComponent(email)}`)).body as { messages: OutboxRow[] };
    const otp = code.messages[0]?.code;
    expect(otp).toBeTruthy();
    for (const line of lines.filter((l) => l.includes('"msg":"request"'))) {
      expect(line).not.toContain(email);
      expect(line).not.toContain("rahasia_user");
      expect(line).not.toContain(otp!);
    }
  });
});

describe("the mailer in a deployment", () => {
  it("refuses every route with 503 when DEV_OUTBOX is set by hand in staging or production", async () => {
    // Run in this isolate with a deployment's vars: the test Miniflare's mailers are local ones.
    const { default: mailer } = await import("../../workers/mailer/index");
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const email = freshEmail("deployed");
    try {
      for (const DEPLOY_ENV of ["staging", "production"]) {
        const deployed = {
          DB: env.DB,
          DEV_OUTBOX: "1",
          DEPLOY_ENV,
          PUBLIC_ORIGIN: "https://pasargame.test",
          REQUEST_LOG: "off",
        };
        const sent = await mailer.fetch(
          new Request("https://mailer.internal/send-otp", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ email }),
          }),
          deployed,
        );
        expect(sent.status).toBe(503);
        expect(await sent.json()).toEqual({ error: "Email tidak dapat dikirim saat ini. Silakan coba lagi nanti." });
        const outbox = await mailer.fetch(new Request(`https://mailer.internal/outbox?to=${email}`), deployed);
        expect(outbox.status).toBe(503);
      }
      expect(spy).toHaveBeenCalledWith(expect.stringContaining("DEV_OUTBOX is set in DEPLOY_ENV=production"));
    } finally {
      spy.mockRestore();
    }
    expect(await otpRows(email)).toEqual([]);
    expect(await outboxFor(email)).toEqual([]);
  });
});
