/**
 * A completed order's review on its page: 'Beri Ulasan' until the buyer has reviewed the listing,
 * then their own review (stars, comment) in its place; the seller sees neither.
 */
import { describe, expect, it } from "vitest";
import { insertOrder } from "./helpers";
import { client, login } from "./http";

const LISTING = "/games/mobile-legends/akun/lst_018"; // dinda_gamestore's, no seeded reviews
const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");

describe("the review on a completed order's page", () => {
  it("asks for a review, then shows the buyer's own instead of asking again", async () => {
    const orderId = await insertOrder("usr_demo_buyer", "lst_018", "Selesai");
    const buyer = client();
    expect((await login(buyer, "pembeli@pasargame.test", "demo12345", "10.91.0.1")).status).toBe(302);
    const before = await text(await buyer.get(`/order/${orderId}`));
    expect(before).toContain("Beri Ulasan");
    expect(before).not.toContain('data-testid="my-review"');

    const posted = await buyer.post(LISTING, {
      intent: "review",
      rating: "4",
      comment: "Akun sesuai deskripsi <b>ok</b>",
    });
    expect(posted.status).toBeLessThan(400);
    const after = await text(await buyer.get(`/order/${orderId}`));
    expect(after).not.toContain("Beri Ulasan");
    const mine = /data-testid="my-review".*?<\/div>/s.exec(after)?.[0] ?? "";
    expect(mine).toContain('aria-label="4 dari 5 bintang"');
    expect(mine).toContain("Akun sesuai deskripsi &lt;b&gt;ok&lt;/b&gt;"); // the buyer's text, as text
    expect(mine).toContain("Lihat di halaman produk");

    const seller = client();
    expect((await login(seller, "dinda@pasargame.test", "demo12345", "10.91.0.2")).status).toBe(302);
    const sellerPage = await seller.get(`/order/${orderId}`);
    expect(sellerPage.status).toBe(200);
    expect(await text(sellerPage)).not.toContain('data-testid="my-review"');
  });
});
