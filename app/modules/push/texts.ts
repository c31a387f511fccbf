/** Texts of Web Push (the opt-in block on /notifications and the subscription route). */
export const PUSH = {
  heading: "Notifikasi push",
  intro: "Terima kabar pesanan, pesan dan saldo di perangkat ini, juga saat PasarGame tidak sedang dibuka.",
  enable: "Aktifkan notifikasi push di perangkat ini",
  disable: "Matikan",
  stateOn: "Notifikasi push aktif di perangkat ini.",
  stateOff: "Notifikasi push belum aktif di perangkat ini.",
  unsupported: "Browser ini tidak mendukung notifikasi push.",
  denied:
    "Izin notifikasi diblokir. Izinkan notifikasi untuk PasarGame di pengaturan browser Anda, lalu muat ulang halaman ini.",
  unavailable: "Notifikasi push belum tersedia.",
  working: "Memproses…",
  failed: "Notifikasi push gagal diaktifkan. Silakan coba lagi.",
  loginRequired: "Anda harus login untuk mengatur notifikasi push.",
  invalid: "Data langganan push tidak valid.",
  saved: "Notifikasi push diaktifkan.",
  removed: "Notifikasi push dimatikan.",
  /** The local /dev/push test message, for a user who has no notification yet. */
  testTitle: "Notifikasi Uji",
  testBody: "Notifikasi push berfungsi di perangkat ini.",
} as const;
