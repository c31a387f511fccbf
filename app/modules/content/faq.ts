/**
 * Questions and answers for /faq (all of them) and /help (the ones marked `help`), in the spec's four
 * categories (section 2, "Information pages"), plus the search filter both pages share.
 * Pure data and functions: used by the loaders (no-JS search via ?q=) and in the browser (as you type).
 */

export const FAQ_CATEGORIES = ["Akun & Keamanan", "Pembelian", "Penjualan", "Keamanan Transaksi"] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface FaqEntry {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
  /** Also shown in the shorter list of the help centre. */
  help?: boolean;
}

export const NO_MATCH_TEXT = "Tidak ada pertanyaan yang cocok dengan pencarian Anda.";

/** The longest search term we look at; anything longer is cut (it cannot match a question anyway). */
export const MAX_QUERY_LENGTH = 100;

export const FAQ_ENTRIES: FaqEntry[] = [
  // ── Akun & Keamanan ──────────────────────────────────────────────────────
  {
    id: "cara-daftar",
    category: "Akun & Keamanan",
    help: true,
    question: "Bagaimana cara membuat akun di PasarGame?",
    answer:
      "Klik tombol Daftar, isi username, email, password dan nomor WhatsApp (opsional), lalu pilih mendaftar sebagai pembeli atau penjual. Kami akan mengirim kode OTP 6 digit ke email Anda; masukkan kode tersebut untuk memverifikasi akun, lalu Anda bisa langsung login.",
  },
  {
    id: "otp-tidak-masuk",
    category: "Akun & Keamanan",
    help: true,
    question: "Kode OTP tidak masuk ke email saya, apa yang harus dilakukan?",
    answer:
      "Periksa folder spam atau promosi di email Anda dan pastikan alamat email yang dimasukkan sudah benar. Jika kode belum juga diterima, tekan Kirim Ulang OTP setelah hitungan mundur 60 detik selesai.",
  },
  {
    id: "lupa-password",
    category: "Akun & Keamanan",
    help: true,
    question: "Saya lupa password. Bagaimana cara mengaturnya ulang?",
    answer:
      "Buka halaman login, pilih Lupa Password dan masukkan email akun Anda. Jika email terdaftar, kami mengirimkan link untuk membuat password baru. Setelah password diganti, Anda akan diminta login kembali.",
  },
  {
    id: "ganti-email",
    category: "Akun & Keamanan",
    question: "Apakah saya bisa mengganti email akun?",
    answer:
      "Email akun tidak dapat diubah dari halaman profil karena digunakan untuk verifikasi dan keamanan. Username, nama lengkap, nomor telepon dan foto profil tetap bisa Anda ubah kapan saja.",
  },
  {
    id: "akun-aman",
    category: "Akun & Keamanan",
    question: "Bagaimana cara menjaga akun PasarGame saya tetap aman?",
    answer:
      "Gunakan password yang kuat dan berbeda dari situs lain, jangan pernah membagikan kode OTP kepada siapa pun (termasuk yang mengaku staf PasarGame), dan selalu logout jika memakai perangkat bersama.",
  },
  {
    id: "lencana-terverifikasi",
    category: "Akun & Keamanan",
    question: "Apa arti lencana Pengguna Terverifikasi?",
    answer:
      "Lencana ini diberikan oleh tim PasarGame kepada pengguna yang identitas dan riwayat transaksinya sudah kami periksa. Lencana membantu pembeli memilih penjual yang terpercaya, tetapi semua transaksi tetap dilindungi rekening bersama.",
  },

  // ── Pembelian ───────────────────────────────────────────────────────────
  {
    id: "cara-membeli",
    category: "Pembelian",
    help: true,
    question: "Bagaimana cara membeli di PasarGame?",
    answer:
      "Cari game atau produk yang Anda inginkan, tambahkan ke keranjang, lalu selesaikan pembayaran. Setelah itu, hubungi penjual melalui chat pesanan, terima produknya, dan konfirmasi pesanan sebagai Selesai. Panduan lengkapnya ada di halaman Cara Membeli.",
  },
  {
    id: "metode-pembayaran",
    category: "Pembelian",
    help: true,
    question: "Metode pembayaran apa saja yang tersedia?",
    answer:
      "Saat checkout, di halaman pesanan yang belum dibayar, dan saat deposit Anda bisa membayar dengan Saldo PasarGame, QRIS, Virtual Account (BCA, BNI, BRI, Mandiri, Permata), e-wallet (GoPay, ShopeePay, DANA, OVO), serta gerai Alfamart dan Indomaret. Biaya tiap metode (misalnya QRIS 0,7%, Virtual Account Rp4.000, gerai Rp5.000) ditampilkan sebelum Anda membayar, dan pembayaran dicek otomatis. Untuk deposit tersedia juga transfer bank manual (BCA, Mandiri) dengan kode unik yang diperiksa admin.",
  },
  {
    id: "kode-unik",
    category: "Pembelian",
    question: "Kenapa jumlah transfer saya ada tambahan kode unik?",
    answer:
      "Kode unik (angka 100–999) ditambahkan pada transfer bank manual agar admin dapat mencocokkan pembayaran Anda. Pastikan Anda mentransfer tepat sesuai total yang ditampilkan, termasuk kode unik dan biaya admin jika ada.",
  },
  {
    id: "lama-pengiriman",
    category: "Pembelian",
    question: "Berapa lama produk akan dikirim setelah saya membayar?",
    answer:
      "Setiap listing mencantumkan waktu pengiriman, misalnya Instan, 15 Menit atau 30 Menit. Top up biasanya diproses paling cepat, sedangkan akun dan jasa joki mengikuti waktu yang dijanjikan penjual. Anda bisa memantau statusnya di halaman pesanan.",
  },
  {
    id: "data-top-up",
    category: "Pembelian",
    question: "Data apa yang perlu saya isi saat membeli top up?",
    answer:
      "Untuk top up, isi data yang diminta pada halaman produk, biasanya User ID dan Zone ID atau server game Anda. Periksa kembali sebelum membayar, karena top up yang terkirim ke ID yang salah tidak bisa dibatalkan.",
  },
  {
    id: "batal-pesanan",
    category: "Pembelian",
    question: "Bisakah saya membatalkan pesanan?",
    answer:
      "Pesanan yang masih Menunggu Pembayaran cukup dibiarkan dan akan dibatalkan. Jika pesanan sudah dibayar, hubungi penjual melalui chat pesanan terlebih dahulu; bila tidak ada kesepakatan, ajukan komplain sesuai Kebijakan Pengembalian Dana.",
  },

  // ── Penjualan ───────────────────────────────────────────────────────────
  {
    id: "jadi-penjual",
    category: "Penjualan",
    help: true,
    question: "Bagaimana cara menjadi penjual?",
    answer:
      "Pilih Penjual saat mendaftar, atau jika Anda sudah punya akun pembeli, buka halaman profil dan pilih Jadi Penjual. Setelah itu Anda bisa membuat listing pertama melalui tombol Jual.",
  },
  {
    id: "buat-listing",
    category: "Penjualan",
    help: true,
    question: "Apa saja yang perlu disiapkan untuk membuat listing?",
    answer:
      "Siapkan game dan kategori, judul yang jelas, deskripsi lengkap, harga, stok, platform, server, waktu pengiriman, tag, serta hingga 5 gambar (PNG, JPG atau GIF, maksimal 2 MB per gambar).",
  },
  {
    id: "biaya-penjual",
    category: "Penjualan",
    question: "Apakah ada biaya untuk berjualan di PasarGame?",
    answer:
      "Membuat akun dan listing tidak dipungut biaya. Biaya layanan yang kecil dapat berlaku untuk transaksi yang berhasil; rinciannya ditampilkan sebelum Anda menarik saldo.",
  },
  {
    id: "kapan-dibayar",
    category: "Penjualan",
    help: true,
    question: "Kapan saya menerima pembayaran dari pesanan?",
    answer:
      "Dana pembeli ditahan di rekening bersama sampai pembeli mengonfirmasi pesanan sebagai Selesai. Setelah itu dana masuk ke saldo Anda dan bisa ditarik kapan saja.",
  },
  {
    id: "tarik-saldo",
    category: "Penjualan",
    question: "Bagaimana cara menarik saldo penjualan?",
    answer:
      "Buka tab Penarikan di dasbor penjual, masukkan jumlah, lalu pilih transfer bank (BCA, Mandiri, BNI, BRI, CIMB Niaga atau bank lain) atau e-wallet (GoPay, OVO, Dana, ShopeePay). Penarikan diproses oleh admin dalam 1–3 hari kerja.",
  },
  {
    id: "status-pesanan-penjual",
    category: "Penjualan",
    question: "Apa yang harus saya lakukan ketika ada pesanan masuk?",
    answer:
      "Tanggapi pembeli secepatnya melalui chat pesanan, kirim produk sesuai deskripsi, lalu ubah status pesanan menjadi Dikirim. Pesanan selesai setelah pembeli mengonfirmasi bahwa produk sudah diterima.",
  },

  // ── Keamanan Transaksi ──────────────────────────────────────────────────
  {
    id: "rekening-bersama",
    category: "Keamanan Transaksi",
    help: true,
    question: "Apa itu rekening bersama dan bagaimana uang saya dilindungi?",
    answer:
      "Rekening bersama (escrow) berarti pembayaran Anda ditahan oleh PasarGame, bukan langsung diberikan ke penjual. Dana baru diteruskan ke penjual setelah Anda mengonfirmasi bahwa produk sudah diterima sesuai deskripsi.",
  },
  {
    id: "ajukan-komplain",
    category: "Keamanan Transaksi",
    help: true,
    question: "Bagaimana jika produk yang saya terima tidak sesuai?",
    answer:
      "Hubungi penjual lewat chat pesanan terlebih dahulu. Jika masalah tidak terselesaikan, ajukan komplain paling lambat 3 hari setelah produk seharusnya diterima atau sejak masalah ditemukan, dengan melampirkan bukti seperti tangkapan layar, video dan riwayat chat.",
  },
  {
    id: "transaksi-di-luar",
    category: "Keamanan Transaksi",
    question: "Bolehkah saya bertransaksi langsung dengan penjual di luar PasarGame?",
    answer:
      "Jangan. Transaksi di luar platform tidak dilindungi rekening bersama dan tidak dapat kami bantu jika terjadi penipuan. Laporkan penjual yang meminta pembayaran di luar PasarGame kepada tim dukungan.",
  },
  {
    id: "keputusan-sengketa",
    category: "Keamanan Transaksi",
    question: "Siapa yang memutuskan jika terjadi sengketa?",
    answer:
      "Tim PasarGame meninjau bukti dari kedua belah pihak, yaitu riwayat chat pesanan, tangkapan layar dan video, lalu memutuskan apakah dana dikembalikan ke pembeli atau diteruskan ke penjual.",
  },
  {
    id: "akun-ditarik-kembali",
    category: "Keamanan Transaksi",
    question: "Bagaimana jika akun game yang saya beli ditarik kembali oleh penjual?",
    answer:
      "Segera amankan akun (ganti password dan email jika memungkinkan), kumpulkan bukti, lalu hubungi kami. Penjual yang terbukti menarik kembali akun yang sudah dijual akan kami tindak tegas, termasuk penangguhan akun.",
  },
];

/** The shorter list of the help centre: a subset of the FAQ, in the same order. */
export const HELP_ENTRIES: FaqEntry[] = FAQ_ENTRIES.filter((entry) => entry.help);

/** Lower-cased, trimmed, inner whitespace collapsed: what the search compares. */
function normalize(text: string): string {
  return text.toLocaleLowerCase("id-ID").replace(/\s+/g, " ").trim();
}

/** The search term as the pages use it: trimmed and at most MAX_QUERY_LENGTH characters. */
export function cleanQuery(query: string | null | undefined): string {
  return (query ?? "").trim().slice(0, MAX_QUERY_LENGTH);
}

/**
 * Entries whose question or answer contains the query (case-insensitive). A blank query returns
 * every entry; the order of `entries` is kept.
 */
export function filterFaq<T extends Pick<FaqEntry, "question" | "answer">>(entries: readonly T[], query: string): T[] {
  const needle = normalize(query);
  if (!needle) return [...entries];
  return entries.filter((e) => normalize(e.question).includes(needle) || normalize(e.answer).includes(needle));
}

/** Entries grouped by category in the spec's category order; empty categories are left out. */
export function groupByCategory<T extends Pick<FaqEntry, "category">>(
  entries: readonly T[],
): { category: FaqCategory; entries: T[] }[] {
  return FAQ_CATEGORIES.map((category) => ({
    category,
    entries: entries.filter((e) => e.category === category),
  })).filter((group) => group.entries.length > 0);
}
