/**
 * A refunded order's money back to the method it was paid with (issue 32 point 5): a guest's QRIS
 * refund goes back by itself, with the method's fee; an unanswered provider is asked again with the
 * same refund key (one refund, never two); a refusal puts the money back in the wallet; an account
 * asks with one tap, only its buyer may; transfers stay in the wallet. The ledger and the gateway
 * reconciliation hold after each.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { gatewayRefunds, payments } from "~/db/schema";
import { account } from "~/modules/money/constants";
import { balanceOf, readGatewayReconciliation } from "~/modules/money/ledger.server";
import { payOrdersThroughGateway } from "~/modules/payments/pay-orders.server";
import { sweepMethodRefunds } from "~/modules/payments/refunds.server";
import { newListing, newUser, roomOf, signedIn, unpaidOrder, USERS } from "./fixtures";
import { deliver, SIM, settleAtProvider, simStatus } from "./gateway-sim";
import { walletBalance } from "~/modules/money/wallet-parts.server";
import { db, expectLedgerInvariants } from "./helpers";
import { client } from "./http";
import { paidGuestOrder, text } from "./support/guests";

const sim = (path: string, body?: unknown) =>
  env.PAYMENT_GATEWAY!.fetch(`${SIM}/_sim/transactions/${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const simRefunds = async (paymentId: string) =>
  ((await (await sim(`${paymentId}/refunds`)).json()) as { refunds: { refundKey: string; amount: number }[] }).refunds;
const refundOf = (orderId: string) =>
  db().query.gatewayRefunds.findFirst({ where: eq(gatewayRefunds.orderId, orderId) });
const paymentOf = async (orderId: string) =>
  (await db().query.paymentOrders.findFirst({ where: (po, { eq: is }) => is(po.orderId, orderId) }))!.paymentId;

/** The seller cancels the paid order (out of stock): its refund reaches the buyer's wallet, then the room goes on. */
const sellerCancels = async (orderId: string, sellerId: string) =>
  roomOf(orderId).act({
    orderId,
    action: "cancel",
    by: { id: sellerId, role: "seller" },
    extra: { decisionReason: "Stok habis", decidedBy: "seller" },
  });

describe("a guest's refund", () => {
  it("goes back to the QRIS it was paid with by itself, the method's fee too, and the page says so", async () => {
    const { order, link, listing } = await paidGuestOrder();
    const paymentId = await paymentOf(order.id);
    const payment = (await db().query.payments.findFirst({ where: eq(payments.id, paymentId) }))!;
    expect((await sellerCancels(order.id, listing.seller.id)).ok).toBe(true);

    expect(await refundOf(order.id)).toMatchObject({ status: "done", amount: 20_000, fee: payment.fee, attempts: 1 });
    expect(await simRefunds(paymentId)).toEqual([
      expect.objectContaining({ refundKey: `rfd-${order.id}`, amount: payment.grossAmount }),
    ]);
    expect(await walletBalance(db(), order.buyerId)).toBe(0);
    const page = await text(await client().get(link));
    expect(page).toContain(`Rp${(20_000 + payment.fee).toLocaleString("id-ID")} sudah dikirim kembali ke QRIS`);
    expect(page).not.toContain("dikembalikan ke saldo PasarGame");
    // The provider's own refund notification is ours: recorded, not flagged for staff.
    expect((await deliver(await simStatus(paymentId, { status: "refund" }))).status).toBe(200);
    expect((await db().query.payments.findFirst({ where: eq(payments.id, paymentId) }))!.flag).toBeNull();
    expect((await readGatewayReconciliation(db())).refunded).toBeGreaterThanOrEqual(payment.grossAmount);
    await expectLedgerInvariants();
  });

  it("unanswered, is asked again with the same key by the cron and made once", async () => {
    const { order, link, listing } = await paidGuestOrder();
    const paymentId = await paymentOf(order.id);
    expect((await sim(`${paymentId}/refund-mode`, { mode: "down" })).status).toBe(200);
    expect((await sellerCancels(order.id, listing.seller.id)).ok).toBe(true);

    const waiting = (await refundOf(order.id))!;
    expect(waiting).toMatchObject({ status: "requested", attempts: 1 });
    expect(waiting.nextTryAt).not.toBeNull();
    expect(await walletBalance(db(), order.buyerId)).toBe(0); // out of the wallet while asked
    expect(await text(await client().get(link))).toContain("sedang dikirim kembali ke QRIS");
    // Staff see it waiting on /admin/payments, with how often it was asked.
    const admin = await signedIn(USERS.admin.id);
    const waitingList = async () =>
      /id="waiting-refunds"[^]*?<\/section>/.exec(await text(await admin.get("/admin/payments")))![0];
    expect(await waitingList()).toContain(order.id);
    expect(await waitingList()).toContain("Sudah ditanyakan 1×");
    await expectLedgerInvariants();

    // Not due yet: the cron leaves it; due and the provider back: done, one refund at the provider.
    await sweepMethodRefunds(env, waiting.nextTryAt! - 1);
    expect(await refundOf(order.id)).toMatchObject({ status: "requested", attempts: 1 });
    expect((await sim(`${paymentId}/refund-mode`, { mode: "ok" })).status).toBe(200);
    await sweepMethodRefunds(env, waiting.nextTryAt!);
    await sweepMethodRefunds(env, waiting.nextTryAt! + 3600_000);
    expect(await refundOf(order.id)).toMatchObject({ status: "done", attempts: 2 });
    expect(await simRefunds(paymentId)).toHaveLength(1);
    expect(await waitingList()).not.toContain(order.id);
    await expectLedgerInvariants();
  });

  it("refused by the provider, stays in the guest's wallet (fee back with platform fees) and the page says why", async () => {
    const { order, link, listing, email } = await paidGuestOrder();
    const paymentId = await paymentOf(order.id);
    const fees = await balanceOf(db(), account.platformPaymentFees);
    expect((await sim(`${paymentId}/refund-mode`, { mode: "refuse" })).status).toBe(200);
    expect((await sellerCancels(order.id, listing.seller.id)).ok).toBe(true);

    expect(await refundOf(order.id)).toMatchObject({ status: "failed" });
    expect(await simRefunds(paymentId)).toHaveLength(0);
    expect(await walletBalance(db(), order.buyerId)).toBe(20_000);
    expect(await balanceOf(db(), account.platformPaymentFees)).toBe(fees);
    const page = await text(await client().get(link));
    expect(page).toContain("QRIS menolak pengembalian ini");
    expect(page).toContain(`Rp20.000 dikembalikan ke saldo PasarGame atas ${email}`);
    // The cron does not ask again: the refusal is final.
    await sweepMethodRefunds(env, Date.now() + 3600_000);
    expect(await refundOf(order.id)).toMatchObject({ status: "failed" });
    await expectLedgerInvariants();
  });
});

/** An account's QRIS-paid order, settled at the provider. */
async function accountPaidByQris() {
  const buyer = await newUser("buyer", "kembali");
  const listing = await newListing(USERS.otherSeller.id, "Akun refund QRIS", 30_000);
  const orderId = await unpaidOrder(buyer.id, listing.id);
  const paid = await payOrdersThroughGateway(
    { db: db(), env },
    { id: buyer.id, email: buyer.email, username: buyer.username, fullName: null },
    [orderId],
    "qris",
  );
  expect(paid.ok).toBe(true);
  const paymentId = await paymentOf(orderId);
  await settleAtProvider(paymentId);
  return { buyer, orderId, paymentId };
}

describe("an account's refund", () => {
  it("stays in the wallet until the buyer taps 'Kembalikan ke QRIS'; only the buyer may, and once", async () => {
    const { buyer, orderId, paymentId } = await accountPaidByQris();
    expect((await sellerCancels(orderId, USERS.otherSeller.id)).ok).toBe(true);
    expect(await refundOf(orderId)).toBeUndefined();
    expect(await walletBalance(db(), buyer.id)).toBe(30_000);

    const c = await signedIn(buyer.id);
    const page = await text(await c.get(`/order/${orderId}`));
    expect(page).toContain('data-testid="method-refund-offer"');
    expect(page).toContain("Kembalikan ke QRIS");

    const seller = await signedIn(USERS.otherSeller.id);
    const denied = await seller.post(`/order/${orderId}`, { intent: "refund_to_method" });
    expect(denied.status).toBe(403);
    expect(await text(denied)).toContain("Akses Ditolak");
    expect(await refundOf(orderId)).toBeUndefined();

    const sent = await c.post(`/order/${orderId}`, { intent: "refund_to_method" });
    expect(sent.status).toBe(302);
    expect(await refundOf(orderId)).toMatchObject({ status: "done" });
    expect(await walletBalance(db(), buyer.id)).toBe(0);
    expect(await text(await c.get(`/order/${orderId}`))).toContain("sudah dikirim kembali ke QRIS");

    const again = await c.post(`/order/${orderId}`, { intent: "refund_to_method" });
    expect(again.status).toBe(409);
    expect(await text(again)).toContain("sudah diminta");
    expect(await simRefunds(paymentId)).toHaveLength(1);
    await expectLedgerInvariants();
  });

  it("spent from the wallet meanwhile, is refused with the reason and nothing moves", async () => {
    const { buyer, orderId, paymentId } = await accountPaidByQris();
    expect((await sellerCancels(orderId, USERS.otherSeller.id)).ok).toBe(true);
    // The refund pays for another order from the wallet.
    const other = await newListing(USERS.otherSeller.id, "Akun lain", 25_000);
    const next = await unpaidOrder(buyer.id, other.id);
    expect((await roomOf(next).act({ orderId: next, action: "pay", by: { id: buyer.id, role: "buyer" } })).ok).toBe(
      true,
    );

    const res = await (await signedIn(buyer.id)).post(`/order/${orderId}`, { intent: "refund_to_method" });
    expect(res.status).toBe(409);
    expect(await text(res)).toContain("sebagian dana sudah terpakai");
    expect(await refundOf(orderId)).toBeUndefined();
    expect(await simRefunds(paymentId)).toHaveLength(0);
    expect(await walletBalance(db(), buyer.id)).toBe(5_000);
    await expectLedgerInvariants();
  });
});
