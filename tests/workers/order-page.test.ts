import { env, SELF } from "cloudflare:test";
import { ALL_SECURED } from "./inspection-fixtures";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newId } from "~/utils/ids";
import type { ServerMessage } from "~/modules/chat/messages";
import { orders, products } from "~/db/schema";
import { walletBalance } from "~/modules/money/wallet-parts.server";
import { db, expectLedgerInvariants } from "./helpers";
import { client, login, ORIGIN, type Client } from "./http";

const BUYER = "usr_demo_buyer";
const SELLER = "usr_demo_seller";
const EMAIL = {
  buyer: "pembeli@pasargame.test",
  seller: "penjual@pasargame.test",
  admin: "admin@pasargame.test",
  stranger: "raka@pasargame.test", // usr_seller_2: a seller, but not of these orders
};

let ipCounter = 0;
const freshIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function as(who: keyof typeof EMAIL): Promise<Client> {
  const c = client();
  const res = await login(c, EMAIL[who], "demo12345", freshIp());
  expect(res.status, `login as ${who}`).toBe(302);
  return c;
}

/** A fresh listing of the demo seller and an unpaid order of the demo buyer (what checkout creates). */
async function unpaidOrder({ price = 40_000, title = "Akun Valorant uji halaman pesanan" } = {}) {
  const now = Date.now();
  const productId = newId("lst");
  await db()
    .insert(products)
    .values({
      id: productId,
      sellerId: SELLER,
      gameSlug: "valorant",
      categorySlug: "akun",
      type: "Akun",
      title,
      price,
      stock: 4,
      requiredInputs: [{ id: "riot_id", label: "Riot ID", type: "text" }],
      createdAt: now,
      updatedAt: now,
    });
  const orderId = newId("ord");
  await db()
    .insert(orders)
    .values({
      id: orderId,
      buyerId: BUYER,
      sellerId: SELLER,
      productId,
      productTitle: title,
      productType: "Akun",
      unitPrice: price,
      quantity: 1,
      totalAmount: price,
      userInputData: { riot_id: "PemainUji#1234" },
      deadlineAt: now + 24 * 3600_000,
      createdAt: now,
      updatedAt: now,
    });
  return { orderId, productId, path: `/order/${orderId}` };
}

const orderRow = async (id: string) => (await db().query.orders.findFirst({ where: eq(orders.id, id) }))!;

describe("order page access", () => {
  it("shows the order to its buyer, seller and admins only", async () => {
    const { orderId, productId, path } = await unpaidOrder();

    const buyerPage = await (await as("buyer")).get(path);
    expect(buyerPage.status).toBe(200);
    const buyerHtml = await buyerPage.text();
    expect(buyerHtml).toContain("Akun Valorant uji halaman pesanan");
    expect(buyerHtml).toContain(`/games/valorant/akun/${productId}`);
    expect(buyerHtml).toContain("Menunggu Pembayaran");
    expect(buyerHtml).toContain("Rp40.000");
    expect(buyerHtml).toContain("Riot ID");
    expect(buyerHtml).toContain("PemainUji#1234");
    expect(buyerHtml).toContain("Bayar sebelum pesanan kedaluwarsa");
    expect(buyerHtml).toContain("Lanjutkan Pembayaran");
    expect(buyerHtml).toContain("Batalkan Pesanan");
    expect(buyerHtml).toContain("Chat langsung memerlukan JavaScript");

    const sellerPage = await (await as("seller")).get(path);
    expect(sellerPage.status).toBe(200);
    const sellerHtml = await sellerPage.text();
    expect(sellerHtml).toContain("Akun Valorant uji halaman pesanan");
    expect(sellerHtml).not.toContain("Lanjutkan Pembayaran"); // only the buyer pays

    expect((await (await as("admin")).get(path)).status).toBe(200);

    const strangerPage = await (await as("stranger")).get(path);
    expect(strangerPage.status).toBe(403);
    const strangerHtml = await strangerPage.text();
    expect(strangerHtml).toContain("Akses Ditolak");
    expect(strangerHtml).toContain("Anda tidak memiliki izin untuk melihat pesanan ini.");
    expect(strangerHtml).not.toContain("Akun Valorant uji halaman pesanan");

    const anonymous = await client().get(path);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    expect(decodeURIComponent(anonymous.headers.get("Set-Cookie") ?? "")).toMatch(/pg_toast=/);

    const unknown = await (await as("buyer")).get("/order/ord_tidak_ada");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Pesanan Tidak Ditemukan");

    // Old payment links land here.
    const payment = await client().get(`/payment/${orderId}`);
    expect(payment.headers.get("Location")).toBe(path);
  });

  it("refuses a stranger's action with 403 and changes nothing", async () => {
    const { orderId, path } = await unpaidOrder();
    const res = await (await as("stranger")).post(path, { intent: "cancel" });
    expect(res.status).toBe(403);
    expect((await orderRow(orderId)).status).toBe("Menunggu Pembayaran");
  });
});

describe("order page actions", () => {
  it("pays, ships with encrypted delivery info shown only to the buyer, and confirms", async () => {
    const buyerStart = await walletBalance(db(), BUYER);
    const sellerStart = await walletBalance(db(), SELLER);
    const { orderId, path } = await unpaidOrder({ price: 40_000 });
    const buyer = await as("buyer");
    const seller = await as("seller");

    const paid = await buyer.post(path, { intent: "pay" });
    expect(paid.status).toBe(302);
    expect(paid.headers.get("Location")).toBe(path);
    expect((await orderRow(orderId)).status).toBe("Diproses");
    expect(await walletBalance(db(), BUYER)).toBe(buyerStart - 40_000);
    await expectLedgerInvariants();

    // The buyer cannot mark it shipped: 'Aksi Ditolak'.
    const buyerShip = await buyer.post(path, { intent: "ship", deliveryInfo: "apa saja" });
    expect(buyerShip.status).toBe(403);
    const refusal = await buyerShip.text();
    expect(refusal).toContain("Aksi Ditolak");
    expect(refusal).toContain("Anda tidak berhak mengubah status ini.");
    expect((await orderRow(orderId)).status).toBe("Diproses");

    // The seller must write the delivery info.
    const blank = await seller.post(path, { intent: "ship", deliveryInfo: "   " });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain("Info pengiriman wajib diisi.");
    expect((await orderRow(orderId)).status).toBe("Diproses");

    const secret = "Email: akun.valorant@contoh.id\nPassword: RahasiaSekali-7731";
    const shipped = await seller.post(path, { intent: "ship", deliveryInfo: secret });
    expect(shipped.status).toBe(302);
    const row = await orderRow(orderId);
    expect(row.status).toBe("Dikirim");
    expect(row.deliveryInfo).toMatch(/^v2:1:/);
    expect(row.deliveryInfo).not.toContain("RahasiaSekali");
    expect(row.deliveryInfo).not.toContain("akun.valorant");

    const buyerHtml = await (await buyer.get(path)).text();
    expect(buyerHtml).toContain("RahasiaSekali-7731");
    expect(buyerHtml).toContain("Konfirmasi Pesanan Diterima");
    expect(buyerHtml).toContain("Ajukan Komplain");
    // The seller reads what they delivered (decrypted), never the stored ciphertext.
    const sellerHtml = await (await seller.get(path)).text();
    expect(sellerHtml).toContain("RahasiaSekali-7731");
    expect(sellerHtml).not.toContain(row.deliveryInfo!);
    expect(sellerHtml).toContain("Yang Anda kirim ke pembeli.");

    const confirmed = await buyer.post(path, { intent: "confirm", confirmed: "ya", secured: ALL_SECURED });
    expect(confirmed.status).toBe(302);
    expect((await orderRow(orderId)).status).toBe("Selesai");
    expect(await walletBalance(db(), SELLER)).toBe(sellerStart + 38_000); // minus the 5% fee
    await expectLedgerInvariants();

    const doneHtml = await (await buyer.get(path)).text();
    expect(doneHtml).toContain("Beri Ulasan");
    expect(doneHtml).toContain("?tab=ulasan#ulasan");
    expect(doneHtml).toContain("RahasiaSekali-7731");

    // A second confirm (a retried request) is refused as stale, not applied twice.
    const again = await buyer.post(path, { intent: "confirm", confirmed: "ya" });
    expect(again.status).toBe(409);
    await expectLedgerInvariants();
  });

  it("explains a short balance and links to the wallet", async () => {
    const { orderId, path } = await unpaidOrder({ price: 90_000_000 });
    const res = await (await as("buyer")).post(path, { intent: "pay" });
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(html).toContain("Aksi Ditolak");
    expect(html).toContain("Saldo Anda tidak cukup untuk membayar pesanan ini.");
    expect(html).toContain('href="/my-account/wallet"');
    expect((await orderRow(orderId)).status).toBe("Menunggu Pembayaran");
    await expectLedgerInvariants();
  });

  it("opens a dispute with reason and evidence, visible to both sides; an admin refunds", async () => {
    const buyerStart = await walletBalance(db(), BUYER);
    const { orderId, path } = await unpaidOrder({ price: 25_000 });
    const buyer = await as("buyer");
    const seller = await as("seller");
    expect((await buyer.post(path, { intent: "pay" })).status).toBe(302);
    expect((await seller.post(path, { intent: "ship", deliveryInfo: "Login: a / b" })).status).toBe(302);

    const missing = await buyer.post(path, { intent: "dispute", disputeReason: "Password salah", disputeEvidence: "" });
    expect(missing.status).toBe(400);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain("Bukti wajib diisi");
    expect(missingHtml).toContain("Password salah"); // what was typed is kept

    const disputed = await buyer.post(path, {
      intent: "dispute",
      disputeReason: "Password salah",
      disputeEvidence: "Login ditolak tiga kali, tangkapan layar: https://contoh.id/bukti.png",
    });
    expect(disputed.status).toBe(302);
    const row = await orderRow(orderId);
    expect(row.status).toBe("Dikomplain");
    expect(row.disputeReason).toBe("Password salah");
    expect(row.disputeEvidence).toEqual(["Login ditolak tiga kali, tangkapan layar: https://contoh.id/bukti.png"]);

    const sellerHtml = await (await seller.get(path)).text();
    expect(sellerHtml).toContain("Riwayat Komplain"); // the case's timeline
    expect(sellerHtml).toContain("Login ditolak tiga kali");
    expect(sellerHtml).not.toContain("Teruskan Dana ke Penjual"); // only staff decide

    const admin = await as("admin");
    const adminHtml = await (await admin.get(path)).text();
    expect(adminHtml).toContain("Teruskan Dana ke Penjual");
    expect(adminHtml).toContain("Kembalikan Dana ke Pembeli");
    expect(adminHtml).toContain("Login: a / b"); // staff read the delivery to decide
    expect((await seller.post(path, { intent: "release" })).status).toBe(403);
    const decided = { confirmed: "ya", decisionReason: "Data login dari penjual salah" };
    expect((await admin.post(path, { intent: "refund", ...decided })).status).toBe(302);
    expect((await orderRow(orderId)).status).toBe("Dibatalkan");
    expect(await walletBalance(db(), BUYER)).toBe(buyerStart);
    await expectLedgerInvariants();
  });
});

describe("order chat WebSocket", () => {
  function openSocket(c: Client, path: string, headers: Record<string, string> = {}) {
    return c.get(path, { Upgrade: "websocket", Origin: ORIGIN, ...headers });
  }

  it("refuses strangers, anonymous visitors and cross-site pages", async () => {
    const { path } = await unpaidOrder();
    const stranger = await openSocket(await as("stranger"), `${path}/chat`);
    expect(stranger.status).toBe(403);
    expect(await stranger.text()).toBe("Anda tidak memiliki izin untuk melihat pesanan ini.");

    const buyer = await as("buyer");
    const crossSite = await openSocket(buyer, `${path}/chat`, { Origin: "https://jahat.example" });
    expect(crossSite.status).toBe(403);
    const noOrigin = await SELF.fetch(`${ORIGIN}${path}/chat`, {
      headers: { Upgrade: "websocket", Cookie: [...buyer.jar].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    expect(noOrigin.status).toBe(403);

    expect((await openSocket(client(), `${path}/chat`)).status).toBe(401);
    expect((await openSocket(buyer, "/order/ord_tidak_ada/chat")).status).toBe(404);
  });

  it("renders the latest 50 messages of a long chat, with a link to the earlier ones", async () => {
    const { orderId, path } = await unpaidOrder();
    const room = env.ORDER_ROOM.get(env.ORDER_ROOM.idFromName(orderId));
    for (let i = 1; i <= 60; i++) await room.postMessage(i % 2 ? SELLER : BUYER, `Pesan nomor ${i}.`);
    const buyer = await as("buyer");

    const page = await (await buyer.get(path)).text();
    expect(page).toContain("Pesan nomor 60.");
    expect(page).toContain("Pesan nomor 11.");
    expect(page).not.toContain("Pesan nomor 10.");
    expect(page).toContain("Tampilkan pesan sebelumnya");
    expect(page).toContain('href="/order/' + orderId + '?chat=semua#chat"');

    const whole = await (await buyer.get(`${path}?chat=semua`)).text();
    expect(whole).toContain("Pesan nomor 1.");
    expect(whole).toContain("Pesan nomor 60.");
    expect(whole).not.toContain("Tampilkan pesan sebelumnya");
  });

  it("connects the buyer to the room as themselves and sends the history", async () => {
    const { orderId, path } = await unpaidOrder();
    const room = env.ORDER_ROOM.get(env.ORDER_ROOM.idFromName(orderId));
    await room.postMessage(SELLER, "Halo, akun siap dikirim setelah dibayar.");

    const buyer = await as("buyer");
    // A forged identity header from the browser is replaced by the authenticated user.
    const res = await openSocket(buyer, `${path}/chat`, { "X-Chat-User": "usr_seller_2" });
    expect(res.status).toBe(101);
    const ws = res.webSocket!;
    const received: ServerMessage[] = [];
    const waiters: (() => void)[] = [];
    ws.addEventListener("message", (event) => {
      received.push(JSON.parse(event.data as string) as ServerMessage);
      waiters.splice(0).forEach((w) => w());
    });
    ws.accept();
    const until = async (n: number) => {
      while (received.length < n) await new Promise<void>((resolve) => waiters.push(resolve));
      return received;
    };
    const [history] = await until(1);
    expect(history).toMatchObject({
      type: "history",
      messages: [{ sender: SELLER, body: "Halo, akun siap dikirim setelah dibayar." }],
    });

    ws.send(JSON.stringify({ type: "chat", body: "Baik, saya bayar sekarang.", clientId: crypto.randomUUID() }));
    const [, echo] = await until(2);
    expect(echo).toMatchObject({ type: "chat", message: { sender: BUYER, body: "Baik, saya bayar sekarang." } });
    ws.close(1000, "selesai");

    // The page renders the same conversation on the server (readable without JavaScript).
    const html = await (await buyer.get(path)).text();
    expect(html).toContain("Halo, akun siap dikirim setelah dibayar.");
    expect(html).toContain("Baik, saya bayar sekarang.");
  });
});
