/**
 * The kinds of notification a user can tune (settings at /notifications/pengaturan), their
 * Indonesian labels, and the channels each may go out on. No preference row means the default:
 * in the app and by push for every kind; by e-mail only for the kinds that matter off-site. A case
 * (complaint or warranty claim) is two kinds: its opening and decision ('dispute', mailed) and the
 * steps between (answers, evidence, reminders, escalation: 'case_update', not mailed unless chosen).
 */
export const NOTIFICATION_KINDS = [
  "order_paid",
  "order_shipped",
  "order_update",
  "confirm_reminder",
  "dispute",
  "case_update",
  "chat",
  "wallet",
  "withdrawal",
  "account",
] as const;
/** The kinds of the settings grid. */
export type TunableKind = (typeof NOTIFICATION_KINDS)[number];
/**
 * Marketing (staff's promotions): not in the grid but a consent in Pengaturan ('Persetujuan'); its
 * e-mail and push are off until the person gives consent (modules/users/consents.server.ts).
 */
export const MARKETING_KIND = "promo";
export type NotificationKind = TunableKind | typeof MARKETING_KIND;

export const NOTIFICATION_CHANNELS = ["in_app", "push", "email"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const KIND_LABELS: Record<NotificationKind, { label: string; hint: string }> = {
  order_paid: { label: "Pesanan dibayar", hint: "Penjual: pesanan baru sudah dibayar pembeli." },
  order_shipped: { label: "Pesanan dikirim", hint: "Pembeli: penjual sudah mengirim pesanan Anda." },
  order_update: { label: "Status pesanan lainnya", hint: "Pesanan selesai, dibatalkan, garansi, bukti baru." },
  confirm_reminder: {
    label: "Pengingat konfirmasi pesanan",
    hint: "24 jam sebelum pesanan selesai otomatis.",
  },
  dispute: {
    label: "Komplain dan klaim",
    hint: "Komplain atau klaim garansi dibuka dan diputuskan.",
  },
  case_update: {
    label: "Perkembangan komplain dan klaim",
    hint: "Jawaban penjual, bukti baru, pengingat tenggat, diteruskan ke admin.",
  },
  chat: { label: "Pesan", hint: "Pertanyaan baru dari calon pembeli." },
  wallet: { label: "Saldo dan deposit", hint: "Deposit disetujui atau ditolak, dana masuk ke saldo." },
  withdrawal: { label: "Penarikan dana", hint: "Penarikan dibayar, ditolak atau gagal." },
  account: { label: "Akun dan lainnya", hint: "Keputusan admin tentang akun dan produk Anda." },
  promo: { label: "Promosi", hint: "Promo dan penawaran PasarGame, hanya dengan persetujuan Anda." },
};

export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  in_app: "Di aplikasi",
  push: "Push",
  email: "E-mail",
};

/** The kinds mailed unless the user turned them off. */
export const EMAIL_DEFAULT_KINDS: ReadonlySet<TunableKind> = new Set([
  "order_paid",
  "order_shipped",
  "confirm_reminder",
  "dispute",
  "withdrawal",
]);

/** Whether `channel` is on for `kind` when the user never chose. */
export function channelDefault(kind: NotificationKind, channel: NotificationChannel): boolean {
  if (kind === MARKETING_KIND) return channel === "in_app";
  return channel === "email" ? EMAIL_DEFAULT_KINDS.has(kind) : true;
}

export function isNotificationKind(value: unknown): value is NotificationKind {
  return (
    typeof value === "string" && (value === MARKETING_KIND || (NOTIFICATION_KINDS as readonly string[]).includes(value))
  );
}
