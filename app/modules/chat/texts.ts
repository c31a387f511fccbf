/**
 * The order chat's texts (spec section 9): the chat box, its connection states, and the safety
 * warning and notes (safety.ts). Pre-sale conversations and the rooms (workers/order-room/) read
 * the same words.
 */
import type { ChatSafetyKind } from "./safety";

/** The order chat (one per order, on the order page); the connection words name its states. */
export const CHAT_TEXTS = {
  title: "Chat Pesanan",
  empty: "Belum ada pesan. Mulai percakapan dengan menyapa.",
  older: "Tampilkan pesan sebelumnya",
  you: "Anda",
  admin: "Admin",
  placeholder: "Tulis pesan… (Enter untuk kirim, Shift+Enter untuk baris baru)",
  send: "Kirim",
  sending: "Mengirim…",
  notSent: "Tidak terkirim",
  retry: "Kirim ulang",
  noScript:
    "Chat langsung memerlukan JavaScript. Aktifkan JavaScript untuk mengirim dan menerima pesan secara langsung.",
  connection: {
    connecting: "Menghubungkan…",
    open: "Terhubung",
    reconnecting: "Menghubungkan ulang…",
    ended: "Sesi berakhir",
  },
} as const;

/**
 * Chat safety (safety.ts): the warning the sender reads before a message with contact details
 * or off-platform payment goes out, the note under such a message, and the refusal of a login.
 */
export const CHAT_SAFETY_TEXTS = {
  warningTitle: "Periksa Dulu Pesan Anda",
  warning: (found: string) =>
    `Demi keamanan, jangan bertransaksi di luar PasarGame. Pesan ini berisi ${found}. ` +
    "Pembayaran dan kesepakatan di luar PasarGame tidak dilindungi rekening bersama, dan kami tidak dapat membantu bila terjadi penipuan.",
  warningFlagged: "Bila tetap dikirim, pesan ini ditandai untuk ditinjau tim PasarGame.",
  edit: "Ubah Pesan",
  sendAnyway: "Tetap Kirim",
  /** Under a flagged message, for everyone but its sender. */
  note: (found: string) =>
    `Hati-hati: pesan ini berisi ${found}. Jangan membayar atau bertransaksi di luar PasarGame; hanya pembayaran melalui PasarGame yang dilindungi rekening bersama.`,
  /** Under the sender's own flagged message. */
  ownNote: "Ditandai untuk ditinjau tim PasarGame.",
  credentials:
    "Jangan kirim email dan password akun lewat chat. Penjual mengirim data login melalui kolom Info Pengiriman di halaman pesanan ini: disimpan terenkripsi dan hanya terlihat oleh pembeli.",
  kinds: {
    credentials: "email dan password akun",
    phone: "nomor telepon",
    whatsapp: "WhatsApp",
    telegram: "Telegram",
    line: "ID LINE",
    discord: "Discord",
    email: "alamat email",
    bank_account: "nomor rekening",
    off_platform: "ajakan bertransaksi di luar PasarGame",
  } satisfies Record<ChatSafetyKind, string>,
} as const;

/** "nomor telepon, WhatsApp dan alamat email". */
export function safetyKindsText(kinds: readonly ChatSafetyKind[]): string {
  const names = kinds.map((k) => CHAT_SAFETY_TEXTS.kinds[k]);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} dan ${names[names.length - 1]}` : (names[0] ?? "");
}
