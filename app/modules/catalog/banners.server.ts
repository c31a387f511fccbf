/** The home page's promo banners, in staff's order (the carousel; ./promo.ts keeps their claims true). */
import { asc } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { banners } from "~/db/schema";

export async function listBanners(db: Db) {
  const rows = await db.select().from(banners).orderBy(asc(banners.sortOrder));
  return rows.map(({ sortOrder: _sortOrder, ...banner }) => banner);
}
