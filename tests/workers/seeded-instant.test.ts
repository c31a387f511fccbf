/**
 * The demo data's Pengiriman Instan: a few seeded voucher listings carry real, encrypted codes, so
 * their cards show 'Instan' and buying one delivers a code at once; the other seeded 'Instan'
 * listings (no codes) show no delivery time. Seeding again adds no code twice.
 */
import { env } from "cloudflare:test";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deliveryItems, orders, products } from "~/db/schema";
import { decryptDeliveryInfo } from "~/modules/orders/delivery.server";
import { checkout } from "~/modules/checkout/checkout.server";
import { ORDER_STATUS as S } from "~/modules/orders/constants";
import { seed } from "../../drizzle/seed";
import { SEED_INSTANT_ITEMS, SEED_LISTINGS } from "../../drizzle/seed-data";
import { signedIn } from "./fixtures";
import { db, expectLedgerInvariants, TEST_PASSWORD_HASH } from "./helpers";
import { client } from "./http";

const STEAM_45K = "lst_065";
const DEMO_BUYER = { id: "usr_demo_buyer", role: "buyer" as const };
const listing = async (id: string) => (await db().query.products.findFirst({ where: eq(products.id, id) }))!;
const unsoldOf = (id: string) =>
  db()
    .select()
    .from(deliveryItems)
    .where(and(eq(deliveryItems.listingId, id), isNull(deliveryItems.orderId)));

describe("seeded instant-delivery listings", () => {
  it("hold their codes encrypted with the app's key; their stock is the number of codes", async () => {
    expect(SEED_INSTANT_ITEMS.length).toBeGreaterThanOrEqual(2);
    for (const { listingId, items } of SEED_INSTANT_ITEMS) {
      expect(await listing(listingId), listingId).toMatchObject({ instantDelivery: true, stock: items.length });
      const stored = await unsoldOf(listingId);
      expect(stored).toHaveLength(items.length);
      expect(
        stored.every((s) => s.content.startsWith("v2:1:") && !items.some((code) => s.content.includes(code))),
      ).toBe(true);
      const opened = await Promise.all(stored.map((s) => decryptDeliveryInfo(env.DELIVERY_INFO_KEY, s.content)));
      expect(opened.sort()).toEqual([...items].sort());
    }
  });

  it("show 'Instan' on their cards; the other seeded 'Instan' listings show no delivery time", async () => {
    const html = (await (await client().get("/games/steam-wallet")).text()).replace(/<!-- -->/g, "");
    const card = (title: string) => {
      const at = html.indexOf(title);
      expect(at, title).toBeGreaterThan(-1);
      return html.slice(at, html.indexOf("</a>", at));
    };
    const instantTitle = SEED_LISTINGS.find((l) => l.id === STEAM_45K)!.title;
    expect(card(instantTitle)).toContain("Instan");
    // A seeded 'Instan' listing without codes: no promise shown.
    const page = (await (await client().get("/games/mobile-legends/top-up/lst_sample_3")).text()).replace(
      /<!-- -->/g,
      "",
    );
    expect(page).not.toMatch(/Pengiriman Instan/);
    const instantPage = (await (await client().get(`/games/steam-wallet/top-up/${STEAM_45K}`)).text()).replace(
      /<!-- -->/g,
      "",
    );
    expect(instantPage).toContain("Pengiriman Instan");
  });

  /** The demo buyer buys one code of the Steam Wallet IDR 45.000 listing from the wallet. */
  async function buyOne() {
    const price = (await listing(STEAM_45K)).price;
    const [line] = await checkout(
      { db: db(), env },
      DEMO_BUYER,
      [{ listingId: STEAM_45K, quantity: 1, expectedPrice: price, userInputData: {} }],
      crypto.randomUUID(),
    );
    expect(line).toMatchObject({ ok: true, paid: true });
    return (await db().query.orders.findFirst({ where: eq(orders.id, line!.ok ? line!.orderId : "") }))!;
  }

  it("deliver a code to the demo buyer the moment the order is paid", async () => {
    const stockBefore = (await listing(STEAM_45K)).stock;
    const order = await buyOne();
    expect(order.status).toBe(S.shipped);
    expect(order.shippedAt).toBe(order.paidAt);
    expect((await listing(STEAM_45K)).stock).toBe(stockBefore - 1);
    const [sold] = await db().select().from(deliveryItems).where(eq(deliveryItems.orderId, order.id));
    const code = await decryptDeliveryInfo(env.DELIVERY_INFO_KEY, sold!.content);
    expect(SEED_INSTANT_ITEMS.find((s) => s.listingId === STEAM_45K)!.items).toContain(code);
    const html = await (await (await signedIn(DEMO_BUYER.id)).get(`/order/${order.id}`)).text();
    expect(html).toContain(code!);
    await expectLedgerInvariants();
  });

  it("seeding again adds no code twice, keeps a sold code sold and the stock equal to the unsold codes", async () => {
    const order = await buyOne();
    const soldOf = async (id: string) =>
      (await db().select().from(deliveryItems).where(eq(deliveryItems.listingId, id))).filter((i) => i.orderId !== null)
        .length;
    const soldBefore = await Promise.all(SEED_INSTANT_ITEMS.map((s) => soldOf(s.listingId)));
    expect(soldBefore[SEED_INSTANT_ITEMS.findIndex((s) => s.listingId === STEAM_45K)]).toBeGreaterThan(0);
    await seed(db(), { passwordHash: TEST_PASSWORD_HASH, deliveryInfoKey: env.DELIVERY_INFO_KEY });
    for (const [index, { listingId, items }] of SEED_INSTANT_ITEMS.entries()) {
      const all = await db().select().from(deliveryItems).where(eq(deliveryItems.listingId, listingId));
      expect(all, listingId).toHaveLength(items.length);
      expect(await soldOf(listingId), listingId).toBe(soldBefore[index]);
      expect((await listing(listingId)).stock, listingId).toBe(items.length - soldBefore[index]!);
    }
    expect(await db().select().from(deliveryItems).where(eq(deliveryItems.orderId, order.id))).toHaveLength(1);
    await expectLedgerInvariants();
  });
});

describe("the seller dashboard", () => {
  it("links an instant listing's stock to its items, and a plain listing's stock to nothing", async () => {
    const { sellerId, id } = await listing(SEED_INSTANT_ITEMS[0]!.listingId);
    const html = await (await (await signedIn(sellerId)).get("/seller/dashboard")).text();
    // The stock's own element in the listing's row.
    const row = (listingId: string) => {
      const start = html.indexOf(`data-listing-id="${listingId}"`);
      const li = html.slice(start, html.indexOf("</li>", start));
      return /<(?:a|span)[^>]*data-testid="listing-stock"[^>]*>/.exec(li)?.[0] ?? "";
    };
    expect(row(id)).toContain(`href="/sell/instant/${id}"`);
    expect(html).toContain("Kelola Pengiriman Instan");
    const plain = (await db().query.products.findFirst({
      where: and(eq(products.sellerId, sellerId), eq(products.instantDelivery, false), eq(products.status, "active")),
    }))!;
    expect(row(plain.id)).toMatch(/^<span/);
  });
});
