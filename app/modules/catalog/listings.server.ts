import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db.server";
import { products, users } from "../../../drizzle/schema";

/** What a product card needs (spec section 3, "Listing / product card"). */
export interface ListingCard {
  id: string;
  title: string;
  gameSlug: string;
  gameName: string;
  categorySlug: string;
  type: "Akun" | "Top Up" | "Jasa";
  price: number;
  originalPrice: number | null;
  stock: number;
  deliveryTime: string | null;
  imageUrl: string | null;
  sellerName: string;
  sellerVerified: boolean;
  averageRating: number;
  totalReviews: number;
}

const cardColumns = {
  id: products.id,
  title: products.title,
  gameSlug: products.gameSlug,
  gameName: sql<string>`(SELECT name FROM games WHERE games.slug = ${products.gameSlug})`,
  categorySlug: products.categorySlug,
  type: products.type,
  price: products.price,
  originalPrice: products.originalPrice,
  stock: products.stock,
  deliveryTime: products.deliveryTime,
  images: products.images,
  sellerName: users.username,
  sellerVerified: users.isVerified,
  averageRating: sql<number>`coalesce((SELECT avg(rating) FROM reviews WHERE reviews.product_id = ${products.id}), 0)`,
  totalReviews: sql<number>`(SELECT count(*) FROM reviews WHERE reviews.product_id = ${products.id})`,
};

type CardRow = { images: string[] } & Omit<ListingCard, "imageUrl">;

export function toCard({ images, ...row }: CardRow): ListingCard {
  return { ...row, sellerName: row.sellerName || "Penjual", imageUrl: images[0] ?? null };
}

/** Featured active listings for the home page, newest first. One query. */
export async function listFeatured({ db }: { db: Db }, limit = 8): Promise<ListingCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(and(eq(products.status, "active"), eq(products.isFeatured, true)))
    .orderBy(desc(products.createdAt))
    .limit(limit);
  return rows.map(toCard);
}

export { cardColumns };
