/** Pre-sale conversation rules that need no database: the unique key and who counts as a new account. */
import type { Limits } from "~/modules/limits/limits";

const DAY_MS = 24 * 60 * 60 * 1000;

/** One conversation per (buyer, seller, listing); `-` for one started from the seller's profile. */
export function inquiryRoomKey(buyerId: string, sellerId: string, listingId: string | null): string {
  return `${buyerId}|${sellerId}|${listingId ?? "-"}`;
}

/** An account younger than INQUIRY_NEW_ACCOUNT_DAYS is new: it starts fewer conversations and writes more slowly. */
export function isNewAccount(accountCreatedAt: number, now: number, limits: Pick<Limits, "INQUIRY_NEW_ACCOUNT_DAYS">) {
  return now - accountCreatedAt < limits.INQUIRY_NEW_ACCOUNT_DAYS * DAY_MS;
}

/** New conversations a user may start per rolling 24 h. */
export function inquiriesPerDay(
  accountCreatedAt: number,
  now: number,
  limits: Pick<Limits, "INQUIRY_NEW_ACCOUNT_DAYS" | "INQUIRIES_PER_DAY_NEW_ACCOUNT" | "INQUIRIES_PER_DAY">,
): number {
  return isNewAccount(accountCreatedAt, now, limits) ? limits.INQUIRIES_PER_DAY_NEW_ACCOUNT : limits.INQUIRIES_PER_DAY;
}

export const INQUIRY_DAY_MS = DAY_MS;
