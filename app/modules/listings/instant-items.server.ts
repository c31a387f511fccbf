/**
 * Pengiriman Instan: a seller stocks delivery items (voucher codes, account logins) in advance, one
 * per line, each encrypted like delivery info (DELIVERY_INFO_KEY). A listing with items delivers
 * instantly: its stock is the number of unsold items (recounted in every batch that adds or removes
 * items, never typed), and paying an order assigns its items in the paying batch
 * (app/modules/orders/movements.server.ts) and delivers at once. Only the listing's seller manages
 * them; sold items stay (they are the orders' deliveries).
 */
import { and, asc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { atomic } from "~/db/client.server";
import { deliveryItems, products } from "~/db/schema";
import { bumpCatalogVersion } from "~/modules/cache/catalog-version.server";
import { decryptDeliveryInfo, deliveryKeyring, encryptDeliveryInfo } from "~/modules/orders/delivery.server";
import { AppError } from "~/utils/app-error";
import { newId } from "~/utils/ids";
import { ownListing } from "./own-listing.server";
import { INSTANT_TEXTS as T } from "./texts";

type Ctx = Pick<AppLoadContext, "db" | "env">;

/** At most this many items in one paste, and this long each. */
export const MAX_ITEMS_PER_PASTE = 500;
export const MAX_ITEM_LENGTH = 1_000;
/** Unsold items listed on the page (the rest are counted). */
const LISTED_ITEMS = 100;

/** For a listing update: an instant listing keeps its stock (the count of its unsold items). */
export function keepInstantStock(typed: number): SQL {
  return sql`CASE WHEN ${products.instantDelivery} THEN ${products.stock} ELSE ${typed} END`;
}

/** The listing's stock recounted from its unsold items (in the same batch as the change). */
function recountStock(listingId: string, now: number) {
  return sql`UPDATE ${products} SET instant_delivery = 1, updated_at = ${now},
    stock = (SELECT count(*) FROM ${deliveryItems} WHERE listing_id = ${listingId} AND order_id IS NULL)
    WHERE id = ${listingId}`;
}

/** The lines of a paste as items: trimmed, empty lines skipped; a refusal names the problem. */
export function parseItems(text: string): { ok: true; items: string[] } | { ok: false; error: AppError } {
  const items = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const fail = (message: string) => ({ ok: false as const, error: new AppError(T.refused, message, 400, "items") });
  if (items.length === 0) return fail(T.empty);
  if (items.length > MAX_ITEMS_PER_PASTE) return fail(T.tooMany(MAX_ITEMS_PER_PASTE));
  const long = items.findIndex((item) => item.length > MAX_ITEM_LENGTH);
  if (long >= 0) return fail(T.tooLong(long + 1, MAX_ITEM_LENGTH));
  return { ok: true, items };
}

export async function addItems(ctx: Ctx, sellerId: string, listingId: string, text: string, now = Date.now()) {
  await ownListing(ctx.db, sellerId, listingId);
  const parsed = parseItems(text);
  if (!parsed.ok) return parsed;
  const sealed = await Promise.all(parsed.items.map((item) => encryptDeliveryInfo(deliveryKeyring(ctx.env), item)));
  await atomic(ctx.db, [
    ...sealed.map((content, i) =>
      ctx.db.insert(deliveryItems).values({ id: newId("itm"), listingId, content, createdAt: now + i }),
    ),
    recountStock(listingId, now),
    bumpCatalogVersion(),
  ]);
  return { ok: true as const, added: sealed.length };
}

/** Removes one unsold item (a sold one is an order's delivery and stays). */
export async function removeItem(ctx: Ctx, sellerId: string, listingId: string, itemId: string, now = Date.now()) {
  await ownListing(ctx.db, sellerId, listingId);
  await atomic(ctx.db, [
    ctx.db
      .delete(deliveryItems)
      .where(and(eq(deliveryItems.id, itemId), eq(deliveryItems.listingId, listingId), isNull(deliveryItems.orderId))),
    recountStock(listingId, now),
    bumpCatalogVersion(),
  ]);
}

/** Stops instant delivery: unsold items are removed, the listing goes back to typed stock (0 for now). */
export async function turnOffInstant(ctx: Ctx, sellerId: string, listingId: string, now = Date.now()) {
  await ownListing(ctx.db, sellerId, listingId);
  await atomic(ctx.db, [
    ctx.db.delete(deliveryItems).where(and(eq(deliveryItems.listingId, listingId), isNull(deliveryItems.orderId))),
    ctx.db.update(products).set({ instantDelivery: false, stock: 0, updatedAt: now }).where(eq(products.id, listingId)),
    bumpCatalogVersion(),
  ]);
}

/** What the seller's page shows: counts, and the newest unsold items partly masked. */
export async function itemsOverview(ctx: Ctx, sellerId: string, listingId: string) {
  const listing = await ownListing(ctx.db, sellerId, listingId);
  const [row, unsold] = await ctx.db.batch([
    ctx.db
      .select({
        instant: products.instantDelivery,
        sold: sql<number>`(SELECT count(*) FROM ${deliveryItems} WHERE listing_id = ${listingId} AND order_id IS NOT NULL)`,
        unsold: sql<number>`(SELECT count(*) FROM ${deliveryItems} WHERE listing_id = ${listingId} AND order_id IS NULL)`,
      })
      .from(products)
      .where(eq(products.id, listingId)),
    ctx.db
      .select({ id: deliveryItems.id, content: deliveryItems.content, createdAt: deliveryItems.createdAt })
      .from(deliveryItems)
      .where(and(eq(deliveryItems.listingId, listingId), isNull(deliveryItems.orderId)))
      .orderBy(asc(deliveryItems.createdAt), asc(deliveryItems.id))
      .limit(LISTED_ITEMS),
  ]);
  const items = await Promise.all(
    unsold.map(async (item) => ({
      id: item.id,
      createdAt: item.createdAt,
      preview: mask((await decryptDeliveryInfo(deliveryKeyring(ctx.env), item.content)) ?? ""),
    })),
  );
  return {
    listing: { id: listing.id, title: listing.title },
    instant: row[0]?.instant ?? false,
    sold: row[0]?.sold ?? 0,
    unsold: row[0]?.unsold ?? 0,
    items,
  };
}

/** The first 4 characters and a mask: enough for the seller to recognise an item, not to leak it. */
export function mask(item: string): string {
  return item.length <= 4 ? "••••" : `${item.slice(0, 4)}••••`;
}

/** The items sold to orders (for tests and staff): never more than one order per item. */
export function soldItems(ctx: Pick<Ctx, "db">, listingId: string) {
  return ctx.db
    .select({ id: deliveryItems.id, orderId: deliveryItems.orderId })
    .from(deliveryItems)
    .where(and(eq(deliveryItems.listingId, listingId), isNotNull(deliveryItems.orderId)));
}
