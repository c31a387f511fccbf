/** The top-up area's words: the nickname check on the top-up page and at checkout, the denominations' admin page. */
export const NICKNAME_TEXTS = {
  label: "Nickname",
  sure: "pastikan benar",
  notFound: "ID tidak ditemukan. Periksa lagi User ID dan Zone/Server ID Anda.",
  unavailable: "Nickname tidak dapat dicek saat ini. Periksa lagi ID Anda sebelum membayar.",
  check: "Cek ID",
} as const;

/** The home page's row of top-up pages. */
export const QUICK_TOP_UP_TEXTS = {
  title: "Top Up Cepat",
  from: (price: string) => `mulai ${price}`,
} as const;

/** The staff page of a game's denominations (/admin/denominations). */
export const DENOMINATION_TEXTS = {
  tab: "Nominal Top Up",
  title: "Nominal Top Up",
  intro: "Nominal yang tampil di halaman top up tiap game, dalam urutan ini. Nominal nonaktif tidak tampil.",
  game: "Game",
  show: "Tampilkan",
  label: "Nama nominal",
  amount: "Jumlah (opsional)",
  unit: "Satuan (opsional)",
  add: "Tambah Nominal",
  rename: "Simpan Nama",
  up: "Naikkan",
  down: "Turunkan",
  deactivate: "Nonaktifkan",
  activate: "Aktifkan",
  inactive: "Nonaktif",
  empty: "Belum ada nominal untuk game ini.",
  saved: "Nominal Disimpan",
  labelRequired: "Nama nominal wajib diisi.",
  labelTooLong: "Nama nominal paling panjang 60 karakter.",
  amountInvalid: "Jumlah harus angka bulat positif (paling banyak 7 digit).",
  unitTooLong: "Satuan paling panjang 20 karakter.",
  notFound: "Nominal tidak ditemukan. Muat ulang halaman.",
} as const;
