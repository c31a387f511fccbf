/**
 * 'Riwayat Pembayaran' (/my-account/wallet/pembayaran): every payment a user made — gateway
 * transactions for orders or deposits in any state, and orders paid from the wallet — with orders,
 * fee and references, and sums that agree with the ledger. Only the user's own payments.
 */
import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { account, MOVEMENT } from "~/modules/money/constants";
import { startDepositPayment, startOrderPayment } from "~/modules/payments/payments.server";
import { approveDeposit, requestDeposit } from "~/modules/wallet/deposits.server";
import { newListing, newUser, roomOf, signedIn, unpaidOrder, USERS } from "./fixtures";
import { deliver, settleAtProvider, simStatus } from "./gateway-sim";
import { db, expectLedgerInvariants } from "./helpers";
import { client } from "./http";

const ctx = () => ({ db: db(), env });
const ROW = /data-testid="payment-row" data-via="(\w+)" data-status="(\w+)" data-total="(\d+)" data-fee="(\d+)"/g;
const total = (html: string, id: string) =>
  Number(new RegExp(`data-testid="${id}" data-amount="(\\d+)"`).exec(html)?.[1]);

/** What the ledger says left this user: through the gateway (their payments' legs) and from their Saldo (both parts) into orders. */
async function ledgerSums(userId: string) {
  const mine = sql`SELECT id FROM payments WHERE user_id = ${userId}`;
  const row = await db().get<{ gateway: number; fees: number; wallet: number }>(sql`
    SELECT
      (SELECT coalesce(-sum(e.amount), 0) FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE e.account_id = ${account.externalGateway} AND (
          t.reference IN (${mine})
          OR (t.kind = ${MOVEMENT.orderPaid} AND t.reference IN (SELECT id FROM orders WHERE buyer_id = ${userId}))
          OR (t.kind = ${MOVEMENT.gatewayCredit} AND substr(t.reference, 1, instr(t.reference, ':') - 1) IN (${mine})))) AS gateway,
      (SELECT coalesce(sum(e.amount), 0) FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE e.account_id = ${account.platformPaymentFees} AND t.reference IN (${mine})) AS fees,
      (SELECT coalesce(-sum(e.amount), 0) FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE e.account_id IN (${account.wallet(userId)}, ${account.depositWallet(userId)})
          AND t.kind = ${MOVEMENT.orderPaid}) AS wallet`);
  return row!;
}

async function gatewayPayment(
  buyer: { id: string; username: string; email: string },
  orderIds: string[],
  method: string,
) {
  const started = await startOrderPayment(
    ctx(),
    { id: buyer.id, name: buyer.username, email: buyer.email },
    orderIds,
    method,
  );
  if (!started.ok) throw new Error(started.error.message);
  return started.paymentId;
}

describe("Riwayat Pembayaran", () => {
  it("lists wallet and gateway payments (orders, deposit, credited share, expired) and its sums agree with the ledger", async () => {
    const buyer = await newUser("buyer", "riwayat");
    const seller = await newUser("seller", "riwayat");
    const listing = await newListing(seller.id, "Akun riwayat pembayaran", 30_000, 20);
    const cheap = await newListing(seller.id, "Top up riwayat", 5_000, 20);
    // Funds for the wallet, then an order paid from it.
    const asked = await requestDeposit(db(), buyer.id, { amount: 10_000, method: "OVO" });
    if (!asked.ok) throw new Error("deposit refused");
    expect((await approveDeposit(db(), asked.deposit.id, USERS.admin.id)).ok).toBe(true);
    const walletOrder = await unpaidOrder(buyer.id, cheap.id);
    expect(
      (await roomOf(walletOrder).act({ orderId: walletOrder, action: "pay", by: { id: buyer.id, role: "buyer" } })).ok,
    ).toBe(true);

    // One QRIS payment for two orders, settled: 60.000 + 0,7 % = 60.420.
    const two = [await unpaidOrder(buyer.id, listing.id), await unpaidOrder(buyer.id, listing.id)];
    await settleAtProvider(await gatewayPayment(buyer, two, "qris"));
    // A VA payment whose order was cancelled before it settled: the share goes to the wallet.
    const cancelled = await unpaidOrder(buyer.id, listing.id);
    const vaId = await gatewayPayment(buyer, [cancelled], "va_bni");
    expect(
      (await roomOf(cancelled).act({ orderId: cancelled, action: "cancel", by: { id: buyer.id, role: "buyer" } })).ok,
    ).toBe(true);
    await settleAtProvider(vaId);
    // A gateway deposit, settled; and a payment that expired (nothing moved).
    const deposit = await startDepositPayment(
      ctx(),
      { id: buyer.id, name: buyer.username, email: buyer.email },
      50_000,
      "gopay",
    );
    if (!deposit.ok) throw new Error("deposit payment refused");
    await settleAtProvider(deposit.paymentId);
    const expiredId = await gatewayPayment(buyer, [await unpaidOrder(buyer.id, listing.id)], "alfamart");
    expect((await deliver(await simStatus(expiredId, { status: "expire" }))).status).toBe(200);
    // Someone else's payment never shows.
    const other = await newUser("buyer", "lain");
    await gatewayPayment(other, [await unpaidOrder(other.id, listing.id)], "qris");
    await expectLedgerInvariants();

    const res = await (await signedIn(buyer.id)).get("/my-account/wallet/pembayaran");
    expect(res.status).toBe(200);
    const html = (await res.text()).replace(/<!-- -->/g, "");
    const rows = [...html.matchAll(ROW)].map(([, via, status, sum, fee]) => ({
      via,
      status,
      total: Number(sum),
      fee: Number(fee),
    }));
    // Newest first; payments made in the same millisecond have no order among them, so compare as a set.
    expect(rows.map((r) => r.via)).toEqual(["gateway", "gateway", "gateway", "gateway", "wallet"]);
    expect([...rows].sort((a, b) => a.total - b.total)).toEqual([
      { via: "wallet", status: "settled", total: 5_000, fee: 0 },
      { via: "gateway", status: "settled", total: 34_000, fee: 4_000 },
      { via: "gateway", status: "expired", total: 35_000, fee: 5_000 },
      { via: "gateway", status: "settled", total: 50_750, fee: 750 },
      { via: "gateway", status: "settled", total: 60_420, fee: 420 },
    ]);
    expect(html).toContain("QRIS · Berhasil");
    expect(html).toContain("GoPay · Berhasil");
    expect(html).toContain("Alfamart · Kedaluwarsa");
    expect(html).toContain("Saldo PasarGame · Berhasil");
    expect(html).toContain("(masuk ke saldo)");

    const shown = {
      gateway: total(html, "history-total-gateway"),
      fees: total(html, "history-total-fees"),
      wallet: total(html, "history-total-wallet"),
    };
    expect(shown).toEqual({ gateway: 60_420 + 34_000 + 50_750, fees: 420 + 4_000 + 750, wallet: 5_000 });
    // The sums agree with the ledger's legs, and with the settled rows shown.
    expect(shown).toEqual(await ledgerSums(buyer.id));
    const settled = rows.filter((r) => r.status === "settled");
    expect(settled.filter((r) => r.via === "gateway").reduce((s, r) => s + r.total, 0)).toBe(shown.gateway);
    expect(settled.filter((r) => r.via === "wallet").reduce((s, r) => s + r.total, 0)).toBe(shown.wallet);

    // The wallet pages link to it.
    const wallet = await (await signedIn(buyer.id)).get("/my-account/wallet");
    expect(await wallet.text()).toContain('href="/my-account/wallet/pembayaran"');
  });

  it("asks for a sign-in", async () => {
    expect((await client().get("/my-account/wallet/pembayaran")).status).toBe(302);
  });
});
