/**
 * Who may see an order (spec section 6, ARCHITECTURE.md section 3): its buyer, its seller and
 * admins. The one guard the order page, its actions and its chat WebSocket all use.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq, inArray } from "drizzle-orm";
import type { SessionUser } from "~/modules/auth/session.server";
import { forbidden } from "~/utils/auth.server";
import { orders, products, users } from "../../../drizzle/schema";
import type { Order } from "./movements.server";
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
}

/** The viewer's part in the order, or null when they have none (the same rule as OrderRoom.act). */
export function viewerRole(
  order: Pick<Order, "buyerId" | "sellerId">,
  user: Pick<SessionUser, "id" | "role">,
): OrderViewerRole | null {
  if (user.id === order.buyerId) return "buyer";
  if (user.id === order.sellerId) return "seller";
  if (user.role === "admin") return "admin";
  return null;
}

export function orderNotFound() {
  return new Response(ORDER_TEXTS.notFound, { status: 404, statusText: ORDER_TEXTS.notFound });
}

/**
 * The order with its listing and both parties, for a signed-in viewer. Throws a 404 Response
 * ('Pesanan Tidak Ditemukan') for an unknown id and a 403 ('Akses Ditolak') for anyone who is not
 * the buyer, the seller or an admin.
 */
export async function loadOrderForViewer(
  ctx: Pick<AppLoadContext, "db">,
  orderId: string,
  user: Pick<SessionUser, "id" | "role">,
): Promise<OrderForViewer> {
  if (!orderId || orderId.length > 100) throw orderNotFound();
  const order = await ctx.db.query.orders.findFirst({ where: eq(orders.id, orderId) });
  if (!order) throw orderNotFound();
  const role = viewerRole(order, user);
  if (!role) throw forbidden(ORDER_TEXTS.viewDenied);

  const [parties, product] = await Promise.all([
    ctx.db
      .select({ id: users.id, username: users.username, avatarUrl: users.avatarUrl })
      .from(users)
      .where(inArray(users.id, [order.buyerId, order.sellerId])),
    ctx.db
      .select({
        id: products.id,
        gameSlug: products.gameSlug,
        categorySlug: products.categorySlug,
        title: products.title,
        requiredInputs: products.requiredInputs,
      })
      .from(products)
      .where(eq(products.id, order.productId))
      .get(),
  ]);
  const party = (id: string): OrderParty =>
    parties.find((p) => p.id === id) ?? { id, username: "Pengguna", avatarUrl: null };
  return { order, product: product ?? null, buyer: party(order.buyerId), seller: party(order.sellerId), role };
}
