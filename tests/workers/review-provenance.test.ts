import { beforeAll, describe, expect, it } from "vitest";
import { orders, products, reviews, users } from "~/db/schema";
import { db } from "./helpers";
import { client } from "./http";

/**
 * A listing's rating says where its reviews came from when not every one is tied to an order made
 * on PasarGame: no '5,0 (2 ulasan) · 0 terjual' on a listing nobody bought here (issue 33.4).
 */

const pageText = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");
const NOW = Date.now();
const DAY = 24 * 3600 * 1000;
const SELLER = "usr_toko_asal";

const listing = (id: string): typeof products.$inferInsert => ({
  id,
  sellerId: SELLER,
  gameSlug: "genshin-impact",
  categorySlug: "akun",
  type: "Akun",
  title: `Akun Asal ${id}`,
  description: "",
  price: 100_000,
  stock: 3,
  createdAt: NOW - DAY,
  updatedAt: NOW,
});

const completed = (id: string, productId: string, buyerId: string) => ({
  id,
  buyerId,
  sellerId: SELLER,
  productId,
  productTitle: "Pesanan uji",
  productType: "Akun" as const,
  unitPrice: 100_000,
  quantity: 1,
  totalAmount: 100_000,
  status: "Selesai" as const,
  createdAt: NOW - 1000,
  updatedAt: NOW,
});

beforeAll(async () => {
  await db()
    .insert(users)
    .values({
      id: SELLER,
      email: "asal@toko.test",
      username: "TokoAsal",
      role: "seller",
      isVerified: false,
      createdAt: NOW - 100 * DAY,
      updatedAt: NOW,
    })
    .onConflictDoNothing();
  await db()
    .insert(products)
    .values([listing("lst_asal_luar"), listing("lst_asal_order"), listing("lst_asal_campur")])
    .onConflictDoNothing();
  await db()
    .insert(orders)
    .values([
      completed("ord_asal_1", "lst_asal_order", "usr_demo_buyer"),
      completed("ord_asal_2", "lst_asal_campur", "usr_demo_buyer"),
    ])
    .onConflictDoNothing();
  await db()
    .insert(reviews)
    .values([
      // Nobody bought lst_asal_luar here: two reviews without an order.
      { id: "rev_asal_1", productId: "lst_asal_luar", userId: "usr_demo_buyer", rating: 5, createdAt: NOW },
      { id: "rev_asal_2", productId: "lst_asal_luar", userId: "usr_seller_2", rating: 5, createdAt: NOW },
      {
        id: "rev_asal_3",
        productId: "lst_asal_order",
        userId: "usr_demo_buyer",
        orderId: "ord_asal_1",
        rating: 4,
        createdAt: NOW,
      },
      {
        id: "rev_asal_4",
        productId: "lst_asal_campur",
        userId: "usr_demo_buyer",
        orderId: "ord_asal_2",
        rating: 5,
        createdAt: NOW,
      },
      { id: "rev_asal_5", productId: "lst_asal_campur", userId: "usr_seller_2", rating: 3, createdAt: NOW },
    ])
    .onConflictDoNothing();
});

const page = async (id: string) => pageText(await client().get(`/games/genshin-impact/akun/${id}`));
/** The rating line's text, tags stripped. */
const ratingLine = (html: string) =>
  html
    .match(/data-testid="listing-rating"[\s\S]*?<\/a>/)![0]
    .replace(/<[^>]+>/g, "")
    .replace(/^[^>]*>/, "");
const reviewItems = (html: string) =>
  html
    .split('data-testid="review-item"')
    .slice(1)
    .map((item) => item.slice(0, item.indexOf("</li>")));

describe("review provenance on the listing page", () => {
  it("says the reviews did not come from orders here when nobody bought the listing on PasarGame", async () => {
    const html = await page("lst_asal_luar");
    expect(html).toMatch(/data-testid="sold-count"[^>]*>0 terjual</);
    expect(ratingLine(html)).toContain("2 ulasan, bukan dari pesanan di PasarGame");
    const items = reviewItems(html);
    expect(items).toHaveLength(2);
    for (const item of items) expect(item).toContain("Bukan dari pesanan di PasarGame");
  });

  it("adds nothing when every review is tied to an order made here", async () => {
    const html = await page("lst_asal_order");
    expect(ratingLine(html)).toMatch(/\(1 ulasan\)\s*$/);
    expect(html).not.toContain("pesanan di PasarGame");
  });

  it("counts the reviews from orders here when only some are", async () => {
    const html = await page("lst_asal_campur");
    expect(ratingLine(html)).toContain("2 ulasan, 1 dari pesanan di PasarGame");
    const items = reviewItems(html);
    expect(items.filter((i) => i.includes("Bukan dari pesanan di PasarGame"))).toHaveLength(1);
  });
});
