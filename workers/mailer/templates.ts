/**
 * Indonesian e-mail templates (plain text + simple HTML). Every interpolated value is HTML-escaped
 * in the HTML part; the text part is plain.
 */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

/** "10 menit", "1 jam", "90 menit", "45 detik". */
export function formatDuration(seconds: number): string {
  if (seconds >= 3600 && seconds % 3600 === 0) return `${seconds / 3600} jam`;
  if (seconds >= 60 && seconds % 60 === 0) return `${seconds / 60} menit`;
  return `${seconds} detik`;
}

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="id">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#7c3aed">PasarGame</p>
${bodyHtml}
<p style="margin:24px 0 0;font-size:13px;color:#71717a">Salam,<br>Tim PasarGame</p>
</div>
</body>
</html>`;
}

/**
 * The OTP mail goes to an address nobody has proved yet: it carries no name or other text a
 * requester chose (anyone may register someone else's address), only the code.
 */
export function otpMail(input: { code: string; ttlSeconds: number }): MailContent {
  const validity = formatDuration(input.ttlSeconds);
  const subject = `Kode verifikasi PasarGame: ${input.code}`;
  const text = [
    "Halo,",
    "",
    `Kode verifikasi PasarGame Anda: ${input.code}`,
    "",
    `Kode ini berlaku selama ${validity} dan hanya dapat digunakan sekali.`,
    "Jangan bagikan kode ini kepada siapa pun, termasuk pihak yang mengaku dari PasarGame.",
    "",
    "Jika Anda tidak merasa mendaftar di PasarGame, abaikan email ini.",
    "",
    "Salam,",
    "Tim PasarGame",
  ].join("\n");
  const html = layout(
    subject,
    `<p style="margin:0 0 12px">Halo,</p>
<p style="margin:0 0 12px">Kode verifikasi PasarGame Anda:</p>
<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:8px">${escapeHtml(input.code)}</p>
<p style="margin:0 0 12px">Kode ini berlaku selama ${escapeHtml(validity)} dan hanya dapat digunakan sekali.</p>
<p style="margin:0 0 12px"><strong>Jangan bagikan kode ini kepada siapa pun</strong>, termasuk pihak yang mengaku dari PasarGame.</p>
<p style="margin:0;font-size:13px;color:#71717a">Jika Anda tidak merasa mendaftar di PasarGame, abaikan email ini.</p>`,
  );
  return { subject, text, html };
}

export function passwordResetMail(input: { username: string; resetUrl: string; ttlSeconds: number }): MailContent {
  const validity = formatDuration(input.ttlSeconds);
  const subject = "Reset password akun PasarGame Anda";
  const text = [
    `Halo ${input.username},`,
    "",
    "Kami menerima permintaan untuk mengatur ulang password akun PasarGame Anda.",
    "Buka tautan berikut untuk membuat password baru:",
    "",
    input.resetUrl,
    "",
    `Tautan ini berlaku selama ${validity} dan hanya dapat digunakan sekali.`,
    "Jika Anda tidak meminta reset password, abaikan email ini; password Anda tidak akan berubah.",
    "",
    "Salam,",
    "Tim PasarGame",
  ].join("\n");
  const url = escapeHtml(input.resetUrl);
  const html = layout(
    subject,
    `<p style="margin:0 0 12px">Halo ${escapeHtml(input.username)},</p>
<p style="margin:0 0 12px">Kami menerima permintaan untuk mengatur ulang password akun PasarGame Anda.</p>
<p style="margin:0 0 16px"><a href="${url}" style="display:inline-block;background:#7c3aed;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:6px">Buat password baru</a></p>
<p style="margin:0 0 12px;font-size:13px">Atau salin tautan ini ke browser Anda:<br><a href="${url}">${url}</a></p>
<p style="margin:0 0 12px">Tautan ini berlaku selama ${escapeHtml(validity)} dan hanya dapat digunakan sekali.</p>
<p style="margin:0;font-size:13px;color:#71717a">Jika Anda tidak meminta reset password, abaikan email ini; password Anda tidak akan berubah.</p>`,
  );
  return { subject, text, html };
}

/**
 * A notification from the app mailed (order paid, shipped, the auto-complete reminder, a complaint,
 * a withdrawal): its title as the subject, its words, a button to its page, and below the way to
 * stop this kind of e-mail.
 */
export function notificationMail(input: {
  username: string;
  kindLabel: string;
  title: string;
  body: string;
  url: string;
  unsubscribeUrl?: string;
}): MailContent {
  const subject = `${input.title} · PasarGame`;
  const stop = input.unsubscribeUrl
    ? `Anda menerima email ini karena notifikasi "${input.kindLabel}" lewat email aktif.`
    : `Anda menerima email ini sebagai ${input.kindLabel.toLowerCase()}.`;
  const text = [
    `Halo ${input.username},`,
    "",
    input.title,
    input.body,
    "",
    `Lihat di PasarGame: ${input.url}`,
    "",
    "Salam,",
    "Tim PasarGame",
    "",
    stop,
    ...(input.unsubscribeUrl ? [`Berhenti menerima email ini: ${input.unsubscribeUrl}`] : []),
  ].join("\n");
  const url = escapeHtml(input.url);
  const html = layout(
    subject,
    `<p style="margin:0 0 12px">Halo ${escapeHtml(input.username)},</p>
<p style="margin:0 0 8px;font-weight:bold">${escapeHtml(input.title)}</p>
<p style="margin:0 0 16px">${escapeHtml(input.body)}</p>
<p style="margin:0 0 12px"><a href="${url}" style="display:inline-block;background:#7c3aed;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:6px">Lihat di PasarGame</a></p>
<p style="margin:16px 0 0;font-size:12px;color:#71717a">${escapeHtml(stop)}${input.unsubscribeUrl ? ` <a href="${escapeHtml(input.unsubscribeUrl)}">Berhenti menerima email ini</a>.` : ""}</p>`,
  );
  return { subject, text, html };
}
