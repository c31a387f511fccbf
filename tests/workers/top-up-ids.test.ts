import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cartLines, orders, products } from "~/db/schema";
import { db, expectLedgerInvariants } from "./helpers";
import { client, login } from "./http";

const BUYER = "usr_demo_buyer";
const ML = "lst_012"; // 86 Diamond Mobile Legends: User ID and Zone ID
const GENSHIN = "lst_029"; // 980 + 110 Genesis Crystal: UID and server
const WRONG = "User ID harus 6–12 digit angka, contoh: 109088431.";
let ipCounter = 0;

async function buyer() {
  const c = client();
  const res = await login(c, "pembeli@pasargame.test", "demo12345", `10.78.0.${++ipCounter}`);
  expect(res.status).toBe(302);
  return c;
}

async function listing(id: string) {
  return (await db().query.products.findFirst({ where: eq(products.id, id) }))!;
}

/** The toast a redirect carries (the flash cookie the root shows). */
function toastOf(res: Response) {
  const cookie = res.headers.getSetCookie().find((h) => h.startsWith("pg_toast="))!;
  const value = cookie.split(";")[0]!.slice("pg_toast=".length);
  const bytes = Uint8Array.from(atob(value), (ch) => ch.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as { type: string; title: string; description: string };
}

const keyFrom = (html: string) => /name="idempotencyKey" value="([0-9a-f-]{36})"/.exec(html)?.[1] ?? null;
const mlLine = async (userId: string) =>
  JSON.stringify([
    {
      listingId: ML,
      quantity: 1,
      expectedPrice: (await listing(ML)).price,
      userInputData: { user_id: userId, zone_id: "2558" },
    },
  ]);
const ordersOf = () => db().$count(orders, and(eq(orders.buyerId, BUYER), eq(orders.productId, ML)));

describe("top-up IDs in the game's form", () => {
  it("refuses 'abc' as a Mobile Legends User ID at add-to-cart, naming the field and the form; takes a valid one", async () => {
    const c = await buyer();
    const { price } = await listing(ML);
    const add = (userId: string) =>
      c.post("/cart", { intent: "add", listingId: ML, price: String(price), user_id: userId, zone_id: "2558" });

    const refused = await add("abc");
    expect(refused.status).toBe(302);
    expect(toastOf(refused)).toMatchObject({ type: "error", title: "Input Tidak Valid", description: WRONG });
    expect(await db().$count(cartLines, and(eq(cartLines.userId, BUYER), eq(cartLines.listingId, ML)))).toBe(0);

    const added = await add(" 109088431 ");
    expect(toastOf(added)).toMatchObject({ type: "success", title: "Ditambahkan ke Keranjang" });
    const [line] = await db()
      .select()
      .from(cartLines)
      .where(and(eq(cartLines.userId, BUYER), eq(cartLines.listingId, ML)));
    expect(line?.userInputData).toEqual({ user_id: "109088431", zone_id: "2558" });
    await db().delete(cartLines).where(eq(cartLines.userId, BUYER));
  });

  it("refuses 'abc' at checkout too (a cart line the server did not check, 'Beli Sekarang' without JavaScript)", async () => {
    const c = await buyer();
    const { price } = await listing(ML);
    const review = await c.get(
      `/checkout?buy=${ML}&quantity=1&price=${price}&user_id=abc&zone_id=2558&checkoutKey=${crypto.randomUUID()}`,
    );
    const html = await review.text();
    expect(html).toContain('data-problem="invalid_input"');
    expect(html).toContain(WRONG);
    expect(html).not.toContain('data-testid="checkout-confirm"');

    const before = await ordersOf();
    const confirm = await c.post("/checkout", {
      intent: "confirm",
      idempotencyKey: crypto.randomUUID(),
      lines: await mlLine("abc"),
      idsConfirmed: "1",
    });
    expect(confirm.status).toBe(409);
    expect(await confirm.text()).toContain(WRONG);
    expect(await ordersOf()).toBe(before);
  });

  it("has the buyer confirm the IDs once more ('Pastikan ID sudah benar') before ordering a top-up", async () => {
    const c = await buyer();
    const lines = await mlLine("109088431");
    const html = await (await c.post("/checkout", { intent: "review", lines })).text();
    expect(html).toContain("Pastikan ID sudah benar");
    const idCheck = /data-testid="id-check".*?<\/fieldset>/s.exec(html)?.[0] ?? "";
    expect(idCheck.replace(/<!-- -->/g, "")).toMatch(/User ID: <strong[^>]*>109088431<\/strong>/);
    // The nickname check (the simulator's VIP Reseller get-nickname, a demo player) names the player.
    expect(idCheck.replace(/<!-- -->/g, "")).toMatch(/Nickname: <b[^>]*>RakaMythic<\/b> — pastikan benar/);
    // The tick is the server's to ask for, in Indonesian: no browser constraint (issue 33).
    expect(idCheck).toMatch(/<input(?=[^>]*type="checkbox")(?=[^>]*name="idsConfirmed")(?![^>]*required)[^>]*>/);

    const before = await ordersOf();
    const unticked = await c.post("/checkout", { intent: "confirm", idempotencyKey: keyFrom(html)!, lines });
    expect(unticked.status).toBe(400);
    expect(await unticked.text()).toContain("Konfirmasi ID Diperlukan");
    expect(await ordersOf()).toBe(before);

    const ticked = await c.post("/checkout", {
      intent: "confirm",
      idempotencyKey: keyFrom(html)!,
      lines,
      idsConfirmed: "1",
    });
    expect(ticked.status).toBe(302);
    expect(await ordersOf()).toBe(before + 1);
    const order = await db().query.orders.findFirst({
      where: and(eq(orders.buyerId, BUYER), eq(orders.productId, ML)),
    });
    expect(order?.userInputData).toEqual({ user_id: "109088431", zone_id: "2558" });
    await expectLedgerInvariants();
  });

  it("says 'ID tidak ditemukan' for IDs the nickname check does not know", async () => {
    const c = await buyer();
    const html = await (await c.post("/checkout", { intent: "review", lines: await mlLine("123456789") })).text();
    expect(html).toContain("Pastikan ID sudah benar");
    expect(html).toContain("ID tidak ditemukan");
  });

  it("asks no ID confirmation for a line without a top-up ID", async () => {
    const c = await buyer();
    const akun = await listing("lst_025");
    const html = await (
      await c.post("/checkout", {
        intent: "review",
        lines: JSON.stringify([{ listingId: akun.id, quantity: 1, expectedPrice: akun.price, userInputData: {} }]),
      })
    ).text();
    expect(html).not.toContain("Pastikan ID sudah benar");
  });

  it("sends the listing page only its own rules: number pad for digits, Genshin's servers", async () => {
    const ml = await (await client().get(`/games/mobile-legends/top-up/${ML}`)).text();
    expect(ml).toMatch(
      /<input[^>]*name="user_id"[^>]*inputMode="numeric"|<input[^>]*inputMode="numeric"[^>]*name="user_id"/i,
    );
    expect(ml).toMatch(
      /<input[^>]*inputMode="numeric"[^>]*name="zone_id"|<input[^>]*name="zone_id"[^>]*inputMode="numeric"/i,
    );
    expect(ml).toContain(WRONG.replace("User ID", "User ID").replace(/"/g, '\\"'));
    // Another game's rule is not in the page.
    expect(ml).not.toContain("Riot ID");
    const genshin = await (await client().get(`/games/genshin-impact/top-up/${GENSHIN}`)).text();
    expect(genshin).toContain("Server harus salah satu dari: America / Europe / Asia / TW, HK, MO.");
    expect(genshin).toMatch(/<input[^>]*name="server"[^>]*placeholder="Asia, America, Europe atau TW, HK, MO"/);
  });
});
