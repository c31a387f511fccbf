/**
 * The checkout page as a buyer about to pay reads it (issue 33): the amount to pay with the chosen
 * method's fee next to the total, a short balance as a hint when a gateway method pays, the
 * common methods first, and a review that, once confirmed, leads back to its orders.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "~/db/schema";
import { fundedBuyer, newListing, signedIn } from "./fixtures";
import { db, expectLedgerInvariants } from "./helpers";
import { playerIdTopUp } from "./support/topups";

const reviewOf = (l: { id: string }, price: number) =>
  JSON.stringify([{ listingId: l.id, quantity: 1, expectedPrice: price, userInputData: {} }]);

/** The text of the element with `testId` (tags inside removed). */
function shown(html: string, testId: string) {
  const match = new RegExp(`data-testid="${testId}"[^>]*>(.*?)</(dd|dt|div|p)>`, "s").exec(html);
  return match ? match[1]!.replace(/<[^>]+>/g, "").replace(/<!-- -->/g, "") : null;
}

describe("the amount to pay stands at the top", () => {
  it("with the default method's fee, and with the method a refused confirm kept", async () => {
    const buyer = await fundedBuyer(0);
    const c = await signedIn(buyer.id);
    const l = await newListing("usr_seller_2", "Akun uji bayar", 22_000);
    const review = await (await c.post("/checkout", { intent: "review", lines: reviewOf(l, 22_000) })).text();
    expect(shown(review, "review-total")).toBe("Rp22.000");
    // Short of balance, QRIS is chosen: 22.000 + 0,7 % = 22.154, at the top, not only in its row.
    expect(shown(review, "review-pay-total")).toBe("Rp22.154");
    expect(shown(review, "review-pay-method")).toContain("QRIS");

    // A confirm refused (no tick on the IDs) keeps VA BCA chosen: its flat Rp4.000 shows at the top.
    const topUp = await playerIdTopUp(22_000);
    const refused = await c.post("/checkout", {
      intent: "confirm",
      idempotencyKey: crypto.randomUUID(),
      lines: JSON.stringify([
        { listingId: topUp.id, quantity: 1, expectedPrice: 22_000, userInputData: { user_id: "12345678" } },
      ]),
      method: "va_bca",
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(shown(html, "review-pay-total")).toBe("Rp26.000");
    expect(shown(html, "review-pay-method")).toContain("Virtual Account BCA");
    expect(await db().$count(orders, eq(orders.productId, topUp.id))).toBe(0);
    await expectLedgerInvariants();
  });

  it("with the wallet, the total itself", async () => {
    const buyer = await fundedBuyer(100_000);
    const c = await signedIn(buyer.id);
    const l = await newListing("usr_seller_2", "Akun uji saldo", 22_000);
    const review = await (await c.post("/checkout", { intent: "review", lines: reviewOf(l, 22_000) })).text();
    expect(shown(review, "review-pay-total")).toBe("Rp22.000");
    expect(shown(review, "review-pay-method")).toContain("Saldo");
  });
});

describe("a short balance", () => {
  /** The element carrying `data-testid="review-short"`, its opening tag and text. */
  const shortNotice = (html: string) => /<[^>]*data-testid="review-short"[^>]*>.*?<\/(p|div)>/s.exec(html)?.[0] ?? "";

  it("is a neutral hint, not an alert, when a gateway method pays; the notice when the wallet is chosen", async () => {
    const buyer = await fundedBuyer(0);
    const c = await signedIn(buyer.id);
    const topUp = await playerIdTopUp(22_000);
    const lines = JSON.stringify([
      { listingId: topUp.id, quantity: 1, expectedPrice: 22_000, userInputData: { user_id: "12345678" } },
    ]);
    const review = await (await c.post("/checkout", { intent: "review", lines })).text();
    const hint = shortNotice(review);
    expect(hint).toContain("Saldo Anda kurang Rp22.000.");
    expect(hint).not.toMatch(/role="(status|alert)"/);
    expect(hint).not.toContain("Saldo Tidak Cukup");

    // The wallet kept by a refused confirm (no tick): the order would wait, so the notice says so.
    const refused = await c.post("/checkout", {
      intent: "confirm",
      idempotencyKey: crypto.randomUUID(),
      lines,
      method: "wallet",
    });
    expect(refused.status).toBe(400);
    const notice = shortNotice(await refused.text());
    expect(notice).toMatch(/role="status"/);
    expect(notice).toContain("Saldo Tidak Cukup");
  });
});

describe("the methods", () => {
  /** The methods' values in page order, and those inside the 'Metode lainnya' <details>. */
  function methodsOf(html: string) {
    const fieldset = /data-testid="payment-methods".*?<\/fieldset>/s.exec(html)![0];
    const values = (part: string) => [...part.matchAll(/name="method"[^>]*value="([a-z_]+)"/g)].map((m) => m[1]);
    const details = /<details[^>]*data-testid="more-methods"[^>]*>.*?<\/details>/s.exec(fieldset)?.[0] ?? "";
    return { all: values(fieldset), more: values(details), open: /<details[^>]*\sopen/.test(details) };
  }

  it("come common ones first; the rest behind 'Metode lainnya', opened when it holds the chosen one", async () => {
    const buyer = await fundedBuyer(0);
    const c = await signedIn(buyer.id);
    const topUp = await playerIdTopUp(22_000);
    const lines = JSON.stringify([
      { listingId: topUp.id, quantity: 1, expectedPrice: 22_000, userInputData: { user_id: "12345678" } },
    ]);
    const review = await (await c.post("/checkout", { intent: "review", lines })).text();
    const shownFirst = methodsOf(review);
    expect(shownFirst.all.slice(0, 7)).toEqual(["wallet", "qris", "gopay", "shopeepay", "dana", "va_bca", "va_bri"]);
    expect(shownFirst.more).toEqual(["va_bni", "va_mandiri", "va_permata", "ovo", "alfamart", "indomaret"]);
    expect(shownFirst.all).toHaveLength(13);
    expect(shownFirst.open).toBe(false);
    expect(review).toContain("Metode lainnya");

    // A refused confirm that kept Indomaret shows it: the list is open.
    const refused = await c.post("/checkout", {
      intent: "confirm",
      idempotencyKey: crypto.randomUUID(),
      lines,
      method: "indomaret",
    });
    const kept = methodsOf(await refused.text());
    expect(kept.open).toBe(true);
  });
});

describe("a review's address", () => {
  const keyIn = (html: string) => /name="idempotencyKey" value="([0-9a-f-]{36})"/.exec(html)?.[1] ?? null;

  it("carries its confirm's key, so coming back to it after paying leads to the order made", async () => {
    const buyer = await fundedBuyer(0);
    const c = await signedIn(buyer.id);
    const l = await newListing("usr_seller_2", "Akun uji kembali", 30_000);
    const lines = reviewOf(l, 30_000);

    // The cart's checkout is given a key of its own in the address, kept by a reload.
    const first = await c.get(`/checkout?${new URLSearchParams({ lines })}`);
    expect(first.status).toBe(302);
    const at = new URL(first.headers.get("Location")!, "http://x");
    const key = at.searchParams.get("checkoutKey");
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(at.searchParams.get("lines")).toBe(lines);
    const reviewPath = `${at.pathname}${at.search}`;
    const review = await c.get(reviewPath);
    expect(review.status).toBe(200);
    expect(keyIn(await review.text())).toBe(key);

    const paid = await c.post("/checkout", { intent: "confirm", idempotencyKey: key!, lines, method: "qris" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("Location")).toMatch(/^\/payments\/pay-[0-9a-f]{32}$/);
    const order = await db().query.orders.findFirst({ where: eq(orders.productId, l.id) });
    expect(order?.status).toBe("Menunggu Pembayaran");

    // Back from the payment page: the review's address now leads to that unpaid order.
    const back = await c.get(reviewPath);
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe(`/order/${order!.id}`);
    expect(await db().$count(orders, eq(orders.productId, l.id))).toBe(1);
    await expectLedgerInvariants();
  });
});
