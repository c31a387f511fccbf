import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { account } from "~/modules/money/constants";
import { checkout } from "~/modules/checkout/checkout.server";
import { newId } from "~/utils/ids";
import { orders, products } from "~/db/schema";
import { walletBalance } from "~/modules/money/wallet-parts.server";
import { db, expectLedgerInvariants } from "./helpers";

const buyer = { id: "usr_demo_buyer", role: "buyer" as const };
const ctx = () => ({ db: db(), env });

async function listing({
  price = 50_000,
  stock = 5,
  type = "Akun" as "Akun" | "Top Up",
  requiredInputs = [] as { id: string; label: string; type: string }[],
} = {}) {
  const now = Date.now();
  const id = newId("lst");
  await db()
    .insert(products)
    .values({
      id,
      sellerId: "usr_seller_2",
      gameSlug: "free-fire",
      categorySlug: type === "Top Up" ? "top-up" : "akun",
      type,
      title: `Produk uji ${id}`,
      price,
      stock,
      requiredInputs,
      createdAt: now,
      updatedAt: now,
    });
  return id;
}

describe("checkout", () => {
  it("creates one paid order per line from the wallet, taking stock", async () => {
    const start = await walletBalance(db(), buyer.id);
    const a = await listing({ price: 30_000, stock: 2 });
    const b = await listing({
      price: 5_000,
      stock: 100,
      type: "Top Up",
      requiredInputs: [{ id: "user_id", label: "User ID", type: "text" }],
    });
    const results = await checkout(
      ctx(),
      buyer,
      [
        { listingId: a, quantity: 2, expectedPrice: 30_000, userInputData: {} },
        { listingId: b, quantity: 1, expectedPrice: 5_000, userInputData: { user_id: " 12345678 ", extra: "x" } },
      ],
      crypto.randomUUID(),
    );
    expect(results.map((r) => r.ok && r.paid)).toEqual([true, true]);
    expect(await walletBalance(db(), buyer.id)).toBe(start - 65_000);
    const orderB = await db().query.orders.findFirst({
      where: eq(orders.id, results[1]!.ok ? results[1]!.orderId : ""),
    });
    expect(orderB).toMatchObject({ status: "Diproses", totalAmount: 5_000, userInputData: { user_id: "12345678" } });
    expect((await db().query.products.findFirst({ where: eq(products.id, a) }))!.stock).toBe(0);
    await expectLedgerInvariants();
  });

  it("never pays twice for the same idempotency key, even concurrently", async () => {
    const start = await walletBalance(db(), buyer.id);
    const a = await listing({ price: 7_000 });
    const key = crypto.randomUUID();
    const line = [{ listingId: a, quantity: 1, expectedPrice: 7_000, userInputData: {} }];
    const runs = await Promise.all(Array.from({ length: 5 }, () => checkout(ctx(), buyer, line, key)));
    const ids = new Set(runs.map((r) => (r[0]!.ok ? r[0]!.orderId : null)));
    expect(ids.size).toBe(1);
    expect(await walletBalance(db(), buyer.id)).toBe(start - 7_000);
    expect(await db().$count(orders, eq(orders.productId, a))).toBe(1);
    await expectLedgerInvariants();
  });

  it("answers a retry after a paid checkout with the same order, even though it took the last item", async () => {
    const a = await listing({ price: 4_000, stock: 1 });
    const key = crypto.randomUUID();
    const line = [{ listingId: a, quantity: 1, expectedPrice: 4_000, userInputData: {} }];
    const first = await checkout(ctx(), buyer, line, key);
    expect(first[0]).toMatchObject({ ok: true, paid: true });
    // The stock is now 0; the retry must not report "sold out" for the order it already made.
    expect(await checkout(ctx(), buyer, line, key)).toEqual([
      { listingId: a, ok: true, orderId: first[0]!.ok ? first[0]!.orderId : "", paid: true },
    ]);
    await expectLedgerInvariants();
  });

  it("explains changed prices, missing inputs, sold-out and own listings instead of charging", async () => {
    const start = await walletBalance(db(), buyer.id);
    const changed = await listing({ price: 9_000 });
    const soldOut = await listing({ stock: 0 });
    const topUp = await listing({
      type: "Top Up",
      requiredInputs: [{ id: "zone_id", label: "Zone ID", type: "text" }],
    });
    const results = await checkout(
      ctx(),
      buyer,
      [
        { listingId: changed, quantity: 1, expectedPrice: 8_000, userInputData: {} },
        { listingId: soldOut, quantity: 1, expectedPrice: 50_000, userInputData: {} },
        { listingId: topUp, quantity: 1, expectedPrice: 50_000, userInputData: { zone_id: "  " } },
        { listingId: "lst_tidak_ada", quantity: 1, expectedPrice: 1, userInputData: {} },
      ],
      crypto.randomUUID(),
    );
    expect(results).toEqual([
      { listingId: changed, ok: false, problem: { kind: "price_changed", price: 9_000 } },
      { listingId: soldOut, ok: false, problem: { kind: "out_of_stock", stock: 0 } },
      { listingId: topUp, ok: false, problem: { kind: "missing_input", label: "Zone ID" } },
      { listingId: "lst_tidak_ada", ok: false, problem: { kind: "not_found" } },
    ]);
    const own = await checkout(
      ctx(),
      { id: "usr_seller_2", role: "seller" },
      [{ listingId: changed, quantity: 1, expectedPrice: 9_000, userInputData: {} }],
      crypto.randomUUID(),
    );
    expect(own[0]).toMatchObject({ ok: false, problem: { kind: "own_listing" } });
    expect(await walletBalance(db(), buyer.id)).toBe(start);
  });

  it("leaves an order waiting for payment when the balance is short", async () => {
    const start = await walletBalance(db(), buyer.id);
    const pricey = await listing({ price: start + 1_000 });
    const [result] = await checkout(
      ctx(),
      buyer,
      [{ listingId: pricey, quantity: 1, expectedPrice: start + 1_000, userInputData: {} }],
      crypto.randomUUID(),
    );
    expect(result).toMatchObject({ ok: true, paid: false, reason: "insufficient_balance" });
    const order = await db().query.orders.findFirst({ where: eq(orders.productId, pricey) });
    expect(order?.status).toBe("Menunggu Pembayaran");
    expect(await walletBalance(db(), buyer.id)).toBe(start);
    await expectLedgerInvariants();
  });

  it("sells exactly the stock when many buyers race for the last items", async () => {
    const a = await listing({ price: 1_000, stock: 3 });
    const buyers = [
      "usr_demo_buyer",
      "usr_demo_seller",
      "usr_seller_3",
      "usr_seller_4",
      "usr_seller_5",
      "usr_demo_admin",
    ];
    // Fund the other buyers through the ledger so each can pay.
    const { move } = await import("~/modules/money/ledger.server");
    for (const id of buyers.slice(1)) {
      await move(db(), {
        kind: "test_funding",
        reference: `${a}:${id}`,
        legs: [
          { account: account.externalDeposits, amount: -10_000 },
          { account: account.wallet(id), amount: 10_000 },
        ],
      });
    }
    const results = await Promise.all(
      buyers.map((id) =>
        checkout(
          ctx(),
          { id, role: "buyer" },
          [{ listingId: a, quantity: 1, expectedPrice: 1_000, userInputData: {} }],
          crypto.randomUUID(),
        ),
      ),
    );
    const paid = results.filter((r) => r[0]!.ok && r[0]!.paid).length;
    expect(paid).toBe(3);
    expect((await db().query.products.findFirst({ where: eq(products.id, a) }))!.stock).toBe(0);
    await expectLedgerInvariants();
  });
});
