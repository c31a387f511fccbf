/**
 * Every account text shown to people (spec sections 5 and 7): registration, login, OTP, password
 * reset and the sign-in providers. The spec's texts are used verbatim.
 */

/** The longest username; the rule (validation.ts) and its message quote the same number. */
export const USERNAME_MAX_LENGTH = 30;

export const AUTH_TEXTS = {
  passwordMismatch: "Password dan konfirmasi password tidak cocok.",
  /** The age statement at registration (UU PDP, children's data): one checkbox, required. */
  ageStatement: "Saya berusia 18 tahun atau lebih, atau memakai PasarGame dengan izin dan pengawasan orang tua/wali.",
  ageRequired: "Centang pernyataan usia untuk mendaftar.",
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
  /** After a correct code the account is signed in at once (no second trip through /login). */
  verifiedSignedIn: (username: string) => `Email Anda telah berhasil diverifikasi. Selamat datang, ${username}!`,
  resendNeedsEmail: "Silakan masukkan alamat email Anda terlebih dahulu.",
  newPasswordTooShort: "Password baru minimal harus 6 karakter.",
  newPasswordMismatch: "Password baru dan konfirmasi password tidak cocok.",
  resetLinkInvalid: "Gagal memperbarui password. Link mungkin sudah tidak valid.",
  resetSent: "Jika email Anda terdaftar, kami telah mengirimkan instruksi untuk mengatur ulang password.",
  resetUnavailable: "Reset password sedang tidak tersedia. Silakan hubungi dukungan.",
  otpResent: "Jika email Anda terdaftar dan belum diverifikasi, kode OTP baru telah dikirim.",
  registerFailed: "Pendaftaran Gagal",
  otpFailed: "Verifikasi OTP Gagal",
  resendFailed: "Gagal Mengirim OTP",
  resetFailed: "Reset Password Gagal",
  resetMailFailed: "Gagal mengirim email reset password. Silakan coba lagi.",
  profileFailed: "Profil Gagal Disimpan",
  alreadySeller: "Akun Anda sudah dapat berjualan.",
  fullNameTooLong: "Nama lengkap maksimal 100 karakter.",
  avatarRefused: "Avatar harus gambar yang Anda unggah di situs ini atau avatar bawaan (/avatars/…).",
  passwordFailed: "Password Gagal Diubah",
  currentPasswordWrong: "Password saat ini salah.",
  tooManyAttempts: (minutes: number) => `Terlalu banyak percobaan. Silakan coba lagi dalam ${minutes} menit.`,
} as const;

/** Why signing in with a provider failed (/auth/{provider}/callback). */
export const OAUTH_TEXTS = {
  cancelled: (name: string) => `Masuk dengan ${name} dibatalkan. Silakan coba lagi.`,
  badState: "Sesi masuk sudah kedaluwarsa atau tidak valid. Silakan coba lagi.",
  providerError: (name: string) => `Gagal terhubung dengan ${name}. Silakan coba lagi.`,
  noEmail: (name: string) =>
    `Akun ${name} Anda tidak membagikan alamat email. Izinkan akses email atau masuk dengan email dan password.`,
  unverifiedEmail: (name: string) =>
    `Email akun ${name} Anda belum diverifikasi oleh ${name}. Silakan masuk dengan email dan password.`,
  suspended: AUTH_TEXTS.accountSuspended,
} as const;
