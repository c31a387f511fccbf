/**
 * Steps that cannot be undone are asked once (the first post moves nothing), the seller's
 * cancellation and staff decisions need a reason, and both parties read that reason and the money's
 * outcome on the order page and in the notification. The delivery box speaks to each role.
 */
import { ALL_SECURED } from "./inspection-fixtures";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { account } from "~/modules/money/constants";
import { balanceOf } from "~/modules/money/ledger.server";
import { notifications, orders } from "~/db/schema";
import { DELIVERY_TEXTS } from "~/modules/orders/delivery-texts";
import { walletBalance } from "~/modules/money/wallet-parts.server";
import { db, expectLedgerInvariants } from "./helpers";
import { fundedBuyer, newListing, newUser, roomOf, signedIn, unpaidOrder, USERS } from "./fixtures";
import { client, type Client } from "./http";

const PRICE = 40_000;
const WARNING = "Dana akan diteruskan ke penjual dan tidak bisa dibatalkan";

const orderRow = async (id: string) => (await db().query.orders.findFirst({ where: eq(orders.id, id) }))!;
const noticesOf = async (userId: string, orderId: string) =>
  (await db().select().from(notifications).where(eq(notifications.userId, userId))).filter(
    (n) => n.link === `/order/${orderId}`,
  );

/** A new buyer (funded) and seller, a listing, and an order of theirs walked to `until` through its room. */
async function orderIn(until: "Diproses" | "Dikirim" | "Dikomplain", delivery = "Email: akun@contoh.test / Sandi: X9") {
  const buyer = await fundedBuyer(200_000);
  const seller = await newUser("seller", "jual");
  const listing = await newListing(seller.id, "Akun Valorant uji keputusan", PRICE);
  const orderId = await unpaidOrder(buyer.id, listing.id);
  const room = roomOf(orderId);
  const asBuyer = { id: buyer.id, role: "buyer" as const };
  expect((await room.act({ orderId, action: "pay", by: asBuyer })).ok).toBe(true);
  if (until !== "Diproses") {
    const c = await signedIn(seller.id);
    const shipped = await c.post(`/order/${orderId}`, { intent: "ship", deliveryInfo: delivery });
    expect(shipped.status).toBe(302);
  }
  if (until === "Dikomplain") {
    const r = await room.act({
      orderId,
      action: "dispute",
      by: asBuyer,
      extra: {
        disputeReason: "Akun tidak bisa login",
        disputeEvidence: ["Tangkapan layar: kata sandi salah"],
      },
    });
    expect(r.ok).toBe(true);
  }
  return {
    orderId,
    path: `/order/${orderId}`,
    buyer: { ...buyer, client: await signedIn(buyer.id) },
    seller: { ...seller, client: await signedIn(seller.id) },
  };
}

const html = async (c: Client, path: string) => {
  const res = await c.get(path);
  expect(res.status).toBe(200);
  return res.text();
};

describe("irreversible steps are asked once", () => {
  it("the buyer's confirm: the first post only asks, the final one releases", async () => {
    const o = await orderIn("Dikirim");
    const sellerStart = await walletBalance(db(), o.seller.id);

    const page = await html(o.buyer.client, o.path);
    expect(page).toContain("Konfirmasi Pesanan Diterima");
    expect(page).toContain(WARNING); // the dialog's text is in the page

    const asked = await o.buyer.client.post(o.path, { intent: "confirm" });
    expect(asked.status).toBe(200);
    const step = await asked.text();
    expect(step).toContain(WARNING);
    expect(step).toMatch(/name="confirmed"[^>]*value="ya"|value="ya"[^>]*name="confirmed"/);
    expect((await orderRow(o.orderId)).status).toBe("Dikirim");
    expect(await walletBalance(db(), o.seller.id)).toBe(sellerStart);
    expect(await balanceOf(db(), account.escrow(o.orderId))).toBe(PRICE);

    // A marker with any other value is not a confirmation either.
    expect((await o.buyer.client.post(o.path, { intent: "confirm", confirmed: "1" })).status).toBe(200);
    expect((await orderRow(o.orderId)).status).toBe("Dikirim");

    const done = await o.buyer.client.post(o.path, { intent: "confirm", confirmed: "ya", secured: ALL_SECURED });
    expect(done.status).toBe(302);
    expect((await orderRow(o.orderId)).status).toBe("Selesai");
    expect(await walletBalance(db(), o.seller.id)).toBe(sellerStart + PRICE - PRICE * 0.05);
    await expectLedgerInvariants();
  });

  it("the seller's cancel of a paid order needs a reason, keeps what was typed, and both parties read it", async () => {
    const o = await orderIn("Diproses");
    const buyerBefore = await walletBalance(db(), o.buyer.id);

    const asked = await o.seller.client.post(o.path, { intent: "cancel" });
    expect(asked.status).toBe(200);
    const step = await asked.text();
    expect(step).toContain("dikembalikan ke pembeli");
    expect(step).toContain("Alasan Pembatalan");
    expect((await orderRow(o.orderId)).status).toBe("Diproses");

    const empty = await o.seller.client.post(o.path, { intent: "cancel", confirmed: "ya", decisionReason: "  " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Alasan wajib diisi");
    const short = await o.seller.client.post(o.path, { intent: "cancel", confirmed: "ya", decisionReason: "habis" });
    expect(short.status).toBe(400);
    const shortHtml = await short.text();
    expect(shortHtml).toContain("Alasan terlalu singkat: tulis minimal 10 karakter.");
    expect(shortHtml).toContain(">habis</textarea>"); // nothing typed is lost
    expect((await orderRow(o.orderId)).status).toBe("Diproses");
    expect(await walletBalance(db(), o.buyer.id)).toBe(buyerBefore);

    const reason = "Stok akun ternyata sudah terjual di tempat lain";
    const done = await o.seller.client.post(o.path, { intent: "cancel", confirmed: "ya", decisionReason: reason });
    expect(done.status).toBe(302);
    const row = await orderRow(o.orderId);
    expect(row.status).toBe("Dibatalkan");
    expect(row.decisionReason).toBe(reason);
    expect(row.decidedBy).toBe("seller");
    expect(await walletBalance(db(), o.buyer.id)).toBe(buyerBefore + PRICE);
    await expectLedgerInvariants();

    const buyerPage = await html(o.buyer.client, o.path);
    expect(buyerPage).toContain(reason);
    expect(buyerPage).toContain("Alasan dari penjual");
    expect(buyerPage).toContain("Dana Rp40.000 dikembalikan ke saldo Anda.");
    const sellerPage = await html(o.seller.client, o.path);
    expect(sellerPage).toContain(reason);
    expect(sellerPage).toContain("Dana Rp40.000 dikembalikan ke saldo pembeli.");

    const [notice] = await noticesOf(o.buyer.id, o.orderId);
    expect(notice?.body).toContain("Dana Rp40.000 dikembalikan ke saldo Anda.");
    expect(notice?.body).toContain(reason);
  });

  it("a buyer's cancel of an unpaid order is asked once and needs no reason", async () => {
    const buyer = await fundedBuyer(0);
    const listing = await newListing(USERS.seller.id, "Akun Valorant uji batal", PRICE);
    const orderId = await unpaidOrder(buyer.id, listing.id);
    const c = await signedIn(buyer.id);
    expect((await c.post(`/order/${orderId}`, { intent: "cancel" })).status).toBe(200);
    expect((await orderRow(orderId)).status).toBe("Menunggu Pembayaran");
    expect((await c.post(`/order/${orderId}`, { intent: "cancel", confirmed: "ya" })).status).toBe(302);
    expect((await orderRow(orderId)).status).toBe("Dibatalkan");
  });
});

describe("staff decisions", () => {
  it("a refund is asked once, needs a reason, and the buyer sees the money back with the reason", async () => {
    const o = await orderIn("Dikomplain", "Email: rahasia@contoh.test / Sandi: Keputusan#1");
    const admin = await signedIn(USERS.admin.id);
    const path = `/admin/disputes/${o.orderId}`;
    const buyerBefore = await walletBalance(db(), o.buyer.id);

    const page = await html(admin, path);
    expect(page).toContain("Kembalikan Dana ke Pembeli");
    const asked = await admin.post(path, { intent: "refund" });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain("Alasan Keputusan");
    expect((await orderRow(o.orderId)).status).toBe("Dikomplain");

    const empty = await admin.post(path, { intent: "refund", confirmed: "ya", decisionReason: "" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Alasan wajib diisi");
    expect(await walletBalance(db(), o.buyer.id)).toBe(buyerBefore);

    const reason = "Bukti pembeli menunjukkan akun tidak bisa dipakai";
    const done = await admin.post(path, { intent: "refund", confirmed: "ya", decisionReason: reason });
    expect(done.status).toBe(302);
    expect((await orderRow(o.orderId)).decidedBy).toBe("admin");
    expect(await walletBalance(db(), o.buyer.id)).toBe(buyerBefore + PRICE);
    await expectLedgerInvariants();

    const buyerPage = await html(o.buyer.client, o.path);
    expect(buyerPage).toContain("Dana Rp40.000 dikembalikan ke saldo Anda.");
    expect(buyerPage).toContain("Keputusan tim PasarGame");
    expect(buyerPage).toContain(reason);
    expect(buyerPage).not.toContain("hanya ditampilkan kepada pembeli");
    expect(buyerPage).toContain(
      "Pesanan ini dibatalkan, sehingga info pengiriman dari penjual tidak lagi ditampilkan.",
    );
    expect(buyerPage).not.toContain("rahasia@contoh.test");
    const sellerPage = await html(o.seller.client, o.path);
    expect(sellerPage).toContain(reason);
    expect(sellerPage).toContain("Dana Rp40.000 dikembalikan ke saldo pembeli.");

    const [toBuyer] = await noticesOf(o.buyer.id, o.orderId).then((n) =>
      n.filter((x) => x.body.includes("dibatalkan")),
    );
    expect(toBuyer?.body).toContain("Dana Rp40.000 dikembalikan ke saldo Anda.");
    expect(toBuyer?.body).toContain(reason);
    const [toSeller] = await noticesOf(o.seller.id, o.orderId).then((n) =>
      n.filter((x) => x.body.includes("dibatalkan")),
    );
    expect(toSeller?.body).toContain(reason);
  });

  it("a release needs a reason too; on the order page staff are asked the same way", async () => {
    const o = await orderIn("Dikomplain");
    const admin = await signedIn(USERS.admin.id);
    const sellerBefore = await walletBalance(db(), o.seller.id);
    expect((await admin.post(o.path, { intent: "release" })).status).toBe(200);
    expect((await admin.post(o.path, { intent: "release", confirmed: "ya" })).status).toBe(400);
    expect((await orderRow(o.orderId)).status).toBe("Dikomplain");
    const reason = "Penjual membuktikan akun bisa dipakai saat dikirim";
    expect((await admin.post(o.path, { intent: "release", confirmed: "ya", decisionReason: reason })).status).toBe(302);
    expect((await orderRow(o.orderId)).status).toBe("Selesai");
    expect(await walletBalance(db(), o.seller.id)).toBe(sellerBefore + PRICE - PRICE * 0.05);
    await expectLedgerInvariants();
    const buyerPage = await html(o.buyer.client, o.path);
    expect(buyerPage).toContain(reason);
    expect(buyerPage).toContain("Dana Rp40.000 diteruskan ke penjual.");
  });
});

describe("delivery info", () => {
  it("the seller sees what they delivered; strangers never do, staff only under a complaint", async () => {
    const secret = "Email: milik@contoh.test / Sandi: Hanya#Berdua";
    const o = await orderIn("Dikirim", secret);
    const sellerPage = await html(o.seller.client, o.path);
    expect(sellerPage).toContain(secret);
    expect(sellerPage).toContain("Yang Anda kirim ke pembeli.");
    const buyerPage = await html(o.buyer.client, o.path);
    expect(buyerPage).toContain(secret);
    // Staff read it only while the order is under complaint or claim (delivered-secrets.test.ts).
    const staffPage = await html(await signedIn(USERS.admin.id), o.path);
    expect(staffPage).not.toContain("milik@contoh.test");
    expect(staffPage).toContain(DELIVERY_TEXTS.staffOnlyInCase);

    for (const stranger of [await newUser("seller", "asing"), await newUser("buyer", "asing"), USERS.otherSeller]) {
      const res = await (await signedIn(stranger.id)).get(o.path);
      expect(res.status).toBe(403);
      expect(await res.text()).not.toContain("milik@contoh.test");
    }
    const anonymous = await client().get(o.path);
    expect(anonymous.status).toBe(302);
  });
});
