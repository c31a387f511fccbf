/**
 * Pre-sale conversations on the page side: starting one (from a listing's 'Chat dengan Penjual' or
 * a profile's 'Kirim Pesan'), who may open it (its buyer, its seller, staff), and what its page shows.
 * The chat itself runs in the conversation's InquiryRoom (./room.server.ts).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, count, eq, gt } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { inquiries, products, users } from "~/db/schema";
import type { SessionUser } from "~/modules/auth/session.server";
import { forbidden, notFound } from "~/utils/guard-responses.server";
import { canonicalListingPath } from "~/modules/catalog/listing-page.server";
import { limitsFrom } from "~/modules/limits/limits";
import { AppError } from "~/utils/app-error";
import { avatarSrc } from "~/utils/avatar";
import { newId } from "~/utils/ids";
import { INQUIRY_DAY_MS, inquiriesPerDay, inquiryRoomKey, isNewAccount } from "./rules";
import { markInquiryRead } from "./inquiry-threads.server";
import { inquiryRoom } from "./room.server";
import { INQUIRY_TEXTS as T } from "./texts";

type Ctx = Pick<AppLoadContext, "db" | "env">;

function refused(message: string, status = 422) {
  return new AppError(T.refusedTitle, message, status);
}

/** What the buyer asks about: a listing, or the seller in general (from their profile). */
export type InquiryTarget = { listingId: string } | { sellerUsername: string };

/**
 * The conversation of `buyer` with the listing's seller about that listing (or with the seller in
 * general), created on first use: the same three always give the same conversation. A new
 * conversation counts against the buyer's daily number (lower for new accounts); an existing one
 * is always reopened.
 */
export async function startInquiry(
  ctx: Ctx,
  buyer: Pick<SessionUser, "id" | "createdAt">,
  target: InquiryTarget,
  now = Date.now(),
): Promise<{ ok: true; inquiryId: string } | { ok: false; error: AppError }> {
  const { db } = ctx;
  let sellerId: string;
  let listingId: string | null = null;
  if ("listingId" in target) {
    const listing = await db
      .select({ id: products.id, sellerId: products.sellerId, status: products.status, sellerStatus: users.status })
      .from(products)
      .innerJoin(users, eq(users.id, products.sellerId))
      .where(eq(products.id, target.listingId))
      .get();
    if (!listing || listing.status !== "active") return { ok: false, error: refused(T.unavailable, 404) };
    if (listing.sellerId === buyer.id) return { ok: false, error: refused(T.ownListing) };
    if (listing.sellerStatus !== "active") return { ok: false, error: refused(T.sellerUnavailable) };
    sellerId = listing.sellerId;
    listingId = listing.id;
  } else {
    const seller = await db
      .select({ id: users.id, status: users.status })
      .from(users)
      .where(eq(users.username, target.sellerUsername))
      .get();
    if (!seller || seller.status !== "active") return { ok: false, error: refused(T.sellerUnavailable, 404) };
    if (seller.id === buyer.id) return { ok: false, error: refused(T.ownProfile) };
    sellerId = seller.id;
  }

  const roomKey = inquiryRoomKey(buyer.id, sellerId, listingId);
  const existing = await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.roomKey, roomKey)).get();
  if (existing) return { ok: true, inquiryId: existing.id };

  const limits = limitsFrom(ctx.env);
  const perDay = inquiriesPerDay(buyer.createdAt, now, limits);
  const [started] = await db
    .select({ n: count() })
    .from(inquiries)
    .where(and(eq(inquiries.buyerId, buyer.id), gt(inquiries.createdAt, now - INQUIRY_DAY_MS)));
  if ((started?.n ?? 0) >= perDay) {
    const message = isNewAccount(buyer.createdAt, now, limits)
      ? T.tooManyNewAccount(perDay, limits.INQUIRY_NEW_ACCOUNT_DAYS)
      : T.tooMany(perDay);
    return { ok: false, error: refused(message, 429) };
  }

  // Two clicks at once: the unique room key keeps one row, and both get its id.
  await db
    .insert(inquiries)
    .values({ id: newId("inq"), roomKey, buyerId: buyer.id, sellerId, listingId, createdAt: now })
    .onConflictDoNothing({ target: inquiries.roomKey });
  const row = await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.roomKey, roomKey)).get();
  return { ok: true, inquiryId: row!.id };
}

const inquiryNotFound = () => notFound(T.notFound);

const buyerUser = alias(users, "buyer");
const sellerUser = alias(users, "seller");

export interface InquiryForViewer {
  id: string;
  role: "buyer" | "seller" | "admin";
  buyer: { id: string; username: string; avatarUrl: string };
  seller: { id: string; username: string; avatarUrl: string };
  /** The listing asked about as it is now; null for a general conversation or a listing gone. */
  listing: {
    title: string;
    price: number;
    stock: number;
    imageUrl: string | null;
    path: string;
    /** 'Beli': the purchase itself ('Beli Sekarang' review), or the listing when the buyer must type IDs there. */
    buyHref: string;
    available: boolean;
  } | null;
  /** Whether it was about a listing at all (one that is gone shows as such). */
  aboutListing: boolean;
}

/**
 * The conversation for a signed-in viewer: its buyer, its seller, or staff. 404 for an unknown id,
 * 403 'Akses Ditolak' for anyone else. With `markRead`, the viewer's own row is marked read at the
 * same time (it only touches the viewer's own row, so it may run before the check).
 */
export async function loadInquiryForViewer(
  ctx: Pick<AppLoadContext, "db">,
  inquiryId: string,
  user: Pick<SessionUser, "id" | "role">,
  { markRead = false }: { markRead?: boolean } = {},
): Promise<InquiryForViewer> {
  if (!inquiryId || inquiryId.length > 100) throw inquiryNotFound();
  const { db } = ctx;
  const read = db
    .select({
      id: inquiries.id,
      buyerId: inquiries.buyerId,
      sellerId: inquiries.sellerId,
      listingId: inquiries.listingId,
      buyerUsername: buyerUser.username,
      buyerAvatarUrl: buyerUser.avatarUrl,
      sellerUsername: sellerUser.username,
      sellerAvatarUrl: sellerUser.avatarUrl,
      productId: products.id,
      title: products.title,
      price: products.price,
      stock: products.stock,
      images: products.images,
      gameSlug: products.gameSlug,
      categorySlug: products.categorySlug,
      status: products.status,
      requiredInputs: products.requiredInputs,
    })
    .from(inquiries)
    .innerJoin(buyerUser, eq(buyerUser.id, inquiries.buyerId))
    .innerJoin(sellerUser, eq(sellerUser.id, inquiries.sellerId))
    .leftJoin(products, eq(products.id, inquiries.listingId))
    .where(eq(inquiries.id, inquiryId))
    .limit(1);
  // Not one batch: D1 returns a batch's rows as objects, where the joined `id`s and `username`s collide.
  const [rows] = await Promise.all([read, markRead ? markInquiryRead(db, inquiryId, user.id) : null]);
  const row = rows[0];
  if (!row) throw inquiryNotFound();
  const role =
    user.id === row.buyerId ? "buyer" : user.id === row.sellerId ? "seller" : user.role === "admin" ? "admin" : null;
  if (!role) throw forbidden(T.viewDenied);
  return {
    id: row.id,
    role,
    buyer: {
      id: row.buyerId,
      username: row.buyerUsername,
      avatarUrl: avatarSrc(row.buyerAvatarUrl, row.buyerUsername),
    },
    seller: {
      id: row.sellerId,
      username: row.sellerUsername,
      avatarUrl: avatarSrc(row.sellerAvatarUrl, row.sellerUsername),
    },
    listing:
      row.productId && row.title !== null && row.gameSlug && row.categorySlug
        ? {
            title: row.title,
            price: row.price ?? 0,
            stock: row.stock ?? 0,
            imageUrl: row.images?.[0] ?? null,
            path: canonicalListingPath({ id: row.productId, gameSlug: row.gameSlug, categorySlug: row.categorySlug }),
            buyHref: buyHrefOf({ ...row, id: row.productId, gameSlug: row.gameSlug, categorySlug: row.categorySlug }),
            available: row.status === "active",
          }
        : null,
    aboutListing: row.listingId !== null,
  };
}

/** The conversation's messages for the page (the room holds them), the latest `limit`. */
export async function inquiryHistory(ctx: Pick<AppLoadContext, "env">, inquiryId: string, limit = 200) {
  return inquiryRoom(ctx.env, inquiryId).history(limit);
}

/** Where 'Beli' on a conversation's listing leads: straight to the 'Beli Sekarang' review, unless the listing asks for IDs. */
function buyHrefOf(listing: {
  id: string;
  gameSlug: string;
  categorySlug: string;
  price: number | null;
  requiredInputs: unknown[] | null;
}) {
  if ((listing.requiredInputs ?? []).length > 0) return canonicalListingPath(listing);
  const query = new URLSearchParams({ buy: listing.id, price: String(listing.price ?? 0), quantity: "1" });
  return `/checkout?${query}`;
}
