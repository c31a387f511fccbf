/**
 * Delivery info (an Akun order's login) and Pengiriman Instan items, stored encrypted with
 * AES-256-GCM; only the order page decrypts them, for the buyer (and staff deciding a case). Keys
 * rotate (docs/key-rotation.md): new values are sealed with DELIVERY_INFO_KEY and carry its id
 * (`v2:<key id>:<iv>:<ciphertext>`); older ones open with the key their id names
 * (DELIVERY_INFO_OLD_KEYS; `v1:` values with key "1"). An unknown id opens nothing and logs the id.
 */
import { decodeBase64, encodeBase64 } from "@oslojs/encoding";

/** The id of the first key, and of values stored before ids existed. */
export const LEGACY_KEY_ID = "1";
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

export interface DeliveryKeyEnv {
  DELIVERY_INFO_KEY?: string;
  DELIVERY_INFO_KEY_ID?: string;
  DELIVERY_INFO_OLD_KEYS?: string;
}

export interface DeliveryKeyring {
  currentId: string;
  current: string | undefined;
  /** Every key by id (the current one included). */
  byId: ReadonlyMap<string, string>;
}

/** A keyring, or just the current key's secret (then its id is "1": local seeding, tests). */
export type DeliveryKeys = DeliveryKeyring | string | undefined;

/** The keyring the environment configures; throws on a malformed id or old-key list. */
export function deliveryKeyring(env: DeliveryKeyEnv): DeliveryKeyring {
  const currentId = (env.DELIVERY_INFO_KEY_ID ?? "").trim() || LEGACY_KEY_ID;
  if (!KEY_ID.test(currentId)) throw new Error("DELIVERY_INFO_KEY_ID must be 1–32 letters, digits, '-' or '_'");
  const byId = new Map<string, string>();
  for (const entry of (env.DELIVERY_INFO_OLD_KEYS ?? "").split(",")) {
    if (!entry.trim()) continue;
    const [id, secret, extra] = entry.trim().split(":");
    if (!id || !KEY_ID.test(id) || !secret || extra !== undefined)
      throw new Error("DELIVERY_INFO_OLD_KEYS must be a list of id:base64key separated by commas");
    byId.set(id, secret);
  }
  const current = env.DELIVERY_INFO_KEY || undefined;
  // A new key under an old key's id would make that id's old values unreadable.
  if (current && byId.has(currentId) && byId.get(currentId) !== current)
    throw new Error(
      `DELIVERY_INFO_OLD_KEYS holds another key under the current id "${currentId}": give the new DELIVERY_INFO_KEY a new DELIVERY_INFO_KEY_ID`,
    );
  if (current) byId.set(currentId, current);
  return { currentId, current, byId };
}

const ring = (keys: DeliveryKeys): DeliveryKeyring =>
  typeof keys === "object" ? keys : deliveryKeyring({ DELIVERY_INFO_KEY: keys });

const imported = new Map<string, Promise<CryptoKey>>();

function keyFrom(secret: string | undefined): Promise<CryptoKey> {
  if (!secret) throw new Error("DELIVERY_INFO_KEY is not set: delivery info cannot be stored safely");
  let key = imported.get(secret);
  if (!key) {
    const raw = new Uint8Array(decodeBase64(secret));
    if (raw.length !== 32) throw new Error("DELIVERY_INFO_KEY must be 32 bytes, base64-encoded");
    key = crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
    imported.set(secret, key);
  }
  return key;
}

/** Seals `plaintext` with the current key: `v2:<key id>:<iv>:<ciphertext>`. */
export async function encryptDeliveryInfo(keys: DeliveryKeys, plaintext: string): Promise<string> {
  const { current, currentId } = ring(keys);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new TextEncoder().encode(plaintext);
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await keyFrom(current), data));
  return `v2:${currentId}:${encodeBase64(iv)}:${encodeBase64(sealed)}`;
}

/** The id of the key a stored value names ("1" for values without one), or null when malformed. */
export function deliveryKeyIdOf(stored: string): string | null {
  const parts = stored.split(":");
  if (parts[0] === "v1" && parts.length === 3) return LEGACY_KEY_ID;
  if (parts[0] === "v2" && parts.length === 4) return parts[1] || null;
  return null;
}

/**
 * The plaintext, or null when the stored value is missing or cannot be opened: malformed, tampered,
 * or sealed under a key id none of the configured keys has (logged by id, never the value).
 */
export async function decryptDeliveryInfo(keys: DeliveryKeys, stored: string | null): Promise<string | null> {
  if (!stored) return null;
  const keyId = deliveryKeyIdOf(stored);
  if (!keyId) return null;
  const [iv, sealed] = stored.split(":").slice(-2) as [string, string];
  const secret = ring(keys).byId.get(keyId);
  if (!secret) {
    console.error(`delivery info: no configured key has id "${keyId}" (see docs/key-rotation.md)`);
    return null;
  }
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
