/** The contact form's texts (spec section 2, "Hubungi Kami"), with the limits its messages quote. */

export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 5000,
} as const;

export const CONTACT_TEXTS = {
  nameRequired: "Nama lengkap wajib diisi.",
  nameTooLong: `Nama lengkap maksimal ${CONTACT_LIMITS.nameMax} karakter.`,
  emailRequired: "Alamat email wajib diisi.",
  emailInvalid: "Format alamat email tidak valid. Contoh: nama@email.com",
  subjectRequired: "Subjek wajib diisi.",
  subjectTooLong: `Subjek maksimal ${CONTACT_LIMITS.subjectMax} karakter.`,
  messageRequired: "Pesan wajib diisi.",
  messageTooShort: `Pesan minimal ${CONTACT_LIMITS.messageMin} karakter.`,
  messageTooLong: "Pesan maksimal 5.000 karakter.",
  sentTitle: "Pesan Terkirim!",
  sentDescription: "Terima kasih telah menghubungi kami. Tim kami akan segera merespons.",
  failed: "Pesan gagal dikirim. Silakan coba lagi beberapa saat lagi.",
} as const;

/** Complaint tickets: the sender's confirmation, staff's queue, the answer's mail and notification. */
export const TICKET_TEXTS = {
  sentDescription: (ticketNumber: string, due: string) =>
    `Nomor tiket Anda ${ticketNumber}. Kami menjawab lewat email paling lambat ${due}.`,
  answeredTitle: (ticketNumber: string) => `Jawaban untuk Tiket ${ticketNumber}`,
  answeredBody: (subject: string, answer: string) => `Pesan Anda "${subject}": ${answer}`,
  mailKind: "Jawaban atas pesan yang Anda kirim ke PasarGame",
  tab: "Pengaduan",
  title: "Tiket Pengaduan",
  intro: "Pesan dari halaman Hubungi Kami. Jawab sebelum batas waktu yang dijanjikan kepada pengirim.",
  empty: "Tidak ada tiket yang menunggu jawaban.",
  answered: "Sudah Dijawab",
  due: (due: string) => `Jawab sebelum ${due}`,
  overdue: "Lewat batas waktu",
  answerLabel: "Jawaban",
  answerHint: "Dikirim ke email pengirim (dan ke notifikasinya bila ia login saat mengirim).",
  answerRequired: "Jawaban wajib diisi.",
  answerTooLong: "Jawaban maksimal 1.500 karakter.",
  submit: "Kirim Jawaban",
  answeredToast: (ticketNumber: string) => `Jawaban tiket ${ticketNumber} terkirim.`,
  alreadyAnswered: "Tiket ini sudah dijawab.",
  notFound: "Tiket tidak ditemukan.",
} as const;

/** The complaint service as the contact page states it (PP 80/2019 Pasal 27). */
export const COMPLAINT_TEXTS = {
  heading: "Layanan Pengaduan Konsumen",
  phone: "Telepon/WhatsApp pengaduan",
  address: "Alamat surat",
  hours: "Jam layanan",
  response: (hours: number) => `Setiap pengaduan dijawab paling lambat ${hours} jam setelah diterima.`,
  steps: [
    "Kirim pengaduan lewat formulir di halaman ini (sertakan nomor pesanan bila ada), atau hubungi nomor di atas.",
    "Anda menerima nomor tiket dan batas waktu jawaban kami.",
    "Tim kami menjawab lewat email. Untuk masalah pesanan, ajukan juga komplain di halaman pesanan agar dana ditahan.",
  ],
  escalation:
    "Bila pengaduan Anda tidak terselesaikan, Anda dapat mengadukannya ke Kementerian Perdagangan Republik Indonesia (Direktorat Jenderal Perlindungan Konsumen dan Tertib Niaga), sesuai PP 80/2019.",
} as const;
