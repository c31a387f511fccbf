/** Who may change a listing: its seller, while it is not deleted. */
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { products } from "~/db/schema";
import { AppError, denied } from "~/utils/app-error";
import { LISTING_TEXTS } from "./texts";

/** The listing when `userId` owns it and it is not deleted; 404 unknown, 403 someone else's. */
export async function ownListing(db: Db, userId: string, productId: string) {
  const row = await db
    .select({
      id: products.id,
      sellerId: products.sellerId,
      status: products.status,
      title: products.title,
      type: products.type,
      supplierMaxPrice: products.supplierMaxPrice,
    })
    .from(products)
    .where(eq(products.id, productId))
    .get();
  if (!row || row.status === "deleted")
    throw new AppError(LISTING_TEXTS.notFound, "Listing tidak ditemukan atau sudah dihapus.", 404);
  if (row.sellerId !== userId) throw denied("Anda tidak memiliki izin untuk mengubah listing ini.");
  return row;
}
