/**
 * Texts of the policy pages: terms (6 sections), privacy (6), cookies (4) and refund policy (3).
 * Rules come from the spec: dispute window 3 days, 30 days' notice before material changes of the
 * terms, escrow until the buyer confirms, withdrawals in 1–3 working days.
 */
import { SUPPORT_EMAIL } from "~/utils/site";

export const DISPUTE_WINDOW_DAYS = 3;
export const TERMS_CHANGE_NOTICE_DAYS = 30;

export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
  bullets?: string[];
  /** A closing paragraph after the bullets. */
  note?: string;
}

export interface LegalDocument {
  title: string;
  description: string;
  intro: string;
  sections: LegalSection[];
}

export const TERMS: LegalDocument = {
  title: "Syarat & Ketentuan",
  description:
    "Syarat dan ketentuan penggunaan PasarGame: akun, transaksi dengan rekening bersama, kewajiban penjual dan pembeli, serta perubahan ketentuan.",
  intro:
    "Dengan mendaftar atau menggunakan PasarGame, Anda menyetujui syarat dan ketentuan berikut. Mohon baca dengan saksama sebelum bertransaksi.",
  sections: [
    {
      id: "penerimaan",
      title: "1. Penerimaan Ketentuan",
      paragraphs: [
        "PasarGame adalah marketplace yang mempertemukan penjual dan pembeli akun game, item dalam game, top up dan jasa joki. Ketentuan ini berlaku bagi semua pengunjung, pembeli dan penjual.",
        "Jika Anda tidak menyetujui sebagian atau seluruh ketentuan ini, mohon untuk tidak menggunakan layanan kami.",
      ],
    },
    {
      id: "akun",
      title: "2. Akun Pengguna",
      paragraphs: [
        "Anda wajib memberikan data yang benar saat mendaftar dan memverifikasi email dengan kode OTP. Anda bertanggung jawab menjaga kerahasiaan password dan semua aktivitas yang terjadi di akun Anda.",
      ],
      bullets: [
        "Satu orang boleh memiliki satu akun pembeli yang dapat diubah menjadi akun penjual.",
        "Jangan bagikan kode OTP atau password kepada siapa pun, termasuk yang mengaku staf PasarGame.",
        "Kami dapat menangguhkan akun yang terbukti melakukan penipuan atau melanggar ketentuan ini.",
      ],
    },
    {
      id: "transaksi",
      title: "3. Transaksi dan Rekening Bersama",
      paragraphs: [
        "Semua pembayaran ditahan di rekening bersama PasarGame sampai pembeli mengonfirmasi bahwa pesanan telah diterima. Setelah pesanan Selesai, dana diteruskan ke saldo penjual.",
        "Transaksi yang dilakukan di luar platform tidak mendapat perlindungan rekening bersama dan berada di luar tanggung jawab PasarGame.",
      ],
    },
    {
      id: "penjual",
      title: "4. Kewajiban Penjual",
      paragraphs: [
        "Penjual wajib memiliki hak penuh atas produk yang dijual, menjelaskan produk dengan jujur dan lengkap, serta mengirim pesanan sesuai waktu pengiriman yang dicantumkan.",
      ],
      bullets: [
        "Dilarang menjual akun hasil peretasan atau produk yang melanggar hukum.",
        "Dilarang menarik kembali akun yang sudah dijual.",
        "Biaya layanan yang kecil dapat berlaku untuk setiap transaksi yang berhasil.",
        "Penarikan saldo diproses oleh admin dalam 1–3 hari kerja.",
      ],
    },
    {
      id: "pembeli",
      title: "5. Kewajiban Pembeli",
      paragraphs: [
        "Pembeli wajib membayar sesuai total yang ditampilkan, mengisi data pesanan (misalnya User ID dan Zone ID untuk top up) dengan benar, dan mengonfirmasi pesanan setelah produk diterima sesuai deskripsi.",
        `Jika terjadi masalah, pembeli dapat mengajukan komplain dalam ${DISPUTE_WINDOW_DAYS} hari sesuai Kebijakan Pengembalian Dana.`,
      ],
    },
    {
      id: "perubahan",
      title: "6. Perubahan Ketentuan",
      paragraphs: [
        `Kami dapat memperbarui ketentuan ini dari waktu ke waktu. Untuk perubahan material, kami akan memberi tahu Anda melalui email atau pemberitahuan di situs paling lambat ${TERMS_CHANGE_NOTICE_DAYS} hari sebelum perubahan berlaku.`,
        "Dengan tetap menggunakan PasarGame setelah perubahan berlaku, Anda dianggap menyetujui ketentuan yang baru.",
      ],
    },
  ],
};

export const PRIVACY: LegalDocument = {
  title: "Kebijakan Privasi",
  description:
    "Bagaimana PasarGame mengumpulkan, menggunakan, membagikan dan melindungi data pribadi Anda, serta hak-hak Anda atas data tersebut.",
  intro:
    "Privasi Anda penting bagi kami. Kebijakan ini menjelaskan data apa yang kami kumpulkan, untuk apa data tersebut digunakan, dan bagaimana kami melindunginya.",
  sections: [
    {
      id: "data-dikumpulkan",
      title: "1. Data yang Kami Kumpulkan",
      paragraphs: [
        "Kami mengumpulkan data yang Anda berikan secara langsung maupun yang tercatat saat Anda memakai layanan:",
      ],
      bullets: [
        "Data akun: username, email, nama lengkap, nomor WhatsApp dan foto profil.",
        "Data transaksi: pesanan, deposit, penarikan saldo, ulasan dan riwayat chat pesanan.",
        "Data teknis: alamat IP, jenis perangkat dan browser, serta cookie yang diperlukan.",
      ],
    },
    {
      id: "penggunaan",
      title: "2. Penggunaan Data",
      paragraphs: [
        "Data Anda digunakan untuk menjalankan akun dan transaksi, memverifikasi email, memproses pembayaran dan penarikan, menyelesaikan sengketa, mencegah penipuan, serta menjawab pertanyaan yang Anda kirim kepada tim dukungan.",
      ],
    },
    {
      id: "berbagi",
      title: "3. Berbagi Data",
      paragraphs: [
        "Kami tidak menjual data pribadi Anda. Data hanya dibagikan seperlunya kepada pihak lawan transaksi (misalnya username penjual atau pembeli), penyedia pembayaran dan pengiriman email, atau pihak berwenang jika diwajibkan oleh hukum.",
      ],
    },
    {
      id: "keamanan",
      title: "4. Keamanan Data",
      paragraphs: [
        "Password disimpan dalam bentuk hash, koneksi ke situs dienkripsi, dan akses ke data dibatasi hanya untuk staf yang memerlukannya. Meski demikian, tidak ada sistem yang sepenuhnya bebas risiko; jaga juga kerahasiaan password dan kode OTP Anda.",
      ],
    },
    {
      id: "hak-anda",
      title: "5. Hak Anda",
      paragraphs: ["Anda berhak untuk:"],
      bullets: [
        "Melihat dan memperbarui data profil Anda kapan saja melalui halaman akun.",
        "Meminta salinan data pribadi yang kami simpan tentang Anda.",
        "Meminta penghapusan akun, kecuali data yang wajib kami simpan untuk transaksi atau kewajiban hukum.",
      ],
    },
    {
      id: "perubahan",
      title: "6. Perubahan Kebijakan",
      paragraphs: [
        `Kebijakan ini dapat diperbarui sewaktu-waktu. Perubahan penting akan kami umumkan melalui email atau pemberitahuan di situs. Pertanyaan tentang privasi dapat dikirim ke ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
};

export const COOKIES: LegalDocument = {
  title: "Kebijakan Cookie",
  description:
    "Cookie dan penyimpanan lokal yang digunakan PasarGame untuk login, keamanan, keranjang belanja dan pilihan tema, serta cara mengaturnya.",
  intro:
    "PasarGame memakai cookie dan penyimpanan lokal browser seperlunya agar situs dapat berfungsi dengan aman dan nyaman. Berikut penjelasannya.",
  sections: [
    {
      id: "apa-itu-cookie",
      title: "1. Apa Itu Cookie",
      paragraphs: [
        "Cookie adalah berkas kecil yang disimpan browser Anda ketika mengunjungi sebuah situs. Cookie membantu situs mengingat informasi, misalnya bahwa Anda sudah login.",
      ],
    },
    {
      id: "jenis-cookie",
      title: "2. Cookie yang Kami Gunakan",
      paragraphs: ["Kami hanya menggunakan cookie dan penyimpanan yang diperlukan:"],
      bullets: [
        "Cookie sesi login, agar Anda tetap masuk dengan aman.",
        "Cookie notifikasi singkat, untuk menampilkan pesan setelah sebuah aksi (misalnya 'Pesan Terkirim!').",
        "Penyimpanan lokal untuk isi keranjang belanja dan pilihan tema terang atau gelap.",
      ],
    },
    {
      id: "pihak-ketiga",
      title: "3. Cookie Pihak Ketiga",
      paragraphs: [
        "Saat Anda login dengan Google atau Facebook, penyedia tersebut dapat memasang cookie mereka sendiri sesuai kebijakan privasi masing-masing. Kami tidak memasang cookie iklan.",
      ],
    },
    {
      id: "mengatur-cookie",
      title: "4. Mengatur Cookie",
      paragraphs: [
        "Anda dapat menghapus atau memblokir cookie melalui pengaturan browser. Perlu diketahui, tanpa cookie sesi Anda tidak dapat login, dan tanpa penyimpanan lokal isi keranjang serta pilihan tema tidak akan tersimpan.",
      ],
    },
  ],
};

export const REFUND_POLICY: LegalDocument = {
  title: "Kebijakan Pengembalian Dana",
  description: `Kapan Anda berhak atas pengembalian dana di PasarGame, cara mengajukan komplain dalam ${DISPUTE_WINDOW_DAYS} hari beserta bukti, dan hal-hal yang dikecualikan.`,
  intro:
    "Berkat rekening bersama, dana Anda ditahan sampai pesanan dikonfirmasi. Jika pesanan bermasalah, kebijakan berikut menjelaskan kapan dan bagaimana dana dapat dikembalikan.",
  sections: [
    {
      id: "syarat",
      title: "1. Syarat Pengembalian Dana",
      paragraphs: ["Anda dapat mengajukan pengembalian dana jika:"],
      bullets: [
        "Produk tidak dikirim oleh penjual dalam waktu pengiriman yang dijanjikan.",
        "Produk yang diterima tidak sesuai dengan deskripsi listing (misalnya rank, skin atau jumlah diamond berbeda).",
        "Akun yang dibeli tidak dapat diakses atau ditarik kembali oleh penjual.",
        "Pesanan belum dikonfirmasi Selesai, sehingga dana masih berada di rekening bersama.",
      ],
    },
    {
      id: "proses",
      title: "2. Proses Pengajuan",
      paragraphs: [
        "Cobalah selesaikan masalah dengan penjual melalui chat pesanan terlebih dahulu. Banyak kendala dapat diselesaikan dengan cepat secara langsung.",
        `Jika tidak ada penyelesaian, ajukan komplain paling lambat ${DISPUTE_WINDOW_DAYS} hari setelah produk seharusnya diterima atau sejak masalah ditemukan. Sertakan bukti berikut:`,
      ],
      bullets: [
        "Tangkapan layar (screenshot) yang menunjukkan masalah.",
        "Video rekaman saat login atau saat memeriksa produk.",
        "Riwayat chat dengan penjual (chat log).",
      ],
      note: "Tim PasarGame akan meninjau bukti dari kedua belah pihak. Selama peninjauan, dana tetap ditahan di rekening bersama; jika komplain disetujui, dana dikembalikan kepada Anda.",
    },
    {
      id: "pengecualian",
      title: "3. Pengecualian",
      paragraphs: ["Pengembalian dana tidak dapat diberikan apabila:"],
      bullets: [
        "Pesanan sudah Anda konfirmasi sebagai Selesai.",
        `Komplain diajukan lebih dari ${DISPUTE_WINDOW_DAYS} hari setelah produk seharusnya diterima atau masalah ditemukan.`,
        "Kesalahan berasal dari data yang Anda isi sendiri, misalnya User ID atau Zone ID top up yang salah.",
        "Akun diblokir oleh pengembang game karena pelanggaran yang Anda lakukan setelah serah terima.",
        "Transaksi dilakukan di luar platform PasarGame.",
      ],
    },
  ],
};
