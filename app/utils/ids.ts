/** Random, URL-safe ids with a readable prefix ("ord_…", "usr_…"). 128 bits of randomness. */
export function newId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let out = "";
  for (const b of bytes) out += b.toString(16).padStart(2, "0");
  return `${prefix}_${out}`;
}
