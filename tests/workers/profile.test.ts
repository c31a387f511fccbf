import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, products, reviews, users } from "~/db/schema";
import * as fixtures from "./fixtures";
import { db, insertOrder } from "./helpers";
import { client } from "./http";

const pageText = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");
const DAY = 24 * 3600 * 1000;

/** A new user (storage is shared by this file's tests, so each test makes its own). */
async function newUser(id: string, username: string, role: "buyer" | "seller") {
  await db()
    .insert(users)
    .values({
      id,
      email: `${id}@baru.test`,
      username,
      role,
      isVerified: false,
      location: null,
      bio: null,
      createdAt: Date.UTC(2025, 0, 15, 5),
      updatedAt: Date.now(),
    });
}

/** A new seller with one listing, so every number on the profile comes from rows made here. */
async function newSellerWithListing(id: string, username: string) {
  const now = Date.now();
  await newUser(id, username, "seller");
  await db()
    .insert(products)
    .values({
      id: `lst_${id}`,
      sellerId: id,
      gameSlug: "valorant",
      categorySlug: "akun",
      type: "Akun",
      title: "Akun Valorant Toko Baru",
      price: 500000,
      stock: 2,
      createdAt: now,
      updatedAt: now,
    });
}

let orderSeq = 0;
/** An order row with the minimum the table needs (no ledger: only the status counts here). */
function order(buyerId: string, sellerId: string, productId: string, status: (typeof orders.$inferInsert)["status"]) {
  const now = Date.now() - ++orderSeq * DAY;
  return {
    id: `ord_test_${orderSeq}`,
    buyerId,
    sellerId,
    productId,
    productTitle: "Pesanan uji",
    productType: "Akun" as const,
    unitPrice: 500000,
    quantity: 1,
    totalAmount: 500000,
    status,
    createdAt: now,
    updatedAt: now,
  };
}

describe("public profile", () => {
  it("computes the stat cards from real orders and reviews", async () => {
    await newSellerWithListing("usr_toko_baru", "TokoBaru");
    await db()
      .insert(orders)
      .values([
        order("usr_seller_5", "usr_toko_baru", "lst_usr_toko_baru", "Selesai"),
        order("usr_seller_2", "usr_toko_baru", "lst_usr_toko_baru", "Selesai"),
        order("usr_seller_3", "usr_toko_baru", "lst_usr_toko_baru", "Dibatalkan"),
        order("usr_seller_4", "usr_toko_baru", "lst_usr_toko_baru", "Dikirim"),
      ]);
    const now = Date.now();
    await db()
      .insert(reviews)
      .values([
        {
          id: "rev_t1",
          productId: "lst_usr_toko_baru",
          userId: "usr_demo_buyer",
          rating: 5,
          comment: "Mantap",
          createdAt: now - 3000,
        },
        {
          id: "rev_t2",
          productId: "lst_usr_toko_baru",
          userId: "usr_seller_2",
          rating: 4,
          comment: null,
          createdAt: now - 2000,
        },
        {
          id: "rev_t3",
          productId: "lst_usr_toko_baru",
          userId: "usr_seller_3",
          rating: 2,
          comment: "Lambat <b>sekali</b>",
          createdAt: now - 1000,
        },
      ]);

    // Any letter case finds the user.
    const res = await client().get("/user/tokobaru");
    expect(res.status).toBe(200);
    const html = await pageText(res);
    expect(html).toMatch(/data-testid="stat-total-sales"[^>]*>2</); // two 'Selesai' orders only
    expect(html).toMatch(/data-testid="stat-positive-feedback"[^>]*>67%</); // 2 of 3 rated ≥ 4
    expect(html).toMatch(/data-testid="stat-average-rating"[^>]*>3,7</); // (5+4+2)/3
    expect(html).toContain("Penawaran dari TokoBaru (1)");
    expect(html).toContain('href="/games/valorant/akun/lst_usr_toko_baru"');
    expect(html).toContain("Bergabung sejak 15 Januari 2025");
    expect(html).not.toContain("Aktivitas Pembelian");
    // Reviews received, newest first, as text.
    const newest = html.indexOf("Lambat &lt;b&gt;sekali&lt;/b&gt;");
    expect(newest).toBeGreaterThan(-1);
    expect(newest).toBeLessThan(html.indexOf("Mantap"));
    expect(html).toContain("Ulasan (3)");
  });

  it("shows no sales and no rating for a seller nobody has bought from or reviewed yet", async () => {
    await newSellerWithListing("usr_toko_sepi", "TokoSepi");
    const html = await pageText(await client().get("/user/TOKOSEPI"));
    expect(html).toMatch(/data-testid="stat-total-sales"[^>]*>0</);
    expect(html).toMatch(/data-testid="stat-positive-feedback"[^>]*>(<[^>]*>)*Belum ada ulasan</);
    expect(html).toMatch(/data-testid="stat-average-rating"[^>]*>(<[^>]*>)*Belum ada ulasan</);
    expect(html).toContain("Belum ada ulasan untuk pengguna ini.");
  });

  it("shows a verified seller's badge, location, bio and seeded reviews", async () => {
    const html = await pageText(await client().get("/user/penjual_demo"));
    expect(html).toContain('title="Pengguna Terverifikasi"');
    expect(html).toContain("Jakarta Selatan, DKI Jakarta");
    expect(html).toContain("Jual akun &amp; top up game sejak 2019.");
    expect(html).toContain("Kirim Pesan");
    expect(html).toMatch(/Penawaran dari penjual_demo \(\d+\)/);
    expect(html).toContain("Akun Valorant Immortal 2 — 43 Skin Premium, Full Akses"); // a reviewed listing's title
  });

  it("shows 'Aktivitas Pembelian' with completed purchases for a buyer without listings", async () => {
    await newUser("usr_pembeli_baru", "pembeli_baru", "buyer");
    await db()
      .insert(orders)
      .values([
        order("usr_pembeli_baru", "usr_seller_2", "lst_006", "Selesai"),
        order("usr_pembeli_baru", "usr_seller_2", "lst_007", "Selesai"),
        order("usr_pembeli_baru", "usr_seller_3", "lst_008", "Menunggu Pembayaran"),
        order("usr_pembeli_baru", "usr_seller_3", "lst_008", "Dibatalkan"),
      ]);
    const res = await client().get("/user/pembeli_baru");
    expect(res.status).toBe(200);
    const html = await pageText(res);
    expect(html).toContain("Aktivitas Pembelian");
    expect(html).toContain("pembeli_baru telah melakukan 2 pembelian di PasarGame.");
    expect(html).not.toContain("Total Penjualan");
    expect(html).not.toContain('title="Pengguna Terverifikasi"');
  });

  it("answers 404 'Profil Tidak Ditemukan' for an unknown username", async () => {
    const res = await client().get("/user/tidak_ada_orangnya");
    expect(res.status).toBe(404);
    const html = await pageText(res);
    expect(html).toContain("Profil Tidak Ditemukan");
    expect(html).toContain("<title>Profil Tidak Ditemukan — PasarGame</title>");
  });
});

describe("avatars come from this site only", () => {
  const EXTERNAL = "https://pelacak.evil.example/piksel.png";
  const REFUSED = "Avatar harus gambar yang Anda unggah di situs ini atau avatar bawaan (/avatars/…).";

  it("the profile form refuses an external, protocol-relative or backslash avatar URL with a clear 400", async () => {
    const { id, username } = await fixtures.newUser("buyer", "avatar");
    const c = await fixtures.signedIn(id);
    for (const avatarUrl of [
      EXTERNAL,
      "https://i.pravatar.cc/150",
      "/\\evil.example/a.png",
      "//evil.example/a.png",
      "/./\\evil.example/a.png",
      "/%5Cevil.example/a.png",
      "/images/product_images/usr_demo_seller/1-foto.png", // someone else's upload
      "/images/../avatars/x.svg",
      "/avatars/x.svg?u=https://evil.example",
    ]) {
      const res = await c.post("/my-account/profile", { username, fullName: "", phone: "", avatarUrl });
      expect(res.status, avatarUrl).toBe(400);
      expect(await pageText(res), avatarUrl).toContain(REFUSED);
    }
    const row = await db().query.users.findFirst({ where: (u, { eq }) => eq(u.id, id) });
    expect(row!.avatarUrl ?? "").not.toMatch(/evil|pravatar/);
  });

  it("accepts the generated avatar and the user's own uploaded image", async () => {
    const { id, username } = await fixtures.newUser("seller", "avatarok");
    const c = await fixtures.signedIn(id);
    for (const avatarUrl of [`/avatars/${username}.svg`, `/images/product_images/${id}/1700000000000-foto.png`, ""]) {
      const res = await c.post("/my-account/profile", { username, fullName: "", phone: "", avatarUrl });
      expect(res.status, avatarUrl).toBe(302);
    }
  });

  it("a stored external avatar URL is never rendered: profile, listing, reviews, inbox and header show the default", async () => {
    const seller = await fixtures.newUser("seller", "jejak");
    const buyer = await fixtures.newUser("buyer", "jejakb");
    // Rows saved before the rule (or written by anything but the form).
    for (const u of [seller, buyer]) {
      await db().update(users).set({ avatarUrl: EXTERNAL }).where(eq(users.id, u.id));
    }
    const listing = await fixtures.newListing(seller.id, "Akun uji avatar asing");
    const orderId = await insertOrder(buyer.id, listing.id, "Selesai");
    await fixtures.roomOf(orderId).track(orderId);
    await fixtures.roomOf(orderId).postMessage(buyer.id, "Halo penjual");
    const buyerC = await fixtures.signedIn(buyer.id);
    const reviewed = await buyerC.post(listing.path, { intent: "review", rating: "5", comment: "Mantap" });
    expect(reviewed.status).toBe(302);
    const sellerC = await fixtures.signedIn(seller.id);
    for (const [c, path] of [
      [client(), `/user/${seller.username}`],
      [client(), listing.path],
      [client(), `${listing.path}?tab=ulasan`],
      [sellerC, "/my-account/profile"],
      [sellerC, "/messages"],
      [sellerC, "/seller/dashboard"],
      [buyerC, "/my-account/orders"],
      [buyerC, `/order/${orderId}`],
    ] as const) {
      const res = await c.get(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).not.toContain("evil.example");
    }
  });
});

describe("becoming a seller", () => {
  it("goes on to 'Buat Listing' with the role changed, and a seller cannot become one twice", async () => {
    const { id } = await fixtures.newUser("buyer", "jadipenjual");
    const c = await fixtures.signedIn(id);
    const res = await c.post("/my-account/profile", { intent: "become-seller" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/sell/create-listing");
    const row = await db().query.users.findFirst({ where: (u, { eq }) => eq(u.id, id) });
    expect(row!.role).toBe("seller");
    const form = await c.get("/sell/create-listing");
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain("Akun Anda sekarang akun penjual. Anda dapat mulai membuat listing.");
    expect(html).toContain("Buat Listing");

    const again = await c.post("/my-account/profile", { intent: "become-seller" });
    expect(again.status).toBe(400);
  });
});
