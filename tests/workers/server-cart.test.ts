/**
 * A signed-in buyer's cart on the server: it follows the buyer to another session (device), the
 * browser's guest cart merges into it (quantities capped: Top Up one at a time, others up to the
 * stock), a visitor's 'Tambah ke Keranjang' is carried through login and added, and the lines a
 * checkout ordered leave it. Reloading /checkout (a GET with the lines) shows the same review.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { lineKey } from "~/modules/cart/cart";
import { newId } from "~/utils/ids";
import { cartLines, products } from "~/db/schema";
import { db } from "./helpers";
import { newUser, signedIn, USERS } from "./fixtures";
import { client, login } from "./http";

async function listing({ price = 50_000, stock = 5, type = "Jasa" as "Jasa" | "Top Up" } = {}) {
  const now = Date.now();
  const id = newId("lst");
  await db()
    .insert(products)
    .values({
      id,
      sellerId: USERS.otherSeller.id,
      gameSlug: "free-fire",
      categorySlug: type === "Top Up" ? "top-up" : "jasa-joki",
      type,
      title: `Produk keranjang ${id}`,
      price,
      stock,
      requiredInputs: [{ id: "user_id", label: "Player ID", type: "text" }],
      createdAt: now,
      updatedAt: now,
    });
  return id;
}

type Line = { id: string; quantity: number; price: number; userInputData: Record<string, string> };
type CartAnswer = { userId: string | null; lines: (Line & { name: string; inputLabels: Record<string, string> })[] };

async function sync(c: ReturnType<typeof client>, intent: "merge" | "replace", lines: Line[]) {
  const res = await c.post("/cart/sync", { intent, lines: JSON.stringify(lines) });
  return { status: res.status, body: (await res.json()) as CartAnswer };
}

async function cartOf(c: ReturnType<typeof client>) {
  const res = await c.get("/cart/sync");
  expect(res.headers.get("Cache-Control")).toContain("no-store");
  return (await res.json()) as CartAnswer;
}

describe("the server cart", () => {
  it("merges the browser's guest cart on login, capped, and follows the buyer to another device", async () => {
    const buyer = await newUser("buyer", "krj");
    const jasa = await listing({ stock: 20 });
    const topUp = await listing({ type: "Top Up" });
    const laptop = await signedIn(buyer.id);
    // Already in the server cart: 4 of the Jasa, 1 Top Up for one player.
    expect(
      (
        await sync(laptop, "replace", [
          { id: jasa, quantity: 4, price: 50_000, userInputData: { user_id: "111" } },
          { id: topUp, quantity: 1, price: 50_000, userInputData: { user_id: "111" } },
        ])
      ).status,
    ).toBe(200);

    // The phone had a guest cart: 3 more of the same Jasa line, the same Top Up, another player's Top Up.
    const phone = await signedIn(buyer.id);
    const guestCart: Line[] = [
      { id: jasa, quantity: 3, price: 50_000, userInputData: { user_id: "111" } },
      { id: topUp, quantity: 1, price: 50_000, userInputData: { user_id: "111" } },
      { id: topUp, quantity: 2, price: 50_000, userInputData: { user_id: "222", junk: "x" } },
    ];
    const merged = await sync(phone, "merge", guestCart);
    expect(merged.status).toBe(200);
    const byKey = new Map(merged.body.lines.map((l) => [lineKey(l.id, l.userInputData), l]));
    expect(byKey.get(lineKey(jasa, { user_id: "111" }))?.quantity).toBe(4); // the larger of 4 and 3
    expect(byKey.get(lineKey(topUp, { user_id: "111" }))?.quantity).toBe(1); // Top Up one at a time
    expect(byKey.get(lineKey(topUp, { user_id: "222" }))).toMatchObject({
      quantity: 1,
      userInputData: { user_id: "222" }, // an input the listing does not ask for is dropped
      inputLabels: { user_id: "Player ID" },
    });
    expect(merged.body.lines).toHaveLength(3);
    // The same merge again (the page reloaded while the first was on its way) changes nothing.
    const again = await sync(phone, "merge", guestCart);
    expect(again.body.lines.map((l) => [l.id, l.quantity])).toEqual(merged.body.lines.map((l) => [l.id, l.quantity]));

    // The laptop (another session of the same buyer) sees the same cart.
    const seen = await cartOf(laptop);
    expect(seen.userId).toBe(buyer.id);
    expect(seen.lines.map((l) => [l.id, l.quantity])).toEqual(merged.body.lines.map((l) => [l.id, l.quantity]));

    // A replace (the browser's edited cart) is what the other device sees next.
    await sync(laptop, "replace", [{ id: jasa, quantity: 2, price: 50_000, userInputData: { user_id: "111" } }]);
    expect((await cartOf(phone)).lines.map((l) => [l.id, l.quantity])).toEqual([[jasa, 2]]);

    // Nobody else's cart: another buyer sees an empty one.
    expect((await cartOf(await signedIn(USERS.buyer.id))).lines.some((l) => l.id === jasa)).toBe(false);
  });

  it("answers visitors with no user and refuses their writes", async () => {
    const c = client();
    expect(await cartOf(c)).toEqual({ userId: null, lines: [] });
    expect((await sync(c, "merge", [])).status).toBe(401);
  });

  it("carries a visitor's 'Tambah ke Keranjang' through login and adds the line", async () => {
    const jasa = await listing({ stock: 9, price: 12_000 });
    const back = `/games/free-fire/jasa-joki/${jasa}`;
    const c = client();
    const res = await c.post("/cart", {
      intent: "add",
      listingId: jasa,
      quantity: "2",
      price: "12000",
      user_id: "Pemain 7",
      back,
    });
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get("Location")!, "https://x.invalid");
    expect(to.pathname).toBe("/login");
    expect(to.searchParams.get("redirect")).toBe(back);
    const add = to.searchParams.get("add")!;
    expect(add).toBeTruthy();
    const loginPage = await (await c.get(`${to.pathname}${to.search}`)).text();
    expect(loginPage).toContain('name="add"');

    const { email, id } = await newUser("buyer", "tamu");
    const signed = await c.post(
      "/login",
      { email, password: "demo12345", intent: "login", redirect: back, add },
      { "CF-Connecting-IP": "10.99.0.1" },
    );
    expect(signed.status).toBe(302);
    expect(signed.headers.get("Location")).toBe(back);
    const rows = await db().select().from(cartLines).where(eq(cartLines.userId, id));
    expect(rows).toMatchObject([{ listingId: jasa, quantity: 2, userInputData: { user_id: "Pemain 7" } }]);

    // Signed in, the same form adds at once (and grows the same line).
    const again = await c.post("/cart", {
      intent: "add",
      listingId: jasa,
      quantity: "1",
      price: "12000",
      user_id: "Pemain 7",
      back,
    });
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe(back);
    expect((await db().select().from(cartLines).where(eq(cartLines.userId, id)))[0]?.quantity).toBe(3);

    // A missing required input is refused with the spec's message, nothing added.
    const missing = await c.post("/cart", { intent: "add", listingId: jasa, quantity: "1", price: "12000", back });
    expect(missing.headers.get("Location")).toBe(back);
    expect((await db().select().from(cartLines).where(eq(cartLines.userId, id)))[0]?.quantity).toBe(3);
  });

  it("shows the same review on a reload of /checkout, and the ordered lines leave the server cart", async () => {
    const { email, id } = await newUser("buyer", "ulang");
    const c = client();
    expect((await login(c, email, "demo12345", "10.99.0.2")).status).toBe(302);
    const jasa = await listing({ stock: 4, price: 1_000 });
    await sync(c, "replace", [{ id: jasa, quantity: 2, price: 1_000, userInputData: { user_id: "9" } }]);
    const posted = JSON.stringify([
      { listingId: jasa, quantity: 2, expectedPrice: 1_000, userInputData: { user_id: "9" } },
    ]);
    const url = `/checkout?lines=${encodeURIComponent(posted)}&checkoutKey=${crypto.randomUUID()}`;
    for (let i = 0; i < 2; i++) {
      const page = await c.get(url);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('data-testid="review-line"');
      expect(html).toMatch(/data-testid="review-total"[^>]*>Rp2\.000</);
    }
    // Confirming turns the line into an order (waiting for payment: no balance) and it leaves the cart.
    const review = await (await c.get(url)).text();
    const key = /name="idempotencyKey" value="([0-9a-f-]{36})"/.exec(review)![1]!;
    const confirmed = await c.post("/checkout", { intent: "confirm", idempotencyKey: key, lines: posted });
    expect(confirmed.status).toBe(302);
    expect(await db().$count(cartLines, eq(cartLines.userId, id))).toBe(0);

    // 'Beli Sekarang': one line from the listing's form, same review.
    const buyNow = await c.get(
      `/checkout?buy=${jasa}&quantity=1&price=1000&user_id=5&checkoutKey=${crypto.randomUUID()}`,
    );
    const html = await buyNow.text();
    expect(html.match(/data-testid="review-line"/g)).toHaveLength(1);
    expect(html).toMatch(/data-testid="review-total"[^>]*>Rp1\.000</);
  });
});
