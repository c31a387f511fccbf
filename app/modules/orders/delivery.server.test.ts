import { encodeBase64 } from "@oslojs/encoding";
import { describe, expect, it } from "vitest";
import { decryptDeliveryInfo, encryptDeliveryInfo } from "./delivery.server";

const key = () => encodeBase64(crypto.getRandomValues(new Uint8Array(32)));

describe("delivery info encryption", () => {
  it("round-trips and never stores the plaintext", async () => {
    const secret = key();
    const stored = await encryptDeliveryInfo(secret, "email: akun@game.test / sandi: rahasia123");
    expect(stored).not.toContain("rahasia123");
    expect(stored.startsWith("v2:1:")).toBe(true);
    expect(await decryptDeliveryInfo(secret, stored)).toBe("email: akun@game.test / sandi: rahasia123");
  });

  it("uses a fresh IV each time and refuses the wrong key or a tampered value", async () => {
    const secret = key();
    const a = await encryptDeliveryInfo(secret, "sama");
    const b = await encryptDeliveryInfo(secret, "sama");
    expect(a).not.toBe(b);
    expect(await decryptDeliveryInfo(key(), a)).toBeNull();
    const tampered = a.slice(0, -4) + (a.endsWith("AAAA") ? "BBBB" : "AAAA");
    expect(await decryptDeliveryInfo(secret, tampered)).toBeNull();
    expect(await decryptDeliveryInfo(secret, null)).toBeNull();
  });

  it("fails loudly without a key instead of storing plaintext", async () => {
    await expect(encryptDeliveryInfo(undefined, "x")).rejects.toThrow(/DELIVERY_INFO_KEY/);
  });
});
