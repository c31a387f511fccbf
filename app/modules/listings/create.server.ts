/**
 * Creating a listing (spec sections 2 and 5): the form's games and categories from D1, the rules of
 * listing-form.ts re-checked, and the insert that attaches only this seller's VERIFIED uploads —
 * one atomic batch, guarded so that an image deleted or re-used in between fails the whole batch.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { atomic, type Db, type Statement } from "~/db/client.server";
import { newId } from "~/utils/ids";
import { bumpCatalogVersion } from "~/modules/cache/catalog-version.server";
import { categories, games, products, uploads, type ListingType } from "~/db/schema";
import { denied } from "~/utils/app-error";
import { imageUrl, LISTING_PREFIX, MAX_IMAGES } from "./images";
import { IMAGE_TEXTS, LISTING_TEXTS } from "./texts";
import { checkListing, checkPrice, type ListingFieldErrors, type ListingFormValues } from "./listing-form";
import { checkTopUpOffer, withOfferErrors } from "./top-up-offer";
import { offerFacts } from "./top-up-offer.server";
import { listingPriceNeedsVerification, type ThresholdEnv } from "~/modules/sellers/rules.server";
import { VERIFIED_RULE_TEXTS as VT } from "~/modules/sellers/texts";

export interface GameOption {
  slug: string;
  name: string;
  categories: { slug: string; name: string; type: ListingType }[];
}

/** Every game with its categories, in the shop's order (two small queries). */
export async function listGameOptions({ db }: { db: Db }): Promise<GameOption[]> {
  const [gameRows, categoryRows] = await Promise.all([
    db.select({ slug: games.slug, name: games.name }).from(games).orderBy(asc(games.sortOrder), asc(games.name)),
    db
      .select({ gameSlug: categories.gameSlug, slug: categories.slug, name: categories.name, type: categories.type })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.name)),
  ]);
  return gameRows.map((g) => ({
    ...g,
    categories: categoryRows.filter((c) => c.gameSlug === g.slug).map(({ slug, name, type }) => ({ slug, name, type })),
  }));
}

/** The verified images the form holds, so a refused form re-renders with them. */
export async function imagesForForm({ db }: { db: Db }, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(uploads)
    .where(
      and(inArray(uploads.id, ids.slice(0, MAX_IMAGES)), eq(uploads.userId, userId), eq(uploads.status, "verified")),
    );
  return ids
    .map((id) => rows.find((r) => r.id === id && r.key.startsWith(LISTING_PREFIX)))
    .filter((r) => r !== undefined)
    .map((r) => ({ id: r.id, url: imageUrl(r.key), fileName: r.fileName, size: r.size ?? 0 }));
}

export type CreateResult =
  | { ok: true; id: string; gameSlug: string; categorySlug: string }
  | { ok: false; title: string; message: string; errors: ListingFieldErrors; status: number };

/** Creates an active listing for `sellerId` from the submitted form. */
export async function createListing(
  { db, env }: { db: Db; env?: ThresholdEnv },
  sellerId: string,
  values: ListingFormValues,
  now = Date.now(),
): Promise<CreateResult> {
  const category =
    values.gameSlug.trim() && values.categorySlug.trim()
      ? await db.query.categories.findFirst({
          where: and(eq(categories.gameSlug, values.gameSlug.trim()), eq(categories.slug, values.categorySlug.trim())),
        })
      : undefined;
  const price = checkPrice(values.price);
  const { offer, errors: offerErrors } = checkTopUpOffer(values, {
    categoryType: category?.type ?? null,
    price: "price" in price ? price.price : null,
    instantDelivery: false,
    ...(await offerFacts(db, sellerId, category?.gameSlug ?? "")),
  });
  const checked = withOfferErrors(checkListing(values, category?.type ?? null), offerErrors);
  if (!checked.ok) return { ...checked, status: 400 };
  const listing = checked.listing;
  const unverified = await listingPriceNeedsVerification({ db, env }, sellerId, category?.type, listing.price);
  if (unverified)
    return { ok: false, status: 403, title: VT.title, message: unverified, errors: { price: unverified } };

  // Images: every id must be a VERIFIED upload of this seller. Someone else's id is a 403; an
  // unverified, deleted or already attached one is refused — nothing unverified is ever attached.
  const rows = listing.imageIds.length
    ? await db.select().from(uploads).where(inArray(uploads.id, listing.imageIds))
    : [];
  if (rows.some((r) => r.userId !== sellerId)) throw denied("Anda tidak memiliki izin untuk memakai gambar ini.");
  // Only listing images: an identity document (private prefix) is never attached to a listing.
  const usable = listing.imageIds.map((id) =>
    rows.find((r) => r.id === id && r.status === "verified" && r.key.startsWith(LISTING_PREFIX)),
  );
  if (usable.some((r) => r === undefined))
    return {
      ok: false,
      status: 400,
      title: IMAGE_TEXTS.uploadFailedTitle,
      message: "Ada gambar yang belum selesai diverifikasi atau sudah dihapus. Hapus lalu unggah ulang gambar itu.",
      errors: { imageIds: "Gambar belum terverifikasi." },
    };

  const id = newId("lst");
  const images = usable.map((r) => imageUrl(r!.key));
  const statements: Statement[] = [
    db.insert(products).values({
      id,
      sellerId,
      gameSlug: listing.gameSlug,
      categorySlug: listing.categorySlug,
      type: category!.type,
      title: listing.title,
      description: listing.description,
      price: listing.price,
      originalPrice: listing.originalPrice,
      stock: listing.stock,
      platform: listing.platform,
      serverRegion: listing.serverRegion,
      deliveryTime: listing.deliveryTime,
      tags: listing.tags,
      images,
      requiredInputs: listing.requiredInputs,
      warrantyDays: listing.warrantyDays,
      ...offer,
      ...(listing.details
        ? { ...listing.details.columns, specs: listing.details.specs, attributes: listing.details.attributes }
        : {}),
      status: "active",
      createdAt: now,
      updatedAt: now,
    }),
  ];
  if (listing.imageIds.length > 0) {
    statements.push(
      db
        .update(uploads)
        .set({ status: "attached", productId: id })
        .where(
          and(inArray(uploads.id, listing.imageIds), eq(uploads.userId, sellerId), eq(uploads.status, "verified")),
        ),
      // Guard: if any image stopped being a verified upload of this seller since the check above,
      // fewer rows were attached; setting price 0 then breaks products' CHECK (price > 0) and D1
      // rolls the whole batch back — no listing, nothing attached.
      db
        .update(products)
        .set({ price: 0 })
        .where(
          and(
            eq(products.id, id),
            sql`(SELECT count(*) FROM uploads WHERE product_id = ${id} AND status = 'attached' AND user_id = ${sellerId}) <> ${listing.imageIds.length}`,
          ),
        ),
    );
  }
  statements.push(bumpCatalogVersion()); // cached public pages show the new listing
  try {
    await atomic(db, statements);
  } catch (error) {
    if (listing.imageIds.length === 0) throw error;
    return {
      ok: false,
      status: 409,
      title: LISTING_TEXTS.createFailedTitle,
      message: "Gambar berubah saat listing disimpan. Periksa gambar lalu coba lagi.",
      errors: { imageIds: "Gambar belum terverifikasi." },
    };
  }
  return { ok: true, id, gameSlug: listing.gameSlug, categorySlug: listing.categorySlug };
}
