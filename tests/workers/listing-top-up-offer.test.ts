/**
 * A Top Up listing's offer on the create and edit forms (modules/listings/top-up-offer.ts): the
 * game's denomination, the supplier SKU and maximum buy price (both or none, only with a connected
 * supplier, never above the price), 'Instan' only for a listing that delivers by itself, and the
 * promise with its refund rule on the listing page and on the paid order.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products, supplierAccounts } from "~/db/schema";
import { checkout } from "~/modules/checkout/checkout.server";
import { promisedShipMs } from "~/modules/checkout/ship-deadline";
import { PROMISE_TEXTS as P, TOP_UP_OFFER_TEXTS as T } from "~/modules/listings/texts";
import { db, expectLedgerInvariants } from "./helpers";
import { fundedBuyer, newUser, signedIn } from "./fixtures";
import { client } from "./http";

const text = async (res: Response) =>
  (await res.text())
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&gt;/g, ">");

const topUp = {
  gameSlug: "mobile-legends",
  categorySlug: "top-up",
  title: "86 Diamond MLBB otomatis",
  description: "Masuk otomatis lewat supplier.",
  price: "22000",
  originalPrice: "",
  stock: "100",
  platform: "Mobile",
  serverRegion: "",
  deliveryTime: "15 Menit",
  tags: "",
  buyerInputs: ["User ID", "Zone ID"],
};

async function seller(connected: boolean) {
  const user = await newUser("seller", "sku");
  if (connected) {
    const now = Date.now();
    await db()
      .insert(supplierAccounts)
      .values({
        sellerId: user.id,
        provider: "digiflazz",
        username: `toko_${user.id.slice(-6)}`,
        apiKeySealed: "v1:tidak-dipakai-di-tes-ini",
        verifiedAt: now,
        createdAt: now,
        updatedAt: now,
      });
  }
  return { ...user, c: await signedIn(user.id) };
}
const newest = (sellerId: string) => db().query.products.findFirst({ where: eq(products.sellerId, sellerId) });

describe("a Top Up listing's denomination and promise without a supplier", () => {
  it("offers the game's denominations and a link to connect a supplier, not the SKU fields", async () => {
    const { c } = await seller(false);
    const html = await text(await c.get("/sell/create-listing?game=mobile-legends&categorySlug=top-up"));
    expect(html).toContain('<option value="ml-86">86 Diamond</option>');
    expect(html).not.toContain('value="val-420"');
    expect(html).not.toContain('name="supplierSku"');
    expect(html).toContain(T.connectHint);
  });

  it("saves the denomination; refuses 'Instan', a SKU, and another game's denomination", async () => {
    const s = await seller(false);
    const refused = await s.c.post("/sell/create-listing", {
      ...topUp,
      deliveryTime: "Instan",
      denominationId: "val-420",
      supplierSku: "ml86",
      supplierMaxPrice: "20000",
    });
    expect(refused.status).toBe(400);
    const html = await text(refused);
    expect(html).toContain(T.instantRefused);
    expect(html).toContain(T.notConnected);
    expect(html).toContain(T.denominationInvalid);
    expect(await newest(s.id)).toBeUndefined();

    const saved = await s.c.post("/sell/create-listing", { ...topUp, denominationId: "ml-86" });
    expect(saved.status).toBe(302);
    expect(await newest(s.id)).toMatchObject({
      denominationId: "ml-86",
      supplierSku: null,
      supplierMaxPrice: null,
      deliveryTime: "15 Menit",
    });
  });

  it("an Akun listing keeps its old 'Instan' choice and never stores an offer", async () => {
    const s = await seller(false);
    const res = await s.c.post("/sell/create-listing", {
      ...topUp,
      categorySlug: "akun",
      title: "Akun MLBB biasa saja",
      deliveryTime: "Instan",
      denominationId: "ml-86",
    });
    expect(res.status).toBe(302);
    expect(await newest(s.id)).toMatchObject({ type: "Akun", denominationId: null, supplierSku: null });
  });
});

describe("a Top Up listing mapped to the seller's supplier", () => {
  it("asks for both SKU and maximum, a positive whole maximum not above the price", async () => {
    const s = await seller(true);
    const form = await text(await s.c.get("/sell/create-listing?game=mobile-legends&categorySlug=top-up"));
    expect(form).toContain('name="supplierSku"');
    expect(form).toContain('name="supplierMaxPrice"');

    const cases: [Record<string, string>, string, string][] = [
      [{ supplierSku: "ml86", supplierMaxPrice: "" }, T.bothOrNone, "supplierSku=ml86"],
      [{ supplierSku: "", supplierMaxPrice: "20000" }, T.bothOrNone, "maxPrice only"],
      [{ supplierSku: "ml 86!", supplierMaxPrice: "20000" }, T.skuInvalid, "bad sku"],
      [{ supplierSku: "ml86", supplierMaxPrice: "0" }, T.maxPriceInvalid, "zero"],
      [{ supplierSku: "ml86", supplierMaxPrice: "19999.5" }, T.maxPriceInvalid, "decimal"],
      [{ supplierSku: "ml86", supplierMaxPrice: "22001" }, T.maxPriceAbovePrice, "above price"],
    ];
    for (const [fields, message, name] of cases) {
      const res = await s.c.post("/sell/create-listing", { ...topUp, ...fields });
      expect(res.status, name).toBe(400);
      const html = await text(res);
      expect(html, name).toContain(message);
      if (fields.supplierSku) expect(html, name).toContain(`value="${fields.supplierSku}"`);
    }
    expect(await newest(s.id)).toBeUndefined();
  });

  it("saves the mapping with 'Instan'; the edit form shows it; the price never drops below the maximum", async () => {
    const s = await seller(true);
    const res = await s.c.post("/sell/create-listing", {
      ...topUp,
      deliveryTime: "Instan",
      denominationId: "ml-86",
      supplierSku: " ml86 ",
      supplierMaxPrice: "20.000",
    });
    expect(res.status).toBe(302);
    const row = (await newest(s.id))!;
    expect(row).toMatchObject({
      denominationId: "ml-86",
      supplierSku: "ml86",
      supplierMaxPrice: 20_000,
      deliveryTime: "Instan",
    });

    const edit = await text(await s.c.get(`/sell/edit-listing/${row.id}`));
    expect(edit).toContain('value="ml86"');
    expect(edit).toContain('value="20000"');
    expect(edit).toMatch(/<option value="ml-86" selected/);

    const cheaper = await s.c.post(`/sell/edit-listing/${row.id}`, {
      ...topUp,
      price: "19000",
      deliveryTime: "Instan",
      denominationId: "ml-86",
      supplierSku: "ml86",
      supplierMaxPrice: "20000",
    });
    expect(cheaper.status).toBe(400);
    expect(await text(cheaper)).toContain(T.maxPriceAbovePrice);

    const inline = await s.c.post("/seller/dashboard", {
      intent: "update",
      listingId: row.id,
      price: "15000",
      originalPrice: "",
      stock: "100",
    });
    expect(inline.status).toBe(400);
    expect(await text(inline)).toContain(T.priceBelowMax("Rp20.000"));

    // Unmapped on the edit form, 'Instan' is no longer allowed.
    const unmapped = await s.c.post(`/sell/edit-listing/${row.id}`, { ...topUp, deliveryTime: "Instan" });
    expect(unmapped.status).toBe(400);
    expect(await text(unmapped)).toContain(T.instantRefused);
    expect((await newest(s.id))!.supplierSku).toBe("ml86");
  });
});

describe("the promise and the refund rule a buyer reads", () => {
  it("the listing page states the delivery and the refund window, the paid order the same", async () => {
    const s = await seller(true);
    const mapped = await s.c.post("/sell/create-listing", {
      ...topUp,
      deliveryTime: "Instan",
      supplierSku: "ml86",
      supplierMaxPrice: "20000",
    });
    expect(mapped.status).toBe(302);
    const manual = await s.c.post("/sell/create-listing", { ...topUp, title: "86 Diamond MLBB manual" });
    expect(manual.status).toBe(302);
    const rows = await db().query.products.findMany({ where: eq(products.sellerId, s.id) });
    const [auto, byHand] = [rows.find((r) => r.supplierSku)!, rows.find((r) => !r.supplierSku)!];

    // A mapped 'Instan' listing shows 'Instan' (it delivers by itself) and its 5-minute refund window.
    const autoPage = await text(await client().get(`/games/mobile-legends/top-up/${auto.id}`));
    expect(autoPage).toContain("Pengiriman Instan");
    expect(autoPage).toContain(`${P.supplier} ${P.listing(P.window(promisedShipMs("Instan", true)))}`);
    expect(autoPage).toContain(P.listing("5 menit"));
    const byHandPage = await text(await client().get(`/games/mobile-legends/top-up/${byHand.id}`));
    expect(byHandPage).toContain(P.listing("15 menit"));
    expect(byHandPage).not.toContain(P.supplier);

    // Paid: the order page tells the buyer and the seller the same 15 minutes.
    const buyer = await fundedBuyer(22_000);
    const [line] = await checkout(
      { db: db(), env },
      buyer,
      [
        {
          listingId: byHand.id,
          quantity: 1,
          expectedPrice: 22_000,
          userInputData: { user_id: "109088431", zone_id: "2077" },
        },
      ],
      crypto.randomUUID(),
    );
    if (!line?.ok || !line.paid) throw new Error(`checkout did not pay: ${JSON.stringify(line)}`);
    const buyerPage = await text(await (await signedIn(buyer.id)).get(`/order/${line.orderId}`));
    expect(buyerPage).toContain(P.buyer("15 menit"));
    expect(await text(await s.c.get(`/order/${line.orderId}`))).toContain(P.seller("15 menit"));
    await expectLedgerInvariants();
  });
});

describe("a new Top Up listing's buyer inputs", () => {
  const ticked = (html: string) =>
    [...html.matchAll(/<input type="checkbox" name="buyerInputs"[^>]*>/g)]
      .filter((m) => / checked=""/.test(m[0]))
      .map((m) => /value="([^"]+)"/.exec(m[0])?.[1]);

  it("start from the game's own IDs: User ID and Zone ID for Mobile Legends, none for a Riot ID", async () => {
    const { c } = await seller(false);
    const ml = await c.get("/sell/create-listing?game=mobile-legends&categorySlug=top-up");
    expect(ml.status).toBe(200);
    expect(ticked(await ml.text())).toEqual(["User ID", "Zone ID"]);
    const valorant = await c.get("/sell/create-listing?game=valorant&categorySlug=top-up");
    expect(ticked(await valorant.text())).toEqual([]);
  });
});
