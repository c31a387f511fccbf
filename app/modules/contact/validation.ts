/**
 * The contact form's rules with their Indonesian messages. Pure: the browser checks with it before
 * sending (messages appear at once, next to each field) and the action checks again on the server.
 */
import { EMAIL_PATTERN } from "~/modules/auth/validation";
import { CONTACT_LIMITS, CONTACT_TEXTS } from "./texts";

export { CONTACT_LIMITS };

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactInput = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

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
  if (!v.name) errors.name = CONTACT_TEXTS.nameRequired;
  else if (v.name.length > CONTACT_LIMITS.nameMax) errors.name = CONTACT_TEXTS.nameTooLong;

  if (!v.email) errors.email = CONTACT_TEXTS.emailRequired;
  else if (v.email.length > CONTACT_LIMITS.emailMax || !EMAIL_PATTERN.test(v.email))
    errors.email = CONTACT_TEXTS.emailInvalid;

  if (!v.subject) errors.subject = CONTACT_TEXTS.subjectRequired;
  else if (v.subject.length > CONTACT_LIMITS.subjectMax) errors.subject = CONTACT_TEXTS.subjectTooLong;

  if (!v.message) errors.message = CONTACT_TEXTS.messageRequired;
  else if (v.message.length < CONTACT_LIMITS.messageMin) errors.message = CONTACT_TEXTS.messageTooShort;
  else if (v.message.length > CONTACT_LIMITS.messageMax) errors.message = CONTACT_TEXTS.messageTooLong;
  return errors;
}

export function hasErrors(errors: ContactErrors): boolean {
  return Object.keys(errors).length > 0;
}
