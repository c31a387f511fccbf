/** The words of the notification settings and the unsubscribe page. */
export const NOTIFICATION_SETTINGS_TEXTS = {
  settingsLink: "Pengaturan notifikasi",
  settingsTitle: "Pengaturan Notifikasi",
  settingsIntro:
    "Pilih lewat mana Anda ingin menerima setiap jenis notifikasi. Push hanya sampai ke perangkat yang sudah Anda izinkan.",
  kindHeader: "Jenis notifikasi",
  save: "Simpan",
  savedTitle: "Pengaturan Disimpan",
  savedDescription: "Pengaturan notifikasi Anda sudah diperbarui.",
  loginNeeded: "Anda harus login untuk mengatur notifikasi.",
  back: "Kembali ke Notifikasi",
  unsubscribeTitle: "Berhenti Menerima Email",
  unsubscribeAsk: (label: string) =>
    `Anda tidak akan lagi menerima email untuk notifikasi "${label}". Notifikasi tetap muncul di aplikasi.`,
  unsubscribeConfirm: "Ya, berhenti menerima email ini",
  unsubscribeDone: (label: string) =>
    `Selesai. Anda tidak akan lagi menerima email untuk notifikasi "${label}". Anda dapat mengaktifkannya kembali di Pengaturan Notifikasi.`,
  unsubscribeInvalid: "Tautan berhenti berlangganan tidak valid atau sudah rusak.",
  unsubscribeUnavailable:
    "Berhenti berlangganan lewat tautan sedang tidak tersedia. Silakan login dan buka Pengaturan Notifikasi.",
} as const;
