import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { generateOtp, hashOtp, isWellFormedOtp } from "./otp";
import { isResetUrl, passwordResetBody, sendOtpBody } from "./schemas";
import { escapeHtml, formatDuration, otpMail, passwordResetMail } from "./templates";

describe("OTP codes", () => {
  it("are 6 decimal digits, leading zeros allowed, every digit used", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const code = generateOtp(6);
      expect(code).toMatch(/^[0-9]{6}$/);
      for (const d of code) seen.add(d);
    }
    expect(seen.size).toBe(10);
    expect(generateOtp(8)).toMatch(/^[0-9]{8}$/);
  });

  it("are stored as the hex SHA-256 of email:code", () => {
    const expected = sha256Hex("a@b.co:012345");
    expect(hashOtp("a@b.co", "012345")).toBe(expected);
    expect(hashOtp("a@b.co", "012345")).not.toBe(hashOtp("c@b.co", "012345"));
  });

  it("must be exactly the configured number of digits", () => {
    expect(isWellFormedOtp("012345", 6)).toBe(true);
    for (const bad of ["12345", "1234567", "12345a", "12 345", "１２３４５６", ""]) {
      expect(isWellFormedOtp(bad, 6)).toBe(false);
    }
  });
});

describe("request bodies", () => {
  it("lowercases and trims the e-mail and falls back to 'Pengguna'", () => {
    expect(sendOtpBody.parse({ email: "  Budi@Example.COM " })).toEqual({
      email: "budi@example.com",
      deliver: true,
    });
    expect(sendOtpBody.parse({ email: "b@example.com", deliver: false }).deliver).toBe(false);
    expect(sendOtpBody.safeParse({ email: "b@example.com", deliver: "false" }).success).toBe(false);
    // A name is never carried into the OTP mail (the address is not proved yet).
    expect(sendOtpBody.parse({ email: "b@example.com", username: "budi_01" })).not.toHaveProperty("username");
    expect(sendOtpBody.safeParse({ email: "bukan-email" }).success).toBe(false);
  });

  it("accepts only absolute http(s) /update-password links with a token", () => {
    expect(isResetUrl("https://pasargame.id/update-password?token=abc")).toBe(true);
    expect(isResetUrl("http://localhost:8787/update-password?token=abc&x=1")).toBe(true);
    for (const bad of [
      "/update-password?token=abc",
      "javascript:alert(1)//update-password?token=abc",
      "ftp://pasargame.id/update-password?token=abc",
      "https://pasargame.id/update-password",
      "https://pasargame.id/update-password?token=",
      "https://pasargame.id/login?token=abc",
      "https://pasargame.id/update-password/x?token=abc",
    ]) {
      expect(isResetUrl(bad), bad).toBe(false);
    }
    expect(passwordResetBody.safeParse({ email: "a@b.co", resetUrl: "https://x.id/login?token=1" }).success).toBe(
      false,
    );
  });
});

describe("templates", () => {
  it("escape every interpolated value in the HTML", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    const reset = passwordResetMail({
      username: "<script>alert(1)</script>",
      resetUrl: 'https://pasargame.id/update-password?token=a"><img src=x>',
      ttlSeconds: 3600,
    });
    expect(reset.html).not.toContain('"><img');
    expect(reset.html).not.toContain("<script>");
    expect(reset.html).toContain("&lt;script&gt;");
  });

  it("say what the OTP mail must say", () => {
    const m = otpMail({ code: "012345", ttlSeconds: 600 });
    expect(m.subject).toBe("Kode verifikasi PasarGame: 012345");
    for (const part of [m.text, m.html]) {
      expect(part).toContain("012345");
      expect(part).toContain("10 menit");
      expect(part.toLowerCase()).toContain("jangan bagikan kode ini");
    }
  });

  it("say what the reset mail must say", () => {
    const url = "https://pasargame.id/update-password?token=abc&x=1";
    const m = passwordResetMail({ username: "budi", resetUrl: url, ttlSeconds: 3600 });
    expect(m.text).toContain(url);
    expect(m.html).toContain("https://pasargame.id/update-password?token=abc&amp;x=1");
    expect(m.text).toContain("1 jam");
    expect(m.html).toContain("1 jam");
  });

  it("format durations in Indonesian", () => {
    expect(formatDuration(600)).toBe("10 menit");
    expect(formatDuration(3600)).toBe("1 jam");
    expect(formatDuration(5400)).toBe("90 menit");
    expect(formatDuration(45)).toBe("45 detik");
  });
});

function sha256Hex(s: string) {
  return createHash("sha256").update(s).digest("hex");
}
