/**
 * The texts around what a seller delivered (the order page's 'Info Pengiriman' card, staff's case
 * view): what the viewer reads, by role, by kind and by the order's state. Their own module, so
 * only the pages that show a delivery carry them to the browser.
 */
export const DELIVERY_TEXTS = {
  buyerNote: "Jangan bagikan info ini kepada siapa pun. Segera ganti password akun setelah login.",
  /** The buyer's advice for what is not an account: a top-up's proof, a service's details. */
  buyerNoteTopUp:
    "Bukti top up dari penjual. Cek saldo di game; bila belum masuk, ajukan komplain sebelum batas waktu.",
  buyerNoteOther: "Jangan bagikan info ini kepada siapa pun. Periksa dulu, lalu konfirmasi pesanan.",
  copyAll: "Salin semua",
  copy: (label: string) => `Salin ${label}`,
  sellerNote:
    "Yang Anda kirim ke pembeli. Hanya Anda dan pembeli yang dapat melihatnya; tim PasarGame hanya saat komplain atau klaim garansi.",
  adminNote:
    "Dikirim penjual kepada pembeli. Staf hanya dapat melihatnya selama komplain atau klaim garansi; setiap kali dibuka tercatat di log audit.",
  staffOnlyInCase:
    "Info pengiriman hanya dapat dilihat staf selama pesanan dikomplain atau diklaim garansinya, dan setiap kali dibuka tercatat di log audit.",
  unreadable: "Info pengiriman tidak dapat ditampilkan. Hubungi pihak lain melalui chat.",
  hiddenAfterCancel: "Pesanan ini dibatalkan, sehingga info pengiriman dari penjual tidak lagi ditampilkan.",
} as const;
