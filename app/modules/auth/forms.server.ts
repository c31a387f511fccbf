/**
 * The account forms' schemas for `parseForm` (utils/forms.server.ts): registration, login, the OTP
 * page, the password reset and the profile, with the spec's texts. Every field is checked, so a form shows all
 * its problems at once; each field's own rules still stop at its first failure (validation.ts).
 */
import { z } from "zod";
import { isOwnAvatarUrl } from "~/utils/avatar";
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
    ageConfirmed: z.string().refine((v) => v === "1", AUTH_TEXTS.ageRequired),
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

/** A text field read at most `max` characters long, then checked (what the profile form did before). */
const cut = (max: number) => z.string().transform((value) => value.slice(0, max));

/** The profile tab: the avatar must be the user's own upload or a generated one, so the schema is per user. */
export const profileSchema = (userId: string) =>
  z.object({
    username: cut(100)
      .pipe(ruled(validateUsername))
      .transform((username) => username.trim()),
    fullName: cut(200)
      .refine((name) => name.length <= 100, AUTH_TEXTS.fullNameTooLong)
      .transform((name) => name.trim()),
    phone: cut(40)
      .pipe(ruled(validatePhone))
      .transform((phone) => phone.trim()),
    avatarUrl: cut(600)
      .transform((url) => url.trim())
      .refine((url) => !url || isOwnAvatarUrl(url, userId), AUTH_TEXTS.avatarRefused),
  });
export type ProfileInput = z.output<ReturnType<typeof profileSchema>>;
