/** Support contact details and opening hours (spec section 9) for /contact. */
import { SUPPORT_EMAIL, SUPPORT_WHATSAPP, whatsappLink } from "~/utils/site";

export const OPENING_HOURS = [
  { days: "Senin–Jumat", hours: "09.00–18.00 WIB" },
  { days: "Sabtu", hours: "10.00–15.00 WIB" },
  { days: "Minggu & hari libur nasional", hours: "Tutup" },
] as const;

export const AFTER_HOURS_NOTE = "Pesan yang masuk di luar jam kerja akan kami balas pada hari kerja berikutnya.";

/** "6281234567890" → "+62 812-3456-7890" (Indonesian mobile numbers; others are shown as +digits). */
export function displayPhone(international: string): string {
  const digits = international.replace(/\D/g, "");
  const match = /^62(\d{3})(\d{4})(\d{3,5})$/.exec(digits);
  return match ? `+62 ${match[1]}-${match[2]}-${match[3]}` : `+${digits}`;
}

export const SUPPORT_CONTACTS = {
  email: SUPPORT_EMAIL,
  emailHref: `mailto:${SUPPORT_EMAIL}`,
  whatsapp: displayPhone(SUPPORT_WHATSAPP),
  /** The same conversation the floating support button opens (number and preset greeting). */
  whatsappHref: whatsappLink(SUPPORT_WHATSAPP),
};
