import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "~/db/schema";
import { db } from "./helpers";
import { client, login, ORIGIN } from "./http";

const SESSION_COOKIE = "__Host-pg_session";
let ipCounter = 0;
/** A distinct client IP per test, so per-IP limits of one test never touch another. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function latestCodeFor(email: string) {
  const res = await env.MAILER.fetch("https://mailer.internal/outbox?limit=200");
  const { messages } = (await res.json()) as { messages: { to: string; code: string | null; link: string | null }[] };
  return messages.find((m) => m.to === email);
}

describe("sessions", () => {
  it("logs a demo account in with a fresh session whose secret is not stored", async () => {
    const c = client();
    const res = await login(c, "pembeli@pasargame.test", "demo12345", freshIp());
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/my-account/profile");
    const setCookie = res.headers.getSetCookie().find((h) => h.startsWith(SESSION_COOKIE))!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/Path=\//);

    const token = decodeURIComponent(c.jar.get(SESSION_COOKIE)!);
    const [id, secret] = token.split(".");
    const rows = await db().select().from(sessions).where(eq(sessions.userId, "usr_demo_buyer"));
    const row = rows.find((r) => r.id === id)!;
    expect(row).toBeDefined();
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/);

    const page = await c.get("/my-account/profile");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("pembeli_demo");

    // A second login gets a different token.
    const again = client();
    await login(again, "pembeli@pasargame.test", "demo12345", freshIp());
    expect(again.jar.get(SESSION_COOKIE)).not.toBe(c.jar.get(SESSION_COOKIE));
  });

  it("refuses a token whose secret is wrong", async () => {
    const c = client();
    await login(c, "penjual@pasargame.test", "demo12345", freshIp());
    const [id] = decodeURIComponent(c.jar.get(SESSION_COOKIE)!).split(".");
    c.jar.set(SESSION_COOKIE, `${id}.aaaaaaaaaaaaaaaaaaaaaaaa`);
    const res = await c.get("/my-account/profile");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login?redirect=%2Fmy-account%2Fprofile");
  });

  it("expires after inactivity and after the absolute lifetime", async () => {
    const c = client();
    await login(c, "pembeli@pasargame.test", "demo12345", freshIp());
    const [id] = decodeURIComponent(c.jar.get(SESSION_COOKIE)!).split(".");
    await db()
      .update(sessions)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(sessions.id, id!));
    expect((await c.get("/my-account/profile")).status).toBe(302);
    expect(await db().$count(sessions, eq(sessions.id, id!))).toBe(0);

    const d = client();
    await login(d, "pembeli@pasargame.test", "demo12345", freshIp());
    const [id2] = decodeURIComponent(d.jar.get(SESSION_COOKIE)!).split(".");
    // Active just now, but created 31 days ago: the absolute lifetime (30 days) caps the slide.
    const longAgo = Date.now() - 31 * 24 * 3600 * 1000;
    await db()
      .update(sessions)
      .set({ createdAt: longAgo, lastActiveAt: Date.now() - 120_000 })
      .where(eq(sessions.id, id2!));
    expect((await d.get("/my-account/profile")).status).toBe(200); // still inside its stored expiry
    const row = await db().query.sessions.findFirst({ where: eq(sessions.id, id2!) });
    expect(row!.expiresAt).toBeLessThanOrEqual(longAgo + 30 * 24 * 3600 * 1000);
    expect((await d.get("/my-account/profile")).status).toBe(302);
  });

  it("revokes the session on logout", async () => {
    const c = client();
    await login(c, "penjual@pasargame.test", "demo12345", freshIp());
    const token = c.jar.get(SESSION_COOKIE)!;
    const [id] = decodeURIComponent(token).split(".");
    const res = await c.post("/logout", {});
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
    expect(await db().$count(sessions, eq(sessions.id, id!))).toBe(0);
    // Replaying the old cookie does not work.
    c.jar.set(SESSION_COOKIE, token);
    expect((await c.get("/my-account/profile")).status).toBe(302);
  });

  it("revokes every session on password change, keeping the changer signed in", async () => {
    const email = "ganti.sandi@pasargame.test";
    await registerAndVerify(email, "ganti_sandi", freshIp());
    const laptop = client();
    const phone = client();
    await login(laptop, email, "rahasia1", freshIp());
    await login(phone, email, "rahasia1", freshIp());
    const res = await laptop.post("/my-account/settings", {
      currentPassword: "rahasia1",
      password: "rahasia2",
      confirmPassword: "rahasia2",
      ageConfirmed: "1",
    });
    expect(res.status).toBe(302);
    expect((await phone.get("/my-account/profile")).status).toBe(302);
    expect((await laptop.get("/my-account/profile")).status).toBe(200);
    expect((await login(client(), email, "rahasia2", freshIp())).status).toBe(302);
  });
});

async function registerAndVerify(email: string, username: string, ip: string, password = "rahasia1") {
  const c = client();
  const res = await c.post(
    "/register",
    { username, email, phone: "", password, confirmPassword: password, role: "buyer", ageConfirmed: "1" },
    { "CF-Connecting-IP": ip },
  );
  expect(res.status).toBe(302);
  const mail = await latestCodeFor(email);
  expect(mail?.code).toMatch(/^\d{6}$/);
  const verified = await c.post("/verify-otp", { email, otp: mail!.code!.split(""), intent: "verify" });
  expect(verified.status).toBe(302);
  // Verified is signed in: the same session a login starts, and home.
  expect(verified.headers.get("Location")).toBe("/");
  expect(c.jar.has(SESSION_COOKIE)).toBe(true);
  return c;
}

describe("registration and verification", () => {
  it("registers, sends the code, refuses login until verified, then logs in", async () => {
    const ip = freshIp();
    const c = client();
    const res = await c.post(
      "/register",
      {
        username: "pemain_baru",
        email: "Pemain.Baru@Contoh.ID",
        phone: "0812 3456 7890",
        password: "rahasia1",
        confirmPassword: "rahasia1",
        ageConfirmed: "1",
        role: "seller",
      },
      { "CF-Connecting-IP": ip },
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/verify-otp?email=pemain.baru%40contoh.id&username=pemain_baru");
    const user = await db().query.users.findFirst({ where: eq(users.email, "pemain.baru@contoh.id") });
    expect(user).toMatchObject({
      username: "pemain_baru",
      role: "seller",
      emailVerifiedAt: null,
      avatarUrl: "/avatars/pemain_baru.svg",
    });
    expect(user!.passwordHash).toMatch(/^scrypt\$/);

    const early = await login(client(), "pemain.baru@contoh.id", "rahasia1", freshIp());
    expect(early.status).toBe(403);
    expect(await early.text()).toContain("Email Anda belum diverifikasi. Silakan cek email Anda atau minta OTP baru.");

    const mail = await latestCodeFor("pemain.baru@contoh.id");
    const wrong = mail!.code === "000000" ? "111111" : "000000";
    const bad = await c.post("/verify-otp?email=pemain.baru%40contoh.id&username=pemain_baru", {
      email: "pemain.baru@contoh.id",
      otp: wrong.split(""),
      intent: "verify",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Verifikasi OTP gagal. Kode salah atau kedaluwarsa.");
    const ok = await c.post("/verify-otp", {
      email: "pemain.baru@contoh.id",
      otp: mail!.code!.split(""),
      intent: "verify",
    });
    // The code proves the address: the account is signed in at once, with a welcome toast.
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe("/");
    expect(ok.headers.getSetCookie().some((h) => h.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
    expect((await c.get("/my-account/profile")).status).toBe(200);

    const later = await login(client(), "pemain.baru@contoh.id", "rahasia1", freshIp());
    expect(later.status).toBe(302);
    expect(later.headers.get("Location")).toBe("/seller/dashboard");
  });

  it("carries the page the visitor came for through registration and verification, and lands there signed in", async () => {
    const ip = freshIp();
    const c = client();
    const email = "datang.dari@contoh.id";
    const res = await c.post(
      "/register?redirect=%2Fcart",
      {
        username: "datang_dari",
        email,
        phone: "",
        password: "rahasia1",
        confirmPassword: "rahasia1",
        ageConfirmed: "1",
        role: "buyer",
        redirect: "/cart",
      },
      { "CF-Connecting-IP": ip },
    );
    expect(res.status).toBe(302);
    const verifyAt = res.headers.get("Location")!;
    expect(verifyAt).toContain("redirect=%2Fcart");
    expect(await (await c.get(verifyAt)).text()).toContain('name="redirect" value="/cart"');
    const mail = await latestCodeFor(email);
    const ok = await c.post(verifyAt, { email, otp: mail!.code!.split(""), intent: "verify", redirect: "/cart" });
    expect(ok.headers.get("Location")).toBe("/cart");
    expect(c.jar.has(SESSION_COOKIE)).toBe(true);
    // Never off-site.
    const d = client();
    await d.post(
      "/register",
      {
        username: "datang_lagi",
        email: "datang.lagi@contoh.id",
        phone: "",
        password: "rahasia1",
        confirmPassword: "rahasia1",
        ageConfirmed: "1",
        role: "buyer",
      },
      { "CF-Connecting-IP": freshIp() },
    );
    const code = (await latestCodeFor("datang.lagi@contoh.id"))!.code!;
    const away = await d.post("/verify-otp", {
      email: "datang.lagi@contoh.id",
      otp: code.split(""),
      intent: "verify",
      redirect: "//evil.example/",
    });
    expect(away.headers.get("Location")).toBe("/");
  });

  it("shows the spec's messages in the spec's order and keeps what was typed", async () => {
    const ip = freshIp();
    const base = {
      username: "budi_1",
      email: "budi1@contoh.id",
      phone: "",
      password: "rahasia",
      confirmPassword: "rahasia",
      ageConfirmed: "1",
      role: "buyer",
    };
    const cases: [Record<string, string>, string][] = [
      [{ confirmPassword: "lain", password: "abc", username: "" }, "Password dan konfirmasi password tidak cocok."],
      [{ password: "abc", confirmPassword: "abc", username: "" }, "Password minimal harus 6 karakter."],
      [{ username: "" }, "Username tidak boleh kosong."],
      [{ username: "budi santoso!" }, "Username hanya boleh berisi huruf, angka, dan garis bawah (_)."],
      [{ username: "PEMBELI_DEMO" }, "Username sudah digunakan."],
      [{ email: "PEMBELI@pasargame.test" }, "Email ini sudah terdaftar."],
    ];
    for (const [override, message] of cases) {
      const res = await client().post("/register", { ...base, ...override }, { "CF-Connecting-IP": ip });
      expect(res.status, message).toBe(400);
      const html = await res.text();
      expect(html).toContain(message);
      expect(html).toContain(`value="${base.email === override.email ? base.email : (override.email ?? base.email)}"`);
    }
  });

  it("asks for the age statement (18+, or a parent's or guardian's consent) and records when it was made", async () => {
    const email = `usia.${Date.now()}@contoh.id`;
    const form = {
      username: `usia_${Date.now() % 1e8}`,
      email,
      phone: "",
      password: "rahasia1",
      confirmPassword: "rahasia1",
      role: "buyer",
    };
    const unticked = await client().post("/register", form, { "CF-Connecting-IP": freshIp() });
    expect(unticked.status).toBe(400);
    const html = (await unticked.text()).replace(/<!-- -->/g, "");
    expect(html).toContain("Centang pernyataan usia untuk mendaftar.");
    expect(html).toContain("izin dan pengawasan orang tua/wali");
    expect(await db().query.users.findFirst({ where: eq(users.email, email) })).toBeUndefined();

    const before = Date.now();
    const ticked = await client().post("/register", { ...form, ageConfirmed: "1" }, { "CF-Connecting-IP": freshIp() });
    expect(ticked.status).toBe(302);
    const row = await db().query.users.findFirst({ where: eq(users.email, email) });
    expect(row?.ageStatementAt).toBeGreaterThanOrEqual(before);
  });

  it("never creates an admin from the form", async () => {
    await client().post(
      "/register",
      {
        username: "calon_admin",
        email: "calon.admin@contoh.id",
        phone: "",
        password: "rahasia1",
        confirmPassword: "rahasia1",
        ageConfirmed: "1",
        role: "admin",
      },
      { "CF-Connecting-IP": freshIp() },
    );
    const user = await db().query.users.findFirst({ where: eq(users.username, "calon_admin") });
    expect(user?.role).toBe("buyer");
  });
});

describe("password reset", () => {
  it("answers identically for known and unknown addresses", async () => {
    const known = await client().post(
      "/forgot-password",
      { email: "pembeli@pasargame.test" },
      { "CF-Connecting-IP": freshIp() },
    );
    const unknown = await client().post(
      "/forgot-password",
      { email: "tidak.ada@pasargame.test" },
      { "CF-Connecting-IP": freshIp() },
    );
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    // Same page apart from the address typed and the per-response CSP nonce.
    const strip = (html: string) =>
      html
        .replace(/pembeli@pasargame\.test|tidak\.ada@pasargame\.test/g, "EMAIL")
        .replace(/nonce="[^"]*"/g, 'nonce=""');
    expect(strip(await known.text())).toBe(strip(await unknown.text()));
    expect(await latestCodeFor("tidak.ada@pasargame.test")).toBeUndefined();
  });

  it("resets once with the e-mailed link, signs out everywhere, and refuses the link again", async () => {
    const email = "lupa.sandi@pasargame.test";
    await registerAndVerify(email, "lupa_sandi", freshIp());
    const other = client();
    await login(other, email, "rahasia1", freshIp());

    await client().post("/forgot-password", { email }, { "CF-Connecting-IP": freshIp() });
    const link = new URL((await latestCodeFor(email))!.link!);
    expect(link.pathname).toBe("/update-password");
    const token = link.searchParams.get("token")!;

    const short = await client().post("/update-password", { token, password: "abc", confirmPassword: "abc" });
    expect(await short.text()).toContain("Password baru minimal harus 6 karakter.");
    const mismatch = await client().post("/update-password", { token, password: "abcdef", confirmPassword: "abcdeg" });
    expect(await mismatch.text()).toContain("Password baru dan konfirmasi password tidak cocok.");

    const ok = await client().post("/update-password", { token, password: "baru123", confirmPassword: "baru123" });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("Password berhasil diubah! Anda akan diarahkan ke halaman login.");
    expect((await other.get("/my-account/profile")).status).toBe(302);

    const replay = await client().post("/update-password", { token, password: "lagi123", confirmPassword: "lagi123" });
    expect(await replay.text()).toContain("Gagal memperbarui password. Link mungkin sudah tidak valid.");
    expect((await login(client(), email, "baru123", freshIp())).status).toBe(302);
  });
});

describe("abuse limits and request checks", () => {
  it("refuses non-GET requests from a foreign origin with 403", async () => {
    const res = await client().post(
      "/login",
      { email: "pembeli@pasargame.test", password: "demo12345" },
      { Origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
    expect(await res.text()).toBe("Akses Ditolak");
    const crossSite = await client().post("/logout", {}, { Origin: "", "Sec-Fetch-Site": "cross-site" });
    expect(crossSite.status).toBe(403);
  });

  it("limits login attempts per address with an exact counter and a 429", async () => {
    const email = "penjual@pasargame.test";
    await db().run(
      // The address has used its 10 attempts in this window (as if from many IPs).
      (await import("drizzle-orm"))
        .sql`INSERT OR REPLACE INTO rate_limits (key, window_start, count) VALUES (${`login:email:${email}`}, ${Date.now()}, 10)`,
    );
    const res = await login(client(), email, "demo12345", freshIp());
    expect(res.status).toBe(429);
    expect(await res.text()).toMatch(/Terlalu banyak percobaan\. Silakan coba lagi dalam \d+ menit\./);
    await db().run((await import("drizzle-orm")).sql`DELETE FROM rate_limits WHERE key = ${`login:email:${email}`}`);
  });

  it("counts parallel login attempts exactly", async () => {
    const ip = freshIp();
    const attempts = await Promise.all(
      Array.from({ length: 12 }, () => login(client(), "nobody@contoh.id", "salah", ip)),
    );
    const statuses = attempts.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
  });

  it.each([
    ["//evil.example/x", "/"],
    ["https://evil.example", "/"],
    ["/\\evil.example", "/"],
    ["/games/valorant?tab=akun", "/games/valorant?tab=akun"],
  ])("never redirects off-site after login (redirect=%s)", async (target, expected) => {
    const res = await client().post(
      "/login",
      { email: "admin@pasargame.test", password: "demo12345", intent: "login", redirect: target },
      { "CF-Connecting-IP": freshIp() },
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(expected);
    expect(new URL(res.headers.get("Location")!, ORIGIN).origin).toBe(ORIGIN);
  });

  it("sends anonymous visitors of account pages to login with the way back", async () => {
    const res = await client().get("/my-account/settings");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login?redirect=%2Fmy-account%2Fsettings");
    expect(res.headers.getSetCookie().join()).toContain("pg_toast=");
  });
});

describe("per-IP limits count the client's real address", () => {
  /** A registration post (refused by validation, but counted by the per-IP limit first). */
  const register = (origin: string, headers: Record<string, string>) =>
    SELF.fetch(`${origin}/register`, {
      method: "POST",
      body: new URLSearchParams({ username: "", email: "", phone: "", password: "", confirmPassword: "" }),
      headers: {
        Host: new URL(origin).host,
        Origin: origin,
        "Content-Type": "application/x-www-form-urlencoded",
        ...headers,
      },
      redirect: "manual",
    });

  it("locally (a localhost request, not through Cloudflare's edge) spoofed CF-Connecting-IP and X-Real-IP share one bucket", async () => {
    const limit = 10; // REGISTER_PER_IP_PER_HOUR
    for (let i = 0; i < limit; i++) {
      const spoofed: Record<string, string> =
        i % 2 ? { "CF-Connecting-IP": `203.0.113.${i}` } : { "X-Real-IP": `198.51.100.${i}` };
      const res = await register("http://localhost:8787", spoofed);
      expect(res.status, `request ${i + 1}`).toBe(400);
    }
    const over = await register("http://127.0.0.1:8787", {
      "CF-Connecting-IP": "203.0.113.250",
      "X-Real-IP": "1.2.3.4",
    });
    expect(over.status).toBe(429);
    expect(await over.text()).toContain("Terlalu banyak percobaan");
    // X-Real-IP is never trusted, on any host: without CF-Connecting-IP this is the same bucket.
    const viaSite = await register(ORIGIN, { "X-Real-IP": "198.51.100.77" });
    expect(viaSite.status).toBe(429);
  });

  it("behind Cloudflare's edge (a public host name) CF-Connecting-IP is the client", async () => {
    const res = await register(ORIGIN, { "CF-Connecting-IP": freshIp() });
    expect(res.status).toBe(400);
  });
});
