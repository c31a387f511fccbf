/** The top-up area's words: the nickname check on the top-up page and at checkout, the denominations' admin page. */
export const NICKNAME_TEXTS = {
  label: "Nickname",
  sure: "pastikan benar",
  notFound: "ID tidak ditemukan. Periksa lagi User ID dan Zone/Server ID Anda.",
  unavailable: "Nickname tidak dapat dicek saat ini. Periksa lagi ID Anda sebelum membayar.",
  check: "Cek ID",
} as const;

/** The home page's row of top-up pages. */
export const QUICK_TOP_UP_TEXTS = {
  title: "Top Up Cepat",
  from: (price: string) => `mulai ${price}`,
} as const;
