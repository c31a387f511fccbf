/**
 * Who may see an order (spec section 6, ARCHITECTURE.md section 3): its buyer, its seller and
 * admins. The one guard the order page, its actions and its chat WebSocket all use.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { SessionUser } from "~/modules/auth/session.server";
import { requireUser } from "~/modules/auth/guards.server";
import { forbidden, notFound } from "~/utils/guard-responses.server";
import { avatarSrc } from "~/utils/avatar";
import { chatThreads, inquiries, orders, products, reviews, users } from "~/db/schema";
import { orderLabel } from "./order-number";
import type { Order } from "./types";
import { ORDER_TEXTS } from "./texts";

export type OrderViewerRole = "buyer" | "seller" | "admin";

export interface OrderParty {
  id: string;
  username: string;
  avatarUrl: string | null;
}

export interface OrderForViewer {
  order: Order;
  /** The listing as it is now (the order keeps its own title snapshot); null if it is gone. */
  product: {
    id: string;
    gameSlug: string;
    categorySlug: string;
    title: string;
    requiredInputs: { id: string; label: string }[];
  } | null;
  buyer: OrderParty;
  seller: OrderParty;
  /** How the viewer takes part: the order's buyer or seller first, admin only for staff outsiders. */
  role: OrderViewerRole;
  /** The pre-sale conversation of the same buyer and seller (about this listing, else a general one), or null. */
  presaleInquiryId: string | null;
  /** The buyer's review of the listing, or null. */
  buyerReview: { rating: number; comment: string | null; createdAt: number } | null;
}

/** The viewer's part in the order, or null when they have none. OrderRoom.act asks it too, so the page and the room agree. */
export function viewerRole(
  order: Pick<Order, "buyerId" | "sellerId">,
  user: Pick<SessionUser, "id" | "role">,
): OrderViewerRole | null {
  if (user.id === order.buyerId) return "buyer";
  if (user.id === order.sellerId) return "seller";
  if (user.role === "admin") return "admin";
  return null;
}

const buyer = alias(users, "buyer");
const seller = alias(users, "seller");

/** 404 'Pesanan Tidak Ditemukan' (the route's error boundary shows it). */
export const orderNotFound = () => notFound(ORDER_TEXTS.notFound);

/**
 * The order with its listing and both parties, for a signed-in viewer, in ONE round trip (a join;
 * with `markRead`, a batch that also marks the viewer's own conversation of the order read). Throws
 * a 404 Response ('Pesanan Tidak Ditemukan') for an unknown id and a 403 ('Akses Ditolak') for
 * anyone who is not the buyer, the seller or an admin.
 *
 * `markRead` may run before the access check: it only touches the viewer's own chat thread of this
 * order, and only the order's buyer and seller have one — for anyone else it changes nothing.
 */
export async function loadOrderForViewer(
  ctx: Pick<AppLoadContext, "db">,
  orderId: string,
  user: Pick<SessionUser, "id" | "role">,
  { markRead = false }: { markRead?: boolean } = {},
): Promise<OrderForViewer> {
  if (!orderId || orderId.length > 100) throw orderNotFound();
  const { db } = ctx;
  // Every column has a name of its own: D1 returns a batch's rows as objects, where a second `id`
  // or `username` would overwrite the first.
  const read = db
    .select({
      order: orders,
      productId: sql<string | null>`${products.id}`.as("product_ref_id"),
      productGameSlug: sql<string>`${products.gameSlug}`.as("product_game_slug"),
      productCategorySlug: sql<string>`${products.categorySlug}`.as("product_category_slug"),
      productTitle: sql<string>`${products.title}`.as("product_current_title"),
      productRequiredInputs: sql<string>`${products.requiredInputs}`
        .mapWith(products.requiredInputs)
        .as("product_required_inputs"),
      buyerUsername: sql<string | null>`${buyer.username}`.as("buyer_username"),
      buyerAvatarUrl: sql<string | null>`${buyer.avatarUrl}`.as("buyer_avatar_url"),
      sellerUsername: sql<string | null>`${seller.username}`.as("seller_username"),
      sellerAvatarUrl: sql<string | null>`${seller.avatarUrl}`.as("seller_avatar_url"),
      // Read in the same query (the order page's D1 budget): the conversation before the purchase
      // and the buyer's review of the listing.
      presaleInquiryId: sql<string | null>`(SELECT ${inquiries.id} FROM ${inquiries}
        WHERE ${inquiries.buyerId} = ${orders.buyerId} AND ${inquiries.sellerId} = ${orders.sellerId}
          AND (${inquiries.listingId} = ${orders.productId} OR ${inquiries.listingId} IS NULL)
        ORDER BY ${inquiries.listingId} IS NULL LIMIT 1)`.as("presale_inquiry_id"),
      buyerReview: sql<
        string | null
      >`(SELECT json_object('rating', ${reviews.rating}, 'comment', ${reviews.comment}, 'createdAt', ${reviews.createdAt})
        FROM ${reviews} WHERE ${reviews.productId} = ${orders.productId} AND ${reviews.userId} = ${orders.buyerId} LIMIT 1)`.as(
        "buyer_review",
      ),
    })
    .from(orders)
    .leftJoin(products, eq(products.id, orders.productId))
    .leftJoin(buyer, eq(buyer.id, orders.buyerId))
    .leftJoin(seller, eq(seller.id, orders.sellerId))
    .where(eq(orders.id, orderId))
    .limit(1);
  const rows = markRead
    ? (
        await db.batch([
          read,
          db
            .update(chatThreads)
            .set({ unread: 0 })
            .where(and(eq(chatThreads.orderId, orderId), eq(chatThreads.userId, user.id), ne(chatThreads.unread, 0))),
        ])
      )[0]
    : await read;
  const row = rows[0];
  if (!row) throw orderNotFound();
  const { order } = row;
  const role = viewerRole(order, user);
  if (!role) throw forbidden(ORDER_TEXTS.viewDenied);
  const party = (id: string, username: string | null, avatarUrl: string | null): OrderParty =>
    username === null
      ? { id, username: "Pengguna", avatarUrl: null }
      : { id, username, avatarUrl: avatarSrc(avatarUrl, username) };
  const product =
    row.productId === null
      ? null
      : {
          id: row.productId,
          gameSlug: row.productGameSlug,
          categorySlug: row.productCategorySlug,
          title: row.productTitle,
          requiredInputs: row.productRequiredInputs,
        };
  return {
    order,
    product,
    buyer: party(order.buyerId, row.buyerUsername, row.buyerAvatarUrl),
    seller: party(order.sellerId, row.sellerUsername, row.sellerAvatarUrl),
    role,
    presaleInquiryId: row.presaleInquiryId,
    buyerReview: row.buyerReview ? (JSON.parse(row.buyerReview) as OrderForViewer["buyerReview"]) : null,
  };
}

/**
 * An order's sub-page (its case, its warranty claim) for a signed-in viewer: the order, the
 * viewer's role, the time of reading, and the heading every sub-page shows.
 */
export async function orderSubPage(ctx: AppLoadContext, request: Request, orderId: string) {
  const user = await requireUser(request, ctx, "Silakan login untuk melihat pesanan Anda.");
  const { order, role } = await loadOrderForViewer(ctx, orderId, user);
  return {
    order,
    role,
    now: Date.now(),
    heading: { orderId: order.id, orderNumber: orderLabel(order), productTitle: order.productTitle },
  };
}
