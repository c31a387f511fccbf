import { asc, gte } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { promotions } from "~/db/schema";

export interface ActivePromotion {
  id: string;
  title: string;
  description: string;
  imageUrl: string;
  discountPercentage: number | null;
  validUntil: number;
  buttonText: string;
  link: string;
}

/** Promotions still valid at `now` (validUntil ≥ now), the ones ending soonest first. */
export async function listActivePromotions({ db }: { db: Db }, now = Date.now()): Promise<ActivePromotion[]> {
  return db
    .select({
      id: promotions.id,
      title: promotions.title,
      description: promotions.description,
      imageUrl: promotions.imageUrl,
      discountPercentage: promotions.discountPercentage,
      validUntil: promotions.validUntil,
      buttonText: promotions.buttonText,
      link: promotions.link,
    })
    .from(promotions)
    .where(gte(promotions.validUntil, now))
    .orderBy(asc(promotions.validUntil), asc(promotions.id));
}
