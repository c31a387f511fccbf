/**
 * Pre-funded money kept apart (issue 34 point 4): deposits land in `wallet:{user}:deposit`, sale
 * proceeds and refunds in `wallet:{user}`; the user spends one Saldo, purchases drawing the deposit
 * part first and withdrawals the proceeds first, a rejected withdrawal restoring exactly what it took.
 * The BI cap counts pre-funded money only; the staff float is the pre-funded total.
 */
import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { account } from "~/modules/money/constants";
import { balanceOf } from "~/modules/money/ledger.server";
import { walletParts } from "~/modules/money/wallet-parts.server";
import { headerCounts } from "~/modules/orders/lists.server";
import { approveDeposit, requestDeposit } from "~/modules/wallet/deposits.server";
import { walletFloat } from "~/modules/wallet/e-money-limits.server";
import { requestWithdrawal, settleWithdrawal } from "~/modules/wallet/withdrawals.server";
import { fundedBuyer, newListing, newUser, roomOf, signedIn, unpaidOrder, USERS } from "./fixtures";
import { db, expectLedgerInvariants } from "./helpers";
import { orderAt } from "./support/orders";
import { bankSays, sentAndApproved } from "./support/payouts";

const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");

async function deposited(userId: string, amount: number) {
  const asked = await requestDeposit(db(), userId, { amount, method: "OVO" });
  if (!asked.ok) throw new Error("deposit refused");
  expect((await approveDeposit(db(), asked.deposit.id, USERS.admin.id)).ok).toBe(true);
  return asked.deposit.id;
}

/** A seller with Rp100.000 deposited and the Rp57.000 proceeds of a Rp60.000 sale. */
async function sellerWithBoth() {
  const seller = await newUser("seller", "campur");
  await deposited(seller.id, 100_000);
  await orderAt("completed", { sellerId: seller.id, price: 60_000 });
  expect(await walletParts(db(), seller.id)).toEqual({ deposit: 100_000, proceeds: 57_000, total: 157_000 });
  return seller;
}

/** Rp80.000 asked for as a BCA withdrawal (more than the proceeds of sellerWithBoth); its id. */
async function withdrawn80k(userId: string) {
  const asked = await requestWithdrawal(db(), userId, {
    amount: 80_000,
    method: "bank_transfer",
    bankName: "BCA",
    accountNumber: "1234567890",
    accountName: "Uji Campur",
  });
  if (!asked.ok) throw new Error("withdrawal refused");
  return asked.withdrawal.id;
}

/** The legs one movement put on the user's two wallet accounts. */
async function legsOf(userId: string, kind: string, reference: string) {
  const rows = await db().all<{ accountId: string; amount: number }>(sql`
    SELECT e.account_id AS accountId, e.amount AS amount FROM ledger_entries e
    JOIN ledger_transactions t ON t.id = e.transaction_id
    WHERE t.kind = ${kind} AND t.reference = ${reference}
      AND e.account_id IN (${account.wallet(userId)}, ${account.depositWallet(userId)})`);
  return Object.fromEntries(
    rows.map((r) => [r.accountId === account.wallet(userId) ? "proceeds" : "deposit", r.amount]),
  );
}

describe("pre-funded money apart from proceeds and refunds", () => {
  it("a deposit and a sale's proceeds show as two parts of one Saldo, in the wallet page and the statement", async () => {
    const seller = await sellerWithBoth();
    const c = await signedIn(seller.id);
    const wallet = await text(await c.get("/my-account/wallet"));
    expect(wallet).toMatch(/data-testid="available-balance"[^>]*>Rp157\.000</);
    expect(wallet).toMatch(/data-testid="deposit-part"[^>]*>Rp100\.000</);
    expect(wallet).toMatch(/data-testid="proceeds-part"[^>]*>Rp57\.000</);
    expect(wallet).toContain("Saldo Deposit");
    expect(wallet).toContain("Saldo Penjualan &amp; Refund");

    const statement = await text(await c.get("/my-account/wallet/mutasi"));
    const rows = [
      ...statement.matchAll(/data-kind="([^"]+)" data-amount="(-?\d+)" data-balance="(-?\d+)" data-account="(\w+)"/g),
    ].map(([, kind, amount, balance, acct]) => ({ kind, amount: Number(amount), balance: Number(balance), acct }));
    expect(rows).toEqual([
      { kind: "order_released", amount: 57_000, balance: 57_000, acct: "wallet" },
      { kind: "deposit_approved", amount: 100_000, balance: 100_000, acct: "deposit" },
    ]);
    expect(statement).toContain("Saldo Deposit");
    expect(statement).toContain("Saldo Penjualan &amp; Refund");
    // The account page's and the header's Saldo are the sum.
    expect(await text(await c.get("/my-account/profile"))).toContain("Rp157.000");
    expect((await headerCounts({ db: db() }, seller.id)).balance).toBe(157_000);
    await expectLedgerInvariants();
  });

  it("a purchase draws the deposit part first; its refund comes back as a refund", async () => {
    const seller = await sellerWithBoth();
    const other = await newUser("seller", "jual");
    const listing = await newListing(other.id, "Akun Valorant uji campur", 120_000);
    const orderId = await unpaidOrder(seller.id, listing.id);
    const room = roomOf(orderId);
    expect((await room.act({ orderId, action: "pay", by: { id: seller.id, role: "buyer" } })).ok).toBe(true);
    expect(await legsOf(seller.id, "order_paid", orderId)).toEqual({ deposit: -100_000, proceeds: -20_000 });
    expect(await walletParts(db(), seller.id)).toEqual({ deposit: 0, proceeds: 37_000, total: 37_000 });

    const cancelled = await room.act({
      orderId,
      action: "cancel",
      by: { id: other.id, role: "seller" },
      extra: { decisionReason: "Stok habis di tempat lain", decidedBy: "seller" },
    });
    expect(cancelled.ok).toBe(true);
    expect(await walletParts(db(), seller.id)).toEqual({ deposit: 0, proceeds: 157_000, total: 157_000 });
    await expectLedgerInvariants();
  });

  it("a purchase beyond both parts together is refused and moves nothing", async () => {
    const seller = await sellerWithBoth();
    const other = await newUser("seller", "mahal");
    const listing = await newListing(other.id, "Akun Valorant uji mahal", 157_001);
    const orderId = await unpaidOrder(seller.id, listing.id);
    const paid = await roomOf(orderId).act({ orderId, action: "pay", by: { id: seller.id, role: "buyer" } });
    expect(paid.ok).toBe(false);
    expect(await walletParts(db(), seller.id)).toEqual({ deposit: 100_000, proceeds: 57_000, total: 157_000 });
    await expectLedgerInvariants();
  });

  it("a withdrawal draws proceeds first, and its rejection restores exactly the parts it took", async () => {
    const seller = await sellerWithBoth();
    const withdrawalId = await withdrawn80k(seller.id);
    expect(await legsOf(seller.id, "withdrawal_requested", withdrawalId)).toEqual({
      deposit: -23_000,
      proceeds: -57_000,
    });
    expect(await walletParts(db(), seller.id)).toEqual({ deposit: 77_000, proceeds: 0, total: 77_000 });
    expect(await balanceOf(db(), account.hold(seller.id))).toBe(80_000);
    // Meanwhile more proceeds arrive: the rejection still puts back the same split.
    await orderAt("completed", { sellerId: seller.id, price: 20_000 });

    const rejected = await settleWithdrawal(
      db(),
      withdrawalId,
      { status: "rejected", reason: "Rekening tidak cocok" },
      USERS.admin.id,
    );
    expect(rejected.ok).toBe(true);
    expect(await legsOf(seller.id, "withdrawal_rejected", withdrawalId)).toEqual({
      deposit: 23_000,
      proceeds: 57_000,
    });
    expect(await walletParts(db(), seller.id)).toEqual({ deposit: 100_000, proceeds: 76_000, total: 176_000 });
    await expectLedgerInvariants();
  });

  it("a withdrawal the bank paid and then returned puts back exactly the parts it took", async () => {
    const seller = await sellerWithBoth();
    const withdrawalId = await withdrawn80k(seller.id);
    const [{ referenceNo }] = await sentAndApproved([withdrawalId]);
    expect((await bankSays(referenceNo, "completed")).status).toBe(200);
    expect(await walletParts(db(), seller.id)).toEqual({ deposit: 77_000, proceeds: 0, total: 77_000 });
    expect((await bankSays(referenceNo, "failed", "Dana dikembalikan bank")).status).toBe(200);

    expect(await legsOf(seller.id, "withdrawal_returned", withdrawalId)).toEqual({
      deposit: 23_000,
      proceeds: 57_000,
    });
    expect(await walletParts(db(), seller.id)).toEqual({ deposit: 100_000, proceeds: 57_000, total: 157_000 });
    await expectLedgerInvariants();
  });

  it("a purchase and a withdrawal racing over both parts: one wins, each part stays as its rule says", async () => {
    const seller = await sellerWithBoth();
    const other = await newUser("seller", "balapan");
    const listing = await newListing(other.id, "Akun Valorant uji balapan", 120_000);
    const orderId = await unpaidOrder(seller.id, listing.id);
    const [paid, asked] = await Promise.all([
      roomOf(orderId).act({ orderId, action: "pay", by: { id: seller.id, role: "buyer" } }),
      requestWithdrawal(db(), seller.id, {
        amount: 80_000,
        method: "bank_transfer",
        bankName: "BCA",
        accountNumber: "1234567890",
        accountName: "Uji Balapan",
      }),
    ]);
    // Rp157.000 cannot cover both: exactly one happened, and from the parts its rule names.
    expect([paid.ok, asked.ok].filter(Boolean)).toHaveLength(1);
    expect(await walletParts(db(), seller.id)).toEqual(
      paid.ok ? { deposit: 0, proceeds: 37_000, total: 37_000 } : { deposit: 77_000, proceeds: 0, total: 77_000 },
    );
    await expectLedgerInvariants();
  });

  it("the cap ignores proceeds: a seller with Rp5 jt proceeds can still deposit up to the cap", async () => {
    const rich = await fundedBuyer(5_000_000);
    const c = await signedIn(rich.id);
    const deposit = (amount: string) =>
      c.post("/my-account/wallet", { intent: "deposit", amount, method: "Bank Transfer BCA" });
    expect((await deposit("2.000.001")).status).toBe(409);
    expect((await deposit("1.500.000")).status).toBe(302);
    const over = await deposit("600.000");
    expect(over.status).toBe(409);
    expect(await text(over)).toContain("deposit paling banyak Rp500.000");
    await expectLedgerInvariants();
  });

  it("the float counts pre-funded money only", async () => {
    const before = (await walletFloat({ db: db(), env })).total;
    await fundedBuyer(3_000_000);
    expect((await walletFloat({ db: db(), env })).total).toBe(before);
    const u = await newUser("buyer", "apung");
    await deposited(u.id, 100_000);
    expect((await walletFloat({ db: db(), env })).total).toBe(before + 100_000);
    const html = await text(await (await signedIn(USERS.admin.id)).get("/admin"));
    expect(html).toContain("Total Saldo Deposit Pengguna");
    await expectLedgerInvariants();
  });
});
