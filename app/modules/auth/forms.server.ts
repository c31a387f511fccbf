/**
 * The account forms' schemas for `parseForm` (utils/forms.server.ts): registration, login, the OTP
 * page and the password reset, with the spec's texts. Every field is checked, so a form shows all
 * its problems at once; each field's own rules still stop at its first failure (validation.ts).
 */
import { z } from "zod";
import { always, ruleText as ruled } from "~/utils/forms.server";
import { AUTH_TEXTS } from "./texts";
import { MIN_PASSWORD_LENGTH, normalizeEmail, validateEmail, validatePhone, validateUsername } from "./validation";

export const registrationSchema = z
  .object({
    username: ruled(validateUsername),
    email: ruled(validateEmail),
    phone: ruled(validatePhone),
    password: z.string().min(MIN_PASSWORD_LENGTH, AUTH_TEXTS.passwordTooShort),
    confirmPassword: z.string(),
    role: z.string().transform((role) => (role === "seller" ? "seller" : "buyer")),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: AUTH_TEXTS.passwordMismatch,
    ...always,
  });

export const loginSchema = z
  .object({
    email: z.string().transform((email) => normalizeEmail(email).slice(0, 300)),
    password: z.string(),
  })
  .refine((v) => v.email !== "" && v.password !== "", { message: AUTH_TEXTS.loginRequired, ...always });

/** The OTP page's verify form: its address (hidden) and the six digit boxes (`otp`, sent six times). */
export const otpSchema = z.object({
  email: z
    .string()
    .transform(normalizeEmail)
    .refine((email) => email !== "", AUTH_TEXTS.resendNeedsEmail),
  otp: z
    .union([z.string(), z.array(z.string())])
    .transform((digits) => [digits].flat().join("").trim())
    .refine((code) => /^\d{6}$/.test(code), AUTH_TEXTS.otpIncomplete),
  redirect: z.string(),
});

export const forgotPasswordSchema = z.object({
  email: z
    .string()
    .transform((email) => normalizeEmail(email).slice(0, 300))
    .pipe(ruled(validateEmail)),
});

/** A new password typed twice (the reset link's page and the settings tab). */
const newPassword = {
  password: z.string().min(MIN_PASSWORD_LENGTH, AUTH_TEXTS.newPasswordTooShort),
  confirmPassword: z.string(),
};
const confirmed = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const mismatch = { path: ["confirmPassword"], message: AUTH_TEXTS.newPasswordMismatch, ...always };

export const newPasswordSchema = z.object({ token: z.string(), ...newPassword }).refine(confirmed, mismatch);

/** The settings tab's password change: the current password, then the new one twice. */
export const changePasswordSchema = z
  .object({ currentPassword: z.string(), ...newPassword })
  .refine(confirmed, mismatch);
