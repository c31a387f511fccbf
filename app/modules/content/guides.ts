/** The step-by-step guides of /how-to-buy (5 steps) and /how-to-sell (6 steps), spec section 2. */

export interface GuideStep {
  title: string;
  text: string;
}

export const HOW_TO_BUY_STEPS: GuideStep[] = [
  {
    title: "Cari Produk",
    text: "Gunakan kolom pencarian atau pilih game favorit Anda, lalu saring berdasarkan kategori, harga dan server sampai menemukan akun, item, top up atau jasa joki yang pas.",
  },
  {
    title: "Tambah ke Keranjang",
    text: "Baca deskripsi dan ulasan penjual, isi data yang diminta (misalnya User ID dan Zone ID untuk top up), pilih jumlah, lalu tekan Tambah ke Keranjang.",
  },
  {
    title: "Bayar Pesanan",
    text: "Bayar dengan Saldo PasarGame, QRIS, Virtual Account, e-wallet atau gerai Alfamart/Indomaret; pembayaran dicek otomatis. Dana Anda ditahan di rekening bersama, bukan langsung ke penjual.",
  },
  {
    title: "Chat dengan Penjual",
    text: "Gunakan chat di halaman pesanan untuk berkoordinasi dengan penjual, misalnya soal waktu pengiriman atau data login. Simpan semua percakapan di dalam PasarGame.",
  },
  {
    title: "Terima & Konfirmasi",
    text: "Periksa produk yang Anda terima. Jika sudah sesuai, konfirmasi pesanan sebagai Selesai agar dana diteruskan ke penjual. Ada masalah? Ajukan komplain dalam 3 hari.",
  },
];

export const HOW_TO_SELL_STEPS: GuideStep[] = [
  {
    title: "Daftar atau Masuk sebagai Penjual",
    text: "Pilih Penjual saat mendaftar, atau ubah akun pembeli Anda menjadi akun penjual dari halaman profil. Verifikasi email dengan kode OTP sebelum mulai berjualan.",
  },
  {
    title: "Buat Listing",
    text: "Tekan tombol Jual, pilih game dan kategori, lalu tulis judul dan deskripsi yang jujur dan lengkap. Tambahkan hingga 5 gambar (PNG, JPG atau GIF, maks. 2 MB).",
  },
  {
    title: "Atur Harga & Detail",
    text: "Tentukan harga, stok, platform, server dan waktu pengiriman. Detail yang jelas membuat pembeli lebih yakin dan mengurangi pertanyaan berulang.",
  },
  {
    title: "Tanggapi Pesanan",
    text: "Pesanan baru muncul di dasbor penjual. Balas chat pembeli secepatnya dan mulai proses pesanan sesuai waktu pengiriman yang Anda janjikan.",
  },
  {
    title: "Kirim Produk & Perbarui Status",
    text: "Kirim produk atau data akun kepada pembeli, lalu tandai pesanan sebagai 'Dikirim'. Pesanan menjadi 'Selesai' setelah pembeli mengonfirmasi penerimaan.",
  },
  {
    title: "Terima Pembayaran",
    text: "Setelah pesanan Selesai, dana dari rekening bersama masuk ke saldo Anda. Tarik saldo ke rekening bank atau e-wallet; penarikan diproses dalam 1–3 hari kerja.",
  },
];
