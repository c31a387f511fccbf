/**
 * A listing's promised delivery time is its paid orders' ship deadline (at most 24 h): copied onto
 * the order at checkout, started by payment, kept by the OrderRoom as its alarm, which cancels and
 * refunds an order not shipped by then. The seller's on-time rate ('Tepat waktu') counts the orders
 * shipped in the last 90 days by that deadline.
 */
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ledgerTransactions, orders, products } from "~/db/schema";
import { sellerFigures } from "~/modules/catalog/seller-figures.server";
import { account } from "~/modules/money/constants";
import { balanceOf } from "~/modules/money/ledger.server";
import { checkout } from "~/modules/checkout/checkout.server";
import { ORDER_STATUS as S, SHIP_DEADLINE_MS } from "~/modules/orders/constants";
import { fundedBuyer, newListing, newUser, roomOf, signedIn } from "./fixtures";
import { walletBalance } from "~/modules/money/wallet-parts.server";
import { db, expectLedgerInvariants } from "./helpers";
import { client } from "./http";

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const PRICE = 40_000;
const ctx = () => ({ db: db(), env });
const orderRow = async (id: string) => (await db().query.orders.findFirst({ where: eq(orders.id, id) }))!;
const stockOf = async (id: string) => (await db().query.products.findFirst({ where: eq(products.id, id) }))!.stock;
const alarmOf = (orderId: string) =>
  runInDurableObject(roomOf(orderId), (_room, state: DurableObjectState) => state.storage.getAlarm());

/** A listing promising `deliveryTime`, and a funded buyer's order of it paid from the wallet. */
async function paidOrder(deliveryTime: string | null) {
  const seller = await newUser("seller", "janji");
  const listing = await newListing(seller.id, `Akun Janji ${deliveryTime ?? "kosong"}`, PRICE, 3);
  await db().update(products).set({ deliveryTime }).where(eq(products.id, listing.id));
  const buyer = await fundedBuyer(PRICE);
  const before = Date.now();
  const [line] = await checkout(
    ctx(),
    buyer,
    [{ listingId: listing.id, quantity: 1, expectedPrice: PRICE, userInputData: {} }],
    crypto.randomUUID(),
  );
  if (!line?.ok || !line.paid) throw new Error(`checkout did not pay: ${JSON.stringify(line)}`);
  return { seller, buyer, listing, orderId: line.orderId, before };
}

describe("the promised delivery time as the ship deadline", () => {
  it("a '15 Menit' listing's paid order must ship within 15 minutes, whatever the listing says later", async () => {
    const { buyer, listing, orderId, before } = await paidOrder("15 Menit");
    const order = await orderRow(orderId);
    expect(order.status).toBe(S.processing);
    expect(order.shipWithinMs).toBe(15 * MIN);
    expect(order.paidAt).toBeGreaterThanOrEqual(before);
    expect(order.deadlineAt).toBe(order.paidAt! + 15 * MIN);
    expect(order.shipByAt).toBe(order.deadlineAt);
    // The room wakes at that deadline.
    expect(await alarmOf(orderId)).toBe(order.deadlineAt);
    // Both parties' order page shows it (the date is server-rendered).
    const page = await (await (await signedIn(buyer.id)).get(`/order/${orderId}`)).text();
    expect(page).toContain(`dateTime="${new Date(order.deadlineAt!).toISOString()}"`);
    expect(page).toContain("Penjual harus mengirim sebelum pesanan dibatalkan otomatis");

    // The seller promising more time afterwards changes nothing for this order.
    await db().update(products).set({ deliveryTime: "1 Jam" }).where(eq(products.id, listing.id));
    expect(await orderRow(orderId)).toMatchObject({ shipWithinMs: 15 * MIN, deadlineAt: order.deadlineAt });
  });

  it("the alarm cancels and refunds it once the 15 minutes have passed, and only then", async () => {
    const { buyer, listing, orderId } = await paidOrder("15 Menit");
    expect(await walletBalance(db(), buyer.id)).toBe(0);
    expect(await stockOf(listing.id)).toBe(2);
    // Woken early: nothing happens, the alarm stays at the deadline.
    expect(await runDurableObjectAlarm(roomOf(orderId))).toBe(true);
    expect((await orderRow(orderId)).status).toBe(S.processing);

    // 16 minutes later (the order's moments moved back instead of the clock forward).
    await db()
      .update(orders)
      .set({
        paidAt: sql`${orders.paidAt} - ${16 * MIN}`,
        deadlineAt: sql`${orders.deadlineAt} - ${16 * MIN}`,
        shipByAt: sql`${orders.shipByAt} - ${16 * MIN}`,
      })
      .where(eq(orders.id, orderId));
    expect(await runDurableObjectAlarm(roomOf(orderId))).toBe(true);
    const after = await orderRow(orderId);
    expect(after.status).toBe(S.cancelled);
    expect(after.shippedAt).toBeNull();
    expect(await walletBalance(db(), buyer.id)).toBe(PRICE);
    expect(await balanceOf(db(), account.escrow(orderId))).toBe(0);
    expect(await stockOf(listing.id)).toBe(3);
    // A second alarm finds nothing to do: refunded once.
    expect(await runDurableObjectAlarm(roomOf(orderId))).toBe(false);
    const kinds = (await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.reference, orderId))).map(
      (t) => t.kind,
    );
    expect(kinds.sort()).toEqual(["order_paid", "order_refunded"]);
    await expectLedgerInvariants();
  });

  it("'1-3 Hari', an empty promise and 'Instan' without instant items all give the 24 h cap", async () => {
    for (const deliveryTime of ["1-3 Hari", null, "Instan"]) {
      const { orderId } = await paidOrder(deliveryTime);
      const order = await orderRow(orderId);
      expect(order.shipWithinMs, String(deliveryTime)).toBe(SHIP_DEADLINE_MS);
      expect(order.deadlineAt! - order.paidAt!, String(deliveryTime)).toBe(SHIP_DEADLINE_MS);
    }
    await expectLedgerInvariants();
  });

  it("migration 0039 makes a listing's '1-3 Hari' say '24 Jam', what its orders always had", async () => {
    const seller = await newUser("seller", "hari");
    const listing = await newListing(seller.id, "Joki lama 1-3 hari", PRICE, 1);
    await db().update(products).set({ deliveryTime: "1-3 Hari" }).where(eq(products.id, listing.id));
    const before = await env.DB.prepare("SELECT version FROM cache_versions WHERE key = 'catalog'").first<number>(
      "version",
    );
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0039_"))!;
    for (const query of migration.queries) await env.DB.prepare(query).run();
    const row = await db().query.products.findFirst({ where: eq(products.id, listing.id) });
    expect(row!.deliveryTime).toBe("24 Jam");
    expect(await env.DB.prepare("SELECT version FROM cache_versions WHERE key = 'catalog'").first("version")).toBe(
      before! + 1,
    );
  });

  it("shipping in time keeps the deadline on the order and counts as on time", async () => {
    const { seller, orderId } = await paidOrder("30 Menit");
    const shipped = await roomOf(orderId).act({
      orderId,
      action: "ship",
      by: { id: seller.id, role: "seller" },
      extra: {
        deliveryInfo: "Kode: ABCD-1234",
      },
    });
    expect(shipped.ok).toBe(true);
    const order = await orderRow(orderId);
    expect(order.status).toBe(S.shipped);
    expect(order.shipByAt).toBe(order.paidAt! + 30 * MIN);
    expect(order.shippedAt).toBeLessThanOrEqual(order.shipByAt!);
    const figures = await sellerFigures({ db: db() }, seller.id);
    expect(figures).toMatchObject({ recentShipments: 1, onTimeShipments: 1 });
    await expectLedgerInvariants();
  });
});

describe("the listing form", () => {
  it("tells the seller what the delivery time promises, on creating and on editing a listing", async () => {
    const seller = await newUser("seller", "formjanji");
    const listing = await newListing(seller.id, "Akun Form Janji");
    const c = await signedIn(seller.id);
    for (const path of ["/sell/create-listing", `/sell/edit-listing/${listing.id}`]) {
      const html = (await (await c.get(path)).text()).replace(/&#x27;/g, "'");
      expect(html, path).toContain('aria-describedby="field-deliveryTime-hint"');
      expect(html, path).toMatch(
        /id="field-deliveryTime-hint"[^>]*>Janji Anda: pesanan yang dibayar wajib dikirim dalam waktu ini \(maks\. 24 jam\)\. Lewat batas, pesanan batal otomatis dan dana kembali ke pembeli\./,
      );
    }
  });

  it("starts a new listing from a choice its hint allows: 'Instan' is named for automatic delivery only", async () => {
    const seller = await newUser("seller", "formpilihan");
    const c = await signedIn(seller.id);
    const html = (await (await c.get("/sell/create-listing?game=mobile-legends&categorySlug=top-up")).text()).replace(
      /&#x27;/g,
      "'",
    );
    const select = /<select[^>]*name="deliveryTime"[^>]*>([\s\S]*?)<\/select>/.exec(html)![1]!;
    const options = [...select.matchAll(/<option value="([^"]+)"( selected="")?>([^<]*)<\/option>/g)];
    // A seller without a supplier who keeps the default is not refused for it: the default is the
    // 24-hour promise every order has anyway, not 'Instan'.
    expect(options.filter((o) => o[2]).map((o) => o[1])).toEqual(["24 Jam"]);
    expect(options.find((o) => o[1] === "Instan")?.[3]).toBe("Instan (otomatis)");
    expect(html).toMatch(
      /id="field-deliveryTime-hint"[^>]*>[^<]*'Instan' hanya untuk listing yang dikirim otomatis lewat supplier atau Pengiriman Instan/,
    );
  });
});

describe("the seller's on-time rate ('Tepat waktu')", () => {
  const NOW = Date.now();
  let seller: { id: string; username: string };
  let listingPath = "";

  /** One order of the seller: paid `daysAgo` days ago with a `promised`-minute deadline, shipped `shippedAfter` minutes after paying. */
  async function order(
    buyerId: string,
    productId: string,
    o: { daysAgo: number; promised: number; shippedAfter?: number; recorded?: boolean },
  ) {
    const paidAt = NOW - o.daysAgo * DAY;
    await db()
      .insert(orders)
      .values({
        id: `ord_ontime_${crypto.randomUUID()}`,
        buyerId,
        sellerId: seller.id,
        productId,
        productTitle: "Akun tepat waktu",
        productType: "Akun",
        unitPrice: PRICE,
        quantity: 1,
        totalAmount: PRICE,
        status: o.shippedAfter === undefined ? S.cancelled : S.completed,
        shipWithinMs: o.promised * MIN,
        shipByAt: o.recorded === false ? null : paidAt + o.promised * MIN,
        paidAt,
        shippedAt: o.shippedAfter === undefined ? null : paidAt + o.shippedAfter * MIN,
        createdAt: paidAt - MIN,
        updatedAt: paidAt,
      });
  }

  beforeAll(async () => {
    const s = await newUser("seller", "tepat");
    seller = s;
    const listing = await newListing(s.id, "Akun Tepat Waktu");
    listingPath = listing.path;
    const buyer = await newUser("buyer", "tepat");
    const add = (o: Parameters<typeof order>[2]) => order(buyer.id, listing.id, o);
    // On time: 10 of 15 minutes, exactly at the deadline, 50 of 60 minutes.
    await add({ daysAgo: 1, promised: 15, shippedAfter: 10 });
    await add({ daysAgo: 2, promised: 15, shippedAfter: 15 });
    await add({ daysAgo: 3, promised: 60, shippedAfter: 50 });
    // Paid before deadlines were recorded: the 24 h every order had, so 20 hours is on time.
    await add({ daysAgo: 4, promised: 24 * 60, shippedAfter: 20 * 60, recorded: false });
    // Made before the window, shipped (late) inside it: counted as a shipment, not as an order.
    await add({ daysAgo: 90.2, promised: 5, shippedAfter: 6 * 60 });
    // Late: 16 of 15 minutes, 2 hours of 1 hour.
    await add({ daysAgo: 5, promised: 15, shippedAfter: 16 });
    await add({ daysAgo: 6, promised: 60, shippedAfter: 120 });
    // Not counted: shipped late 100 days ago, and never shipped (cancelled at the deadline).
    await add({ daysAgo: 100, promised: 15, shippedAfter: 600 });
    await add({ daysAgo: 1, promised: 15 });
  });

  it("counts the orders shipped in the last 90 days and those shipped by their deadline", async () => {
    const f = await sellerFigures({ db: db() }, seller.id, NOW);
    expect(f).toMatchObject({ orders: 7, recentShipments: 7, onTimeShipments: 4 });
  });

  it("shows it with its count on the public profile and on the listing's seller card", async () => {
    for (const path of [`/user/${seller.username}`, listingPath]) {
      const html = (await (await client().get(path)).text()).replace(/<!-- -->/g, "");
      const start = html.indexOf('data-testid="seller-figures"');
      expect(start, path).toBeGreaterThan(-1);
      const text = html
        .slice(start, html.indexOf("</section>", start))
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ");
      expect(text, path).toContain("Tepat waktu 57% dari 7 pengiriman");
    }
  });
});
