/**
 * What only a verified seller may do (issue 34 point 3), as configuration: withdraw more than
 * VERIFIED_WITHDRAWAL_THRESHOLD (default Rp5.000.000) at once, and list an Akun above
 * VERIFIED_LISTING_PRICE_THRESHOLD (Rp10.000.000). "Verified" is `users.is_verified`, which an
 * approved verification sets (review.server.ts) — the same flag the wallet caps read.
 */
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { users, type ListingType } from "~/db/schema";
import type { Env } from "~/env.server";
import { formatRupiah } from "~/utils/format";
import { VERIFIED_RULE_TEXTS as T } from "./texts";

type Ctx = { db: AppLoadContext["db"]; env?: ThresholdEnv };
export type ThresholdEnv = Partial<Pick<Env, "VERIFIED_WITHDRAWAL_THRESHOLD" | "VERIFIED_LISTING_PRICE_THRESHOLD">>;

const rupiah = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
};

export function verifiedThresholds(env: ThresholdEnv = {}) {
  return {
    withdrawal: rupiah(env.VERIFIED_WITHDRAWAL_THRESHOLD, 5_000_000),
    listingPrice: rupiah(env.VERIFIED_LISTING_PRICE_THRESHOLD, 10_000_000),
  };
}

async function sellerState(ctx: Ctx, userId: string) {
  const [row] = await ctx.db
    .select({ role: users.role, verified: users.isVerified })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The refusal when an unverified seller asks to withdraw more than the threshold; null when allowed. */
export async function withdrawalNeedsVerification(ctx: Ctx, userId: string, amount: number): Promise<string | null> {
  const { withdrawal } = verifiedThresholds(ctx.env);
  if (amount <= withdrawal) return null;
  const seller = await sellerState(ctx, userId);
  if (!seller || seller.role !== "seller" || seller.verified) return null;
  return T.withdrawal(formatRupiah(withdrawal));
}

/** The refusal when an unverified seller prices an Akun listing above the threshold; null when allowed. */
export async function listingPriceNeedsVerification(
  ctx: Ctx,
  sellerId: string,
  type: ListingType | null | undefined,
  price: number,
): Promise<string | null> {
  const { listingPrice } = verifiedThresholds(ctx.env);
  if (type !== "Akun" || price <= listingPrice) return null;
  const seller = await sellerState(ctx, sellerId);
  if (seller?.verified) return null;
  return T.listingPrice(formatRupiah(listingPrice));
}
