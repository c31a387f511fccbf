/** The user's own data in 'Pengaturan' (UU PDP: access and portability). */
export const DATA_TEXTS = {
  heading: "Data Saya",
  intro:
    "Unduh semua data yang disimpan PasarGame tentang Anda: profil, pesanan, ulasan, percakapan, komplain, deposit, penarikan, mutasi saldo dan pengaturan, dalam satu file ZIP (JSON dan CSV).",
  download: "Unduh Data Saya",
  last: (date: string) => `Terakhir diunduh ${date}.`,
} as const;

/** 'Hapus Akun' in Pengaturan: what it does, and what must be finished first. */
export const DELETION_TEXTS = {
  heading: "Hapus Akun",
  intro:
    "Data pribadi Anda (nama, email, nomor WhatsApp, foto, bio) dihapus seketika dan Anda keluar dari semua perangkat. Pesanan dan catatan keuangan tetap disimpan sesuai hukum, tanpa identitas Anda. Tindakan ini tidak dapat dibatalkan.",
  passwordLabel: "Password Anda",
  submit: "Hapus Akun Saya",
  placeholder: "Pengguna dihapus",
  refusedTitle: "Akun Belum Bisa Dihapus",
  finishFirst: "Selesaikan dulu:",
  passwordWrong: "Password salah.",
  deletedTitle: "Akun Dihapus",
  deleted: "Akun Anda sudah dihapus. Terima kasih telah memakai PasarGame.",
  balance: (amount: string) => `Saldo Anda masih ${amount}. Tarik atau gunakan saldo terlebih dahulu.`,
  withdrawal: "Penarikan dana Anda masih diproses. Tunggu sampai selesai.",
  deposit: "Masih ada deposit yang menunggu. Selesaikan atau batalkan dulu.",
  orders: (n: number) => `Masih ada ${n} pesanan yang berjalan (sebagai pembeli atau penjual). Selesaikan dulu.`,
  warranty: (n: number) => `Masih ada ${n} pesanan dengan garansi yang berjalan atau diklaim. Tunggu sampai selesai.`,
} as const;
