import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { limitsFrom } from "~/modules/limits/limits";
import { createSession } from "~/modules/auth/session.server";
import { chatThreads, notifications, orders, products, reviews, users } from "~/db/schema";
import { db } from "./helpers";
import { client } from "./http";

/** Rendered HTML without React's text separators, so "Rp1.500.000" and "2 notifikasi" read as one. */
const pageText = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");
const MINUTE = 60_000;

/**
 * A client signed in as `userId`. Sessions are created directly (the login form is covered by
 * auth.test.ts), so many sign-ins do not run into the per-address login limit.
 */
async function signedIn(userId: string) {
  const c = client();
  const { token } = await createSession(db(), userId, limitsFrom(env));
  c.jar.set("__Host-pg_session", encodeURIComponent(token));
  return c;
}

/** Storage is shared by this file's tests, so each test makes its own people. */
async function newUser(id: string, username: string, role: "buyer" | "seller" = "buyer") {
  const now = Date.now();
  await db()
    .insert(users)
    .values({ id, email: `${id}@daftar.test`, username, role, createdAt: now, updatedAt: now });
}

async function newListing(sellerId: string, id = `lst_${sellerId}`) {
  const now = Date.now();
  await db()
    .insert(products)
    .values({
      id,
      sellerId,
      gameSlug: "valorant",
      categorySlug: "akun",
      type: "Akun",
      title: `Listing ${sellerId}`,
      price: 250000,
      stock: 5,
      createdAt: now,
      updatedAt: now,
    });
  return id;
}

type Status = (typeof orders.$inferInsert)["status"];

/** An order row with what the table needs (no ledger: only lists and statuses count here). */
function order(
  id: string,
  o: { buyerId: string; sellerId: string; productId: string; status: Status; minutesAgo: number; total?: number },
) {
  const at = Date.now() - o.minutesAgo * MINUTE;
  const total = o.total ?? 250000;
  return {
    id,
    buyerId: o.buyerId,
    sellerId: o.sellerId,
    productId: o.productId,
    productTitle: `Produk ${id}`,
    productType: "Akun" as const,
    unitPrice: total,
    quantity: 1,
    totalAmount: total,
    status: o.status,
    createdAt: at,
    updatedAt: at,
  };
}

const positions = (html: string, ids: string[]) => ids.map((id) => html.indexOf(`data-order-id="${id}"`));
const ascending = (xs: number[]) => xs.every((x, i) => x > -1 && (i === 0 || x > xs[i - 1]!));

describe("/my-account/orders", () => {
  it("shows only the buyer's own orders, newest first, with the seller; filters by status", async () => {
    await newUser("usr_ol_b1", "pembeli_ol1");
    await newUser("usr_ol_b1x", "pembeli_lain1");
    await newUser("usr_ol_s1", "toko_ol1", "seller");
    await newUser("usr_ol_s1b", "toko_ol1b", "seller");
    const l1 = await newListing("usr_ol_s1");
    const l2 = await newListing("usr_ol_s1b");
    await db()
      .insert(orders)
      .values([
        order("ord_ol_old", {
          buyerId: "usr_ol_b1",
          sellerId: "usr_ol_s1",
          productId: l1,
          status: "Selesai",
          minutesAgo: 300,
        }),
        order("ord_ol_mid", {
          buyerId: "usr_ol_b1",
          sellerId: "usr_ol_s1b",
          productId: l2,
          status: "Diproses",
          minutesAgo: 200,
          total: 1250000,
        }),
        order("ord_ol_new", {
          buyerId: "usr_ol_b1",
          sellerId: "usr_ol_s1",
          productId: l1,
          status: "Dikirim",
          minutesAgo: 100,
        }),
        order("ord_ol_theirs", {
          buyerId: "usr_ol_b1x",
          sellerId: "usr_ol_s1",
          productId: l1,
          status: "Diproses",
          minutesAgo: 50,
        }),
      ]);

    const anonymous = await client().get("/my-account/orders");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/login?redirect=%2Fmy-account%2Forders");

    const buyer = await signedIn("usr_ol_b1");
    const res = await buyer.get("/my-account/orders");
    expect(res.status).toBe(200);
    const html = await pageText(res);
    expect(html).toContain("<title>Pesanan Saya — PasarGame</title>");
    expect(ascending(positions(html, ["ord_ol_new", "ord_ol_mid", "ord_ol_old"]))).toBe(true);
    expect(html).not.toContain("ord_ol_theirs");
    expect(html).toContain('href="/order/ord_ol_mid"');
    expect(html).toContain("Rp1.250.000");
    expect(html).toContain("toko_ol1b");
    expect(html).toMatch(/data-status="Dikirim"/);
    // The account layout shows the orders tab as the current one.
    expect(html).toMatch(
      /href="\/my-account\/orders"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/my-account\/orders"/,
    );

    const filtered = await pageText(await buyer.get("/my-account/orders?status=Diproses"));
    expect(filtered).toContain('data-order-id="ord_ol_mid"');
    expect(filtered).not.toContain('data-order-id="ord_ol_new"');
    expect(filtered).not.toContain('data-order-id="ord_ol_old"');

    const none = await pageText(await buyer.get("/my-account/orders?status=Dibatalkan"));
    expect(none).toContain("Tidak ada pesanan berstatus Dibatalkan.");
    // An unknown status is ignored: every order shows.
    const unknown = await pageText(await buyer.get("/my-account/orders?status=Hilang"));
    expect(positions(unknown, ["ord_ol_new", "ord_ol_mid", "ord_ol_old"]).every((p) => p > -1)).toBe(true);
  });

  it("shows an empty state with a link to the games, and pages through long lists by URL", async () => {
    await newUser("usr_ol_b2", "pembeli_ol2");
    await newUser("usr_ol_s2", "toko_ol2", "seller");
    const empty = await pageText(await (await signedIn("usr_ol_b2")).get("/my-account/orders"));
    expect(empty).toContain("Belum ada pesanan.");
    expect(empty).toContain('href="/games"');

    const listing = await newListing("usr_ol_s2");
    // One statement per row: D1 binds at most 100 parameters per statement.
    const inserts = Array.from({ length: 22 }, (_, i) =>
      db()
        .insert(orders)
        .values(
          order(`ord_ol_p${String(i).padStart(2, "0")}`, {
            buyerId: "usr_ol_b2",
            sellerId: "usr_ol_s2",
            productId: listing,
            status: "Selesai",
            minutesAgo: i + 1,
          }),
        ),
    );
    await db().batch([inserts[0]!, ...inserts.slice(1)]);
    const buyer = await signedIn("usr_ol_b2");
    const first = await pageText(await buyer.get("/my-account/orders"));
    expect(first.match(/data-testid="order-row"/g)).toHaveLength(20);
    expect(first).toContain("Muat Lebih Banyak");
    expect(first).toContain('href="/my-account/orders?page=2"');
    expect(first).not.toContain('data-order-id="ord_ol_p21"'); // the oldest
    const more = await pageText(await buyer.get("/my-account/orders?page=2"));
    expect(more.match(/data-testid="order-row"/g)).toHaveLength(22);
    expect(more).not.toContain("Muat Lebih Banyak");
  });
});

describe("/seller/dashboard?tab=orders", () => {
  it("lists incoming orders with the buyer, newest first, filtered by status; stats come from Selesai orders and real reviews", async () => {
    await newUser("usr_ol_s3", "toko_ol3", "seller");
    await newUser("usr_ol_s3x", "toko_lain3", "seller");
    await newUser("usr_ol_b3", "pembeli_ol3");
    await newUser("usr_ol_b3b", "pembeli_ol3b");
    const mine = await newListing("usr_ol_s3");
    const theirs = await newListing("usr_ol_s3x");
    // One statement per row: D1 binds at most 100 parameters per statement.
    const rows = [
      order("ord_ol_s_a", {
        buyerId: "usr_ol_b3",
        sellerId: "usr_ol_s3",
        productId: mine,
        status: "Selesai",
        minutesAgo: 500,
        total: 1000000,
      }),
      order("ord_ol_s_b", {
        buyerId: "usr_ol_b3b",
        sellerId: "usr_ol_s3",
        productId: mine,
        status: "Selesai",
        minutesAgo: 400,
        total: 500000,
      }),
      order("ord_ol_s_c", {
        buyerId: "usr_ol_b3",
        sellerId: "usr_ol_s3",
        productId: mine,
        status: "Dibatalkan",
        minutesAgo: 300,
        total: 9000000,
      }),
      order("ord_ol_s_d", {
        buyerId: "usr_ol_b3b",
        sellerId: "usr_ol_s3",
        productId: mine,
        status: "Diproses",
        minutesAgo: 200,
        total: 750000,
      }),
      order("ord_ol_s_e", {
        buyerId: "usr_ol_b3",
        sellerId: "usr_ol_s3",
        productId: mine,
        status: "Diproses",
        minutesAgo: 100,
      }),
      order("ord_ol_s_other", {
        buyerId: "usr_ol_b3",
        sellerId: "usr_ol_s3x",
        productId: theirs,
        status: "Selesai",
        minutesAgo: 50,
        total: 7000000,
      }),
    ];
    await db().batch([
      db().insert(orders).values(rows[0]!),
      ...rows.slice(1).map((row) => db().insert(orders).values(row)),
    ]);
    const now = Date.now();
    await db()
      .insert(reviews)
      .values([
        { id: "rev_ol_1", productId: mine, userId: "usr_ol_b3", orderId: "ord_ol_s_a", rating: 5, createdAt: now },
        { id: "rev_ol_2", productId: mine, userId: "usr_ol_b3b", orderId: "ord_ol_s_b", rating: 2, createdAt: now },
        // Another seller's review does not count.
        {
          id: "rev_ol_3",
          productId: theirs,
          userId: "usr_ol_b3",
          orderId: "ord_ol_s_other",
          rating: 1,
          createdAt: now,
        },
      ]);

    const seller = await signedIn("usr_ol_s3");
    const res = await seller.get("/seller/dashboard?tab=orders");
    expect(res.status).toBe(200);
    const html = await pageText(res);
    expect(ascending(positions(html, ["ord_ol_s_e", "ord_ol_s_d", "ord_ol_s_c", "ord_ol_s_b", "ord_ol_s_a"]))).toBe(
      true,
    );
    expect(html).not.toContain("ord_ol_s_other");
    expect(html).toContain("pembeli_ol3b");
    expect(html).toContain("Pembeli: ");
    expect(html).toMatch(/data-testid="stat-total-sales"[^>]*>Rp1\.500\.000</); // 1.000.000 + 500.000, not the cancelled one
    expect(html).toMatch(/data-testid="stat-completed"[^>]*>2</);
    expect(html).toMatch(/data-testid="stat-rating"[^>]*>3,5</); // (5 + 2) / 2, not a fixed 4,5
    expect(html).toMatch(/data-testid="stat-to-ship"[^>]*>2</);

    const processing = await pageText(await seller.get("/seller/dashboard?tab=orders&status=Diproses"));
    expect(ascending(positions(processing, ["ord_ol_s_e", "ord_ol_s_d"]))).toBe(true);
    expect(processing).not.toContain('data-order-id="ord_ol_s_a"');
    expect(processing).not.toContain('data-order-id="ord_ol_s_c"');

    // The listings tab stays the default, and shows no orders.
    const listings = await pageText(await seller.get("/seller/dashboard"));
    expect(listings).toContain(`data-listing-id="${mine}"`);
    expect(listings).not.toContain('data-testid="order-row"');
    expect(listings).toContain('href="/seller/dashboard?tab=orders"');
  });

  it("shows zero stats and an empty orders tab for a new seller", async () => {
    await newUser("usr_ol_s4", "toko_ol4", "seller");
    const html = await pageText(await (await signedIn("usr_ol_s4")).get("/seller/dashboard?tab=orders"));
    expect(html).toContain("Belum ada pesanan masuk.");
    expect(html).toMatch(/data-testid="stat-total-sales"[^>]*>Rp0</);
    // No reviews yet: no '0,0' that would read as a bad rating.
    expect(html).toMatch(/data-testid="stat-rating"[^>]*><span[^>]*>Belum ada ulasan</);
  });
});

describe("/messages", () => {
  it("lists only the user's conversations, newest message first, with unread counts, as text", async () => {
    await newUser("usr_ol_b5", "pembeli_ol5");
    await newUser("usr_ol_b5x", "pembeli_lain5");
    await newUser("usr_ol_s5", "toko_ol5", "seller");
    await newUser("usr_ol_s5b", "toko_ol5b", "seller");
    const l1 = await newListing("usr_ol_s5");
    const l2 = await newListing("usr_ol_s5b");
    await db()
      .insert(orders)
      .values([
        order("ord_ol_m1", {
          buyerId: "usr_ol_b5",
          sellerId: "usr_ol_s5",
          productId: l1,
          status: "Diproses",
          minutesAgo: 60,
        }),
        order("ord_ol_m2", {
          buyerId: "usr_ol_b5",
          sellerId: "usr_ol_s5b",
          productId: l2,
          status: "Dikirim",
          minutesAgo: 60,
        }),
        order("ord_ol_m3", {
          buyerId: "usr_ol_b5x",
          sellerId: "usr_ol_s5",
          productId: l1,
          status: "Diproses",
          minutesAgo: 60,
        }),
      ]);
    const now = Date.now();
    await db()
      .insert(chatThreads)
      .values([
        {
          orderId: "ord_ol_m1",
          userId: "usr_ol_b5",
          unread: 3,
          lastMessageAt: now - 2 * MINUTE,
          lastMessagePreview: "Akun sudah saya kirim <b>kak</b>",
          lastSenderId: "usr_ol_s5",
        },
        {
          orderId: "ord_ol_m1",
          userId: "usr_ol_s5",
          unread: 0,
          lastMessageAt: now - 2 * MINUTE,
          lastMessagePreview: "Akun sudah saya kirim <b>kak</b>",
          lastSenderId: "usr_ol_s5",
        },
        {
          orderId: "ord_ol_m2",
          userId: "usr_ol_b5",
          unread: 0,
          lastMessageAt: now - MINUTE,
          lastMessagePreview: "Terima kasih!",
          lastSenderId: "usr_ol_b5",
        },
        {
          orderId: "ord_ol_m3",
          userId: "usr_ol_b5x",
          unread: 7,
          lastMessageAt: now,
          lastMessagePreview: "Pesan orang lain",
          lastSenderId: "usr_ol_s5",
        },
      ]);

    const anonymous = await client().get("/messages");
    expect(anonymous.headers.get("Location")).toBe("/login?redirect=%2Fmessages");

    const buyer = await signedIn("usr_ol_b5");
    const html = await pageText(await buyer.get("/messages"));
    expect(html).toContain("<title>Pesan — PasarGame</title>");
    const m2 = html.indexOf('data-order-id="ord_ol_m2"');
    const m1 = html.indexOf('data-order-id="ord_ol_m1"');
    expect(m2).toBeGreaterThan(-1);
    expect(m1).toBeGreaterThan(m2); // the newer message first
    expect(html).not.toContain("ord_ol_m3");
    expect(html).not.toContain("Pesan orang lain");
    expect(html).toContain("Akun sudah saya kirim &lt;b&gt;kak&lt;/b&gt;");
    expect(html).toContain("Anda: Terima kasih!");
    expect(html).toContain("toko_ol5b");
    expect(html).toContain('href="/order/ord_ol_m1"');
    expect(html.match(/data-testid="conversation-unread"[^>]*>(\d+)/g)).toEqual([
      'data-testid="conversation-unread">3',
    ]);

    // The seller sees the same conversation from the other side, with the buyer's name.
    const seller = await pageText(await (await signedIn("usr_ol_s5")).get("/messages"));
    expect(seller).toContain('data-order-id="ord_ol_m1"');
    expect(seller).toContain("pembeli_ol5");
    expect(seller).not.toContain('data-testid="conversation-unread"');
  });

  it("shows an empty state", async () => {
    await newUser("usr_ol_b6", "pembeli_ol6");
    const html = await pageText(await (await signedIn("usr_ol_b6")).get("/messages"));
    expect(html).toContain("Belum ada percakapan.");
  });
});

describe("/notifications", () => {
  it("highlights the new ones, then marks them read; only the user's own", async () => {
    await newUser("usr_ol_b7", "pembeli_ol7");
    await newUser("usr_ol_b7x", "pembeli_lain7");
    const now = Date.now();
    await db()
      .insert(notifications)
      .values([
        {
          id: "ntf_ol_1",
          userId: "usr_ol_b7",
          title: "Pesanan Dikirim",
          body: "Penjual sudah mengirim <i>pesanan</i>.",
          link: "/order/x1",
          createdAt: now - 3 * MINUTE,
        },
        {
          id: "ntf_ol_2",
          userId: "usr_ol_b7",
          title: "Pembayaran Berhasil",
          body: "Pesanan dibayar.",
          link: null,
          createdAt: now - 2 * MINUTE,
          readAt: now - MINUTE,
        },
        {
          id: "ntf_ol_3",
          userId: "usr_ol_b7",
          title: "Pesanan Selesai",
          body: "Dana diteruskan.",
          link: null,
          createdAt: now - MINUTE,
        },
        { id: "ntf_ol_4", userId: "usr_ol_b7x", title: "Milik orang lain", body: "Rahasia.", createdAt: now },
      ]);
    const c = await signedIn("usr_ol_b7");
    const html = await pageText(await c.get("/notifications"));
    expect(html).toContain("<title>Notifikasi — PasarGame</title>");
    expect(html).not.toContain("Milik orang lain");
    expect(html).toContain("Penjual sudah mengirim &lt;i&gt;pesanan&lt;/i&gt;.");
    // Newest first; the two unread ones are highlighted.
    expect(html.indexOf("Pesanan Selesai")).toBeLessThan(html.indexOf("Pesanan Dikirim"));
    expect(html.match(/data-new="true"/g)).toHaveLength(2);
    expect(html).toContain("2 notifikasi baru");

    const rows = await db().select().from(notifications).where(eq(notifications.userId, "usr_ol_b7"));
    expect(rows.every((n) => n.readAt !== null)).toBe(true);
    const other = await db().query.notifications.findFirst({ where: eq(notifications.id, "ntf_ol_4") });
    expect(other!.readAt).toBeNull();

    const again = await pageText(await c.get("/notifications"));
    expect(again).not.toContain('data-new="true"');
  });

  it("'Tandai semua dibaca' marks every unread notification read", async () => {
    await newUser("usr_ol_b8", "pembeli_ol8");
    const now = Date.now();
    await db()
      .insert(notifications)
      .values(
        Array.from({ length: 3 }, (_, i) => ({
          id: `ntf_ol_8_${i}`,
          userId: "usr_ol_b8",
          title: `Kabar ${i}`,
          body: "Isi",
          createdAt: now - i * MINUTE,
        })),
      );
    expect((await client().post("/notifications", { intent: "mark-all-read" })).status).toBe(302);
    const stillUnread = await db().select().from(notifications).where(eq(notifications.userId, "usr_ol_b8"));
    expect(stillUnread.every((n) => n.readAt === null)).toBe(true);

    const res = await (await signedIn("usr_ol_b8")).post("/notifications", { intent: "mark-all-read" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/notifications");
    const rows = await db().select().from(notifications).where(eq(notifications.userId, "usr_ol_b8"));
    expect(rows.every((n) => n.readAt !== null)).toBe(true);
  });
});

describe("header counts", () => {
  it("shows the logged-in user's unread notifications and messages; visitors get no counts", async () => {
    await newUser("usr_ol_b9", "pembeli_ol9");
    await newUser("usr_ol_s9", "toko_ol9", "seller");
    const listing = await newListing("usr_ol_s9");
    await db()
      .insert(orders)
      .values([
        order("ord_ol_h1", {
          buyerId: "usr_ol_b9",
          sellerId: "usr_ol_s9",
          productId: listing,
          status: "Diproses",
          minutesAgo: 10,
        }),
        order("ord_ol_h2", {
          buyerId: "usr_ol_b9",
          sellerId: "usr_ol_s9",
          productId: listing,
          status: "Dikirim",
          minutesAgo: 5,
        }),
      ]);
    const now = Date.now();
    await db()
      .insert(chatThreads)
      .values([
        {
          orderId: "ord_ol_h1",
          userId: "usr_ol_b9",
          unread: 3,
          lastMessageAt: now,
          lastMessagePreview: "a",
          lastSenderId: "usr_ol_s9",
        },
        {
          orderId: "ord_ol_h2",
          userId: "usr_ol_b9",
          unread: 2,
          lastMessageAt: now,
          lastMessagePreview: "b",
          lastSenderId: "usr_ol_s9",
        },
        {
          orderId: "ord_ol_h2",
          userId: "usr_ol_s9",
          unread: 4,
          lastMessageAt: now,
          lastMessagePreview: "b",
          lastSenderId: "usr_ol_b9",
        },
      ]);
    await db()
      .insert(notifications)
      .values([
        { id: "ntf_ol_9a", userId: "usr_ol_b9", title: "A", body: "a", createdAt: now },
        { id: "ntf_ol_9b", userId: "usr_ol_b9", title: "B", body: "b", createdAt: now },
        { id: "ntf_ol_9c", userId: "usr_ol_b9", title: "C", body: "c", createdAt: now, readAt: now },
        { id: "ntf_ol_9d", userId: "usr_ol_s9", title: "D", body: "d", createdAt: now },
      ]);

    const buyer = await signedIn("usr_ol_b9");
    const home = await pageText(await buyer.get("/"));
    expect(home).toMatch(/data-testid="notifications-count"[^>]*>2</);
    expect(home).toMatch(/data-testid="messages-count"[^>]*>5</);
    expect(home).toContain('<span class="sr-only">Pesan (5 belum dibaca)</span>');
    expect(home).toContain('href="/messages"');
    expect(home).toContain('href="/notifications"');

    // After reading the notifications, the badge is gone on the next page.
    await buyer.get("/notifications");
    const later = await pageText(await buyer.get("/"));
    expect(later).not.toContain('data-testid="notifications-count"');
    expect(later).toMatch(/data-testid="messages-count"[^>]*>5</);

    const anonymous = await pageText(await client().get("/"));
    expect(anonymous).not.toContain("notifications-count");
    expect(anonymous).not.toContain("messages-count");
    expect(anonymous).not.toContain('href="/notifications"');
  });
});
