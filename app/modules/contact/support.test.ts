import { describe, expect, it } from "vitest";
import { SUPPORT_GREETING } from "~/utils/site";
import { displayPhone, SUPPORT_CONTACTS } from "./support";

describe("displayPhone", () => {
  it("groups an Indonesian mobile number", () => {
    expect(displayPhone("6281234567890")).toBe("+62 812-3456-7890");
    expect(displayPhone("628123456789")).toBe("+62 812-3456-789");
  });

  it("falls back to +digits for other numbers", () => {
    expect(displayPhone("4930123")).toBe("+4930123");
  });
});

describe("SUPPORT_CONTACTS", () => {
  it("links WhatsApp with the support number and the encoded preset greeting", () => {
    expect(SUPPORT_CONTACTS.whatsappHref).toBe(
      `https://wa.me/6281234567890?text=${encodeURIComponent(SUPPORT_GREETING)}`,
    );
    expect(SUPPORT_CONTACTS.emailHref).toBe("mailto:dukungan@pasargame.id");
  });
});
