/** The texts every page may show when it cannot show itself: the spec's 404 page and the error page. */
export const PAGE_TEXTS = {
  notFoundTitle: "Halaman Tidak Ditemukan",
  notFoundText: "Maaf, halaman yang Anda cari tidak ada atau mungkin telah dipindahkan.",
  backHome: "Kembali ke Beranda",
  errorTitle: "Terjadi Kesalahan",
  errorText: "Maaf, terjadi kesalahan di sisi kami. Silakan muat ulang halaman atau coba lagi nanti.",
  /** A request of the page that never got an answer (the connection dropped): not the server's fault. */
  offlineTitle: "Koneksi Terputus",
  offlineText:
    "Permintaan Anda tidak sampai ke PasarGame atau jawabannya tidak diterima. Periksa koneksi internet Anda, lalu muat ulang halaman.",
  reload: "Muat Ulang",
  /** Before the request id on the error page, so support can find the request's log line. */
  requestIdLabel: "Kode permintaan:",
} as const;
