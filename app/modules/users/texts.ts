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

/** Requests about one's data: the form in Pengaturan, the list there, and the staff queue. */
export const DATA_REQUEST_TEXTS = {
  heading: "Permohonan Data",
  intro:
    "Minta perbaikan data, ajukan keberatan atas pemrosesan, atau permohonan lain tentang data Anda. Setiap permohonan dicatat dan dijawab paling lambat 3 × 24 jam.",
  kindLabel: "Jenis permohonan",
  messageLabel: "Isi permohonan",
  messageRequired: "Tuliskan isi permohonan Anda.",
  messageTooLong: "Isi permohonan maksimal 1.500 karakter.",
  kindInvalid: "Pilih jenis permohonan.",
  tooMany: "Anda masih punya 5 permohonan yang belum dijawab. Tunggu jawabannya dulu.",
  submit: "Kirim Permohonan",
  sentTitle: "Permohonan Tercatat",
  sent: (due: string) => `Kami akan menjawab paling lambat ${due}.`,
  mine: "Permohonan Anda",
  open: "Menunggu",
  done: "Selesai",
  due: (date: string) => `Dijawab paling lambat ${date}`,
  kinds: {
    export: "Unduh data",
    deletion: "Hapus akun",
    consent_change: "Perubahan persetujuan",
    correction: "Perbaikan data",
    objection: "Keberatan atas pemrosesan",
    other: "Lainnya",
  },
  auto: "Diproses otomatis.",
  exported: "Data diunduh.",
  deleted: "Akun dihapus.",
  deletionBlocked: (blockers: string[]) => `Penghapusan akun tertunda: ${blockers.join(" ")}`,
  // The staff queue.
  tab: "Permohonan Data",
  queueIntro:
    "Permohonan data pengguna yang perlu ditangani manusia (UU PDP), yang paling dekat tenggatnya di atas. Jawaban dikirim ke pengguna sebagai notifikasi.",
  empty: "Tidak ada permohonan yang menunggu.",
  overdue: "Lewat tenggat",
  noteLabel: "Catatan penanganan (dikirim ke pengguna)",
  noteRequired: "Catatan wajib diisi.",
  noteTooLong: "Catatan maksimal 1.000 karakter.",
  handle: "Tandai Selesai",
  handledToast: "Permohonan Ditangani",
  alreadyHandled: "Permohonan ini sudah ditangani.",
  notFound: "Permohonan tidak ditemukan.",
  recent: "Baru ditangani",
  noticeTitle: (kind: string) => `Permohonan data dijawab: ${kind}`,
} as const;

/** 'Persetujuan' in Pengaturan: marketing by e-mail and push, and what optional processing there is. */
export const CONSENT_TEXTS = {
  heading: "Persetujuan",
  intro:
    "Pilih apa yang boleh kami kirim kepada Anda. Persetujuan dapat ditarik kapan saja dan berlaku seketika: promosi berikutnya tidak dikirim lagi.",
  marketingEmail: "E-mail promosi",
  marketingEmailHint: "Promo dan penawaran PasarGame ke alamat e-mail Anda.",
  marketingPush: "Notifikasi push promosi",
  marketingPushHint: "Promo di perangkat yang Anda izinkan menerima push.",
  optionalHeading: "Pemrosesan opsional",
  optional:
    "PasarGame tidak memakai data Anda untuk rekomendasi yang dipersonalisasi, iklan, atau analitik pelacakan. 'Terakhir Dilihat' hanya disimpan di browser Anda, dan statistik penjual menghitung kunjungan tanpa mencatat siapa pengunjungnya. Jadi tidak ada pemrosesan opsional yang perlu Anda setujui.",
  save: "Simpan Persetujuan",
  savedTitle: "Persetujuan Disimpan",
  unchanged: "Tidak ada yang berubah.",
  given: "diberikan",
  withdrawn: "ditarik",
  change: (what: string, state: string) => `${what}: ${state}.`,
} as const;
