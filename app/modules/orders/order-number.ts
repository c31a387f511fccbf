/**
 * Short human order numbers, `PG-24K7-9QX2`: what people read, say on the phone and give staff (URLs
 * keep the order id). Eight characters from an alphabet without 0/O, 1/I/L — 31^8 ≈ 8.5 × 10^11
 * numbers — drawn from crypto.getRandomValues without modulo bias. The column is unique; orders
 * written without one (seeds, old rows) get one from the database (migrations/0012_order_numbers.sql,
 * the same alphabet).
 */
export const ORDER_NUMBER_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const GROUP = `[${ORDER_NUMBER_ALPHABET}]{4}`;
export const ORDER_NUMBER_PATTERN = new RegExp(`^PG-${GROUP}-${GROUP}$`);

/** A fresh random order number. */
export function newOrderNumber(): string {
  const n = ORDER_NUMBER_ALPHABET.length;
  const limit = 256 - (256 % n); // bytes at or above it are dropped: every character equally likely
  const chars: string[] = [];
  while (chars.length < 8) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < limit && chars.length < 8) chars.push(ORDER_NUMBER_ALPHABET[byte % n]!);
    }
  }
  return `PG-${chars.slice(0, 4).join("")}-${chars.slice(4).join("")}`;
}

/**
 * A typed order number as stored ("pg 24k7 9qx2", "24K79QX2" → "PG-24K7-9QX2"), or null when the
 * text is not one. Look-alikes are not mapped: a number with O, 0, I, 1 or L is not a number.
 */
export function normalizeOrderNumber(input: string): string | null {
  let compact = input.toUpperCase().replace(/[^0-9A-Z]/g, "");
  if (compact.length === 10 && compact.startsWith("PG")) compact = compact.slice(2);
  if (compact.length !== 8) return null;
  const number = `PG-${compact.slice(0, 4)}-${compact.slice(4)}`;
  return ORDER_NUMBER_PATTERN.test(number) ? number : null;
}

/** What people see for an order: its number, or (never expected) the id. */
export const orderLabel = (order: { id: string; orderNumber: string | null }) => order.orderNumber ?? order.id;
