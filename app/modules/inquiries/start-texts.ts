/**
 * The buttons that start a pre-sale conversation (listing and profile pages): in a module of their
 * own so those pages' JavaScript carries these three texts only (./texts.ts has the rest).
 */
export const INQUIRY_START_TEXTS = {
  start: "Chat dengan Penjual",
  startProfile: "Kirim Pesan",
  /** Under the button on the listing page. */
  startHint: "Tanyakan detail produk sebelum membeli. Pembayaran tetap lewat PasarGame agar dana Anda aman.",
} as const;
