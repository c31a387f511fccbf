/**
 * Texts of the policy pages: terms (6 sections), privacy (6, what UU PDP asks a notice to say:
 * docs/operations.md), cookies (4) and refund policy (3). Counsel edits the words here.
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
    "Siapa pengendali data Anda di PasarGame, data apa yang disimpan, untuk apa dan berapa lama, siapa pemrosesnya, serta hak-hak Anda menurut UU PDP dan cara memakainya.",
  intro:
    "Kebijakan ini menjelaskan data pribadi yang diproses PasarGame sesuai Undang-Undang No. 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP): siapa pengendalinya, data apa, untuk apa, berapa lama, kepada siapa dibagikan, dan bagaimana Anda memakai hak-hak Anda.",
  sections: [
    {
      id: "pengendali",
      title: "1. Pengendali Data dan Kontak",
      paragraphs: [
        `Pengendali data pribadi Anda adalah PasarGame, pengelola situs ini. Pertanyaan dan permohonan tentang data pribadi dapat dikirim ke ${SUPPORT_EMAIL} atau lewat formulir Hubungi Kami; setiap permohonan tercatat dengan nomor tiket dan waktunya.`,
      ],
    },
    {
      id: "data-dikumpulkan",
      title: "2. Data yang Kami Proses, Untuk Apa dan Berapa Lama",
      paragraphs: ["Kami hanya memproses data yang diperlukan untuk tujuan di bawah ini:"],
      bullets: [
        "Data akun (username, email, nama lengkap, nomor WhatsApp, foto profil): untuk menjalankan akun, login dan pemberitahuan. Disimpan selama akun aktif.",
        "Pesanan, pembayaran, saldo, deposit dan penarikan (termasuk rekening bank tujuan penarikan): untuk menjalankan transaksi dengan rekening bersama dan memenuhi kewajiban pembukuan dan pajak. Disimpan 10 tahun sesuai kewajiban dokumen keuangan, juga setelah akun dihapus (tanpa identitas yang tidak diperlukan).",
        "Info pengiriman dari penjual (misalnya data login akun game): disimpan terenkripsi, hanya dapat dibaca pembeli dan penjual; staf hanya saat komplain atau klaim garansi, dan setiap kali dibuka tercatat.",
        "Chat pesanan, pertanyaan sebelum membeli, komplain, klaim garansi dan buktinya: untuk menyelesaikan sengketa dan mencegah penipuan. Disimpan selama pesanannya dapat disengketakan dan paling lama 2 tahun setelah pesanan selesai.",
        "ID game dan nickname untuk top up: untuk mengirim top up ke akun yang benar dan sebagai bukti. Disimpan bersama pesanannya.",
        "Data teknis (alamat IP, jenis perangkat dan browser, cookie yang diperlukan, langganan notifikasi push): untuk keamanan, batas percobaan dan pencegahan penyalahgunaan. Catatan teknis disimpan paling lama 30 hari.",
      ],
    },
    {
      id: "berbagi",
      title: "3. Pemroses Data dan Pihak Lain",
      paragraphs: [
        "Kami tidak menjual data pribadi Anda. Data dibagikan hanya seperlunya kepada pihak lawan transaksi (misalnya username penjual atau pembeli), kepada pihak berwenang bila diwajibkan hukum, dan kepada pemroses yang bekerja atas nama kami:",
      ],
      bullets: [
        "Cloudflare: hosting situs, database dan penyimpanan gambar (data dapat diproses di luar Indonesia dengan perlindungan yang setara).",
        "Midtrans: pemrosesan pembayaran dan penarikan dana.",
        "Penyedia email (Resend) dan WhatsApp (Meta): pengiriman kode OTP, tanda terima dan pemberitahuan.",
        "Supplier top up (misalnya Digiflazz dan VIP Reseller): ID game tujuan top up dan pengecekan nickname.",
      ],
    },
    {
      id: "hak-anda",
      title: "4. Hak Anda dan Cara Memakainya",
      paragraphs: [
        "Anda berhak mendapat informasi tentang pemrosesan data Anda, melihat dan memperbaiki data, mendapat salinan data dalam format yang umum dipakai, meminta penghentian pemrosesan, pembatasan atau penghapusan, menarik persetujuan, serta mengajukan keberatan.",
      ],
      bullets: [
        "Data profil dapat dilihat dan diperbarui kapan saja di halaman akun; pemberitahuan email dan push dapat dimatikan di Pengaturan Notifikasi.",
        "Permohonan salinan data, penghapusan akun, pembatasan atau penarikan persetujuan: kirim lewat Hubungi Kami. Permohonan tercatat dan dijawab paling lambat 3 × 24 jam.",
        "Penghapusan akun ditunda bila masih ada saldo, pesanan, komplain, garansi atau penarikan yang berjalan; data yang wajib disimpan menurut hukum tetap disimpan tanpa identitas yang tidak diperlukan.",
      ],
    },
    {
      id: "anak",
      title: "5. Data Anak dan Keamanan",
      paragraphs: [
        "Pengguna di bawah 18 tahun hanya boleh memakai PasarGame dengan persetujuan dan pengawasan orang tua atau wali. Orang tua atau wali dapat meminta kami menghapus data anaknya lewat Hubungi Kami.",
        "Password disimpan dalam bentuk hash, info pengiriman dienkripsi, koneksi dienkripsi, dan akses staf dibatasi serta tercatat. Bila terjadi kebocoran data pribadi, kami memberi tahu Anda dan kementerian secara tertulis paling lambat 3 × 24 jam, berisi data yang terungkap, kapan dan bagaimana, serta upaya penanganan dan pemulihannya.",
      ],
    },
    {
      id: "perubahan",
      title: "6. Perubahan Kebijakan",
      paragraphs: [
        `Kebijakan ini dapat diperbarui. Perubahan penting kami umumkan lewat email atau pemberitahuan di situs sebelum berlaku. Pertanyaan tentang privasi dapat dikirim ke ${SUPPORT_EMAIL}.`,
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
