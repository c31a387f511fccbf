/**
 * DELIVERY_INFO_KEY rotation: values carry the id of the key that sealed them; after a rotation
 * (new current key, the old one kept under its id) old values still open and new ones use the new
 * key; a value whose key id no configured key has opens nothing — the order page says it cannot be
 * shown and never shows the value.
 */
import { env, SELF } from "cloudflare:test";
import { encodeBase64 } from "@oslojs/encoding";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { orders } from "~/db/schema";
import { decryptDeliveryInfo, deliveryKeyring, encryptDeliveryInfo } from "~/modules/orders/delivery.server";
import { DELIVERY_TEXTS } from "~/modules/orders/delivery-texts";
import { newListing, newUser, signedIn } from "./fixtures";
import { db, insertOrder } from "./helpers";
import { ORIGIN } from "./http";

const newKey = () => encodeBase64(crypto.getRandomValues(new Uint8Array(32)));

afterEach(() => vi.restoreAllMocks());

describe("delivery info key rotation", () => {
  it("keeps opening values sealed under the old key while new values use the new one", async () => {
    const A = newKey();
    const B = newKey();
    const before = deliveryKeyring({ DELIVERY_INFO_KEY: A });
    const oldRow = await encryptDeliveryInfo(before, "email: lama@game.test / sandi: kunciA");
    expect(oldRow.startsWith("v2:1:")).toBe(true);
    // A value stored before key ids existed: `v1:<iv>:<ciphertext>`, sealed with the first key.
    const legacyRow = `v1:${oldRow.split(":").slice(2).join(":")}`;

    const after = deliveryKeyring({
      DELIVERY_INFO_KEY: B,
      DELIVERY_INFO_KEY_ID: "2",
      DELIVERY_INFO_OLD_KEYS: `1:${A}`,
    });
    expect(await decryptDeliveryInfo(after, oldRow)).toBe("email: lama@game.test / sandi: kunciA");
    expect(await decryptDeliveryInfo(after, legacyRow)).toBe("email: lama@game.test / sandi: kunciA");

    const newRow = await encryptDeliveryInfo(after, "email: baru@game.test / sandi: kunciB");
    expect(newRow.startsWith("v2:2:")).toBe(true);
    expect(newRow).not.toContain("kunciB");
    expect(await decryptDeliveryInfo(after, newRow)).toBe("email: baru@game.test / sandi: kunciB");
    // Really under B: key A alone (and B under A's id) cannot open it.
    expect(await decryptDeliveryInfo(before, newRow)).toBeNull();
    const swapped = `v2:1:${newRow.split(":").slice(2).join(":")}`;
    expect(await decryptDeliveryInfo(after, swapped)).toBeNull();

    // Once every old value is re-sealed, A can go: only then do old rows stop opening.
    const retired = deliveryKeyring({ DELIVERY_INFO_KEY: B, DELIVERY_INFO_KEY_ID: "2" });
    expect(await decryptDeliveryInfo(retired, newRow)).toBe("email: baru@game.test / sandi: kunciB");
    expect(await decryptDeliveryInfo(retired, oldRow)).toBeNull();
  });

  it("opens nothing for an unknown key id and logs the id, never the value", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const sealed = await encryptDeliveryInfo(
      deliveryKeyring({ DELIVERY_INFO_KEY: newKey(), DELIVERY_INFO_KEY_ID: "lama" }),
      "sandi: rahasiaX",
    );
    const ring = deliveryKeyring({
      DELIVERY_INFO_KEY: newKey(),
      DELIVERY_INFO_KEY_ID: "2",
      DELIVERY_INFO_OLD_KEYS: `1:${newKey()}`,
    });
    expect(await decryptDeliveryInfo(ring, sealed)).toBeNull();
    const logged = errors.mock.calls.flat().join(" ");
    expect(logged).toContain('"lama"');
    expect(logged).not.toContain("rahasiaX");
    expect(logged).not.toContain(sealed.split(":")[3]);
  });

  it("refuses a malformed key id or old-key list", () => {
    expect(() => deliveryKeyring({ DELIVERY_INFO_KEY: newKey(), DELIVERY_INFO_KEY_ID: "a:b" })).toThrow(
      /DELIVERY_INFO_KEY_ID/,
    );
    expect(() => deliveryKeyring({ DELIVERY_INFO_KEY: newKey(), DELIVERY_INFO_OLD_KEYS: "tanpa-id" })).toThrow(
      /DELIVERY_INFO_OLD_KEYS/,
    );
    // A new key under the old key's id (DELIVERY_INFO_KEY changed, DELIVERY_INFO_KEY_ID not).
    expect(() => deliveryKeyring({ DELIVERY_INFO_KEY: newKey(), DELIVERY_INFO_OLD_KEYS: `1:${newKey()}` })).toThrow(
      /new DELIVERY_INFO_KEY_ID/,
    );
    expect(deliveryKeyring({ DELIVERY_INFO_KEY: "k", DELIVERY_INFO_OLD_KEYS: " 1:k , lama:y " }).byId).toEqual(
      new Map([
        ["1", "k"],
        ["lama", "y"],
      ]),
    );
  });
});

describe("the order page", () => {
  async function deliveredOrder(deliveryInfo: string) {
    const buyer = await newUser("buyer", "kunci");
    const seller = await newUser("seller", "kunci");
    const listing = await newListing(seller.id, "Akun Mobile Legends Rotasi Kunci");
    const orderId = await insertOrder(buyer.id, listing.id, "Selesai");
    await db().update(orders).set({ deliveryInfo }).where(eq(orders.id, orderId));
    const c = await signedIn(buyer.id);
    const res = await SELF.fetch(`${ORIGIN}/order/${orderId}`, {
      headers: { Cookie: [...c.jar].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    expect(res.status).toBe(200);
    return res.text();
  }

  it("shows delivery info sealed under the configured key (the seed's and the app's id 1)", async () => {
    const html = await deliveredOrder(await encryptDeliveryInfo(env.DELIVERY_INFO_KEY, "sandi: TerbacaDenganKunci1"));
    expect(html).toContain("sandi: TerbacaDenganKunci1");
    expect(html).not.toContain(DELIVERY_TEXTS.unreadable);
  });

  it("says the delivery info cannot be shown when its key id is unknown, and shows nothing of it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const sealed = await encryptDeliveryInfo(
      deliveryKeyring({ DELIVERY_INFO_KEY: env.DELIVERY_INFO_KEY, DELIVERY_INFO_KEY_ID: "9" }),
      "sandi: JanganBocor9",
    );
    const html = await deliveredOrder(sealed);
    expect(html).toContain(DELIVERY_TEXTS.unreadable);
    expect(html).not.toContain("JanganBocor9");
    expect(html).not.toContain(sealed.split(":")[3]);
  });
});
