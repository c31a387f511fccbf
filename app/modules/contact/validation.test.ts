import { describe, expect, it } from "vitest";
import { cleanContact, hasErrors, readContactForm, validateContact } from "./validation";
import { CONTACT_TEXTS } from "./texts";

const valid = {
  name: "Budi Santoso",
  email: "budi@contoh.id",
  subject: "Pertanyaan pesanan",
  message: "Halo, pesanan saya belum dikirim.",
};

describe("validateContact", () => {
  it("accepts a complete message", () => {
    expect(validateContact(valid)).toEqual({});
    expect(hasErrors(validateContact(valid))).toBe(false);
  });

  it("requires all four fields, each with its own message", () => {
    expect(validateContact({ name: " ", email: "", subject: "", message: "  \n " })).toEqual({
      name: CONTACT_TEXTS.nameRequired,
      email: CONTACT_TEXTS.emailRequired,
      subject: CONTACT_TEXTS.subjectRequired,
      message: CONTACT_TEXTS.messageRequired,
    });
  });

  it("checks the e-mail format", () => {
    for (const email of ["budi", "budi@", "budi@contoh", "bu di@contoh.id"]) {
      expect(validateContact({ ...valid, email }).email).toBe(CONTACT_TEXTS.emailInvalid);
    }
  });

  it("bounds the lengths", () => {
    expect(validateContact({ ...valid, name: "a".repeat(101) }).name).toBe(CONTACT_TEXTS.nameTooLong);
    expect(validateContact({ ...valid, name: "a".repeat(100) }).name).toBeUndefined();
    expect(validateContact({ ...valid, subject: "a".repeat(151) }).subject).toBe(CONTACT_TEXTS.subjectTooLong);
    expect(validateContact({ ...valid, message: "terlalu" }).message).toBe(CONTACT_TEXTS.messageTooShort);
    expect(validateContact({ ...valid, message: "a".repeat(5001) }).message).toBe(CONTACT_TEXTS.messageTooLong);
    expect(validateContact({ ...valid, message: "a".repeat(5000) }).message).toBeUndefined();
  });
});

describe("cleanContact and readContactForm", () => {
  it("trims values and keeps the message's line breaks", () => {
    expect(cleanContact({ ...valid, name: "  Budi   Santoso ", message: " baris satu\r\nbaris dua " })).toEqual({
      ...valid,
      message: "baris satu\nbaris dua",
    });
  });

  it("reads missing fields as empty strings", () => {
    const form = new FormData();
    form.set("name", "Budi");
    expect(readContactForm(form)).toEqual({ name: "Budi", email: "", subject: "", message: "" });
  });
});
