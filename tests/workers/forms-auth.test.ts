import { describe, it } from "vitest";
import { client, login } from "./http";
import { expectRefusedForm } from "./support/forms";

let n = 0;
/** A distinct client IP per request, so the per-IP limits never decide these tests. */
const ip = () => ({ "CF-Connecting-IP": `10.31.${Math.floor(++n / 250)}.${n % 250}` });

describe("account forms show every problem at once and keep what was typed", () => {
  it("registration", async () => {
    const res = await client().post(
      "/register",
      {
        username: "budi santoso!",
        email: "bukan-email",
        phone: "12ab",
        password: "abc",
        confirmPassword: "abd",
        role: "seller",
      },
      ip(),
    );
    await expectRefusedForm(res, {
      messages: [
        "Password dan konfirmasi password tidak cocok.",
        "Password minimal harus 6 karakter.",
        "Username hanya boleh berisi huruf, angka, dan garis bawah (_).",
        "Format email tidak valid.",
        "Nomor WhatsApp hanya boleh berisi angka, spasi, tanda + atau -.",
        "Centang pernyataan usia untuk mendaftar.",
      ],
      kept: { username: "budi santoso!", email: "bukan-email", phone: "12ab" },
      notEchoed: ['value="abc"', 'value="abd"'],
    });
  });

  it("login", async () => {
    const res = await client().post("/login", { email: "budi@contoh.id", password: "", intent: "login" }, ip());
    await expectRefusedForm(res, { messages: ["Email dan password wajib diisi."], kept: { email: "budi@contoh.id" } });
  });

  it("the OTP page", async () => {
    const res = await client().post("/verify-otp?email=x", { email: "", otp: ["1", "2"], intent: "verify" }, ip());
    await expectRefusedForm(res, {
      messages: ["Silakan masukkan alamat email Anda terlebih dahulu.", "Silakan masukkan OTP 6 digit lengkap."],
    });
  });

  it("forgotten password", async () => {
    const res = await client().post("/forgot-password", { email: "budi@" }, ip());
    await expectRefusedForm(res, { messages: ["Format email tidak valid."], kept: { email: "budi@" } });
  });

  it("new password", async () => {
    const res = await client().post("/update-password", { token: "x", password: "abc", confirmPassword: "abd" }, ip());
    await expectRefusedForm(res, {
      messages: ["Password baru minimal harus 6 karakter.", "Password baru dan konfirmasi password tidak cocok."],
      notEchoed: ['value="abc"', 'value="abd"'],
    });
  });

  it("password change", async () => {
    const c = client();
    await login(c, "pembeli@pasargame.test", "demo12345", ip()["CF-Connecting-IP"]);
    const res = await c.post("/my-account/settings", {
      currentPassword: "demo12345",
      password: "abc",
      confirmPassword: "abd",
    });
    await expectRefusedForm(res, {
      messages: ["Password baru minimal harus 6 karakter.", "Password baru dan konfirmasi password tidak cocok."],
      notEchoed: ['value="demo12345"', 'value="abc"', 'value="abd"'],
    });
  });
});
