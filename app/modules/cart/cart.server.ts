/**
 * A signed-in buyer's cart on the server (table cart_lines), so it follows the buyer to every
 * device; guests keep theirs in localStorage (cart-storage.ts). Lines are keyed like the browser's
 * (`lineKey`: the listing and the exact required inputs). Adding sums the quantities; merging a
 * guest cart at login keeps the larger of the two (so a merge sent twice — a reload while the first
 * was on its way — never doubles a line); both are capped by the same rule as the browser cart (`maxQuantityFor`: Top Up one at a time, others up to
 * the stock); a replace (the browser's edited cart) keeps what it is given within those bounds.
 * Prices and stock shown are the listing's now; `price` is what the buyer saw when adding, so the
 * checkout can explain a change.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { atomic, type Db } from "~/db/client.server";
import { cartLines, products, users } from "~/db/schema";
import { maxQuantityFor } from "~/modules/checkout/quantity";
import { lineKey, type CartItem } from "./cart-storage";

/** The most lines one cart keeps (a checkout takes at most 20 at once). */
export const MAX_CART_LINES = 50;

const incomingLine = z.object({
  listingId: z.string().min(1).max(64),
  quantity: z.number().int().min(1).max(1_000_000),
  expectedPrice: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  userInputData: z.record(z.string().max(64), z.string().max(100)).default({}),
});
export type IncomingLine = z.infer<typeof incomingLine>;

/**
 * Lines from a form field or the browser's cart: either `{ listingId, … }` or the browser's
 * CartItem shape (`{ id, price, … }`). Unreadable entries are skipped; null when nothing is readable.
 */
export function parseIncomingLines(raw: unknown): IncomingLine[] | null {
  let json: unknown = raw;
  if (typeof raw === "string") {
    if (raw.length > 100_000) return null;
    try {
      json = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!Array.isArray(json)) return null;
  const lines: IncomingLine[] = [];
  for (const entry of json.slice(0, MAX_CART_LINES)) {
    if (!entry || typeof entry !== "object") continue;
    const e = entry as Record<string, unknown>;
    const parsed = incomingLine.safeParse({
      listingId: e.listingId ?? e.id,
      quantity: e.quantity,
      expectedPrice: e.expectedPrice ?? e.price,
      userInputData: e.userInputData ?? {},
    });
    if (parsed.success) lines.push(parsed.data);
  }
  return lines;
}

type Listing = typeof products.$inferSelect;

/** Only the listing's own required inputs, trimmed; others are dropped. */
function inputsFor(listing: Listing, data: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const input of listing.requiredInputs) {
    const value = String(data[input.id] ?? "").trim();
    if (value) out[input.id] = value.slice(0, 100);
  }
  return out;
}

async function activeListings(db: Db, ids: string[]): Promise<Map<string, Listing>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, [...new Set(ids)]), eq(products.status, "active")));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The buyer's cart as the browser's lines, oldest first; lines of listings gone are dropped. */
export async function getCart(db: Db, userId: string): Promise<CartItem[]> {
  const rows = await db
    .select({ line: cartLines, listing: products, sellerName: users.username })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.listingId))
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(and(eq(cartLines.userId, userId), eq(products.status, "active")))
    .orderBy(cartLines.addedAt, cartLines.lineKey);
  return rows.map(({ line, listing, sellerName }) => ({
    id: listing.id,
    name: listing.title,
    price: line.expectedPrice,
    quantity: Math.min(line.quantity, maxQuantityFor(listing.type, listing.stock)),
    userInputData: line.userInputData,
    gameSlug: listing.gameSlug,
    categorySlug: listing.categorySlug,
    imageUrl: listing.images[0] ?? null,
    type: listing.type,
    stock: listing.stock,
    sellerName,
    inputLabels: Object.fromEntries(listing.requiredInputs.map((input) => [input.id, input.label])),
  }));
}

type Row = typeof cartLines.$inferInsert;

async function writeRows(db: Db, userId: string, rows: Row[], replace: boolean) {
  const statements = [
    ...(replace ? [db.delete(cartLines).where(eq(cartLines.userId, userId))] : []),
    ...rows.map((row) =>
      db
        .insert(cartLines)
        .values(row)
        .onConflictDoUpdate({
          target: [cartLines.userId, cartLines.lineKey],
          set: { quantity: sql`excluded.quantity`, expectedPrice: sql`excluded.expected_price` },
        }),
    ),
  ];
  if (statements.length > 0) await atomic(db, statements);
}

/**
 * Adds lines to the buyer's cart: a line already there (same listing, same inputs) grows, capped by
 * `maxQuantityFor` (a Top Up line stays at 1). Used for 'Tambah ke Keranjang' and, with
 * `mode: "merge"`, for the browser's guest cart at login, where a line already there keeps the
 * larger quantity instead (idempotent). Lines of unknown or removed listings are skipped. Returns
 * the lines as added (quantity now) and whether any was capped.
 */
export async function addToServerCart(
  db: Db,
  userId: string,
  incoming: IncomingLine[],
  now = Date.now(),
  mode: "add" | "merge" = "add",
): Promise<{ added: { listing: Listing; quantity: number; capped: boolean }[] }> {
  const listings = await activeListings(
    db,
    incoming.map((l) => l.listingId),
  );
  const existing = await db.select().from(cartLines).where(eq(cartLines.userId, userId));
  const byKey = new Map(existing.map((r) => [r.lineKey, r]));
  const rows = new Map<string, Row>();
  const added: { listing: Listing; quantity: number; capped: boolean }[] = [];
  let count = existing.length;
  for (const line of incoming) {
    const listing = listings.get(line.listingId);
    if (!listing) continue;
    const inputs = inputsFor(listing, line.userInputData);
    const key = lineKey(listing.id, inputs);
    const before = rows.get(key)?.quantity ?? byKey.get(key)?.quantity ?? 0;
    if (before === 0 && count >= MAX_CART_LINES) continue;
    if (before === 0) count++;
    const limit = maxQuantityFor(listing.type, listing.stock);
    const wanted = mode === "merge" ? Math.max(before, line.quantity) : before + line.quantity;
    const quantity = Math.max(1, Math.min(wanted, limit));
    rows.set(key, {
      userId,
      lineKey: key,
      listingId: listing.id,
      quantity,
      userInputData: inputs,
      expectedPrice: line.expectedPrice,
      addedAt: byKey.get(key)?.addedAt ?? now + added.length,
    });
    added.push({ listing, quantity, capped: wanted > limit });
  }
  await writeRows(db, userId, [...rows.values()], false);
  return { added };
}

/** The browser's edited cart becomes the buyer's cart (each line kept within 1..max). */
export async function replaceServerCart(db: Db, userId: string, incoming: IncomingLine[], now = Date.now()) {
  const listings = await activeListings(
    db,
    incoming.map((l) => l.listingId),
  );
  const existing = new Map(
    (await db.select().from(cartLines).where(eq(cartLines.userId, userId))).map((r) => [r.lineKey, r]),
  );
  const rows = new Map<string, Row>();
  for (const line of incoming) {
    const listing = listings.get(line.listingId);
    if (!listing || rows.size >= MAX_CART_LINES) continue;
    const inputs = inputsFor(listing, line.userInputData);
    const key = lineKey(listing.id, inputs);
    rows.set(key, {
      userId,
      lineKey: key,
      listingId: listing.id,
      quantity: Math.max(1, Math.min(line.quantity, maxQuantityFor(listing.type, listing.stock))),
      userInputData: inputs,
      expectedPrice: line.expectedPrice,
      addedAt: existing.get(key)?.addedAt ?? now + rows.size,
    });
  }
  await writeRows(db, userId, [...rows.values()], true);
}

/** Drops the lines a checkout turned into orders (by their keys). */
export async function removeServerLines(db: Db, userId: string, keys: string[]) {
  if (keys.length === 0) return;
  await db.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.lineKey, keys)));
}

/** Fields of the buy form that are not a required input's value. */
const FORM_FIELDS = new Set(["intent", "listingId", "buy", "price", "quantity", "back", "source", "lines"]);

/**
 * One line from the listing's buy form or a 'Beli Sekarang' address: `listingId` (or `buy`),
 * `quantity`, `price` (what the buyer saw) and each required input under its own id (the caller
 * keeps only the listing's inputs). Null when the listing id or the price is unreadable; the
 * quantity is checked against the listing later.
 */
export function lineFromForm(
  form: Pick<FormData, "get" | "forEach"> | URLSearchParams,
): (Omit<IncomingLine, "quantity"> & { quantity: string }) | null {
  const listingId = String(form.get("buy") ?? form.get("listingId") ?? "").trim();
  const expectedPrice = Number(form.get("price"));
  if (!/^[\w-]{1,64}$/.test(listingId) || !Number.isSafeInteger(expectedPrice) || expectedPrice < 0) return null;
  const userInputData: Record<string, string> = {};
  form.forEach((value, name) => {
    if (typeof value !== "string" || FORM_FIELDS.has(name) || name.length > 64) return;
    if (Object.keys(userInputData).length < 10) userInputData[name] = value.slice(0, 100);
  });
  return { listingId, expectedPrice, quantity: String(form.get("quantity") ?? "1"), userInputData };
}

/** Only the listing's own required inputs of `data`, trimmed (the rest of a form is not an input). */
export function listingInputs(listing: Pick<Listing, "requiredInputs">, data: Record<string, string>) {
  return inputsFor(listing as Listing, data);
}

/** A listing that can be put in a cart now (active), or undefined. */
export async function activeListing(db: Db, id: string): Promise<Listing | undefined> {
  return (await activeListings(db, [id])).get(id);
}
