import { describe, expect, it } from "vitest";
import { AUTH_TEXTS } from "./texts";
import { validateNewPassword, validateRegistration, type RegistrationInput } from "./validation";

const ok: RegistrationInput = {
  username: "gamer_01",
  email: "gamer@contoh.id",
  phone: "",
  password: "rahasia",
  confirmPassword: "rahasia",
  role: "buyer",
};

describe("registration rules, in the spec's order", () => {
  it("accepts a valid registration", () => {
    expect(validateRegistration(ok)).toBeNull();
  });
  it("reports the first failing rule only", () => {
    // Everything wrong at once: the password mismatch comes first.
    expect(validateRegistration({ ...ok, username: "", password: "abc", confirmPassword: "abd" })?.message).toBe(
      AUTH_TEXTS.passwordMismatch,
    );
    expect(validateRegistration({ ...ok, username: "", password: "abc", confirmPassword: "abc" })?.message).toBe(
      "Password minimal harus 6 karakter.",
    );
    expect(validateRegistration({ ...ok, username: "  " })?.message).toBe("Username tidak boleh kosong.");
    expect(validateRegistration({ ...ok, username: "budi santoso" })?.message).toBe(
      "Username hanya boleh berisi huruf, angka, dan garis bawah (_).",
    );
    expect(validateRegistration({ ...ok, email: "bukan-email" })?.field).toBe("email");
  });
});

describe("new password rules", () => {
  it("checks length first, then the match", () => {
    expect(validateNewPassword("abc", "xyz")).toBe("Password baru minimal harus 6 karakter.");
    expect(validateNewPassword("abcdef", "abcdeg")).toBe("Password baru dan konfirmasi password tidak cocok.");
    expect(validateNewPassword("abcdef", "abcdef")).toBeNull();
  });
});
