/** Seller verification's words (issue 34 point 3): the seller's page, staff's queue, the rules' refusals. */
export const VERIFICATION_PATH = "/seller/verification";

export const VERIFICATION_TEXTS = {
  badge: "Penjual Terverifikasi",
  heading: "Verifikasi Penjual",
  intro:
    "Verifikasi identitas Anda untuk mendapat lencana Penjual Terverifikasi, menarik dana besar dan menjual akun dengan harga tinggi. Data identitas disimpan terenkripsi dan hanya dilihat staf yang memeriksanya.",
  link: "Verifikasi Penjual",
  fullName: "Nama sesuai KTP",
  nik: "NIK (16 digit)",
  address: "Alamat sesuai KTP",
  taxBasis: "Data pajak (PMK 37/2025)",
  taxNpwp: "Saya punya NPWP",
  taxTurnover: "Saya tidak punya NPWP: pernyataan omzet",
  npwp: "NPWP (15 atau 16 digit)",
  turnoverStatement: "Saya menyatakan bahwa omzet penjualan saya dalam satu tahun tidak lebih dari Rp500.000.000.",
  ktp: "Foto KTP",
  selfie: "Foto selfie sambil memegang KTP",
  uploadHint: "PNG, JPEG atau GIF, maksimal 2 MB. Foto hanya dapat dilihat staf verifikasi.",
  submit: "Kirim Verifikasi",
  resubmit: "Kirim Ulang Verifikasi",
  submittedTitle: "Verifikasi Terkirim",
  submitted: "Data Anda sedang diperiksa staf. Kami akan memberi tahu Anda setelah selesai.",
  failedTitle: "Verifikasi Gagal Dikirim",
  status: { submitted: "Sedang diperiksa", approved: "Disetujui", rejected: "Ditolak" },
  approvedBody: "Identitas Anda sudah diverifikasi. Profil dan listing Anda menampilkan lencana Penjual Terverifikasi.",
  rejectedBody: (reason: string) => `Verifikasi ditolak: ${reason} Perbaiki data lalu kirim ulang.`,
  notSeller: "Hanya penjual yang dapat memverifikasi identitas.",
  alreadyTitle: "Verifikasi Sudah Ada",
  already: "Verifikasi Anda sedang diperiksa atau sudah disetujui.",
  // Validation
  fullNameRequired: "Nama sesuai KTP wajib diisi (maksimal 100 karakter).",
  nikFormat: "NIK harus 16 digit angka sesuai KTP.",
  nikInvalid: "NIK tidak valid. Periksa kembali sesuai KTP Anda.",
  addressRequired: "Alamat sesuai KTP wajib diisi (maksimal 300 karakter).",
  taxBasisRequired: "Pilih NPWP atau pernyataan omzet.",
  npwpFormat: "NPWP harus 15 atau 16 digit angka.",
  turnoverRequired: "Centang pernyataan omzet untuk melanjutkan.",
  ktpRequired: "Foto KTP wajib diunggah.",
  selfieRequired: "Foto selfie dengan KTP wajib diunggah.",
  sameImage: "Foto KTP dan foto selfie harus dua file yang berbeda.",
  uploadNotIdentity: "File ini bukan unggahan dokumen identitas. Unggah ulang fotonya di halaman ini.",
  uploadNotReady: "Foto belum selesai diverifikasi atau sudah dihapus. Unggah ulang fotonya.",
  foreignUpload: "Anda tidak memiliki izin untuk memakai file ini.",
} as const;

export const VERIFICATION_REVIEW_TEXTS = {
  tab: "Verifikasi",
  heading: "Antrean Verifikasi Penjual",
  empty: "Tidak ada verifikasi yang menunggu.",
  open: "Periksa",
  approve: "Setujui",
  reject: "Tolak",
  reasonLabel: "Alasan penolakan (dikirim ke penjual)",
  reasonRequired: "Tulis alasan penolakan (maksimal 300 karakter).",
  approvedTitle: "Verifikasi Disetujui",
  approved: (username: string) => `${username} kini Penjual Terverifikasi.`,
  rejectedTitle: "Verifikasi Ditolak",
  rejected: (username: string) => `Verifikasi ${username} ditolak dan penjual diberi tahu.`,
  notFound: "Verifikasi tidak ditemukan.",
  staleTitle: "Sudah Diproses",
  stale: "Verifikasi ini sudah diputuskan oleh staf lain.",
  photoDenied: "Akses Ditolak: dokumen identitas hanya dapat dilihat staf verifikasi.",
  auditNote: "Setiap kali halaman ini dibuka dan setiap foto dilihat, tercatat di log audit.",
  undecryptable: "Data identitas tidak dapat dibuka (kunci tidak tersedia).",
  noticeApprovedTitle: "Verifikasi Penjual Disetujui",
  noticeApproved: "Selamat! Anda kini Penjual Terverifikasi. Batas penarikan dan harga listing akun sudah terbuka.",
  noticeRejectedTitle: "Verifikasi Penjual Ditolak",
  noticeRejected: (reason: string) => `Verifikasi identitas Anda ditolak: ${reason}`,
} as const;

/** The rules' refusals: what needs a verified seller, and where to verify. */
export const VERIFIED_RULE_TEXTS = {
  title: "Verifikasi Penjual Diperlukan",
  withdrawal: (threshold: string) =>
    `Penarikan di atas ${threshold} hanya untuk Penjual Terverifikasi. Verifikasi identitas Anda di ${VERIFICATION_PATH}, atau tarik paling banyak ${threshold}.`,
  listingPrice: (threshold: string) =>
    `Listing akun dengan harga di atas ${threshold} hanya untuk Penjual Terverifikasi. Verifikasi identitas Anda di ${VERIFICATION_PATH}.`,
} as const;
