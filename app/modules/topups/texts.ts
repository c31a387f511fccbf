/**
 * The top-up area's words: connecting a seller's H2H supplier account (the dashboard's 'Supplier'
 * tab), the nickname check on the top-up page and at checkout, the denominations' admin page (the home
 * row's words are in ./quick-texts.ts).
 */

export const SUPPLIER_TEXTS = {
  tab: "Supplier",
  title: "Akun Supplier Digiflazz",
  intro:
    "Hubungkan akun Digiflazz Anda agar pesanan top up yang dipetakan ke kode produk supplier dikirim otomatis begitu dibayar. Saldo deposit Digiflazz tetap milik Anda.",
  username: "Username Digiflazz",
  apiKey: "API Key",
  apiKeyHint:
    "API key Production dari menu Atur Koneksi > API di Digiflazz. Disimpan terenkripsi dan tidak ditampilkan lagi.",
  connect: "Hubungkan",
  connecting: "Memeriksa...",
  usernameRequired: "Username Digiflazz wajib diisi.",
  usernameInvalid: "Username hanya huruf, angka, titik, garis bawah atau tanda hubung (maks. 64 karakter).",
  apiKeyRequired: "API key wajib diisi.",
  apiKeyInvalid: "API key tidak valid (tanpa spasi, maks. 128 karakter).",
  verifyFailedTitle: "Akun Tidak Terverifikasi",
  verifyFailed:
    "Digiflazz tidak mengenali username dan API key ini, atau sedang tidak menjawab. Periksa keduanya lalu coba lagi.",
  connectedTitle: "Supplier Terhubung",
  connected: (balance: string) => `Akun Digiflazz terverifikasi. Saldo deposit: ${balance}.`,
  status: "Terhubung sebagai",
  keyEnding: (last4: string) => `API key berakhiran …${last4}`,
  verifiedAt: "Terakhir diverifikasi",
  balance: "Saldo deposit Digiflazz",
  balanceUnknown: "Saldo tidak dapat dibaca saat ini (Digiflazz tidak menjawab atau API key sudah diganti).",
  webhookTitle: "Webhook",
  webhookIntro:
    "Tempel URL ini di Digiflazz (Atur Koneksi > API > Webhook) dengan secret di bawahnya, agar status transaksi langsung sampai ke PasarGame.",
  webhookUrl: "URL Webhook",
  webhookSecret: "Secret Webhook",
  webhookSecretMissing: "Secret webhook belum tersedia di server ini; status transaksi tetap diperiksa berkala.",
  replace: "Ganti akun atau API key",
  disconnect: "Putuskan",
  disconnectHint: "Listing yang dipetakan ke kode produk supplier kembali diproses manual.",
  disconnectedTitle: "Supplier Diputuskan",
  disconnected: "Akun Digiflazz tidak lagi terhubung. Kode produk supplier di listing Anda dihapus.",
  disconnectRefusedTitle: "Belum Bisa Diputuskan",
  disconnectRefused: "Masih ada top up yang sedang diproses supplier. Tunggu sampai selesai, lalu coba lagi.",
  notConnected: "Belum ada akun supplier yang terhubung.",
} as const;

/** The nickname check on the top-up page and at checkout. */
export const NICKNAME_TEXTS = {
  label: "Nickname",
  sure: "pastikan benar",
  notFound: "ID tidak ditemukan. Periksa lagi User ID dan Zone/Server ID Anda.",
  unavailable: "Nickname tidak dapat dicek saat ini. Periksa lagi ID Anda sebelum membayar.",
  check: "Cek ID",
} as const;

/** The checkout's refusal of an ID the supplier does not know (server-only: kept out of the pages' bundles). */
export const UNKNOWN_ID_TITLE = "ID Tidak Ditemukan";

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
