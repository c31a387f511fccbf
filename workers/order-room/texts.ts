/**
 * What the OrderRoom tells a chat participant when it refuses something, in one place. The browser
 * shows these texts as they are (app/components/orders/chat.tsx).
 */
import { formatNumber } from "../../app/utils/format";
import { CHAT_SAFETY_TEXTS } from "../../app/modules/chat/texts";

export const CHAT_ROOM_TEXTS = {
  accessDenied: "Akses Ditolak",
  badFormat: "Format pesan tidak valid.",
  invalid: "Pesan tidak valid.",
  /** The session behind an open socket ended: logout, a password change, suspension or expiry. */
  sessionEnded: "Sesi Anda sudah berakhir. Muat ulang halaman dan masuk kembali untuk melanjutkan chat.",
  /** The socket reached its maximum lifetime; the browser reconnects on its own. */
  reconnect: "Sambungan chat diperbarui.",
  tooFast: (seconds: number) =>
    `Anda mengirim pesan terlalu cepat. Pesan ini tidak terkirim; coba lagi dalam ${seconds} detik.`,
  /** A message with an account login (modules/chat/safety.ts): it belongs in the encrypted delivery info. */
  credentials: CHAT_SAFETY_TEXTS.credentials,
  roomFull: (max: number) =>
    `Percakapan ini sudah mencapai batas ${formatNumber(max)} pesan, jadi pesan baru tidak dapat dikirim. ` +
    "Hubungi kami melalui halaman Kontak bila Anda masih memerlukan bantuan.",
} as const;
