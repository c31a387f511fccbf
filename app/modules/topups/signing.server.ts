/**
 * The suppliers' signatures in one place: md5 request signs (Digiflazz, VIP Reseller) and HMAC
 * (Digiflazz's X-Hub-Signature, the per-seller webhook secret), as lower-case hex.
 */
import { encodeHexLowerCase } from "@oslojs/encoding";

const bytes = (text: string) => new TextEncoder().encode(text);

/** md5 of `text` as hex: the suppliers' `sign` field (their API asks for md5; not a security hash here). */
export async function md5Hex(text: string): Promise<string> {
  return encodeHexLowerCase(new Uint8Array(await crypto.subtle.digest("MD5", bytes(text))));
}

/** HMAC of `message` under `secret` as hex. */
export async function hmacHex(hash: "SHA-1" | "SHA-256", secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", bytes(secret), { name: "HMAC", hash }, false, ["sign"]);
  return encodeHexLowerCase(new Uint8Array(await crypto.subtle.sign("HMAC", key, bytes(message))));
}
