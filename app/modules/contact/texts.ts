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
