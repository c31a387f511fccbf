/**
 * The order state machine as people reach it: through the OrderRoom, with real users, real D1 and
 * real ledger movements. At every status each person tries every action; only the ones the design
 * allows change anything (ARCHITECTURE.md section 3).
 */
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { account } from "~/modules/money/constants";
import { balanceOf, move } from "~/modules/money/ledger.server";
import { checkout } from "~/modules/checkout/checkout.server";
import { ORDER_STATUS as S, type OrderStatus } from "~/modules/orders/constants";
import type { OrderAction } from "~/modules/orders/escrow";
import { newId } from "~/utils/ids";
import { ledgerTransactions, orders, products, users } from "~/db/schema";
import type { OrderRoom } from "../../workers/order-room/order-room";
import { walletBalance } from "~/modules/money/wallet-parts.server";
import { db, expectLedgerInvariants } from "./helpers";

type Person = { id: string; role: "buyer" | "seller" | "admin" };
const buyer: Person = { id: "usr_demo_buyer", role: "buyer" };
const seller: Person = { id: "usr_demo_seller", role: "seller" };
const otherBuyer: Person = { id: "usr_other_buyer", role: "buyer" };
const otherSeller: Person = { id: "usr_seller_2", role: "seller" };
const admin: Person = { id: "usr_demo_admin", role: "admin" };
const people = { buyer, seller, otherBuyer, otherSeller, admin };
const PEOPLE_ACTIONS: OrderAction[] = ["pay", "cancel", "ship", "confirm", "dispute", "release", "refund"];

async function ensureUser(id: string, role: Person["role"] = "buyer") {
  await db()
    .insert(users)
    .values({ id, email: `${id}@pasargame.test`, username: id, role, createdAt: Date.now(), updatedAt: Date.now() })
    .onConflictDoNothing();
}

/** A fresh listing of the demo seller and an unpaid order for it, watched by its room. */
async function newOrder(price = 40_000) {
  const now = Date.now();
  const productId = newId("lst");
  await db().insert(products).values({
    id: productId,
    sellerId: seller.id,
    gameSlug: "valorant",
    categorySlug: "akun",
    type: "Akun",
    title: "Akun uji transisi",
    price,
    stock: 2,
    createdAt: now,
    updatedAt: now,
  });
  const orderId = newId("ord");
  await db()
    .insert(orders)
    .values({
      id: orderId,
      buyerId: buyer.id,
      sellerId: seller.id,
      productId,
      productTitle: "Akun uji transisi",
      productType: "Akun",
      unitPrice: price,
      quantity: 1,
      totalAmount: price,
      deadlineAt: now + 24 * 3600_000,
      createdAt: now,
      updatedAt: now,
    });
  const room = env.ORDER_ROOM.get(env.ORDER_ROOM.idFromName(orderId));
  await room.track(orderId);
  return { orderId, room };
}

const statusOf = async (id: string) => (await db().query.orders.findFirst({ where: eq(orders.id, id) }))!.status;
const balances = async (orderId: string) =>
  Promise.all(
    [account.wallet(buyer.id), account.wallet(seller.id), account.escrow(orderId), account.platformFees].map((a) =>
      balanceOf(db(), a),
    ),
  );

/**
 * Walks an order along `path`. Before each step, every other (person, action) pair is tried and must
 * be refused without changing the status or any balance; then the step itself must succeed.
 */
async function walk(path: [keyof typeof people, OrderAction, OrderStatus][]) {
  await ensureUser(otherBuyer.id);
  const { orderId, room } = await newOrder();
  let refusals = 0;
  for (const [who, action, next] of path) {
    const status = await statusOf(orderId);
    const before = await balances(orderId);
    for (const [name, person] of Object.entries(people)) {
      for (const tried of PEOPLE_ACTIONS) {
        if (name === who && tried === action) continue;
        // Some other pairs are also allowed here (e.g. admin cancel); the walk takes one road.
        if (allowedElsewhere(status, name, tried)) continue;
        const result = await room.act({
          orderId,
          action: tried,
          by: person,
          extra: tried === "ship" ? { deliveryInfo: "v1:a:b" } : {},
        });
        expect(result.ok, `${name} ${tried} in ${status}`).toBe(false);
        refusals++;
      }
    }
    expect(await statusOf(orderId)).toBe(status);
    expect(await balances(orderId)).toEqual(before);
    const extra =
      action === "ship"
        ? { deliveryInfo: "v1:a:b" }
        : action === "dispute"
          ? { disputeReason: "Akun tidak bisa login", disputeEvidence: ["Kata sandi salah"] }
          : {};
    expect(await room.act({ orderId, action, by: people[who], extra }), `${who} ${action} in ${status}`).toMatchObject({
      ok: true,
      order: { status: next },
    });
  }
  await expectLedgerInvariants();
  return { orderId, refusals };
}

/** What people may do in each status (ARCHITECTURE.md section 3); `walk` takes one of them per step. */
const ALLOWED = new Set([
  `${S.awaitingPayment}|buyer|pay`,
  `${S.awaitingPayment}|buyer|cancel`,
  `${S.awaitingPayment}|admin|cancel`,
  `${S.processing}|seller|ship`,
  `${S.processing}|seller|cancel`,
  `${S.processing}|admin|cancel`,
  `${S.shipped}|buyer|confirm`,
  `${S.shipped}|buyer|dispute`,
  `${S.disputed}|admin|release`,
  `${S.disputed}|admin|refund`,
]);
const allowedElsewhere = (status: OrderStatus, who: string, action: OrderAction) =>
  ALLOWED.has(`${status}|${who}|${action}`);

describe("order transitions per role, through the OrderRoom", () => {
  it("pay → ship → confirm: only the buyer pays and confirms, only the seller ships; money moves exactly", async () => {
    const buyerStart = await walletBalance(db(), buyer.id);
    const sellerStart = await walletBalance(db(), seller.id);
    const feesStart = await balanceOf(db(), account.platformFees);
    const { refusals } = await walk([
      ["buyer", "pay", S.processing],
      ["seller", "ship", S.shipped],
      ["buyer", "confirm", S.completed],
    ]);
    expect(refusals).toBeGreaterThan(80);
    expect(await walletBalance(db(), buyer.id)).toBe(buyerStart - 40_000);
    expect(await walletBalance(db(), seller.id)).toBe(sellerStart + 38_000);
    expect(await balanceOf(db(), account.platformFees)).toBe(feesStart + 2_000);
  });

  it("pay → ship → dispute → admin release, and pay → ship → dispute → admin refund", async () => {
    const sellerStart = await walletBalance(db(), seller.id);
    await walk([
      ["buyer", "pay", S.processing],
      ["seller", "ship", S.shipped],
      ["buyer", "dispute", S.disputed],
      ["admin", "release", S.completed],
    ]);
    expect(await walletBalance(db(), seller.id)).toBe(sellerStart + 38_000);

    const buyerStart = await walletBalance(db(), buyer.id);
    const { orderId } = await walk([
      ["buyer", "pay", S.processing],
      ["seller", "ship", S.shipped],
      ["buyer", "dispute", S.disputed],
      ["admin", "refund", S.cancelled],
    ]);
    expect(await walletBalance(db(), buyer.id)).toBe(buyerStart);
    const order = await db().query.orders.findFirst({ where: eq(orders.id, orderId) });
    expect(order).toMatchObject({ disputeReason: "Akun tidak bisa login", disputeEvidence: ["Kata sandi salah"] });
  });

  it("cancels: the buyer before paying (nothing moves), the seller after paying (refund)", async () => {
    const start = await walletBalance(db(), buyer.id);
    await walk([["buyer", "cancel", S.cancelled]]);
    await walk([
      ["buyer", "pay", S.processing],
      ["seller", "cancel", S.cancelled],
    ]);
    expect(await walletBalance(db(), buyer.id)).toBe(start);
  });
});

describe("order deadlines as OrderRoom alarms", () => {
  const pastDeadline = (orderId: string) =>
    db()
      .update(orders)
      .set({ deadlineAt: Date.now() - 1 })
      .where(eq(orders.id, orderId));
  const movementsOf = async (orderId: string) =>
    (await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.reference, orderId))).map((t) => t.kind);

  it("expires an unpaid order after its deadline; a second alarm does nothing", async () => {
    const { orderId, room } = await newOrder();
    // Fired early (the deadline moved later): the alarm re-arms itself and changes nothing.
    expect(await runDurableObjectAlarm(room)).toBe(true);
    expect(await statusOf(orderId)).toBe(S.awaitingPayment);
    // 24 h later (the deadline moved into the past), the re-armed alarm expires the order.
    await pastDeadline(orderId);
    expect(await runDurableObjectAlarm(room)).toBe(true);
    expect(await statusOf(orderId)).toBe(S.cancelled);
    expect(await runDurableObjectAlarm(room)).toBe(false);
    expect(await movementsOf(orderId)).toEqual([]);
    await expectLedgerInvariants();
  });

  it("auto-confirms a shipped order after the dispute window, releasing once even if fired twice", async () => {
    const sellerStart = await walletBalance(db(), seller.id);
    const { orderId, room } = await newOrder(100_000);
    await room.act({ orderId, action: "pay", by: buyer });
    await room.act({ orderId, action: "ship", by: seller, extra: { deliveryInfo: "v1:a:b" } });
    await pastDeadline(orderId);
    expect(await runDurableObjectAlarm(room)).toBe(true);
    expect(await statusOf(orderId)).toBe(S.completed);
    // A duplicate delivery of the alarm finds nothing left to do.
    expect(await runDurableObjectAlarm(room)).toBe(false);
    await runInDurableObject(room, (r: OrderRoom) => r.alarm());
    expect(await movementsOf(orderId)).toEqual(["order_paid", "order_released"]);
    expect(await walletBalance(db(), seller.id)).toBe(sellerStart + 95_000);
    await expectLedgerInvariants();
  });
});

describe("checkout under contention", () => {
  it("50 concurrent checkouts against a wallet that can pay 7 of them: exactly 7 paid, never negative", async () => {
    const spender = { id: `usr_${crypto.randomUUID()}`, role: "buyer" as const };
    await ensureUser(spender.id);
    const price = 15_000;
    await move(db(), {
      kind: "test_funding",
      reference: spender.id,
      legs: [
        { account: account.externalDeposits, amount: -7 * price },
        { account: account.wallet(spender.id), amount: 7 * price },
      ],
    });
    const now = Date.now();
    const productId = newId("lst");
    await db().insert(products).values({
      id: productId,
      sellerId: seller.id,
      gameSlug: "valorant",
      categorySlug: "akun",
      type: "Akun",
      title: "Akun uji antrean",
      price,
      stock: 100,
      createdAt: now,
      updatedAt: now,
    });
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        checkout(
          { db: db(), env },
          spender,
          [{ listingId: productId, quantity: 1, expectedPrice: price, userInputData: {} }],
          crypto.randomUUID(),
        ),
      ),
    );
    const lines = results.flat();
    expect(lines.filter((l) => l.ok && l.paid)).toHaveLength(7);
    expect(lines.filter((l) => l.ok && !l.paid && l.reason === "insufficient_balance")).toHaveLength(43);
    expect(await walletBalance(db(), spender.id)).toBe(0);
    expect((await db().query.products.findFirst({ where: eq(products.id, productId) }))!.stock).toBe(93);
    await expectLedgerInvariants();
  });
});
