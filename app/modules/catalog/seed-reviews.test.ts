import { describe, expect, it } from "vitest";
import { SEED_LISTINGS, SEED_REVIEWS, SEED_USERS } from "../../../drizzle/seed-data";

describe("seeded reviews", () => {
  const listings = new Map(SEED_LISTINGS.map((l) => [l.id, l]));
  const users = new Set(SEED_USERS.map((u) => u.id));

  it("are about thirty, each for a real listing by a real user", () => {
    expect(SEED_REVIEWS.length).toBeGreaterThanOrEqual(25);
    for (const review of SEED_REVIEWS) {
      expect(listings.has(review.productId), review.id).toBe(true);
      expect(users.has(review.userId), review.id).toBe(true);
    }
    expect(new Set(SEED_REVIEWS.map((r) => r.id)).size).toBe(SEED_REVIEWS.length);
  });

  it("never let a seller review their own listing, and one review per user per listing", () => {
    for (const review of SEED_REVIEWS)
      expect(listings.get(review.productId)!.sellerId, review.id).not.toBe(review.userId);
    const pairs = SEED_REVIEWS.map((r) => `${r.productId}|${r.userId}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it("have ratings 1–5, short comments, and come after the listing was created", () => {
    for (const review of SEED_REVIEWS) {
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(Number.isInteger(review.rating)).toBe(true);
      expect((review.comment ?? "").length).toBeLessThanOrEqual(1000);
      expect(review.createdDaysAgo).toBeLessThan(listings.get(review.productId)!.createdDaysAgo);
    }
  });

  it("leave the demo buyer a top-up listing to review (used by the e2e journey)", () => {
    expect(SEED_REVIEWS.some((r) => r.productId === "lst_sample_3" && r.userId === "usr_demo_buyer")).toBe(false);
  });
});
