/** The user's own data in 'Pengaturan' (UU PDP: access and portability). */
export const DATA_TEXTS = {
  heading: "Data Saya",
  intro:
    "Unduh semua data yang disimpan PasarGame tentang Anda: profil, pesanan, ulasan, percakapan, komplain, deposit, penarikan, mutasi saldo dan pengaturan, dalam satu file ZIP (JSON dan CSV).",
  download: "Unduh Data Saya",
  last: (date: string) => `Terakhir diunduh ${date}.`,
} as const;
