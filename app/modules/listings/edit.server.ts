/**
 * Editing a listing after creation: its details (title, description, price, stock, platform, server,
 * delivery time, tags, a Top Up's buyer inputs, an Akun listing's warranty) and its images, by its
 * seller only. Game and category stay (the catalog and past orders are filed under them). The create
 * form's rules (listing-form.ts) are re-checked; images are this seller's verified uploads or those
 * already on this listing, attached in one guarded batch like createListing; images dropped from the
 * listing become unused verified uploads again (the upload sweep deletes them after a day).
 */
import { and, eq, inArray, notInArray, or, sql } from "drizzle-orm";
import { atomic, type Db, type Statement } from "~/db/client.server";
import { bumpCatalogVersion } from "~/modules/cache/catalog-version.server";
import { categories, games, products, uploads, type ListingType } from "~/db/schema";
import { AppError, denied } from "~/utils/app-error";
import { accountDetailFields, accountDetailValuesOf, mergeAccountDetails } from "./account-details";
import { imageUrl, LISTING_PREFIX, MAX_IMAGES } from "./images";
import { listingPriceNeedsVerification, type ThresholdEnv } from "~/modules/sellers/rules.server";
import { VERIFIED_RULE_TEXTS as VT } from "~/modules/sellers/texts";
import {
  checkListing,
  checkPrice,
  EMPTY_LISTING_FORM,
  PRESET_BUYER_INPUTS,
  type ListingFieldErrors,
  type ListingFormValues,
} from "./listing-form";
import { IMAGE_TEXTS, LISTING_TEXTS } from "./texts";
import { keepInstantStock } from "./instant-items.server";
import { checkTopUpOffer, withOfferErrors } from "./top-up-offer";
import { denominationOptions, offerFacts } from "./top-up-offer.server";
import { hasSupplierAccount } from "~/modules/topups/connect.server";

export interface EditableListing {
  id: string;
  gameSlug: string;
  gameName: string;
  categorySlug: string;
  categoryName: string;
  type: ListingType;
  /** Pengiriman Instan: the stock is the count of unsold items (managed on /sell/instant/{id}). */
  instantDelivery: boolean;
}

/** The listing when `userId` may edit it: 404 unknown or deleted, 403 someone else's. */
async function ownListingRow(db: Db, userId: string, productId: string) {
  const row = await db.query.products.findFirst({ where: eq(products.id, productId) });
  if (!row || row.status === "deleted")
    throw new AppError(LISTING_TEXTS.notFound, "Listing tidak ditemukan atau sudah dihapus.", 404);
  if (row.sellerId !== userId) throw denied("Anda tidak memiliki izin untuk mengubah listing ini.");
  return row;
}

/**
 * An image of the listing that is not an upload (the demo catalog's pictures): the form carries its
 * URL as its id, and only a URL the listing already shows is ever kept.
 */
const keptImage = (url: string) => ({ id: url, url, fileName: url.split("/").pop() ?? url, size: 0 });

/** The images the form holds: this seller's verified uploads, those on this listing, and its other pictures. */
export async function imagesForEdit({ db }: { db: Db }, userId: string, productId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const [rows, product] = await Promise.all([
    db
      .select()
      .from(uploads)
      .where(
        and(
          inArray(uploads.id, ids.slice(0, MAX_IMAGES)),
          eq(uploads.userId, userId),
          or(eq(uploads.status, "verified"), and(eq(uploads.status, "attached"), eq(uploads.productId, productId))),
        ),
      ),
    db.query.products.findFirst({ where: and(eq(products.id, productId), eq(products.sellerId, userId)) }),
  ]);
  return ids
    .map((id) => {
      const r = rows.find((row) => row.id === id && row.key.startsWith(LISTING_PREFIX));
      if (r) return { id: r.id, url: imageUrl(r.key), fileName: r.fileName, size: r.size ?? 0 };
      return product?.images.includes(id) ? keptImage(id) : undefined;
    })
    .filter((r) => r !== undefined);
}

/** The edit form's listing, values and images (in the listing's order). */
export async function listingForEdit({ db }: { db: Db }, userId: string, productId: string) {
  const row = await ownListingRow(db, userId, productId);
  const [game, category, attached, denominations, supplierConnected] = await Promise.all([
    db.query.games.findFirst({ where: eq(games.slug, row.gameSlug) }),
    db.query.categories.findFirst({
      where: and(eq(categories.gameSlug, row.gameSlug), eq(categories.slug, row.categorySlug)),
    }),
    db
      .select()
      .from(uploads)
      .where(and(eq(uploads.productId, row.id), eq(uploads.userId, userId), eq(uploads.status, "attached"))),
    row.type === "Top Up" ? denominationOptions(db, row.gameSlug) : [],
    row.type === "Top Up" ? hasSupplierAccount(db, userId) : false,
  ]);
  const presets = PRESET_BUYER_INPUTS as readonly string[];
  const values: ListingFormValues = {
    gameSlug: row.gameSlug,
    categorySlug: row.categorySlug,
    title: row.title,
    description: row.description,
    price: String(row.price),
    originalPrice: row.originalPrice ? String(row.originalPrice) : "",
    stock: String(row.stock),
    platform: row.platform ?? EMPTY_LISTING_FORM.platform,
    serverRegion: row.serverRegion ?? "",
    deliveryTime: row.deliveryTime ?? EMPTY_LISTING_FORM.deliveryTime,
    tags: row.tags.join(", "),
    buyerInputs: row.requiredInputs.map((i) => i.label).filter((l) => presets.includes(l)),
    customBuyerInputs: row.requiredInputs
      .map((i) => i.label)
      .filter((l) => !presets.includes(l))
      .join(", "),
    imageIds: [],
    details: accountDetailValuesOf(accountDetailFields(row.gameSlug, row.type), row),
    warrantyDays: String(row.warrantyDays),
    denominationId: row.denominationId ?? "",
    supplierSku: row.supplierSku ?? "",
    supplierMaxPrice: row.supplierMaxPrice ? String(row.supplierMaxPrice) : "",
  };
  const images = row.images.map((url) => {
    const u = attached.find((a) => imageUrl(a.key) === url);
    return u ? { id: u.id, url, fileName: u.fileName, size: u.size ?? 0 } : keptImage(url);
  });
  values.imageIds = images.map((i) => i.id);
  const listing: EditableListing = {
    id: row.id,
    gameSlug: row.gameSlug,
    gameName: game?.name ?? row.gameSlug,
    categorySlug: row.categorySlug,
    categoryName: category?.name ?? row.categorySlug,
    type: row.type,
    instantDelivery: row.instantDelivery,
  };
  return { listing, values, images, offer: { denominations, supplierConnected } };
}

export type UpdateResult =
  { ok: true } | { ok: false; title: string; message: string; errors: ListingFieldErrors; status: number };

/** Saves the edit form of `productId` for its seller `userId` (game and category are the listing's own). */
export async function updateListingDetails(
  { db, env }: { db: Db; env?: ThresholdEnv },
  userId: string,
  productId: string,
  submitted: ListingFormValues,
  now = Date.now(),
): Promise<UpdateResult> {
  const row = await ownListingRow(db, userId, productId);
  // A form without the warranty field keeps the listing's days (the create form's blank means 7).
  const warrantyDays = submitted.warrantyDays.trim() || String(row.warrantyDays);
  const values = { ...submitted, gameSlug: row.gameSlug, categorySlug: row.categorySlug, warrantyDays };
  const price = checkPrice(values.price);
  const { offer, errors: offerErrors } = checkTopUpOffer(values, {
    categoryType: row.type,
    price: "price" in price ? price.price : null,
    instantDelivery: row.instantDelivery,
    ...(await offerFacts(db, userId, row.gameSlug)),
  });
  const checked = withOfferErrors(checkListing(values, row.type), offerErrors);
  if (!checked.ok) {
    const title = checked.title === LISTING_TEXTS.createFailedTitle ? LISTING_TEXTS.updateFailedTitle : checked.title;
    return { ...checked, title, status: 400 };
  }
  const listing = checked.listing;
  const unverified = await listingPriceNeedsVerification({ db, env }, userId, row.type, listing.price);
  if (unverified)
    return { ok: false, status: 403, title: VT.title, message: unverified, errors: { price: unverified } };

  // The listing's own non-upload pictures are kept by their URL; everything else must be an upload.
  const kept = new Set(listing.imageIds.filter((id) => row.images.includes(id) && id.startsWith("/")));
  const ids = listing.imageIds.filter((id) => !kept.has(id));
  const rows = ids.length ? await db.select().from(uploads).where(inArray(uploads.id, ids)) : [];
  if (rows.some((r) => r.userId !== userId)) throw denied("Anda tidak memiliki izin untuk memakai gambar ini.");
  const usable = ids.map((id) =>
    rows.find(
      (r) =>
        r.id === id &&
        r.key.startsWith(LISTING_PREFIX) &&
        (r.status === "verified" || (r.status === "attached" && r.productId === productId)),
    ),
  );
  const urlOf = new Map(usable.map((r) => [r?.id, r ? imageUrl(r.key) : ""]));
  const images = listing.imageIds.map((id) => (kept.has(id) ? id : urlOf.get(id)!));
  if (usable.some((r) => r === undefined))
    return {
      ok: false,
      status: 400,
      title: IMAGE_TEXTS.uploadFailedTitle,
      message: "Ada gambar yang belum selesai diverifikasi atau sudah dihapus. Hapus lalu unggah ulang gambar itu.",
      errors: { imageIds: "Gambar belum terverifikasi." },
    };

  const mine = and(eq(uploads.userId, userId), eq(uploads.productId, productId), eq(uploads.status, "attached"));
  const statements: Statement[] = [
    db
      .update(products)
      .set({
        title: listing.title,
        description: listing.description,
        price: listing.price,
        originalPrice: listing.originalPrice,
        // Pengiriman Instan: the stock is the number of unsold items, never typed.
        stock: keepInstantStock(listing.stock),
        platform: listing.platform,
        serverRegion: listing.serverRegion,
        deliveryTime: listing.deliveryTime,
        tags: listing.tags,
        requiredInputs: listing.requiredInputs,
        // Garansi: only an Akun listing keeps its days (checkListing gives the others 0).
        warrantyDays: listing.warrantyDays,
        // A Top Up's denomination and supplier mapping (none for other types).
        ...offer,
        images,
        // An Akun listing's details replace what their fields held; other specs and attributes stay.
        ...(listing.details ? { ...listing.details.columns, ...mergeAccountDetails(row, listing.details) } : {}),
        updatedAt: now,
      })
      .where(and(eq(products.id, productId), eq(products.sellerId, userId), eq(products.status, "active"))),
    // Images taken off the listing: unused verified uploads again.
    db
      .update(uploads)
      .set({ status: "verified", productId: null })
      .where(ids.length ? and(mine, notInArray(uploads.id, ids)) : mine),
  ];
  if (ids.length > 0)
    statements.push(
      db
        .update(uploads)
        .set({ status: "attached", productId })
        .where(and(inArray(uploads.id, ids), eq(uploads.userId, userId), eq(uploads.status, "verified"))),
    );
  // Guard: the listing must end with exactly the images asked for, each attached to it; otherwise
  // price 0 breaks products' CHECK (price > 0) and D1 rolls the whole batch back.
  statements.push(
    db
      .update(products)
      .set({ price: 0 })
      .where(
        and(
          eq(products.id, productId),
          sql`(SELECT count(*) FROM uploads WHERE product_id = ${productId} AND status = 'attached' AND user_id = ${userId}) <> ${ids.length}`,
        ),
      ),
    bumpCatalogVersion(), // cached public pages show the change
  );
  try {
    await atomic(db, statements);
  } catch (error) {
    if (ids.length === 0) throw error;
    return {
      ok: false,
      status: 409,
      title: LISTING_TEXTS.updateFailedTitle,
      message: "Gambar berubah saat listing disimpan. Periksa gambar lalu coba lagi.",
      errors: { imageIds: "Gambar belum terverifikasi." },
    };
  }
  return { ok: true };
}
