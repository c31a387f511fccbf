/**
 * Account validation rules with the spec's texts (section 5), in the spec's order. Pure functions
 * used by the actions (and usable in the browser): one message at a time, the first rule that fails.
 */
import { AUTH_TEXTS, USERNAME_MAX_LENGTH } from "./texts";

export { USERNAME_MAX_LENGTH };
export const MIN_PASSWORD_LENGTH = 6;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The order the spec checks registration in: the form's summary names the first problem in it. */
export const REGISTRATION_ORDER = [
  "confirmPassword",
  "password",
  "username",
  "email",
  "phone",
  "ageConfirmed",
] as const;

export interface RegistrationInput {
  username: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  role: string;
}

export function validateUsername(username: string): string | null {
  if (!username.trim()) return AUTH_TEXTS.usernameRequired;
  if (!USERNAME_PATTERN.test(username.trim())) return AUTH_TEXTS.usernameCharacters;
  if (username.trim().length > USERNAME_MAX_LENGTH) return AUTH_TEXTS.usernameTooLong;
  return null;
}

export function validateEmail(email: string): string | null {
  if (!email.trim()) return AUTH_TEXTS.emailRequired;
  if (!EMAIL_PATTERN.test(email.trim()) || email.length > 254) return AUTH_TEXTS.emailInvalid;
  return null;
}

export function validatePhone(phone: string): string | null {
  if (phone.trim() && !/^[0-9+\-\s]{6,20}$/.test(phone.trim())) return AUTH_TEXTS.phoneInvalid;
  return null;
}

/** Spec order: password match, length, username required, username characters; then e-mail, phone. */
export function validateRegistration(
  input: RegistrationInput,
): { field: keyof RegistrationInput; message: string } | null {
  if (input.password !== input.confirmPassword)
    return { field: "confirmPassword", message: AUTH_TEXTS.passwordMismatch };
  if (input.password.length < MIN_PASSWORD_LENGTH) return { field: "password", message: AUTH_TEXTS.passwordTooShort };
  const username = validateUsername(input.username);
  if (username) return { field: "username", message: username };
  const email = validateEmail(input.email);
  if (email) return { field: "email", message: email };
  const phone = validatePhone(input.phone);
  if (phone) return { field: "phone", message: phone };
  return null;
}

export function validateNewPassword(password: string, confirm: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return AUTH_TEXTS.newPasswordTooShort;
  if (password !== confirm) return AUTH_TEXTS.newPasswordMismatch;
  return null;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
