import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { lineKey } from "~/modules/cart/cart";
import { newId } from "~/utils/ids";
import { orders, products } from "~/db/schema";
import { walletBalance } from "~/modules/money/wallet-parts.server";
import { db, expectLedgerInvariants } from "./helpers";
import { client, login } from "./http";

const BUYER = "usr_demo_buyer";
let ipCounter = 0;

async function buyer() {
  const c = client();
  const res = await login(c, "pembeli@pasargame.test", "demo12345", `10.77.0.${++ipCounter}`);
  expect(res.status).toBe(302);
  return c;
}

async function listing({ price = 50_000, stock = 5, type = "Akun" as "Akun" | "Top Up", title = "" } = {}) {
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
      title: title || `Produk uji ${id}`,
      price,
      stock,
      requiredInputs: type === "Top Up" ? [{ id: "user_id", label: "Player ID", type: "text" }] : [],
      createdAt: now,
      updatedAt: now,
    });
  return id;
}

type Line = { listingId: string; quantity: number; expectedPrice: number; userInputData?: Record<string, string> };
const lines = (...l: Line[]) => JSON.stringify(l.map((x) => ({ userInputData: {}, ...x })));

/** The toast a redirect carries (the flash cookie the root shows). */
function toastOf(res: Response) {
  const cookie = res.headers.getSetCookie().find((h) => h.startsWith("pg_toast="))!;
  const value = cookie.split(";")[0]!.slice("pg_toast=".length);
  const bytes = Uint8Array.from(atob(value), (ch) => ch.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as { type: string; title: string; description: string };
}

function orderedCookie(res: Response) {
  const cookie = res.headers.getSetCookie().find((h) => h.startsWith("pg_cart_ordered="));
  return cookie ? decodeURIComponent(cookie.split(";")[0]!.slice("pg_cart_ordered=".length)).split(" ") : null;
}

/** The idempotency key the review page put into its confirm form. */
function keyFrom(html: string) {
  return /name="idempotencyKey" value="([0-9a-f-]{36})"/.exec(html)?.[1] ?? null;
}

const wallet = () => walletBalance(db(), BUYER);

describe("/cart and /checkout over HTTP", () => {
  it("sends the cart page as a shell that explains the cart needs JavaScript", async () => {
    const res = await client().get("/cart");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>Keranjang Belanja — PasarGame</title>");
    expect(html).toContain("Aktifkan JavaScript untuk melihat isi keranjang");
  });

  it("sends visitors to login and back to the cart, for the page and for both intents", async () => {
    const c = client();
    const page = await c.get("/checkout");
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/login?redirect=%2Fcart");
    const id = await listing();
    for (const intent of ["review", "confirm"]) {
      const res = await c.post("/checkout", {
        intent,
        lines: lines({ listingId: id, quantity: 1, expectedPrice: 50_000 }),
        idempotencyKey: crypto.randomUUID(),
      });
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/login?redirect=%2Fcart");
      expect(toastOf(res)).toMatchObject({ title: "Login Diperlukan" });
    }
    expect(await db().$count(orders, eq(orders.productId, id))).toBe(0);
  });

  it("reviews the lines against the listings now: changed prices and sold-out lines are explained", async () => {
    const c = await buyer();
    const good = await listing({ price: 25_000, stock: 4 });
    const changed = await listing({ price: 9_000 });
    const soldOut = await listing({ stock: 0, title: "Akun Habis Terjual" });
    const res = await c.post("/checkout", {
      intent: "review",
      lines: lines(
        { listingId: good, quantity: 2, expectedPrice: 25_000 },
        { listingId: changed, quantity: 1, expectedPrice: 8_000 },
        { listingId: soldOut, quantity: 1, expectedPrice: 50_000 },
      ),
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Harga berubah dari Rp8.000 menjadi Rp9.000.");
    expect(html).toContain("Stok habis: produk ini sudah terjual.");
    expect(html).toContain("Akun Habis Terjual");
    expect(html.match(/Tidak dipesan/g)?.length).toBeGreaterThanOrEqual(2);
    // The total counts only the line that can be ordered; the balance is the wallet's.
    expect(html).toMatch(/data-testid="review-total"[^>]*>Rp50\.000</);
    expect(html).toContain(`>Rp${new Intl.NumberFormat("id-ID").format(await wallet())}<`);
    // The confirm form carries only the good line and a fresh server-made key.
    expect(keyFrom(html)).toMatch(/^[0-9a-f-]{36}$/);
    const confirmLines = /name="lines" value="([^"]*)"/.exec(html)![1]!.replaceAll("&quot;", '"');
    expect(JSON.parse(confirmLines)).toEqual([expect.objectContaining({ listingId: good, quantity: 2 })]);
  });

  it("pays on confirm (the balance drops by exactly the total) and never twice for the same key", async () => {
    const c = await buyer();
    const start = await wallet();
    const id = await listing({ price: 30_000, stock: 3 });
    const review = await c.post("/checkout", {
      intent: "review",
      lines: lines({ listingId: id, quantity: 2, expectedPrice: 30_000 }),
    });
    const key = keyFrom(await review.text())!;
    const confirm = {
      intent: "confirm",
      idempotencyKey: key,
      lines: lines({ listingId: id, quantity: 2, expectedPrice: 30_000 }),
    };
    const first = await c.post("/checkout", confirm);
    expect(first.status).toBe(302);
    const order = await db().query.orders.findFirst({ where: eq(orders.productId, id) });
    expect(order).toMatchObject({ status: "Diproses", totalAmount: 60_000, buyerId: BUYER });
    expect(first.headers.get("Location")).toBe(`/order/${order!.id}`);
    expect(toastOf(first)).toMatchObject({ type: "success", title: "Pembayaran Berhasil" });
    expect(orderedCookie(first)).toEqual([lineKey(id, {})]);
    expect(await wallet()).toBe(start - 60_000);

    // A double click or a retried request: the same key gives the same order, no second payment.
    const again = await c.post("/checkout", confirm);
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe(`/order/${order!.id}`);
    expect(await db().$count(orders, eq(orders.productId, id))).toBe(1);
    expect(await wallet()).toBe(start - 60_000);
    expect((await db().query.products.findFirst({ where: eq(products.id, id) }))!.stock).toBe(1);
    await expectLedgerInvariants();
  });

  it("sends several orders to the order list and names only the ordered lines for the cart", async () => {
    const c = await buyer();
    const start = await wallet();
    const a = await listing({ price: 4_000 });
    const topUp = await listing({ price: 6_000, type: "Top Up" });
    const gone = await listing({ price: 1_000 });
    await db().update(products).set({ price: 2_000 }).where(eq(products.id, gone)); // changed after the review
    const res = await c.post("/checkout", {
      intent: "confirm",
      idempotencyKey: crypto.randomUUID(),
      lines: lines(
        { listingId: a, quantity: 1, expectedPrice: 4_000 },
        { listingId: topUp, quantity: 1, expectedPrice: 6_000, userInputData: { user_id: "1234567890" } },
        { listingId: gone, quantity: 1, expectedPrice: 1_000 },
      ),
      idsConfirmed: "1", // the top-up's Player ID, confirmed once more
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/my-account/orders");
    expect(orderedCookie(res)).toEqual([lineKey(a, {}), lineKey(topUp, { user_id: "1234567890" })]);
    expect(toastOf(res)).toMatchObject({ type: "info", title: "Pesanan Dibuat" });
    expect(toastOf(res).description).toContain("2 pesanan dibayar");
    expect(toastOf(res).description).toContain("1 produk tidak dipesan");
    expect(await db().$count(orders, eq(orders.productId, gone))).toBe(0);
    expect(await wallet()).toBe(start - 10_000);
    await expectLedgerInvariants();
  });

  it("explains a short balance, then leaves the order waiting for payment", async () => {
    const c = await buyer();
    const start = await wallet();
    const pricey = await listing({ price: start + 5_000 });
    const line = lines({ listingId: pricey, quantity: 1, expectedPrice: start + 5_000 });
    const review = await c.post("/checkout", { intent: "review", lines: line });
    const html = await review.text();
    expect(html).toContain("Saldo Anda kurang Rp5.000.");
    // The payment gateway is configured here: the notice points to paying directly.
    expect(html).toContain("Bayar langsung dengan QRIS");
    expect(html).toContain('href="/my-account/wallet"');
    const res = await c.post("/checkout", { intent: "confirm", idempotencyKey: keyFrom(html)!, lines: line });
    expect(res.status).toBe(302);
    expect(toastOf(res).description).toContain("1 pesanan menunggu pembayaran");
    const order = await db().query.orders.findFirst({ where: eq(orders.productId, pricey) });
    expect(order?.status).toBe("Menunggu Pembayaran");
    expect(await wallet()).toBe(start);
    await expectLedgerInvariants();
  });

  it("orders nothing when every line changed since the review, and explains why (409)", async () => {
    const c = await buyer();
    const start = await wallet();
    const id = await listing({ price: 3_000, stock: 1 });
    await db().update(products).set({ stock: 0 }).where(eq(products.id, id));
    const res = await c.post("/checkout", {
      intent: "confirm",
      idempotencyKey: crypto.randomUUID(),
      lines: lines({ listingId: id, quantity: 1, expectedPrice: 3_000 }),
    });
    expect(res.status).toBe(409);
    expect(res.headers.getSetCookie().some((h) => h.startsWith("pg_cart_ordered="))).toBe(false);
    expect(await res.text()).toContain("Stok habis: produk ini sudah terjual.");
    expect(await db().$count(orders, eq(orders.productId, id))).toBe(0);
    expect(await wallet()).toBe(start);
  });

  it("answers malformed posts with 400 and a clear message, never a 500", async () => {
    const c = await buyer();
    const cases: [Record<string, string>, string][] = [
      [{ intent: "review", lines: "{not json" }, "Data keranjang tidak terbaca."],
      [
        { intent: "review", lines: JSON.stringify([{ listingId: "x", quantity: "2" }]) },
        "Data keranjang tidak terbaca.",
      ],
      [{ intent: "review", lines: "[]" }, "Keranjang Anda kosong."],
      [{ intent: "review" }, "Data keranjang tidak terbaca."],
      [
        {
          intent: "review",
          lines: lines(...Array.from({ length: 21 }, () => ({ listingId: "lst_1", quantity: 1, expectedPrice: 1 }))),
        },
        "Maksimal 20 baris produk per checkout.",
      ],
      [
        { intent: "confirm", lines: lines({ listingId: "lst_1", quantity: 1, expectedPrice: 1 }) },
        "Konfirmasi tidak valid.",
      ],
      [
        {
          intent: "confirm",
          idempotencyKey: "abc",
          lines: lines({ listingId: "lst_1", quantity: 1, expectedPrice: 1 }),
        },
        "Konfirmasi tidak valid.",
      ],
      [{ intent: "hapus", lines: "[]" }, "Permintaan tidak dikenali."],
    ];
    for (const [fields, message] of cases) {
      const res = await c.post("/checkout", fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(await res.text()).toContain(message);
    }
  });
});
