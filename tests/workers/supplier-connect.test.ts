/**
 * A seller connects their Digiflazz account on the dashboard's 'Supplier' tab
 * (modules/topups/connect.server.ts): verified by a balance call at the supplier simulator before it
 * is saved, the key sealed and never shown again, the webhook to paste, and 'Putuskan' refused
 * while a top-up of theirs is still pending at the supplier.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products, supplierAccounts, topUpFulfilments } from "~/db/schema";
import { SUPPLIER_TEXTS as T } from "~/modules/topups/texts";
import { supplierWebhookSecret } from "~/modules/topups/accounts.server";
import { newListing, newUser, signedIn, toastOf } from "./fixtures";
import { SIM } from "./gateway-sim";
import { db, insertOrder } from "./helpers";
import { ORIGIN } from "./http";

const TAB = "/seller/dashboard?tab=supplier";
let counter = 0;

/** A fresh account at the supplier simulator (its dashboard's test controls). */
async function simAccount(balance = 750_000) {
  const credentials = { username: `toko${Date.now()}${++counter}`, apiKey: `dev-${crypto.randomUUID()}` };
  const res = await env.PAYMENT_GATEWAY!.fetch(`${SIM}/_sim/digiflazz/accounts`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...credentials, balance }),
  });
  expect(res.status).toBe(200);
  return credentials;
}

const page = async (res: Response) => res.text();
const accountOf = (sellerId: string) =>
  db().query.supplierAccounts.findFirst({ where: eq(supplierAccounts.sellerId, sellerId) });

describe("connecting a Digiflazz account", () => {
  it("a new seller sees the form; wrong keys are refused with what was typed kept, except the key", async () => {
    const seller = await newUser("seller", "supl");
    const c = await signedIn(seller.id);
    const tab = await page(await c.get(TAB));
    expect(tab).toContain(T.notConnected);
    expect(tab).toContain('name="apiKey"');

    const sim = await simAccount();
    const wrong = await c.post(TAB, { intent: "connect-supplier", username: sim.username, apiKey: "kunci-salah-1234" });
    expect(wrong.status).toBe(400);
    const html = await page(wrong);
    expect(html).toContain(T.verifyFailed);
    expect(html).toContain(`value="${sim.username}"`);
    expect(html).not.toContain("kunci-salah-1234");
    expect(await accountOf(seller.id)).toBeUndefined();

    const empty = await c.post(TAB, { intent: "connect-supplier", username: "", apiKey: "" });
    expect(empty.status).toBe(400);
    const emptyHtml = await page(empty);
    expect(emptyHtml).toContain(T.usernameRequired);
    expect(emptyHtml).toContain(T.apiKeyRequired);
  });

  it("a right key is verified, stored sealed, shown only by its last 4 with the saldo and the webhook", async () => {
    const seller = await newUser("seller", "supl");
    const c = await signedIn(seller.id);
    const sim = await simAccount(750_000);
    const res = await c.post(TAB, { intent: "connect-supplier", username: ` ${sim.username} `, apiKey: sim.apiKey });
    expect(res.status).toBe(302);
    expect(toastOf(res)).toMatchObject({ type: "success", title: T.connectedTitle });
    expect(toastOf(res)?.description).toContain("Rp750.000");

    const row = (await accountOf(seller.id))!;
    expect(row).toMatchObject({ provider: "digiflazz", username: sim.username });
    expect(row.verifiedAt).toBeGreaterThan(0);
    expect(row.apiKeySealed).not.toContain(sim.apiKey);

    const tab = await page(await c.get(TAB));
    expect(tab).toContain(sim.username);
    expect(tab).toContain(T.keyEnding(sim.apiKey.slice(-4)));
    expect(tab).not.toContain(sim.apiKey);
    expect(tab).toContain("Rp750.000");
    expect(tab).toContain(`${ORIGIN}/webhooks/digiflazz/${seller.id}`);
    expect(tab).toContain(T.disconnect);
  });

  it("only a seller may connect (403 'Akses Ditolak'), and never from another site", async () => {
    const buyer = await newUser("buyer", "supl");
    const sim = await simAccount();
    const asBuyer = await (await signedIn(buyer.id)).post(TAB, { intent: "connect-supplier", ...sim });
    expect(asBuyer.status).toBe(403);
    expect(await page(asBuyer)).toContain("Akses Ditolak");

    const seller = await newUser("seller", "supl");
    const c = await signedIn(seller.id);
    const foreign = await c.post(TAB, { intent: "connect-supplier", ...sim }, { Origin: "https://jahat.example" });
    expect(foreign.status).toBe(403);
    expect(await accountOf(seller.id)).toBeUndefined();
  });

  it("'Putuskan' is refused while a top-up is pending at the supplier, then unmaps the listings", async () => {
    const seller = await newUser("seller", "supl");
    const buyer = await newUser("buyer", "supl");
    const c = await signedIn(seller.id);
    const sim = await simAccount();
    expect((await c.post(TAB, { intent: "connect-supplier", ...sim })).status).toBe(302);
    const listing = await newListing(seller.id, "Top up 86 Diamond");
    await db()
      .update(products)
      .set({ supplierSku: "ml86", supplierMaxPrice: 20_000 })
      .where(eq(products.id, listing.id));
    const orderId = await insertOrder(buyer.id, listing.id, "Dikirim");
    await db().insert(topUpFulfilments).values({
      orderId,
      sellerId: seller.id,
      provider: "digiflazz",
      sku: "ml86",
      customerNo: "12345678",
      maxPrice: 20_000,
      createdAt: Date.now(),
      updatedAt: Date.now(),
    });

    const refused = await c.post(TAB, { intent: "disconnect-supplier" });
    expect(refused.status).toBe(409);
    expect(await page(refused)).toContain(T.disconnectRefused);
    expect(await accountOf(seller.id)).toBeDefined();

    await db()
      .update(topUpFulfilments)
      .set({ status: "success", sn: "SN1" })
      .where(eq(topUpFulfilments.orderId, orderId));
    const done = await c.post(TAB, { intent: "disconnect-supplier" });
    expect(done.status).toBe(302);
    expect(toastOf(done)).toMatchObject({ type: "success", title: T.disconnectedTitle });
    expect(await accountOf(seller.id)).toBeUndefined();
    const unmapped = await db().query.products.findFirst({ where: eq(products.id, listing.id) });
    expect(unmapped).toMatchObject({ supplierSku: null, supplierMaxPrice: null });
    expect(await page(await c.get(TAB))).toContain(T.notConnected);
  });

  it("the webhook secret is an HMAC of the seller's id under the server's key", async () => {
    expect(await supplierWebhookSecret({}, "usr_1")).toBeNull();
    const a = await supplierWebhookSecret({ SUPPLIER_WEBHOOK_KEY: "k" }, "usr_1");
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(await supplierWebhookSecret({ SUPPLIER_WEBHOOK_KEY: "k" }, "usr_2")).not.toBe(a);
  });
});
