/**
 * Account validation rules with the spec's texts (section 5), in the spec's order. Pure functions
 * used by the actions (and usable in the browser): one message at a time, the first rule that fails.
 */
export const MIN_PASSWORD_LENGTH = 6;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
export const USERNAME_MAX_LENGTH = 30;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const TEXT = {
  passwordMismatch: "Password dan konfirmasi password tidak cocok.",
  passwordTooShort: "Password minimal harus 6 karakter.",
  usernameRequired: "Username tidak boleh kosong.",
  usernameCharacters: "Username hanya boleh berisi huruf, angka, dan garis bawah (_).",
  usernameTooLong: `Username maksimal ${USERNAME_MAX_LENGTH} karakter.`,
  usernameTaken: "Username sudah digunakan.",
  usernameCheckFailed: "Gagal memeriksa username.",
  emailTaken: "Email ini sudah terdaftar.",
  emailRequired: "Email tidak boleh kosong.",
  emailInvalid: "Format email tidak valid.",
  phoneInvalid: "Nomor WhatsApp hanya boleh berisi angka, spasi, tanda + atau -.",
  loginRequired: "Email dan password wajib diisi.",
  invalidCredentials: "Email atau password salah. Silakan coba lagi.",
  accountSuspended: "Akun Anda ditangguhkan. Hubungi dukungan.",
  emailNotVerified: "Email Anda belum diverifikasi. Silakan cek email Anda atau minta OTP baru.",
  otpIncomplete: "Silakan masukkan OTP 6 digit lengkap.",
  otpWrong: "Verifikasi OTP gagal. Kode salah atau kedaluwarsa.",
  resendNeedsEmail: "Silakan masukkan alamat email Anda terlebih dahulu.",
  newPasswordTooShort: "Password baru minimal harus 6 karakter.",
  newPasswordMismatch: "Password baru dan konfirmasi password tidak cocok.",
  resetLinkInvalid: "Gagal memperbarui password. Link mungkin sudah tidak valid.",
  resetSent: "Jika email Anda terdaftar, kami telah mengirimkan instruksi untuk mengatur ulang password.",
  resetUnavailable: "Reset password sedang tidak tersedia. Silakan hubungi dukungan.",
  otpResent: "Jika email Anda terdaftar dan belum diverifikasi, kode OTP baru telah dikirim.",
  tooManyAttempts: (minutes: number) => `Terlalu banyak percobaan. Silakan coba lagi dalam ${minutes} menit.`,
} as const;

export interface RegistrationInput {
  username: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  role: string;
}

export function validateUsername(username: string): string | null {
  if (!username.trim()) return TEXT.usernameRequired;
  if (!USERNAME_PATTERN.test(username.trim())) return TEXT.usernameCharacters;
  if (username.trim().length > USERNAME_MAX_LENGTH) return TEXT.usernameTooLong;
  return null;
}

export function validateEmail(email: string): string | null {
  if (!email.trim()) return TEXT.emailRequired;
  if (!EMAIL_PATTERN.test(email.trim()) || email.length > 254) return TEXT.emailInvalid;
  return null;
}

export function validatePhone(phone: string): string | null {
  if (phone.trim() && !/^[0-9+\-\s]{6,20}$/.test(phone.trim())) return TEXT.phoneInvalid;
  return null;
}

/** Spec order: password match, length, username required, username characters; then e-mail, phone. */
export function validateRegistration(
  input: RegistrationInput,
): { field: keyof RegistrationInput; message: string } | null {
  if (input.password !== input.confirmPassword) return { field: "confirmPassword", message: TEXT.passwordMismatch };
  if (input.password.length < MIN_PASSWORD_LENGTH) return { field: "password", message: TEXT.passwordTooShort };
  const username = validateUsername(input.username);
  if (username) return { field: "username", message: username };
  const email = validateEmail(input.email);
  if (email) return { field: "email", message: email };
  const phone = validatePhone(input.phone);
  if (phone) return { field: "phone", message: phone };
  return null;
}

export function validateNewPassword(password: string, confirm: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return TEXT.newPasswordTooShort;
  if (password !== confirm) return TEXT.newPasswordMismatch;
  return null;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
