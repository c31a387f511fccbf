import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products, reviews } from "~/db/schema";
import { db, insertOrder } from "./helpers";
import { client, login } from "./http";

/** Page text without React's text-node separators. */
const pageText = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");

const BUYER = "pembeli@pasargame.test";
const SELLER = "penjual@pasargame.test"; // penjual_demo, seller of lst_sample_1
// Storage is shared by the tests of this file: each review test uses its own unreviewed listing.
const UNREVIEWED = "/games/mobile-legends/akun/lst_018"; // dinda_gamestore's listings, no seeded reviews
const NO_RATING = "/games/free-fire/akun/lst_043";
const OUT_OF_RANGE = "/games/genshin-impact/akun/lst_026";
const FOR_VISITOR = "/games/roblox/akun/lst_057";
const FOR_XSS = "/games/pubg-mobile/akun/lst_035";

const reviewsOf = (productId: string, userId: string) =>
  db()
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));

describe("listing detail page", () => {
  it("shows the listing with its price, discount, stock, seller link and reviews", async () => {
    const res = await client().get("/games/valorant/akun/lst_sample_1");
    expect(res.status).toBe(200);
    const html = await pageText(res);
    expect(html).toContain("<title>Akun Valorant Immortal 2 — 43 Skin Premium, Full Akses — PasarGame</title>");
    expect(html).toContain("Rp2.750.000");
    expect(html).toContain("Rp3.200.000"); // struck-through original price
    expect(html).toContain("-14%"); // (3.200.000 − 2.750.000) / 3.200.000 rounded
    expect(html).toContain("Stok terbatas: 1");
    expect(html).toContain('href="/user/penjual_demo"');
    expect(html).toContain('title="Penjual Terverifikasi"');
    expect(html).toContain("Chat dengan Penjual");
    expect(html).toMatch(/href="\/games\/valorant"[^>]*>Valorant</); // breadcrumb
    // Detail tab rows that are filled, and the seeded reviews with their reviewer.
    expect(html).toContain("Garansi 14 hari anti hackback");
    expect(html).toContain("Ulasan (2)");
    expect(html).toContain("pembeli_demo");
    expect(html).toContain("Penjual fast respon");
  });

  it("asks top-up buyers for their User ID and Zone ID and offers no quantity", async () => {
    const html = await pageText(await client().get("/games/mobile-legends/top-up/lst_sample_3"));
    expect(html).toContain("User ID");
    expect(html).toContain("Zone ID");
    expect(html).not.toContain('name="quantity"');
  });

  it("shows the sold-out badge at stock 0", async () => {
    const html = await pageText(await client().get("/games/valorant/akun/lst_003"));
    expect(html).toContain("Stok Habis");
  });

  it("answers 404 'Produk Tidak Ditemukan' with a link back to the game for unknown and deleted listings", async () => {
    const unknown = await client().get("/games/valorant/akun/lst_tidak_ada");
    expect(unknown.status).toBe(404);
    const html = await pageText(unknown);
    expect(html).toContain("Produk Tidak Ditemukan");
    expect(html).toContain('href="/games/valorant"');

    await db().update(products).set({ status: "deleted" }).where(eq(products.id, "lst_001"));
    const deleted = await client().get("/games/valorant/akun/lst_001");
    expect(deleted.status).toBe(404);
    expect(await pageText(deleted)).toContain("Produk Tidak Ditemukan");
    await db().update(products).set({ status: "active" }).where(eq(products.id, "lst_001"));
  });

  it("sends a wrong game or category to the canonical URL with 301", async () => {
    const wrongCategory = await client().get("/games/valorant/top-up/lst_sample_1?tab=detail");
    expect(wrongCategory.status).toBe(301);
    expect(wrongCategory.headers.get("Location")).toBe("/games/valorant/akun/lst_sample_1?tab=detail");

    const wrongGame = await client().get("/games/free-fire/akun/lst_sample_1");
    expect(wrongGame.status).toBe(301);
    expect(wrongGame.headers.get("Location")).toBe("/games/valorant/akun/lst_sample_1");
  });

  it("opens the tab named in the URL without JavaScript", async () => {
    const html = await pageText(await client().get("/games/valorant/akun/lst_sample_1?tab=ulasan"));
    expect(html).toMatch(/id="ulasan" role="tabpanel"(?![^>]*hidden)/);
    expect(html).toMatch(/id="deskripsi" role="tabpanel"[^>]*hidden/);
  });
});

describe("reviews", () => {
  it("refuses visitors and sends them to login, back to the listing", async () => {
    const res = await client().post(FOR_VISITOR, { intent: "review", rating: "5", comment: "mantap" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/login?redirect=${encodeURIComponent(`${FOR_VISITOR}?tab=ulasan`)}`);
    expect(res.headers.getSetCookie().join(";")).toContain("pg_toast=");
    expect(await db().$count(reviews, eq(reviews.productId, "lst_057"))).toBe(0);
  });

  it("requires a rating with the spec's message and keeps the comment", async () => {
    const c = client();
    await login(c, BUYER);
    const res = await c.post(NO_RATING, { intent: "review", comment: "Komentar tanpa bintang" });
    expect(res.status).toBe(400);
    const html = await pageText(res);
    expect(html).toContain("Silakan pilih rating bintang.");
    expect(html).toContain("Komentar tanpa bintang");
    expect(await reviewsOf("lst_043", "usr_demo_buyer")).toHaveLength(0);
  });

  it("refuses ratings outside 1–5", async () => {
    const c = client();
    await login(c, BUYER);
    for (const rating of ["0", "6", "4.5", "-3"]) {
      const res = await c.post(OUT_OF_RANGE, { intent: "review", rating, comment: "" });
      expect(res.status).toBe(400);
      expect(await pageText(res)).toContain("Rating harus antara 1 sampai 5 bintang.");
    }
    expect(await reviewsOf("lst_026", "usr_demo_buyer")).toHaveLength(0);
  });

  it("refuses a buyer whose order of the listing is not completed", async () => {
    const c = client();
    await login(c, BUYER);
    await insertOrder("usr_demo_buyer", "lst_019", "Dikirim");
    const path = "/games/mobile-legends/akun/lst_019";
    const page = await pageText(await c.get(`${path}?tab=ulasan`));
    expect(page).toContain("Ulasan hanya bisa diberikan setelah pesanan Anda untuk produk ini selesai.");
    expect(page).not.toContain('data-testid="review-form"');
    const res = await c.post(path, { intent: "review", rating: "5", comment: "belum diterima" });
    expect(res.status).toBe(403);
    expect(await pageText(res)).toContain("Ulasan hanya bisa diberikan setelah pesanan Anda untuk produk ini selesai.");
    expect(await reviewsOf("lst_019", "usr_demo_buyer")).toHaveLength(0);
  });

  it("stores a review tied to the completed order, lists it newest first, and refuses a second one", async () => {
    const c = client();
    await login(c, BUYER);
    const orderId = await insertOrder("usr_demo_buyer", "lst_018");
    const res = await c.post(UNREVIEWED, { intent: "review", rating: "4", comment: "  Akun aman, proses cepat.  " });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`${UNREVIEWED}?tab=ulasan#ulasan`);
    const [stored] = await reviewsOf("lst_018", "usr_demo_buyer");
    expect(stored).toMatchObject({ rating: 4, comment: "Akun aman, proses cepat.", orderId });

    const page = await pageText(await c.get(`${UNREVIEWED}?tab=ulasan`));
    expect(page).toContain("Akun aman, proses cepat.");
    expect(page).toContain("Ulasan (1)");
    expect(page).toContain("Anda sudah memberi ulasan untuk produk ini."); // no second form

    const again = await c.post(UNREVIEWED, { intent: "review", rating: "1", comment: "ganti pikiran" });
    expect(again.status).toBe(409);
    expect(await pageText(again)).toContain("Anda sudah memberi ulasan untuk produk ini.");
    expect(await reviewsOf("lst_018", "usr_demo_buyer")).toHaveLength(1);
  });

  it("does not let sellers review their own listing", async () => {
    const c = client();
    await login(c, SELLER);
    const res = await c.post("/games/valorant/akun/lst_sample_1", {
      intent: "review",
      rating: "5",
      comment: "terbaik",
    });
    expect(res.status).toBe(403);
    expect(await pageText(res)).toContain("Penjual tidak dapat memberi ulasan untuk listing miliknya sendiri.");
    expect(await reviewsOf("lst_sample_1", "usr_demo_seller")).toHaveLength(0);
  });

  it("shows a comment with HTML in it as text", async () => {
    const c = client();
    await login(c, BUYER);
    await insertOrder("usr_demo_buyer", "lst_035");
    const payload = `<script>alert("xss")</script><img src=x onerror=alert(1)>`;
    expect((await c.post(FOR_XSS, { intent: "review", rating: "2", comment: payload })).status).toBe(302);
    const html = await pageText(await client().get(FOR_XSS));
    expect(html).not.toContain(payload);
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;");
  });
});
