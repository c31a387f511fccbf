/**
 * The conversation before a purchase stands beside the order: its page links the pre-sale inquiry
 * of the same buyer and seller (about that listing, else a general one) for both parties and staff,
 * so the seller's promises are evidence; and the inquiry's 'Beli' goes to the purchase itself.
 */
import { describe, expect, it } from "vitest";
import { inquiries } from "~/db/schema";
import { inquiryRoomKey } from "~/modules/inquiries/rules";
import { newId } from "~/utils/ids";
import { fundedBuyer, newListing, newUser, roomOf, signedIn, unpaidOrder, USERS } from "./fixtures";
import { db } from "./helpers";

async function inquiry(buyerId: string, sellerId: string, listingId: string | null) {
  const id = newId("inq");
  await db()
    .insert(inquiries)
    .values({
      id,
      roomKey: inquiryRoomKey(buyerId, sellerId, listingId),
      buyerId,
      sellerId,
      listingId,
      createdAt: Date.now(),
    });
  return id;
}

const page = async (userId: string, path: string) => (await (await signedIn(userId)).get(path)).text();

describe("the pre-sale conversation and the order", () => {
  it("is linked from the order's page for buyer, seller and staff; not from another seller's order", async () => {
    const seller = await newUser("seller", "prasale");
    const listing = await newListing(seller.id, "Akun dengan janji", 25_000);
    const buyer = await fundedBuyer(25_000);
    const inquiryId = await inquiry(buyer.id, seller.id, listing.id);
    const orderId = await unpaidOrder(buyer.id, listing.id);
    expect((await roomOf(orderId).act({ orderId, action: "pay", by: buyer })).ok).toBe(true);

    for (const userId of [buyer.id, seller.id, USERS.admin.id]) {
      const html = await page(userId, `/order/${orderId}`);
      expect(html, userId).toMatch(new RegExp(`data-testid="presale-link"[^>]*><a[^>]*href="/messages/${inquiryId}"`));
    }
    // Staff may read it (the inquiry page lets admins in) as the evidence it is.
    expect(await page(USERS.admin.id, `/messages/${inquiryId}`)).toContain("Akun dengan janji");

    const other = await newUser("seller", "lain");
    const otherListing = await newListing(other.id, "Akun lain", 10_000);
    const otherOrder = await unpaidOrder(buyer.id, otherListing.id);
    expect(await page(buyer.id, `/order/${otherOrder}`)).not.toContain('data-testid="presale-link"');
  });

  it("'Beli' on the conversation goes to the purchase's review, not back to the listing", async () => {
    const seller = await newUser("seller", "belilangsung");
    const listing = await newListing(seller.id, "Akun siap beli", 31_000);
    const buyer = await newUser("buyer", "tanya");
    const inquiryId = await inquiry(buyer.id, seller.id, listing.id);
    const html = await page(buyer.id, `/messages/${inquiryId}`);
    const tag = /<a[^>]*data-testid="inquiry-buy"[^>]*>/.exec(html)?.[0] ?? "";
    const buy = /href="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, "&");
    expect(buy).toBe(`/checkout?buy=${listing.id}&price=31000&quantity=1`);
    const c = await signedIn(buyer.id);
    // The review gains its idempotency key in the address first (Back must not order twice).
    const keyed = await c.get(buy!);
    expect(keyed.status).toBe(302);
    const review = await c.get(keyed.headers.get("Location")!);
    expect(review.status).toBe(200);
    expect(await review.text()).toContain("Akun siap beli");
  });
});
