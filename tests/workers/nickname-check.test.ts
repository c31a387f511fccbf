/**
 * The nickname check of top-up IDs (issue 32 point 2): through VIP Reseller's get-nickname (the
 * simulator speaks it) the typed ID's nickname, "ID tidak ditemukan", or — when no answer comes in
 * time — a plain note to look at the ID again; on the top-up page without JavaScript ('Cek ID'
 * posts and the page comes back with it and with what was typed), and at checkout, where the
 * nickname the buyer confirmed is checked again and kept on the order.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, products } from "~/db/schema";
import { checkNickname } from "~/modules/topups/nickname.server";
import { db, expectLedgerInvariants } from "./helpers";
import { client, login } from "./http";

const ML = "lst_012"; // 86 Diamond Mobile Legends (User ID + Zone ID)
const BUYER = "usr_demo_buyer";
const FOUND = { user_id: "109088431", zone_id: "2558" }; // the simulator's RakaMythic
const UNKNOWN = { user_id: "123456789", zone_id: "2558" };
const SILENT = { user_id: "999000111", zone_id: "2558" }; // the simulator never answers in time
const UNAVAILABLE = "Nickname tidak dapat dicek saat ini. Periksa lagi ID Anda sebelum membayar.";
const text = (html: string) => html.replace(/<!-- -->/g, "");

describe("checkNickname (VIP Reseller get-nickname, locally the simulator)", () => {
  it("finds the demo player, names the provider", async () => {
    expect(await checkNickname(env, "mobile-legends", FOUND)).toEqual({
      state: "found",
      nickname: "RakaMythic",
      provider: "vip-reseller",
    });
  });

  it("says not found for an ID the supplier does not know", async () => {
    expect(await checkNickname(env, "mobile-legends", UNKNOWN)).toEqual({ state: "not_found" });
  });

  it("names a Riot ID by its own name, as Riot's lookup does", async () => {
    expect(await checkNickname(env, "valorant", { riot_id: "Pemain#1234" })).toMatchObject({
      state: "found",
      nickname: "Pemain",
    });
  });

  it("gives up after its own timeout when the supplier is silent", async () => {
    const started = Date.now();
    expect(await checkNickname(env, "mobile-legends", SILENT, { timeoutMs: 300 })).toEqual({ state: "unavailable" });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("is unavailable without a supplier account, or with a wrong key (not 'not found')", async () => {
    const { VIP_RESELLER_API_KEY: _k, ...unset } = env;
    expect(await checkNickname(unset, "mobile-legends", FOUND)).toEqual({ state: "unavailable" });
    expect(await checkNickname({ ...env, VIP_RESELLER_API_KEY: "wrong" }, "mobile-legends", FOUND)).toEqual({
      state: "unavailable",
    });
  });
});

describe("'Cek ID' on the top-up page, without JavaScript", () => {
  const check = (fields: Record<string, string>) => client().post("/games/mobile-legends/top-up", fields);

  it("shows the nickname to confirm, keeping the typed IDs", async () => {
    const res = await check(FOUND);
    expect(res.status).toBe(200);
    const html = text(await res.text());
    expect(html).toMatch(/Nickname: <b[^>]*>RakaMythic<\/b> — pastikan benar/);
    expect(html).toMatch(/name="user_id"[^>]*value="109088431"|value="109088431"[^>]*name="user_id"/);
    // The denomination grid follows the ID form.
    expect(html.indexOf("RakaMythic")).toBeLessThan(html.indexOf('data-testid="top-up-tile"'));
    expect(res.headers.get("Cache-Control")).toContain("no-store");
  });

  it("says 'ID tidak ditemukan' for an unknown player", async () => {
    const html = await (await check(UNKNOWN)).text();
    expect(html).toContain("ID tidak ditemukan");
    expect(html).toMatch(/value="123456789"/);
  });

  it("says plainly that the nickname could not be checked when the supplier is silent", async () => {
    const html = await (await check(SILENT)).text();
    expect(html).toContain(UNAVAILABLE);
  });

  it("refuses an ID not in the game's form with the rule's message, asking no supplier, keeping the input", async () => {
    const res = await check({ user_id: "abc", zone_id: "2558" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("User ID harus 6–12 digit angka, contoh: 109088431.");
    expect(html).toMatch(/value="abc"/);
    expect(html).not.toContain('data-testid="id-nickname"');
  });

  it("refuses a post from another site", async () => {
    const res = await client().post("/games/mobile-legends/top-up", FOUND, { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });
});

describe("the confirmed nickname on the order", () => {
  async function buyer(ip: string) {
    const c = client();
    expect((await login(c, "pembeli@pasargame.test", "demo12345", ip)).status).toBe(302);
    return c;
  }
  const price = async () => (await db().query.products.findFirst({ where: eq(products.id, ML) }))!.price;
  const linesOf = (html: string) =>
    JSON.parse(
      (/name="lines" value="([^"]*)"/.exec(html)?.[1] ?? "").replace(/&quot;/g, '"').replace(/&amp;/g, "&"),
    ) as Record<string, unknown>[];
  const keyOf = (html: string) => /name="idempotencyKey" value="([0-9a-f-]{36})"/.exec(html)![1]!;
  const latestOrder = () =>
    db().query.orders.findFirst({
      where: and(eq(orders.buyerId, BUYER), eq(orders.productId, ML)),
      orderBy: (o, { desc }) => desc(o.createdAt),
    });

  it("shows the nickname in the review and stores the confirmation, checked again by the server", async () => {
    const c = await buyer("10.81.0.1");
    const review = await c.get(
      `/checkout?buy=${ML}&quantity=1&price=${await price()}&user_id=109088431&zone_id=2558&checkoutKey=${crypto.randomUUID()}`,
    );
    const html = text(await review.text());
    expect(html).toMatch(/Nickname: <b[^>]*>RakaMythic<\/b> — pastikan benar/);
    const lines = linesOf(html);
    expect(lines[0]).toMatchObject({ nickname: "RakaMythic" });

    const before = Date.now();
    const res = await c.post("/checkout", {
      intent: "confirm",
      idempotencyKey: keyOf(html),
      lines: JSON.stringify(lines),
      idsConfirmed: "1",
      source: "buy-now",
    });
    expect(res.status).toBe(302);
    const order = await latestOrder();
    expect(order?.nicknameConfirmation).toMatchObject({ nickname: "RakaMythic", provider: "vip-reseller" });
    expect(order!.nicknameConfirmation!.confirmedAt).toBeGreaterThanOrEqual(before);
    await expectLedgerInvariants();
  });

  it("never stores a nickname the client made up", async () => {
    const c = await buyer("10.81.0.2");
    const lines = [
      {
        listingId: ML,
        quantity: 1,
        expectedPrice: await price(),
        userInputData: FOUND,
        nickname: "SiapaSaja",
      },
    ];
    const res = await c.post("/checkout", {
      intent: "confirm",
      idempotencyKey: crypto.randomUUID(),
      lines: JSON.stringify(lines),
      idsConfirmed: "1",
    });
    expect(res.status).toBe(302);
    const order = await latestOrder();
    expect(order?.userInputData).toEqual(FOUND);
    expect(order?.nicknameConfirmation).toBeNull();
    await expectLedgerInvariants();
  });

  it("orders nothing for an ID the supplier does not know, even with the tick, and says why", async () => {
    const c = await buyer("10.81.0.4");
    const before = await latestOrder();
    const lines = [{ listingId: ML, quantity: 1, expectedPrice: await price(), userInputData: UNKNOWN }];
    const res = await c.post("/checkout", {
      intent: "confirm",
      idempotencyKey: crypto.randomUUID(),
      lines: JSON.stringify(lines),
      idsConfirmed: "1",
      source: "buy-now",
    });
    expect(res.status).toBe(400);
    const html = text(await res.text());
    expect(html).toContain("ID tidak ditemukan. Periksa lagi User ID dan Zone/Server ID Anda.");
    expect(html).toMatch(/data-testid="idsConfirmed-problem"[^>]*><p[^>]*>ID Tidak Ditemukan<\/p>/);
    // The review comes back with the typed IDs, to correct them.
    expect(linesOf(html)[0]).toMatchObject({ userInputData: UNKNOWN });
    expect((await latestOrder())?.id).toBe(before?.id);
    await expectLedgerInvariants();
  });

  it("says 'ID tidak ditemukan' in the review for an unknown player", async () => {
    const c = await buyer("10.81.0.3");
    const html = await (
      await c.get(
        `/checkout?buy=${ML}&quantity=1&price=${await price()}&user_id=123456789&zone_id=2558&checkoutKey=${crypto.randomUUID()}`,
      )
    ).text();
    expect(html).toContain("ID tidak ditemukan");
    expect(linesOf(html)[0]).not.toHaveProperty("nickname");
  });
});
