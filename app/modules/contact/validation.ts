/**
 * The contact form's rules with their Indonesian messages. Pure: the browser checks with it before
 * sending (messages appear at once, next to each field) and the action checks again on the server.
 */
import { EMAIL_PATTERN } from "~/modules/auth/validation";

export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 5000,
} as const;

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactInput = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_TEXT = {
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

/** Reads the four fields from a form; missing fields are empty strings. Nothing is trimmed yet. */
export function readContactForm(form: FormData): ContactInput {
  const get = (key: ContactField) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  return { name: get("name"), email: get("email"), subject: get("subject"), message: get("message") };
}

/** The values as they are stored: trimmed; the message keeps its inner line breaks. */
export function cleanContact(input: ContactInput): ContactInput {
  return {
    name: input.name.trim().replace(/\s+/g, " "),
    email: input.email.trim(),
    subject: input.subject.trim().replace(/\s+/g, " "),
    message: input.message.trim().replace(/\r\n?/g, "\n"),
  };
}

/** One message per failing field (the first rule that fails); an empty object when all is well. */
export function validateContact(input: ContactInput): ContactErrors {
  const v = cleanContact(input);
  const errors: ContactErrors = {};
  if (!v.name) errors.name = CONTACT_TEXT.nameRequired;
  else if (v.name.length > CONTACT_LIMITS.nameMax) errors.name = CONTACT_TEXT.nameTooLong;

  if (!v.email) errors.email = CONTACT_TEXT.emailRequired;
  else if (v.email.length > CONTACT_LIMITS.emailMax || !EMAIL_PATTERN.test(v.email))
    errors.email = CONTACT_TEXT.emailInvalid;

  if (!v.subject) errors.subject = CONTACT_TEXT.subjectRequired;
  else if (v.subject.length > CONTACT_LIMITS.subjectMax) errors.subject = CONTACT_TEXT.subjectTooLong;

  if (!v.message) errors.message = CONTACT_TEXT.messageRequired;
  else if (v.message.length < CONTACT_LIMITS.messageMin) errors.message = CONTACT_TEXT.messageTooShort;
  else if (v.message.length > CONTACT_LIMITS.messageMax) errors.message = CONTACT_TEXT.messageTooLong;
  return errors;
}

export function hasErrors(errors: ContactErrors): boolean {
  return Object.keys(errors).length > 0;
}
