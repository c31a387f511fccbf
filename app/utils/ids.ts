import { encodeHexLowerCase } from "@oslojs/encoding";

/** Random, URL-safe ids with a readable prefix ("ord_…", "usr_…"). 128 bits of randomness. */
export function newId(prefix: string): string {
  return `${prefix}_${encodeHexLowerCase(crypto.getRandomValues(new Uint8Array(16)))}`;
}
