/**
 * Hostile input, through the real forms and pages (shared corpus and checks: hostile.ts): an XSS
 * corpus in warranty claims renders as text for both parties and staff; the claim form's body
 * limits. (Chats: hostile-xss-chats.test.ts; disputes: hostile-xss-disputes.test.ts.)
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { send, USERS } from "./fixtures";
import { orderAt } from "./support/orders";
import { type Client } from "./http";
import { expectInert, expectShownAsText, hostileCast, page, PAYLOADS, type Cast } from "./hostile";

// Each test walks many real requests through workerd; the whole file stays well under a minute.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let seller: Client;
let admin: Client;
let buyer: Cast["buyer"];

beforeAll(async () => {
  ({ seller, admin, buyer } = await hostileCast());
});

describe("warranty claims: hostile text and bodies", () => {
  /** A completed account order of the demo seller whose money waits in its 7-day warranty hold. */
  async function heldOrder(title: string) {
    const buyerActor = { id: buyer.id, role: "buyer" as const };
    const options = { sellerId: USERS.seller.id, buyer: buyerActor, title, price: 1_000, stock: 100 };
    return (await orderAt("completed", { ...options, warrantyDays: 7 })).orderId;
  }
  const PNG_BYTES = Uint8Array.from(
    atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
    (c) => c.charCodeAt(0),
  );

  it("a claim's description and the seller's answer render as text for both parties and staff", async () => {
    // Each payload on its own order, all at once (each order has its own room).
    const shown = PAYLOADS.filter((x) => x.text.length <= 1000);
    await Promise.all(
      shown.map(async (p) => {
        const orderId = await heldOrder(`Akun uji klaim berbahaya ${p.name}`);
        const form = new FormData();
        form.append("intent", "claim_warranty");
        form.append("reason", "recovered");
        form.append("description", p.text);
        form.append("evidence", new File([PNG_BYTES], "bukti.png", { type: "image/png" }));
        const filed = await send(buyer.c, "POST", `/order/${orderId}/claim`, form);
        if (!p.text.trim()) {
          expect(filed.status, p.name).toBe(400);
          return;
        }
        expect(filed.status, p.name).toBe(302);
        const answered = await seller.post(`/order/${orderId}/claim`, {
          intent: "answer_claim",
          offer: "none",
          answer: p.text,
        });
        expect(answered.status, p.name).toBe(302);
        expectShownAsText(await page(buyer.c, `/order/${orderId}`), [p], `claim ${p.name} (buyer)`);
        expectShownAsText(await page(seller, `/order/${orderId}/claim`), [p], `claim ${p.name} (seller)`);
        expectShownAsText(await page(admin, `/admin/disputes/${orderId}`), [p], `claim ${p.name} (admin)`);
      }),
    );
    expectInert(await page(admin, "/admin/disputes"), "admin queue with claims");
  }, 180_000);

  it("the claim form takes up to three 2 MB images, refuses a larger body with 413 and broken multipart with 400", async () => {
    const orderId = await heldOrder("Akun uji klaim besar");
    const big = await send(buyer.c, "POST", `/order/${orderId}/claim`, `a=${"x".repeat(7 * 1024 * 1024)}`, {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(big.status).toBe(413);
    expect(await big.text()).toBe("Permintaan terlalu besar.");
    const broken = await send(buyer.c, "POST", `/order/${orderId}/claim`, "--batas\r\nrusak", {
      "Content-Type": "multipart/form-data; boundary=batas",
    });
    expect(broken.status).toBe(400);
    // Four images: refused in words, nothing stored.
    const form = new FormData();
    form.append("intent", "claim_warranty");
    form.append("reason", "banned");
    form.append("description", "Akun diblokir setelah dua hari.");
    for (let i = 0; i < 4; i++) form.append("evidence", new File([PNG_BYTES], `b${i}.png`, { type: "image/png" }));
    const four = await send(buyer.c, "POST", `/order/${orderId}/claim`, form);
    expect(four.status).toBe(400);
    expect(await four.text()).toContain("Maksimal 3 gambar bukti.");
    // The rest of the site keeps its 1 MB form limit.
    const elsewhere = await send(buyer.c, "POST", `/order/${orderId}`, `a=${"x".repeat(2 * 1024 * 1024)}`, {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(elsewhere.status).toBe(413);
  });
});
