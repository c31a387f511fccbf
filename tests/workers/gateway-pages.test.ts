// The buyer's side of gateway payments: checkout and the unpaid order page with a payment method,
// gateway and manual deposits, 'Saya sudah transfer', and staff's queue of manual deposits.
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deposits, orders, paymentOrders, payments } from "~/db/schema";
import { receivingAccounts } from "~/modules/wallet/receiving-accounts.server";
import { formatRupiah } from "~/utils/format";
import { formatDateTime } from "~/utils/format-date-time";
import { newListing, newUser, signedIn, USERS, unpaidOrder } from "./fixtures";
import { walletBalance } from "~/modules/money/wallet-parts.server";
import { db, expectLedgerInvariants } from "./helpers";
import type { Client } from "./http";

type Line = { listingId: string; quantity: number; expectedPrice: number };
const lines = (...l: Line[]) => JSON.stringify(l.map((x) => ({ userInputData: {}, ...x })));

async function buyerWithNothing() {
  const user = await newUser("buyer", "qris");
  return { ...user, c: await signedIn(user.id) };
}

/** The review page's idempotency key (the confirm form carries it). */
async function reviewKey(c: Client, posted: string) {
  const res = await c.post("/checkout", { intent: "review", lines: posted });
  expect(res.status).toBe(200);
  const html = await res.text();
  return { html, key: /name="idempotencyKey" value="([0-9a-f-]{36})"/.exec(html)![1]! };
}

function toastOf(res: Response) {
  const cookie = res.headers.getSetCookie().find((h) => h.startsWith("pg_toast="))!;
  const value = cookie.split(";")[0]!.slice("pg_toast=".length);
  const bytes = Uint8Array.from(atob(value), (ch) => ch.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as { type: string; title: string; description: string };
}

const isChecked = (html: string, value: string) =>
  new RegExp(
    `<input[^>]*type="radio"[^>]*value="${value}"[^>]*checked=""|<input[^>]*checked=""[^>]*value="${value}"`,
  ).test(html);

describe("checkout with a payment method", () => {
  it("offers the wallet and every gateway method with its fee, and the total for the chosen one", async () => {
    const { c } = await buyerWithNothing();
    const listing = await newListing(USERS.otherSeller.id, "Akun QRIS uji", 100_000);
    const { html } = await reviewKey(c, lines({ listingId: listing.id, quantity: 1, expectedPrice: 100_000 }));
    expect(html).toContain("Saldo PasarGame");
    for (const label of ["QRIS", "Virtual Account BCA", "Virtual Account Permata", "GoPay", "DANA", "Indomaret"])
      expect(html).toContain(`>${label}<`);
    expect(html).toContain("Biaya 0,7%");
    expect(html).toContain("Biaya Rp4.000");
    expect(html).toContain("Biaya 1,5%");
    // Rp0 in the wallet: QRIS is chosen, its total is the amount plus 0.7 %.
    expect(isChecked(html, "qris")).toBe(true);
    expect(html).toContain("Saldo Anda kurang Rp100.000. Bayar langsung dengan QRIS");
    expect(html).toContain(formatRupiah(100_700));
    expect(html).toContain(formatRupiah(104_000));
  });

  it("a gateway method makes the orders unpaid, one payment for all of them, and sends the buyer to the provider (303)", async () => {
    const { id, c } = await buyerWithNothing();
    const a = await newListing(USERS.otherSeller.id, "Akun A", 60_000);
    const b = await newListing(USERS.otherSeller.id, "Akun B", 40_000);
    const posted = lines(
      { listingId: a.id, quantity: 1, expectedPrice: 60_000 },
      { listingId: b.id, quantity: 1, expectedPrice: 40_000 },
    );
    const { key } = await reviewKey(c, posted);
    const res = await c.post("/checkout", { intent: "confirm", lines: posted, idempotencyKey: key, method: "va_bca" });
    expect(res.status).toBe(303);
    const location = res.headers.get("Location")!;
    // The app's own payment page, with the instructions the provider's charge answered.
    expect(location).toMatch(/^\/payments\/pay-[0-9a-f]{32}$/);

    const made = await db().select().from(orders).where(eq(orders.buyerId, id));
    expect(made).toHaveLength(2);
    expect(made.every((o) => o.status === "Menunggu Pembayaran")).toBe(true);
    const [payment, ...others] = await db().select().from(payments).where(eq(payments.userId, id));
    expect(others).toHaveLength(0);
    expect(payment).toMatchObject({
      purpose: "orders",
      method: "va_bca",
      amount: 100_000,
      fee: 4_000,
      grossAmount: 104_000,
      status: "pending",
      redirectUrl: location,
    });
    const shares = await db().select().from(paymentOrders).where(eq(paymentOrders.paymentId, payment!.id));
    expect(shares.map((s) => s.orderId).sort()).toEqual(made.map((o) => o.id).sort());
    // Nothing moved: the wallet is untouched until the provider reports the payment.
    expect(await walletBalance(db(), id)).toBe(0);

    // The same confirm sent again goes to the same payment, not a second one.
    const again = await c.post("/checkout", {
      intent: "confirm",
      lines: posted,
      idempotencyKey: key,
      method: "va_bca",
    });
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toBe(location);
    expect(await db().$count(payments, eq(payments.userId, id))).toBe(1);
    await expectLedgerInvariants();
  });

  it("an unknown method is refused before any order is made, and the page keeps the review", async () => {
    const { id, c } = await buyerWithNothing();
    const listing = await newListing(USERS.otherSeller.id, "Akun C", 30_000);
    const posted = lines({ listingId: listing.id, quantity: 1, expectedPrice: 30_000 });
    const { key } = await reviewKey(c, posted);
    const res = await c.post("/checkout", { intent: "confirm", lines: posted, idempotencyKey: key, method: "bitcoin" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Metode Tidak Valid");
    expect(html).toContain('data-testid="checkout-confirm"');
    expect(await db().$count(orders, eq(orders.buyerId, id))).toBe(0);
  });

  it("the wallet stays the default: a funded buyer's checkout pays from the balance", async () => {
    const c = await signedIn(USERS.buyer.id);
    const listing = await newListing(USERS.otherSeller.id, "Akun D", 5_000);
    const posted = lines({ listingId: listing.id, quantity: 1, expectedPrice: 5_000 });
    const { html, key } = await reviewKey(c, posted);
    expect(isChecked(html, "wallet")).toBe(true);
    const res = await c.post("/checkout", { intent: "confirm", lines: posted, idempotencyKey: key, method: "wallet" });
    expect(res.status).toBe(302);
    expect(toastOf(res).title).toBe("Pembayaran Berhasil");
  });
});

describe("the unpaid order page", () => {
  it("the buyer pays one order through the gateway, then sees the waiting payment with 'Lanjutkan Pembayaran'", async () => {
    const { id, c } = await buyerWithNothing();
    const listing = await newListing(USERS.otherSeller.id, "Akun E", 20_000);
    const orderId = await unpaidOrder(id, listing.id);
    const page = await (await c.get(`/order/${orderId}`)).text();
    expect(page).toContain('name="method"');
    expect(page).toContain("Biaya 0,7%");

    const res = await c.post(`/order/${orderId}`, { intent: "pay", method: "qris" });
    expect(res.status).toBe(303);
    const location = res.headers.get("Location")!;
    // The app's own payment page, with the instructions the provider's charge answered.
    expect(location).toMatch(/^\/payments\/pay-[0-9a-f]{32}$/);
    const payment = (await db().query.payments.findFirst({ where: eq(payments.userId, id) }))!;
    expect(payment).toMatchObject({ method: "qris", amount: 20_000, fee: 140, grossAmount: 20_140 });

    const after = await (await c.get(`/order/${orderId}`)).text();
    expect(after).toContain(
      `Menunggu pembayaran melalui QRIS · berlaku sampai ${formatDateTime(payment.expiresAt)}`.replace(/&/g, "&amp;"),
    );
    expect(after).toMatch(new RegExp(`href="${location}"[^>]*data-testid="continue-payment"`));
    // Still the buyer's order, still unpaid: the wallet choice is there too.
    expect(after).toContain('value="wallet"');
  });

  it("only the buyer may start a gateway payment (the seller gets 403), and only while the order is unpaid", async () => {
    const { id } = await buyerWithNothing();
    const listing = await newListing(USERS.otherSeller.id, "Akun F", 20_000);
    const orderId = await unpaidOrder(id, listing.id);
    const seller = await signedIn(USERS.otherSeller.id);
    const res = await seller.post(`/order/${orderId}`, { intent: "pay", method: "qris" });
    expect(res.status).toBe(403);
    expect(await db().$count(payments, eq(payments.userId, USERS.otherSeller.id))).toBe(0);
    const stranger = await signedIn(USERS.buyer.id);
    expect((await stranger.post(`/order/${orderId}`, { intent: "pay", method: "qris" })).status).toBe(403);
    expect(await db().$count(paymentOrders, eq(paymentOrders.orderId, orderId))).toBe(0);
  });
});

describe("deposits", () => {
  it("a VA BCA deposit goes to the provider; its page shows method, fee, total, status and 'Lanjutkan Pembayaran'", async () => {
    const { id, c } = await buyerWithNothing();
    const res = await c.post("/my-account/wallet", { intent: "deposit", amount: "100.000", method: "va_bca" });
    expect(res.status).toBe(303);
    const location = res.headers.get("Location")!;
    // The app's own payment page, with the instructions the provider's charge answered.
    expect(location).toMatch(/^\/payments\/pay-[0-9a-f]{32}$/);
    const deposit = (await db().query.deposits.findFirst({ where: eq(deposits.userId, id) }))!;
    expect(deposit).toMatchObject({ amount: 100_000, adminFee: 4_000, totalPaymentDue: 104_000, status: "pending" });

    const html = await (await c.get(`/my-account/wallet/deposits/${deposit.id}`)).text();
    expect(html).toContain('data-testid="gateway-deposit"');
    expect(html).toContain("Virtual Account BCA");
    expect(html).toContain('data-testid="deposit-total">Rp104.000<');
    expect(html).toContain('data-testid="gateway-status">Menunggu Pembayaran<');
    // How to pay it, inside the app: the VA number the provider's charge answered.
    expect(html).toMatch(/data-testid="pay-va-number">39012\d{11}</);
    expect(html).toMatch(new RegExp(`href="${location}"[^>]*data-testid="continue-payment"`));
    // No bank account, no 'Saya sudah transfer': the provider reports this one.
    expect(html).not.toContain('data-testid="claim-transfer"');

    // Staff never approve it by hand: not in the queue, and an approval is refused.
    const admin = await signedIn(USERS.admin.id);
    const queue = await (await admin.get("/admin/deposits")).text();
    expect(queue).not.toContain(deposit.id);
    const approve = await admin.post("/admin/deposits", { intent: "approve", id: deposit.id });
    expect(approve.status).toBe(302);
    expect(toastOf(approve).type).toBe("error");
    expect((await db().query.deposits.findFirst({ where: eq(deposits.id, deposit.id) }))!.status).toBe("pending");
    expect(await walletBalance(db(), id)).toBe(0);
    await expectLedgerInvariants();
  });

  it("a manual BCA deposit shows the receiving account, holder, exact total and deadline", async () => {
    const { c } = await buyerWithNothing();
    const res = await c.post("/my-account/wallet", {
      intent: "deposit",
      amount: "100.000",
      method: "Bank Transfer BCA",
    });
    expect(res.status).toBe(302);
    const location = res.headers.get("Location")!;
    const deposit = (await db().query.deposits.findFirst({ where: eq(deposits.id, location.split("/").pop()!) }))!;
    const html = await (await c.get(location)).text();
    expect(html).toContain('data-testid="transfer-bank">BCA<');
    expect(html).toContain('data-testid="transfer-number">8830 1234 56<');
    expect(html).toContain('data-testid="transfer-holder">PT PasarGame Digital Indonesia (DEMO)<');
    expect(html).toContain(`data-testid="deposit-total">${formatRupiah(deposit.totalPaymentDue)}<`);
    expect(html).toContain(`Transfer sebelum ${formatDateTime(deposit.createdAt + 24 * 3600_000)}.`);
    expect(html).toContain('data-testid="claim-transfer"');
  });

  it("'Saya sudah transfer': another user gets 403; the owner's claim puts the deposit first in staff's queue, marked", async () => {
    const owner = await buyerWithNothing();
    const older = await owner.c.post("/my-account/wallet", {
      intent: "deposit",
      amount: "51.000",
      method: "Bank Transfer Mandiri",
    });
    const olderId = older.headers.get("Location")!.split("/").pop()!;
    const res = await owner.c.post("/my-account/wallet", {
      intent: "deposit",
      amount: "52.000",
      method: "Bank Transfer BCA",
    });
    const depositId = res.headers.get("Location")!.split("/").pop()!;
    const path = `/my-account/wallet/deposits/${depositId}`;

    const stranger = await signedIn(USERS.buyer.id);
    const refused = await stranger.post(path, { intent: "claim" });
    expect(refused.status).toBe(403);
    expect((await db().query.deposits.findFirst({ where: eq(deposits.id, depositId) }))!.transferClaimedAt).toBeNull();

    const claimed = await owner.c.post(path, { intent: "claim" });
    expect(claimed.status).toBe(302);
    expect(toastOf(claimed).description).toContain("Admin akan memeriksa transfer Anda");
    const row = (await db().query.deposits.findFirst({ where: eq(deposits.id, depositId) }))!;
    expect(row.transferClaimedAt).not.toBeNull();
    const page = await (await owner.c.get(path)).text();
    expect(page).toContain('data-testid="transfer-claimed"');
    expect(page).not.toContain('data-testid="claim-transfer"');

    // Staff: the claimed deposit comes before every unclaimed one, the older unclaimed one included.
    const admin = await signedIn(USERS.admin.id);
    const queue = await (await admin.get("/admin/deposits")).text();
    const at = queue.indexOf(depositId);
    expect(at).toBeGreaterThan(-1);
    expect(queue.indexOf(olderId)).toBeGreaterThan(at);
    expect(queue).toContain(`Sudah transfer ${formatDateTime(row.transferClaimedAt!)}`);
    const pendingUnclaimed = await db()
      .select({ id: deposits.id })
      .from(deposits)
      .where(and(eq(deposits.status, "pending"), inArray(deposits.id, [olderId])));
    expect(pendingUnclaimed).toHaveLength(1);
  });
});

describe("receiving accounts", () => {
  it("come from RECEIVING_ACCOUNTS when set, are checked, and fall back to the demo accounts", () => {
    expect(receivingAccounts({})[0]).toMatchObject({ bank: "BCA", number: "8830 1234 56" });
    const set = JSON.stringify([{ bank: "BCA", number: "1234567890", holder: "PT Contoh" }]);
    expect(receivingAccounts({ RECEIVING_ACCOUNTS: set })).toEqual([
      { bank: "BCA", number: "1234567890", holder: "PT Contoh" },
    ]);
    expect(() => receivingAccounts({ RECEIVING_ACCOUNTS: '[{"bank":"BCA"}]' })).toThrow(/RECEIVING_ACCOUNTS/);
    expect(() => receivingAccounts({ RECEIVING_ACCOUNTS: "not json" })).toThrow(/RECEIVING_ACCOUNTS/);
  });
});
