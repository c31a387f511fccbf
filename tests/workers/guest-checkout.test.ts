/**
 * Guest checkout for top-ups (issue 32, point 3): a buyer without an account buys a top-up by QRIS
 * through the simulator, follows the order through the signed link mailed to them, confirms receipt
 * there; a tampered link or another order's link opens nothing; the limits refuse in Indonesian
 * keeping what was typed; an account's e-mail is asked to log in; registering the e-mail claims the
 * orders; a refund of a guest's payment shows on their page.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, products, users } from "~/db/schema";
import { checkLimits } from "~/modules/limits/check-limits.server";
import { roomOf } from "./fixtures";
import { settleAtProvider } from "./gateway-sim";
import { walletBalance } from "~/modules/money/wallet-parts.server";
import { db, expectLedgerInvariants } from "./helpers";
import { client, type Client } from "./http";
import {
  buyQuery,
  freshIp,
  guestConfirm,
  guestEmail,
  mailsOnceThere,
  mailsTo,
  paidGuestOrder,
  text,
} from "./support/guests";
import { playerIdTopUp } from "./support/topups";

describe("a guest buys a top-up without an account", () => {
  it("reviews with a contact field and no wallet, pays by QRIS, follows the signed link, confirms receipt", async () => {
    const listing = await playerIdTopUp();
    const email = guestEmail();
    const { c, html, res } = await guestConfirm(listing, { contact: email });
    expect(html).toContain('data-testid="guest-contact"');
    expect(html).not.toContain('data-testid="method-wallet"');
    expect(res.status).toBe(303);
    const paymentPath = res.headers.get("Location")!;
    // The guest's own browser reads its payment page (QRIS) without logging in.
    const payPage = await text(await c.get(paymentPath));
    expect(payPage).toContain("QRIS");
    expect((await client().get(paymentPath)).status).toBe(302); // another browser: to login

    const order = (await db().query.orders.findFirst({ where: eq(orders.productId, listing.id) }))!;
    const guest = (await db().query.users.findFirst({ where: eq(users.id, order.buyerId) }))!;
    expect(guest).toMatchObject({ email, passwordHash: null, emailVerifiedAt: null });
    expect(guest.guestAt).not.toBeNull();
    await settleAtProvider(paymentPath.split("/")[2]!);
    expect((await db().query.orders.findFirst({ where: eq(orders.id, order.id) }))!.status).toBe("Diproses");

    // The receipt mail carries the signed link; another device opens it with no cookie at all.
    const mail = (await mailsTo(email))[0]!;
    expect(mail.link).toMatch(new RegExp(`^https://pasargame.test/order/${order.id}\\?t=[\\w-]{43}$`));
    const link = mail.link!.replace("https://pasargame.test", "");
    const page = await text(await client().get(link));
    expect(page).toContain('data-testid="guest-order"');
    expect(page).toContain(order.orderNumber!);
    expect(page).toContain("1234567890");
    // Nothing beyond this order: no chat, no wallet, no order lists.
    expect(page).not.toContain(`/order/${order.id}/chat`);
    expect(page).not.toContain("/my-account/wallet");
    expect(page).not.toContain("/my-account/orders");

    // The seller delivers; the guest confirms receipt from the signed page: the escrow pays the seller.
    const shipped = await roomOf(order.id).act({
      orderId: order.id,
      action: "ship",
      by: { id: listing.seller.id, role: "seller" },
      extra: { deliveryInfo: "v1:a:b" },
    });
    expect(shipped.ok).toBe(true);
    // The shipping notice mailed to the guest links to the same signed page, not to a login.
    const mails = await mailsOnceThere(email, 2);
    expect(mails.map((m) => m.link)).toEqual([mail.link, mail.link]);
    const phone = client();
    expect(await text(await phone.get(link))).toContain('data-testid="guest-confirm"');
    const confirmed = await phone.post(link, { intent: "confirm" });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe(link);
    expect((await db().query.orders.findFirst({ where: eq(orders.id, order.id) }))!.status).toBe("Selesai");
    expect(await walletBalance(db(), listing.seller.id)).toBeGreaterThan(0);
    await expectLedgerInvariants();
  });

  it("Back from the payment page to the review leads to the unpaid order, never a second one", async () => {
    const listing = await playerIdTopUp();
    const { c, query, res: confirmed } = await guestConfirm(listing, { contact: guestEmail() });
    expect(confirmed.status).toBe(303);
    const order = (await db().query.orders.findFirst({ where: eq(orders.productId, listing.id) }))!;

    // The browser's Back shows the review's address again: it leads to the order's own page.
    const back = await c.get(`/checkout?${query}`);
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toMatch(new RegExp(`^/order/${order.id}\\?t=`));
    const page = await text(await c.get(back.headers.get("Location")!));
    expect(page).toContain('data-testid="guest-order"');
    // Another browser with the same address has no grant: it reads the review, nothing of the order.
    expect((await client().get(`/checkout?${query}`)).status).toBe(200);
    expect(await db().select().from(orders).where(eq(orders.productId, listing.id))).toHaveLength(1);
  });

  it("a tampered link, or a link of another order, opens nothing", async () => {
    const first = await paidGuestOrder();
    const second = await paidGuestOrder();
    const token = new URL(first.link, "https://x").searchParams.get("t")!;
    const tampered = `/order/${first.order.id}?t=${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    for (const path of [tampered, `/order/${second.order.id}?t=${token}`, `/order/${first.order.id}?t=`]) {
      const res = await client().get(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("Location")).toMatch(/^\/login/);
    }
    // The first guest's browser (its grant in the cookie) reads its own order, not the second's,
    // and a wrong token is refused even with a grant in the cookie.
    expect((await first.c.get(`/order/${first.order.id}`)).status).toBe(200);
    expect((await first.c.get(`/order/${second.order.id}`)).status).toBe(302);
    expect((await first.c.get(tampered)).status).toBe(302);
    expect((await first.c.get(second.paymentPath)).status).toBe(302);
    // A guest link gives no step on another order either.
    const res = await client().post(`/order/${second.order.id}?t=${token}`, { intent: "confirm" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/login/);
    await expectLedgerInvariants();
  });

  it("a refund of a guest's transfer shows on the page, claimable by registering the e-mail", async () => {
    // A virtual account cannot be refunded through the gateway: the money waits in the guest's wallet.
    const { order, link, listing, email } = await paidGuestOrder("va_bca");
    const cancelled = await roomOf(order.id).act({
      orderId: order.id,
      action: "cancel",
      by: { id: listing.seller.id, role: "seller" },
      extra: { decisionReason: "Stok habis", decidedBy: "seller" },
    });
    expect(cancelled.ok).toBe(true);
    const page = await text(await client().get(link));
    expect(page).toContain('data-testid="guest-refund"');
    expect(page).toContain(`Rp20.000 dikembalikan ke saldo PasarGame atas ${email}`);
    expect(page).toContain('data-testid="guest-register"');
    expect(await walletBalance(db(), order.buyerId)).toBe(20_000);
    await expectLedgerInvariants();
  });
});

describe("what a guest may not do", () => {
  it("an account's e-mail is asked to log in, with the way back to this review; nothing is ordered", async () => {
    const listing = await playerIdTopUp();
    const { res } = await guestConfirm(listing, { contact: "Pembeli@PasarGame.test" });
    expect(res.status, res.headers.get("Location") ?? "").toBe(409);
    const html = await text(res);
    expect(html).toContain("Email ini sudah punya akun PasarGame. Silakan login untuk melanjutkan pembelian.");
    expect(html).toContain(`/login?redirect=${encodeURIComponent(`/checkout?user_id=1234567890&buy=${listing.id}`)}`);
    expect(html).toContain('value="Pembeli@PasarGame.test"');
    expect(await db().query.orders.findFirst({ where: eq(orders.productId, listing.id) })).toBeUndefined();
  });

  it("limits per contact and per IP refuse in Indonesian, keeping what was typed", async () => {
    const listing = await playerIdTopUp();
    const email = guestEmail();
    for (let i = 0; i < 5; i++)
      await checkLimits({ env }, [
        { limit: "GUEST_CHECKOUT_PER_CONTACT_PER_HOUR", key: `guest-checkout:contact:${email}` },
      ]);
    const { res } = await guestConfirm(listing, { contact: email, method: "va_bca" });
    expect(res.status).toBe(429);
    const html = await text(res);
    expect(html).toMatch(/Terlalu banyak percobaan/i);
    expect(html).toContain(`value="${email}"`);
    expect(html).toMatch(/value="va_bca"[^>]*checked|checked[^>]*value="va_bca"/);

    const at = freshIp();
    for (let i = 0; i < 10; i++)
      await checkLimits({ env }, [{ limit: "GUEST_CHECKOUT_PER_IP_PER_HOUR", key: `guest-checkout:ip:${at}` }]);
    const byIp = await guestConfirm(listing, { contact: guestEmail() }, client(), at);
    expect(byIp.res.status).toBe(429);
    expect(await db().query.orders.findFirst({ where: eq(orders.productId, listing.id) })).toBeUndefined();
  });

  it("no wallet, no bad contact, no cart checkout without an account", async () => {
    const listing = await playerIdTopUp();
    const wallet = await guestConfirm(listing, { contact: guestEmail(), method: "wallet" });
    expect(wallet.res.status).toBe(400);
    expect(await text(wallet.res)).toContain("Tanpa akun, bayar dengan QRIS");
    const bad = await guestConfirm(listing, { contact: "bukan kontak" });
    expect(bad.res.status).toBe(400);
    expect(await text(bad.res)).toContain("Masukkan email atau nomor WhatsApp yang valid");
    // The cart's checkout (no 'buy-now') and a non-top-up 'Beli Sekarang' still need a login.
    const cart = await client().get(`/checkout?lines=${encodeURIComponent("[]")}`);
    expect(cart.status).toBe(302);
    await db().update(products).set({ type: "Akun" }).where(eq(products.id, listing.id));
    expect((await client().get(`/checkout?${buyQuery(listing)}`)).status).toBe(302);
    expect(await db().query.orders.findFirst({ where: eq(orders.productId, listing.id) })).toBeUndefined();
  });

  it("a WhatsApp number is a contact too (one guest per number)", async () => {
    const listing = await playerIdTopUp();
    const first = await guestConfirm(listing, { contact: "0812-3456-7890" });
    const again = await guestConfirm(listing, { contact: "+6281234567890" });
    expect(first.res.status).toBe(303);
    expect(again.res.status).toBe(303);
    const rows = await db().query.orders.findMany({ where: eq(orders.productId, listing.id) });
    expect(rows).toHaveLength(2);
    expect(rows[0]!.buyerId).toBe(rows[1]!.buyerId);
    const guest = (await db().query.users.findFirst({ where: eq(users.id, rows[0]!.buyerId) }))!;
    expect(guest.phone).toBe("6281234567890");
  });
});

describe("a guest who gave a WhatsApp number", () => {
  /** What the WhatsApp Cloud API's stand-in received for `phone` (the outside world: the simulator). */
  async function whatsAppTo(phone: string) {
    const res = await env.PAYMENT_GATEWAY!.fetch(`https://sim.pasargame.test/_sim/whatsapp/messages?to=${phone}`);
    return ((await res.json()) as { messages: { template: string; language: string; params: string[] }[] }).messages;
  }

  it("gets the receipt on WhatsApp: the order number, the product and the signed link that opens it", async () => {
    const listing = await playerIdTopUp();
    const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
    const { res } = await guestConfirm(listing, { contact: `0812${digits}` });
    expect(res.status).toBe(303);
    const [order] = await db().query.orders.findMany({ where: eq(orders.productId, listing.id) });
    const [message, ...more] = await whatsAppTo(`62812${digits}`);
    expect(more).toEqual([]);
    expect(message).toMatchObject({ template: "pasargame_receipt", language: "id" });
    const [number, title, url] = message!.params;
    expect(number).toBe(order!.orderNumber);
    expect(title).toBe(order!.productTitle);
    // The link alone opens the order, in a browser that never saw the checkout.
    const link = new URL(url!);
    const page = await client().get(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(await text(page)).toContain(order!.orderNumber!);
  });
});

describe("registering the guest's e-mail claims the orders", () => {
  async function register(c: Client, email: string, username: string) {
    return c.post(
      "/register",
      {
        username,
        email,
        phone: "",
        password: "rahasia1",
        confirmPassword: "rahasia1",
        role: "buyer",
        ageConfirmed: "1",
      },
      { "CF-Connecting-IP": freshIp() },
    );
  }

  it("after the OTP the guest row is the account: its orders are listed and it logs in", async () => {
    const { order, email } = await paidGuestOrder();
    const c = client();
    const username = `klaim_${order.id.slice(-8)}`;
    expect((await register(c, email, username)).status).toBe(302);
    // Not yet proven: still a guest, nobody can log in with it.
    expect((await db().query.users.findFirst({ where: eq(users.id, order.buyerId) }))!.guestAt).not.toBeNull();
    const code = (await mailsTo(email)).find((m) => m.code)!.code!;
    const verified = await c.post("/verify-otp", { email, otp: code.split(""), intent: "verify" });
    expect(verified.status).toBe(302);
    const user = (await db().query.users.findFirst({ where: eq(users.id, order.buyerId) }))!;
    expect(user).toMatchObject({ username, guestAt: null });
    expect(user.emailVerifiedAt).not.toBeNull();
    const list = await text(await c.get("/my-account/orders"));
    expect(list).toContain(order.orderNumber!);
    expect((await c.get(`/order/${order.id}`)).status).toBe(200);
    await expectLedgerInvariants();
  });

  it("the claimed e-mail is an account now: a later guest checkout is asked to log in", async () => {
    const { email, order } = await paidGuestOrder();
    const c = client();
    await register(c, email, `klaim_${order.id.slice(-8)}`);
    const code = (await mailsTo(email)).find((m) => m.code)!.code!;
    await c.post("/verify-otp", { email, otp: code.split(""), intent: "verify" });
    const { res } = await guestConfirm(await playerIdTopUp(), { contact: email });
    expect(res.status).toBe(409);
  });
});
