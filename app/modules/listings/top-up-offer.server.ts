/**
 * What the Top Up offer rules (top-up-offer.ts) read from D1: the games' active denominations (the
 * form's select and the check) and whether the seller has a supplier account connected.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { topUpDenominations } from "~/db/schema";
import { hasSupplierAccount } from "~/modules/topups/connect.server";

export interface DenominationOption {
  id: string;
  gameSlug: string;
  label: string;
}

/** Active denominations, of one game or of every game (the create form switches game in the browser). */
export async function denominationOptions(db: Db, gameSlug?: string): Promise<DenominationOption[]> {
  return db
    .select({ id: topUpDenominations.id, gameSlug: topUpDenominations.gameSlug, label: topUpDenominations.label })
    .from(topUpDenominations)
    .where(
      gameSlug
        ? and(eq(topUpDenominations.active, true), eq(topUpDenominations.gameSlug, gameSlug))
        : eq(topUpDenominations.active, true),
    )
    .orderBy(asc(topUpDenominations.gameSlug), asc(topUpDenominations.sortOrder));
}

/** The facts the offer check needs about a game and a seller. */
export async function offerFacts(db: Db, sellerId: string, gameSlug: string) {
  const [denominations, supplierConnected] = await Promise.all([
    gameSlug ? denominationOptions(db, gameSlug) : Promise.resolve([]),
    hasSupplierAccount(db, sellerId),
  ]);
  return { denominationIds: denominations.map((d) => d.id), supplierConnected };
}
