/**
 * Delivery info (for Akun orders the account's login details) is stored encrypted with AES-256-GCM
 * under the `DELIVERY_INFO_KEY` secret (32 random bytes, base64). Only the order page decrypts it,
 * and only for the buyer (and staff deciding a dispute). Stored form: `v1:<iv base64>:<ciphertext base64>`.
 */
import { decodeBase64, encodeBase64 } from "@oslojs/encoding";

const VERSION = "v1";

const keys = new Map<string, Promise<CryptoKey>>();

function keyFrom(secret: string | undefined): Promise<CryptoKey> {
  if (!secret) throw new Error("DELIVERY_INFO_KEY is not set: delivery info cannot be stored safely");
  let key = keys.get(secret);
  if (!key) {
    const raw = new Uint8Array(decodeBase64(secret));
    if (raw.length !== 32) throw new Error("DELIVERY_INFO_KEY must be 32 bytes, base64-encoded");
    key = crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
    keys.set(secret, key);
  }
  return key;
}

export async function encryptDeliveryInfo(secret: string | undefined, plaintext: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new TextEncoder().encode(plaintext);
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await keyFrom(secret), data));
  return `${VERSION}:${encodeBase64(iv)}:${encodeBase64(sealed)}`;
}

/** The plaintext, or null when the stored value is missing or cannot be opened with this key. */
export async function decryptDeliveryInfo(secret: string | undefined, stored: string | null): Promise<string | null> {
  if (!stored) return null;
  const [version, iv, sealed] = stored.split(":");
  if (version !== VERSION || !iv || !sealed) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: new Uint8Array(decodeBase64(iv)) },
      await keyFrom(secret),
      new Uint8Array(decodeBase64(sealed)),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
