/** Texts of /about: the mission and the spec's four value cards. */

export const ABOUT_MISSION =
  "PasarGame lahir dari keresahan para gamer yang sering tertipu saat membeli akun, item atau top up di media sosial. Misi kami sederhana: menjadi tempat jual beli kebutuhan game yang aman, cepat dan terjangkau bagi semua gamer Indonesia.";

export const ABOUT_ESCROW =
  "Setiap pembayaran ditahan di rekening bersama sampai pembeli menerima pesanannya. Penjual mendapat kepastian dibayar, pembeli mendapat kepastian barangnya sampai.";

export const ABOUT_VALUES = [
  {
    key: "secure",
    title: "Transaksi Aman",
    text: "Dana pembeli ditahan di rekening bersama dan baru diteruskan ke penjual setelah pesanan dikonfirmasi Selesai.",
  },
  {
    key: "community",
    title: "Komunitas Terpercaya",
    text: "Ulasan pembeli, rating penjual dan lencana Pengguna Terverifikasi membantu Anda memilih penjual yang tepat.",
  },
  {
    key: "fast",
    title: "Proses Cepat & Mudah",
    text: "Cari, bayar dan terima pesanan dalam hitungan menit. Banyak top up dikirim secara instan.",
  },
  {
    key: "choice",
    title: "Pilihan Terlengkap",
    text: "Akun, item dalam game, top up dan jasa joki untuk Valorant, Mobile Legends, Genshin Impact dan game populer lainnya.",
  },
] as const;
