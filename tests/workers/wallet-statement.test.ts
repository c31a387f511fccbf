/**
 * 'Mutasi Saldo' (/my-account/wallet/mutasi): every movement of the user's own wallet and hold,
 * newest first, with the balance after each row as the ledger says — and nobody else's movements.
 */
import { describe, expect, it } from "vitest";
import { account } from "~/modules/money/constants";
import { balanceOf } from "~/modules/money/ledger.server";
import { approveDeposit, requestDeposit } from "~/modules/wallet/deposits.server";
import { walletStatement } from "~/modules/wallet/statement.server";
import { requestWithdrawal } from "~/modules/wallet/withdrawals.server";
import { walletBalance } from "~/modules/money/wallet-parts.server";
import { db, expectLedgerInvariants } from "./helpers";
import { newListing, newUser, roomOf, signedIn, unpaidOrder, USERS } from "./fixtures";
import { client } from "./http";

const ROW =
  /data-testid="statement-row" data-kind="([^"]+)" data-amount="(-?\d+)" data-balance="(-?\d+)" data-account="(\w+)"/g;

async function deposited(userId: string, amount: number) {
  const asked = await requestDeposit(db(), userId, { amount, method: "OVO" });
  if (!asked.ok) throw new Error("deposit refused");
  expect((await approveDeposit(db(), asked.deposit.id, USERS.admin.id)).ok).toBe(true);
  return asked.deposit.id;
}

describe("Mutasi Saldo", () => {
  it("lists a deposit, a purchase, its refund and a withdrawal with the ledger's running balances; only the owner's", async () => {
    const buyer = await newUser("buyer", "mutasi");
    const other = await newUser("buyer", "lain");
    const seller = await newUser("seller", "mutasi");
    const depositId = await deposited(buyer.id, 100_000);
    await deposited(other.id, 77_777);

    const listing = await newListing(seller.id, "Akun Valorant uji mutasi", 40_000);
    const orderId = await unpaidOrder(buyer.id, listing.id);
    const room = roomOf(orderId);
    expect((await room.act({ orderId, action: "pay", by: { id: buyer.id, role: "buyer" } })).ok).toBe(true);
    const cancelled = await room.act({
      orderId,
      action: "cancel",
      by: { id: seller.id, role: "seller" },
      extra: { decisionReason: "Stok habis di tempat lain", decidedBy: "seller" },
    });
    expect(cancelled.ok).toBe(true);
    const withdrawal = await requestWithdrawal(db(), buyer.id, {
      amount: 10_000,
      method: "bank_transfer",
      bankName: "BCA",
      accountNumber: "1234567890",
      accountName: "Uji Mutasi",
    });
    expect(withdrawal.ok).toBe(true);
    await expectLedgerInvariants();

    const res = await (await signedIn(buyer.id)).get("/my-account/wallet/mutasi");
    expect(res.status).toBe(200);
    const html = await res.text();
    const rows = [...html.matchAll(ROW)].map(([, kind, amount, balance, acct]) => ({
      kind,
      amount: Number(amount),
      balance: Number(balance),
      account: acct,
    }));
    expect(rows).toEqual([
      { kind: "withdrawal_requested", amount: 10_000, balance: 10_000, account: "hold" },
      // Each part keeps its own running balance: the purchase took the deposit, its refund came back
      // as a refund, the withdrawal took proceeds and refunds first.
      { kind: "withdrawal_requested", amount: -10_000, balance: 30_000, account: "wallet" },
      { kind: "order_refunded", amount: 40_000, balance: 40_000, account: "wallet" },
      { kind: "order_paid", amount: -40_000, balance: 60_000, account: "deposit" },
      { kind: "deposit_approved", amount: 100_000, balance: 100_000, account: "deposit" },
    ]);
    // The newest row of each account is the ledger's balance.
    expect(await walletBalance(db(), buyer.id)).toBe(90_000);
    expect(await balanceOf(db(), account.hold(buyer.id))).toBe(10_000);
    // Labels and links: the order and the deposit.
    expect(html).toContain("Pengembalian Dana Pesanan");
    expect(html).toContain("Pembayaran Pesanan");
    expect(html).toContain("Deposit Disetujui");
    expect(html).toContain(`href="/order/${orderId}"`);
    expect(html).toContain(`href="/my-account/wallet/deposits/${depositId}"`);
    // Nobody else's movements.
    expect(html).not.toContain("77.777");
    expect(html).not.toContain("Rp40.000 diteruskan");

    // The wallet page leads there.
    expect(await (await (await signedIn(buyer.id)).get("/my-account/wallet")).text()).toContain(
      'href="/my-account/wallet/mutasi"',
    );
    // Visitors log in first.
    expect((await client().get("/my-account/wallet/mutasi")).status).toBe(302);
  });

  it("pages keep the ledger's running balance (a window over the whole account, not the page)", async () => {
    const user = await newUser("buyer", "halaman");
    for (const amount of [10_000, 20_000, 30_000]) await deposited(user.id, amount);
    const first = await walletStatement(db(), user.id, { page: 1, pageSize: 1 });
    expect(first.rows.map((r) => r.balanceAfter)).toEqual([60_000]);
    expect(first.hasMore).toBe(true);
    const all = await walletStatement(db(), user.id, { page: 3, pageSize: 1 });
    expect(all.rows.map((r) => [r.amount, r.balanceAfter])).toEqual([
      [30_000, 60_000],
      [20_000, 30_000],
      [10_000, 10_000],
    ]);
    expect(all.hasMore).toBe(false);

    const html = await (await (await signedIn(user.id)).get("/my-account/wallet/mutasi?halaman=abc")).text();
    expect([...html.matchAll(ROW)]).toHaveLength(3);
  });
});
